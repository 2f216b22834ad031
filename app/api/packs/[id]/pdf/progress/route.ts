/**
 * GET /api/packs/{id}/pdf/progress?<the PDF route's query>: the same PDF, for clients that want
 * to follow the rendering, as a stream of JSON lines (application/x-ndjson). The print dialog
 * does not use it: it downloads from the PDF route itself (components/print/use-print-job.ts
 * says why).
 *
 *   {"type":"progress","phase":"layout","done":1200,"total":12400}   (phases: plan, pictures,
 *      text, layout, write, done; see lib/print/render.tsx)
 *   {"type":"done","fileName":"...pdf","pages":44,"sheets":21,"cards":179,
 *      "pictureProblems":[],"pdf":"<base64>"}
 *   {"type":"error","status":422,"error":{"code","message","issues"}}
 *
 * A bad query (a repeated or unknown option too), an unknown pack, or a request that cannot be
 * printed (an unknown era, no cards) is answered before the stream starts, as a plain error
 * response (422, 404). Closing the connection cancels the rendering.
 */
import { route, type Params } from "@/lib/server/http";
import { pdfFileName } from "@/lib/print/file-name";
import { printQuery } from "@/lib/print/query";
import { renderInWorker, renderSystemInWorker } from "@/lib/print/worker-client";
import { planSystemPrint } from "@/lib/print/system-print";
import type { RenderProgress } from "@/lib/print/render";
import { printSource } from "../print-source";
import { checkPrintable } from "@/lib/systems/got-cgs/print/plan";
import { printError, printErrorPayload } from "../print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const source = await printSource((await params).id);
  const { doc } = source;
  try {
    // An unknown era (or no room for a card) is a 422 of its own, not a 200 whose stream says so.
    if (source.kind === "eras") checkPrintable(source.doc, options);
    else planSystemPrint(source.doc, source.system.definition, options);
  } catch (error) {
    throw printError(error);
  }
  const encoder = new TextEncoder();
  const cancel = new AbortController();
  request.signal.addEventListener("abort", () => cancel.abort(), { once: true });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => {
        if (!cancel.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      try {
        const hooks = { signal: cancel.signal, onProgress: (p: RenderProgress) => send({ type: "progress", ...p }) };
        const result = source.kind === "eras" ? await renderInWorker(source.doc, options, hooks) : await renderSystemInWorker(source.doc, source.system.definition, options, hooks);
        send({
          type: "done",
          fileName: pdfFileName(doc.pack.name, options),
          pages: result.pages,
          sheets: result.sheets,
          cards: result.cards,
          pictureProblems: result.pictureProblems,
          pdf: Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength).toString("base64"),
        });
      } catch (error) {
        const { status, body } = printErrorPayload(error);
        send({ type: "error", status, ...body });
      } finally {
        if (!cancel.signal.aborted) controller.close();
      }
    },
    cancel() {
      cancel.abort();
    },
  });
  return new Response(stream, { status: 200, headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
