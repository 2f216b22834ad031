/**
 * Running large imports in a worker thread (entry.ts), so a 10,000-row import never stalls the
 * server: better-sqlite3 is synchronous, and on the server's own connection every statement of
 * a long import would hold up every other request (small ones stay here: {@link runImport}).
 *
 * One worker (the app's one worker pool, lib/workers/pool.ts), started on first use and ended
 * after a minute idle; jobs queue (past
 * {@link MAX_QUEUED} waiting the caller gets a 503 "busy"). The worker opens its own connection
 * to the same file and writes each import in one transaction; while it holds the write lock,
 * this thread's writes wait for it without blocking (gate.ts). If the worker dies, its
 * transaction is rolled back, the caller gets an error (500) and the next job starts a new one.
 *
 * Which file the worker runs: `generated/import-worker.mjs` when the server runs in production
 * (`next start` compiles this module into its own chunks, so the TypeScript source cannot be
 * loaded there: `node scripts/build-import-worker.mjs` writes that bundle); otherwise
 * `lib/server/import-worker/entry.ts` through tsx (development, tests, the CLI).
 */
import { join } from "node:path";
import { workerEntry, type WorkerEntry } from "@/lib/workers/entry";
import { WorkerPool } from "@/lib/workers/pool";
import { dbFileOf, type Db } from "../db";
import { AppError, type ErrorBody } from "../errors";
import { markImportWriting } from "./gate";
import { runImportJob } from "./jobs";
import type { FromWorker, ImportJob, ImportPhase, JobResult, ToWorker } from "./protocol";

/** Imports waiting behind the one running; more get a 503. */
export const MAX_QUEUED = 8;
const IDLE_MS = 60_000;

/** The worker died or could not start (a bug, out of memory, the bundle missing). */
export class ImportWorkerError extends Error {
  override readonly name = "ImportWorkerError";
}

/**
 * For tests: called at each phase of a job's write transaction, which waits until the returned
 * promise settles (so a test can read, or end the worker, at a known point). Null in the app.
 */
export const importWorkerHooks: { onPhase: ((phase: ImportPhase) => Promise<void> | void) | null } = { onPhase: null };

/**
 * The worker's entry: the bundle generated/import-worker.mjs or entry.ts through tsx
 * (lib/workers/entry.ts). Exported for tests.
 */
export function importWorkerEntry(env: NodeJS.ProcessEnv = process.env): WorkerEntry {
  return workerEntry(
    {
      source: join("lib", "server", "import-worker", "entry.ts"),
      bundle: join("generated", "import-worker.mjs"),
      envVar: "GREENHOUSE_IMPORT_WORKER",
      missing: () => new ImportWorkerError("import: the worker bundle generated/import-worker.mjs is missing; run `node scripts/build-import-worker.mjs` (part of `npm run build`)"),
    },
    env,
  );
}

/** The AppError the worker's error body stands for; unexpected failures stay unexpected. */
function fromBody(body: ErrorBody): Error {
  const { code, message, issues, ...details } = body.error;
  if (code === "internal") return new ImportWorkerError("import: the import failed in the worker (its error is logged above)");
  return new AppError(code, message, { issues, details });
}

/** The import worker: one import at a time, {@link MAX_QUEUED} waiting, ended after {@link IDLE_MS} idle (lib/workers/pool.ts). */
class ImportPool {
  private readonly pool = new WorkerPool<FromWorker>({
    entry: () => importWorkerEntry(),
    maxQueued: MAX_QUEUED,
    busy: (waiting) => new AppError("busy", `The server is busy with ${waiting} imports; nothing was imported. Try again in a minute.`),
    idleMs: IDLE_MS,
    lost: ({ code, error }) =>
      error === undefined ? new ImportWorkerError(`import: the worker stopped (exit code ${code}); nothing was imported`) : error instanceof ImportWorkerError ? error : new ImportWorkerError(`import: the worker failed: ${error.message}; nothing was imported`),
  });

  submit<J extends ImportJob>(file: string, job: J): Promise<JobResult<J>> {
    return new Promise<JobResult<J>>((resolve, reject) => {
      // The write lock this thread's writes wait behind while the job holds it (gate.ts).
      let unlock: (() => void) | null = null;
      const finish = () => {
        unlock?.();
        unlock = null;
      };
      try {
        this.pool.submit({
          request: (id) => ({ type: "run", id, file, job, hold: importWorkerHooks.onPhase !== null }) satisfies ToWorker,
          onMessage: (message, post) => {
            if (message.type === "phase") {
              if (message.phase === "locked") unlock ??= markImportWriting(file);
              const hook = importWorkerHooks.onPhase;
              if (hook !== null) void Promise.resolve(hook(message.phase)).finally(() => post({ type: "release", id: message.id } satisfies ToWorker));
              return false;
            }
            finish();
            if (message.type === "done") resolve(message.result as JobResult<J>);
            else reject(fromBody(message.body));
            return true;
          },
          onFailure: (error) => {
            finish();
            // A document that cannot be cloned (functions, symbols) or a missing bundle.
            reject(error.name === "DataCloneError" ? new AppError("validation", "The document is not plain JSON data; nothing was imported.", { issues: [{ path: "(document)", message: "not JSON data" }] }) : error);
          },
        });
      } catch (error) {
        reject(error as Error);
      }
    });
  }

  /** Ends the worker now (tests: a worker dying mid-import); its job fails, the queue goes on. */
  async terminate(): Promise<void> {
    await this.pool.terminate();
  }
}

// One pool per process, shared by every route bundle that imports this module.
const KEY = Symbol.for("greenhouse.import.workerPool");
function pool(): ImportPool {
  const holder = globalThis as unknown as Record<symbol, ImportPool | undefined>;
  holder[KEY] ??= new ImportPool();
  return holder[KEY];
}

/** Runs `job` in the import worker on the SQLite file `file`: its result, or the AppError it met. */
export function importInWorker<J extends ImportJob>(file: string, job: J): Promise<JobResult<J>> {
  return pool().submit(file, job);
}

/** Ends the import worker at once (tests). The running import fails and writes nothing. */
export function terminateImportWorker(): Promise<void> {
  return pool().terminate();
}

/**
 * Inputs from this many characters on go to the worker. Smaller ones (a hand-made pack, a few
 * hundred CSV rows) take less time in this thread than starting the worker would (seconds
 * under tsx in development), and hold the event loop for only a few milliseconds.
 */
export const WORKER_FROM_CHARS = 64 * 1024;

function jobSize(job: ImportJob): number {
  if (job.kind === "csv") return job.text.length;
  // A parsed document comes from code (tests, scripts), not from a request: run it here.
  return typeof job.document === "string" ? job.document.length : 0;
}

/**
 * Runs `job` on `db`'s file: in the worker when the input is large (from
 * {@link WORKER_FROM_CHARS}), otherwise, or for a client whose file is unknown (not made by
 * createDb), in this thread. Same result and errors either way.
 */
export function runImport<J extends ImportJob>(db: Db, job: J): Promise<JobResult<J>> {
  const file = dbFileOf(db);
  return file === undefined || jobSize(job) < WORKER_FROM_CHARS ? runImportJob(db, job) : importInWorker(file, job);
}
