/**
 * The import worker thread: runs imports (jobs.ts) one after another on its own SQLite
 * connection, so that parsing, checking and writing thousands of rows never hold up the
 * server's event loop; WAL lets the server's connection go on reading meanwhile. Loaded from
 * TypeScript through tsx in development, tests and the CLI, and from generated/import-worker.mjs
 * (scripts/build-import-worker.mjs) under `next start`.
 *
 * If this thread dies mid-import its connection closes and SQLite rolls the open transaction
 * back: nothing of the import is written.
 */
import { parentPort } from "node:worker_threads";
import { createDb, type Db } from "../db";
import { toErrorPayload } from "../errors";
import { runImportJob } from "./jobs";
import type { FromWorker, ImportPhase, ToWorker } from "./protocol";

// One connection, for the file of the latest job (a server has one file; tests switch often).
let open: { file: string; db: Db } | null = null;

async function dbFor(file: string): Promise<Db> {
  if (open?.file === file) return open.db;
  if (open !== null) await open.db.$disconnect();
  // The server thread's client migrated the file before it handed us a job.
  open = { file, db: createDb(file, { migrate: false }) };
  return open.db;
}

const releases = new Map<number, () => void>();

function send(message: FromWorker): void {
  parentPort?.postMessage(message);
}

async function run(request: Extract<ToWorker, { type: "run" }>): Promise<void> {
  const { id } = request;
  try {
    const db = await dbFor(request.file);
    const onPhase = (phase: ImportPhase) => {
      send({ type: "phase", id, phase });
      if (!request.hold) return;
      return new Promise<void>((resolve) => releases.set(id, resolve));
    };
    send({ type: "done", id, result: await runImportJob(db, request.job, onPhase) });
  } catch (error) {
    const { status, body } = toErrorPayload(error);
    send({ type: "error", id, status, body });
  } finally {
    releases.delete(id);
  }
}

// Jobs run one at a time: SQLite has one writer anyway, and a queue keeps their order.
let queue: Promise<void> = Promise.resolve();
parentPort?.on("message", (message: ToWorker) => {
  if (message.type === "release") {
    releases.get(message.id)?.();
    releases.delete(message.id);
    return;
  }
  queue = queue.then(() => run(message));
});
