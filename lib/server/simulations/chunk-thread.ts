/**
 * One slot's worker thread (internal to queue.ts and worker-client.ts): plays a chunk and
 * answers its counts. `stop()` terminates the thread at once (a cancel, or the instance
 * stopping); the next chunk starts a fresh one. The thread is the app's worker pool
 * (lib/workers/pool.ts) with no one waiting and no idle end; it never keeps the process alive.
 * It runs generated/simulate-chunk.mjs in production (built by scripts/build-simulate-worker.mjs)
 * or the TypeScript source through tsx (lib/workers/entry.ts).
 */
import { workerEntry } from "@/lib/workers/entry";
import { WorkerPool } from "@/lib/workers/pool";
import type { ChunkCommand, ChunkMessage } from "./chunk-protocol";

export type ChunkOutcome =
  /** `counts`: the system's counts of the chunk (JSON; its simulation hook merges them). */
  | { readonly status: "done"; readonly counts: unknown }
  | { readonly status: "stopped" }
  | { readonly status: "failed"; readonly message: string; readonly expected: boolean };

export const CHUNK_FILES = {
  source: "lib/server/simulations/chunk-worker-entry.ts",
  bundle: "generated/simulate-chunk.mjs",
  envVar: "GREENHOUSE_SIMULATE_WORKER",
  missing: () => new Error("simulate: generated/simulate-chunk.mjs is missing; run `node scripts/build-simulate-worker.mjs` (part of `npm run build`)"),
};

/** The reason a chunk ends when its slot stops it. */
const STOPPED = new Error("the slot stopped its chunk");

/**
 * A slot's thread, started on the first chunk and again after a stop. `keepAlive`: a playing
 * chunk keeps the process alive (an in-process run that a script awaits); a queue slot never does.
 */
export class ChunkThread {
  private readonly pool: WorkerPool<ChunkMessage>;

  constructor(keepAlive = false) {
    this.pool = new WorkerPool<ChunkMessage>({
      entry: () => workerEntry(CHUNK_FILES),
      maxQueued: 0,
      busy: () => new Error("this slot's thread is already playing a chunk"),
      idleMs: null,
      lost: ({ code, error }) => new Error(error === undefined ? `the simulation thread stopped (exit code ${code})` : (error.stack ?? error.message)),
      // A queue slot waiting for chunks, or playing one, must not keep the process alive.
      refWhileBusy: keepAlive,
    });
  }

  /** Plays `batch` of `system`; `onProgress(done)` as games finish. Rejects only when a chunk is already playing (one at a time). */
  play(system: string, batch: unknown, onProgress: (done: number) => void): Promise<ChunkOutcome> {
    return new Promise<ChunkOutcome>((resolve, reject) => {
      try {
        this.pool.submit({
          request: (id) => ({ type: "chunk", id, system, batch }) satisfies ChunkCommand,
          onMessage: (m) => {
            if (m.type === "progress") {
              onProgress(m.done);
              return false;
            }
            resolve(m.type === "done" ? { status: "done", counts: m.counts } : { status: "failed", message: m.message, expected: m.expected });
            return true;
          },
          onFailure: (error) => resolve(error === STOPPED ? { status: "stopped" } : { status: "failed", message: error.message, expected: false }),
        });
      } catch (error) {
        reject(error as Error);
      }
    });
  }

  /** Ends the chunk being played ("stopped") and the thread. */
  stop(): void {
    this.pool.stop(STOPPED);
  }
}
