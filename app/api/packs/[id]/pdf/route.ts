/**
 * GET /api/packs/{id}/pdf?paper=A4&bleed=3&backs=long-edge&cropMarks=1&era=NAME
 *   [&backOffset=X,Y&instructions=1&attributes=canonical|as-typed]: the printable PDF.
 * `?calibration=1` answers the calibration sheet instead (the pack only names the route).
 *
 * Rendering runs in a worker thread (lib/print/worker-client.ts), so the server keeps answering.
 * Bad query (an unknown or repeated option too) -> 422 with `issues[].path` naming the option;
 * unknown era -> 422 at `era`; unknown pack -> 404; busy -> 503.
 * The print dialog downloads from this route too (components/print/use-print-job.ts), so a
 * `x-greenhouse-picture-problems` header carries what went wrong with pictures (a JSON list of
 * messages, percent-encoded; at most 20 and a count).
 */
import { route, type Params } from "@/lib/server/http";
import { printQuery } from "@/lib/print/query";
import { calibrationInWorker, renderInWorker, renderSystemInWorker } from "@/lib/print/worker-client";
import { planSystemPrint } from "@/lib/print/system-print";
import { printSource } from "./print-source";
import { pdfFileName } from "@/lib/print/file-name";
import { printError } from "./print-errors";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { options, calibration } = printQuery(new URL(request.url).searchParams);
  const { id } = await params;
  try {
    if (calibration) {
      const flip = options.backs === "none" ? "long-edge" : options.backs;
      const result = await calibrationInWorker(options.paper, flip, { signal: request.signal });
      return pdfResponse(result.pdf, `calibration-${options.paper.toLowerCase()}-${flip}.pdf`, { pages: result.pages });
    }
    const source = await printSource(id);
    // Checked here too, so a request that cannot print never waits in the worker's queue.
    if (source.kind === "eras") source.print.checkPrintable(source.doc, options);
    else planSystemPrint(source.doc, source.system.definition, options);
    const result =
      source.kind === "eras"
        ? await renderInWorker(source.doc, options, { signal: request.signal })
        : await renderSystemInWorker(source.doc, source.system.definition, options, { signal: request.signal });
    return pdfResponse(result.pdf, pdfFileName(source.doc.pack.name, options), { pages: result.pages, sheets: result.sheets, cards: result.cards }, result.pictureProblems);
  } catch (error) {
    throw printError(error);
  }
});

/** At most this many picture problems go into the header (a header has to stay small); then a count of the rest. */
const MAX_PROBLEMS_SENT = 20;

function pdfResponse(pdf: Uint8Array<ArrayBuffer>, fileName: string, counts: Record<string, number>, pictureProblems: readonly string[] = []): Response {
  const headers: Record<string, string> = {
    "content-type": "application/pdf",
    "content-length": String(pdf.byteLength),
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  };
  for (const [key, value] of Object.entries(counts)) headers[`x-greenhouse-${key}`] = String(value);
  if (pictureProblems.length > 0) {
    const sent = pictureProblems.slice(0, MAX_PROBLEMS_SENT);
    if (pictureProblems.length > sent.length) sent.push(`${pictureProblems.length - sent.length} more picture problems.`);
    // Header values are ASCII: JSON, percent-encoded (the dialog decodes it, use-print-job.ts).
    headers["x-greenhouse-picture-problems"] = encodeURIComponent(JSON.stringify(sent));
  }
  return new Response(pdf, { status: 200, headers });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
