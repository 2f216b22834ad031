/**
 * GET /api/packs/{id}/pdf/progress?<the PDF route's query>: the same PDF, for the print dialog,
 * as a stream of JSON lines (application/x-ndjson):
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
import { exportPack } from "@/lib/server/export-pack";
import { route, type Params } from "@/lib/server/http";
import { pdfFileName } from "@/lib/print/file-name";
import { printQuery } from "@/lib/print/query";
import { renderInWorker } from "@/lib/print/worker-client";
import { checkPrintable } from "@/lib/print/plan";
import { printError, printErrorPayload } from "../print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const doc = await exportPack((await params).id);
  try {
    // An unknown era (or no room for a card) is a 422 of its own, not a 200 whose stream says so.
    checkPrintable(doc, options);
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
        const result = await renderInWorker(doc, options, { signal: cancel.signal, onProgress: (p) => send({ type: "progress", ...p }) });
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
