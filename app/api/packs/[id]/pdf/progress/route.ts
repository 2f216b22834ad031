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
 * A bad query or an unknown pack is answered before the stream starts, as a plain error
 * response. Closing the connection cancels the rendering.
 */
import { exportPack } from "@/lib/server/export-pack";
import { route, type Params } from "@/lib/server/http";
import { pdfFileName } from "@/lib/print/file-name";
import { printQuery } from "@/lib/print/query";
import { renderInWorker } from "@/lib/print/worker-client";
import { printErrorPayload } from "../print-errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options } = printQuery(new URL(request.url).searchParams);
  const doc = await exportPack((await params).id);
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
