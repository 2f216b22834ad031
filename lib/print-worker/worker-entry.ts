/**
 * The print worker thread: renders PDFs off the server's main thread, one request at a time,
 * reporting progress. It lives outside lib/print because it wires print core to the systems'
 * print code (a system's own print path from the registry, lib/systems/registry-print.ts; data
 * systems through renderSystemPdf): print core imports no system (eslint.config.mjs). Loaded from TypeScript through tsx in development, tests and the CLI, and
 * from generated/print-worker.mjs (scripts/build-print-worker.mjs) under `next start`, where
 * this source is not on disk in a form Node can load.
 */
import { parentPort } from "node:worker_threads";
import { ZodError } from "zod";
import { formatPath } from "../packs/schema";
import { ExportError, type ExportCard } from "../print/export/export-card";
import type { ExportJob } from "../print/export/job";
import { exportPngs } from "../print/export/png-export";
import { exportTts } from "../print/export/tts";
import { LayoutError } from "../print/imposition";
import { systemExportCards } from "../print/system-export-cards";
import { PrintError } from "../print/plan";
import { FACE_NAMES, faceFonts } from "../print/fonts";
import { renderCalibrationPdf, renderSystemPdf, type RenderHooks } from "../print/render";
import { loadWidthCache, saveWidthCache } from "../print/width-cache";
import type { WorkerFailure, WorkerRequest, WorkerResponse } from "../print/worker-protocol";
import { documentPrint, loadSystemPrints } from "../systems/registry-print";

function failure(error: unknown): WorkerFailure {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return { kind: "print", message: issue?.message ?? "invalid print options", path: formatPath(issue?.path ?? []) };
  }
  if (error instanceof PrintError) return { kind: "print", message: error.message, path: error.path };
  if (error instanceof LayoutError) return { kind: "layout", message: error.message, path: "bleed" };
  if (error instanceof ExportError) return { kind: "export", message: error.message, path: error.path };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { kind: "internal", message: detail };
}

let widthCacheLoaded = false;

function send(message: WorkerResponse, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

/** An export: the cards' scenes from their system's print code, then the zip. */
async function runExport(id: number, job: ExportJob): Promise<void> {
  widthCacheLoaded ||= (loadWidthCache(), true);
  // A system's own print path builds print core's ExportCard (its adapter fixes the contract's `Card` to it).
  const cards: ExportCard[] = job.source.kind === "eras" ? ((await (await documentPrint(job.source.doc)).exportCards(job.source.doc, job.deck)) as ExportCard[]) : await systemExportCards(job.source.doc, job.source.faces, job.deck);
  saveWidthCache();
  if (job.kind === "png") {
    const result = await exportPngs(cards, { profile: job.profile ?? "dpi-300", deck: job.deck });
    const zip = result.zip.slice().buffer;
    send({ type: "exported", id, result: { zip, summary: { kind: "png", images: result.images, cards: result.cards, copies: result.cards, warnings: result.warnings } } }, [zip]);
    return;
  }
  const result = await exportTts(cards, { packName: job.packName, deck: job.deck, baseUrl: job.baseUrl });
  const zip = result.zip.slice().buffer;
  send({ type: "exported", id, result: { zip, summary: { kind: "tts", images: result.sheets.length, cards: cards.length, copies: result.copies, warnings: result.warnings } } }, [zip]);
}

async function handle(request: WorkerRequest): Promise<void> {
  try {
    if (request.type === "export") {
      await runExport(request.id, request.job);
      return;
    }
    if (request.type === "warm") {
      // What the first print would otherwise load while the designer waits (the systems' own
      // print paths, which the registry loads on demand), and one small PDF through the same
      // layout and writer, so that their code is compiled before the first real print.
      widthCacheLoaded ||= (loadWidthCache(), true);
      await loadSystemPrints();
      for (const face of FACE_NAMES) faceFonts(face);
      await renderCalibrationPdf("A4", "long-edge");
      return;
    }
    if (request.type === "calibration") {
      const pdf = (await renderCalibrationPdf(request.paper, request.flip)).buffer;
      send({ type: "done", id: request.id, result: { pdf, pages: 2, sheets: 1, cards: 0, pictureProblems: [] } }, [pdf]);
      return;
    }
    // Progress at most every 100 ms: a message per card would cost more than it tells.
    let last = 0;
    const hooks: RenderHooks = {
      onProgress: (progress) => {
        const now = Date.now();
        if (now - last < 100 && progress.done !== 0 && progress.phase !== "done") return;
        last = now;
        send({ type: "progress", id: request.id, progress });
      },
    };
    // The text widths measured before, by this server or the command line (the same measurer and
    // cache file as `cli pdf`): the first print after a start shapes only new text. Widths are
    // the same either way; only the time differs.
    widthCacheLoaded ||= (loadWidthCache(), true);
    const result =
      request.type === "renderSystem" ? await renderSystemPdf(request.doc, request.faces, request.options, hooks) : await (await documentPrint(request.doc)).renderPdf(request.doc, request.options, hooks);
    saveWidthCache();
    // The PDF owns its ArrayBuffer (lib/print/render.tsx), so it moves to the server thread uncopied.
    const pdf = result.pdf.buffer;
    send({ type: "done", id: request.id, result: { pdf, pages: result.pages, sheets: result.sheets, cards: result.cards, pictureProblems: result.pictureProblems } }, [pdf]);
  } catch (error) {
    send({ type: "error", id: request.id, error: failure(error) });
  }
}

// Requests are handled one after another: rendering is CPU-bound, two at once finish no sooner.
let queue: Promise<void> = Promise.resolve();
parentPort?.on("message", (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});
