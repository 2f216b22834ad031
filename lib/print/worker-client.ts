/**
 * Rendering PDFs in a worker thread, so the server keeps answering while a big pack prints.
 *
 * One worker, started on first use and kept while there is work (its fonts stay loaded), ended
 * after a minute idle so its memory goes back (the app's one worker pool, lib/workers/pool.ts). Requests queue; past {@link MAX_QUEUED} waiting
 * the caller gets a {@link PrintBusyError} (the route answers 503). A caller that gives up (its
 * request aborted) leaves the queue; if its PDF was already rendering, the worker is ended and
 * the next request starts a fresh one.
 *
 * Which file the worker runs: `generated/print-worker.mjs` when it exists and the server runs in
 * production (`next start` bundles this module, so the TypeScript source cannot be loaded
 * there: `node scripts/build-print-worker.mjs` writes that bundle); otherwise
 * `lib/print-worker/worker-entry.ts` through tsx (development, tests, the CLI).
 */
import { join } from "node:path";
import { workerEntry as entryOf, type WorkerEntry } from "../workers/entry";
import { WorkerPool, type PoolTicket } from "../workers/pool";
import type { PackDocument } from "../packs/schema";
import { LayoutError } from "./imposition";
import type { PrintOptions } from "./options";
import { PrintError } from "./plan";
import type { RenderProgress, RenderResult } from "./render";
import type { SystemPrintDocument, SystemPrintFaces } from "./system-print";
import { ExportError } from "./export/export-card";
import type { ExportJob, ExportSummary } from "./export/job";
import type { WorkerFailure, WorkerRequest, WorkerResponse } from "./worker-protocol";

/** Requests waiting behind the one rendering; more get {@link PrintBusyError}. */
export const MAX_QUEUED = 4;
const IDLE_MS = 60_000;

export class PrintBusyError extends Error {
  override readonly name = "PrintBusyError";
}

/** The worker died or failed unexpectedly (a bug, or out of memory). */
export class PrintWorkerError extends Error {
  override readonly name = "PrintWorkerError";
}

export interface WorkerRenderOptions {
  readonly onProgress?: (progress: RenderProgress) => void;
  readonly signal?: AbortSignal;
}

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

/** The worker's answer to a job: a PDF (`done`) or an export's zip (`exported`). */
type Answer = Extract<WorkerResponse, { type: "done" | "exported" }>;

/**
 * The worker's entry: the bundle generated/print-worker.mjs or lib/print-worker/worker-entry.ts through
 * tsx (lib/workers/entry.ts). Exported for tests.
 */
export function workerEntry(env: NodeJS.ProcessEnv = process.env): WorkerEntry {
  return entryOf(
    {
      source: join("lib", "print-worker", "worker-entry.ts"),
      bundle: join("generated", "print-worker.mjs"),
      envVar: "GREENHOUSE_PRINT_WORKER",
      missing: () => new PrintWorkerError("print: the worker bundle generated/print-worker.mjs is missing; run `node scripts/build-print-worker.mjs` (part of `npm run build`)"),
    },
    env,
  );
}

/** The print worker: one PDF at a time, {@link MAX_QUEUED} waiting, ended after {@link IDLE_MS} idle (lib/workers/pool.ts). */
class PrintPool {
  private readonly pool = new WorkerPool<WorkerResponse>({
    entry: () => workerEntry(),
    maxQueued: MAX_QUEUED,
    busy: (waiting) => new PrintBusyError(`The printer is busy with ${waiting} PDFs; try again in a minute.`),
    idleMs: IDLE_MS,
    lost: ({ code, error }) => (error === undefined ? new PrintWorkerError(`print: the worker stopped (exit code ${code})`) : error instanceof PrintWorkerError ? error : new PrintWorkerError(`print: the worker failed: ${error.message}`)),
  });

  submit<T>(request: WithoutId<WorkerRequest>, options: WorkerRenderOptions, take: (answer: Answer) => T): Promise<T> {
    if (options.signal?.aborted) return Promise.reject(new PrintWorkerError("print: the request was cancelled"));
    return new Promise<T>((resolve, reject) => {
      const signal = options.signal;
      const onAbort = () => ticket.cancel(new PrintWorkerError("print: the request was cancelled"));
      const settle = () => signal?.removeEventListener("abort", onAbort);
      let ticket: PoolTicket;
      try {
        ticket = this.pool.submit({
          request: (id) => ({ ...request, id }) as WorkerRequest,
          onMessage: (message) => {
            if (message.type === "progress") {
              options.onProgress?.(message.progress);
              return false;
            }
            settle();
            if (message.type === "error") reject(toError(message.error));
            else {
              try {
                resolve(take(message));
              } catch (error) {
                reject(error instanceof Error ? error : new PrintWorkerError(String(error)));
              }
            }
            return true;
          },
          onFailure: (error) => {
            settle();
            reject(error);
          },
        });
      } catch (error) {
        reject(error instanceof Error ? error : new PrintWorkerError(String(error)));
        return;
      }
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * Starts the worker if none runs and has it load its fonts, without queueing behind (or ahead
   * of) any print: a print that arrives meanwhile waits only for what it would load itself.
   * Nothing answers a warm-up; an idle worker stays for {@link IDLE_MS} from now.
   */
  warm(): void {
    this.pool.warm({ type: "warm", id: 0 } satisfies WorkerRequest);
  }
}

/** A PDF job's answer as the caller gets it (the bytes in a view of their own). */
function pdfOf(answer: Answer): RenderResult {
  if (answer.type !== "done") throw new PrintWorkerError("print: the worker answered a PDF job with an export");
  const { pdf, ...rest } = answer.result;
  return { ...rest, pdf: new Uint8Array(pdf) };
}

/** An export's answer: the zip and what it holds. */
export interface ExportInWorkerResult {
  readonly zip: Uint8Array<ArrayBuffer>;
  readonly summary: ExportSummary;
}

function toError(failure: WorkerFailure): Error {
  if (failure.kind === "print") return new PrintError(failure.message, failure.path);
  if (failure.kind === "layout") return new LayoutError(failure.message);
  if (failure.kind === "export") return new ExportError(failure.message, failure.path);
  return new PrintWorkerError(`print: rendering failed in the worker:\n${failure.message}`);
}

// One pool per process, shared by every route bundle that imports this module (Next may load
// it more than once), hence kept on globalThis.
const KEY = Symbol.for("greenhouse.print.workerPool");
function pool(): PrintPool {
  const holder = globalThis as unknown as Record<symbol, PrintPool | undefined>;
  holder[KEY] ??= new PrintPool();
  return holder[KEY];
}

/**
 * Renders the PDF in the worker thread; same result and errors as `renderPrintPdf` (PrintError,
 * LayoutError), plus {@link PrintBusyError} when too many wait and {@link PrintWorkerError} when
 * the worker fails or the request is cancelled through `signal`.
 */
export function renderInWorker(doc: PackDocument, options: PrintOptions, extra: WorkerRenderOptions = {}): Promise<RenderResult> {
  return pool().submit({ type: "render", doc, options }, extra, pdfOf);
}

/** A data-system pack's PDF in the worker thread; as `renderSystemPdf`, plus the errors of {@link renderInWorker}. */
export function renderSystemInWorker(doc: SystemPrintDocument, faces: SystemPrintFaces, options: PrintOptions, extra: WorkerRenderOptions = {}): Promise<RenderResult> {
  // Only the plain data print reads crosses the thread (a definition may carry more): the symbols
  // (`:key:` in text) and each field's key and type (a rich-text field prints its bold and italic).
  const plain: SystemPrintFaces = {
    cardTypes: faces.cardTypes,
    faces: faces.faces,
    backs: faces.backs,
    ...(faces.symbols === undefined ? {} : { symbols: faces.symbols }),
    ...(faces.fields === undefined ? {} : { fields: faces.fields.map((f) => ({ key: f.key, label: f.label, type: f.type })) }),
  };
  return pool().submit({ type: "renderSystem", doc, faces: plain, options }, extra, pdfOf);
}

/**
 * Starts the print worker ahead of a print (the print dialog opened: its preflight and preview
 * call this), so that the first PDF does not wait for the worker's start-up, which took longer
 * than rendering a 250-card pack. Never throws; does nothing more when a worker is there.
 */
export function warmPrintWorker(): void {
  pool().warm();
}

/** The calibration sheet, rendered in the worker. */
export function calibrationInWorker(paper: PrintOptions["paper"], flip: "long-edge" | "short-edge", extra: WorkerRenderOptions = {}): Promise<RenderResult> {
  return pool().submit({ type: "calibration", paper, flip }, extra, pdfOf);
}

/**
 * A Tabletop Simulator or print-on-demand export in the worker thread (lib/print/export): the zip
 * and its summary. ExportError for a deck, profile or base URL the export cannot take (before
 * anything is drawn), plus the errors of {@link renderInWorker}.
 */
export function exportInWorker(job: ExportJob, extra: WorkerRenderOptions = {}): Promise<ExportInWorkerResult> {
  return pool().submit({ type: "export", job }, extra, (answer) => {
    if (answer.type !== "exported") throw new PrintWorkerError("print: the worker answered an export with a PDF");
    return { zip: new Uint8Array(answer.result.zip), summary: answer.result.summary };
  });
}
