/**
 * One queue slot's worker thread (internal to queue.ts): plays a chunk and answers its counts.
 * `stop()` terminates the thread at once (a cancel, or the instance stopping); the next chunk
 * starts a fresh one. The thread runs generated/simulate-chunk.mjs in production (built by
 * scripts/build-simulate-worker.mjs) or the TypeScript source through tsx (lib/workers/entry.ts).
 */
import { Worker } from "node:worker_threads";
import { workerEntry } from "@/lib/workers/entry";
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

/** A slot's thread, started on the first chunk and again after a stop. */
export class ChunkThread {
  private worker: Worker | null = null;
  private settle: ((outcome: ChunkOutcome) => void) | null = null;

  /** Plays `batch`; `onProgress(done)` as games finish. Rejects only when a chunk is already playing (one at a time: the answers carry no chunk id). */
  play(system: string, batch: unknown, onProgress: (done: number) => void): Promise<ChunkOutcome> {
    if (this.settle !== null) return Promise.reject(new Error("this slot's thread is already playing a chunk"));
    const worker = (this.worker ??= this.start());
    return new Promise<ChunkOutcome>((resolve) => {
      this.settle = resolve;
      this.onProgress = onProgress;
      worker.postMessage({ type: "chunk", system, batch } satisfies ChunkCommand);
    });
  }

  /** Ends the chunk being played ("stopped") and the thread. */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    this.finish({ status: "stopped" });
    if (worker !== null) void worker.terminate();
  }

  private onProgress: (done: number) => void = () => {};

  private finish(outcome: ChunkOutcome): void {
    const settle = this.settle;
    this.settle = null;
    settle?.(outcome);
  }

  private start(): Worker {
    const entry = workerEntry(CHUNK_FILES);
    const worker = new Worker(entry.file, { eval: entry.eval });
    worker.on("message", (m: ChunkMessage) => {
      if (m.type === "progress") this.onProgress(m.done);
      else if (m.type === "done") this.finish({ status: "done", counts: m.counts });
      else this.finish({ status: "failed", message: m.message, expected: m.expected });
    });
    const lost = (message: string) => {
      if (this.worker === worker) this.worker = null;
      this.finish({ status: "failed", message, expected: false });
    };
    worker.on("error", (error) => lost(error.stack ?? error.message));
    worker.on("exit", (code) => lost(`the simulation thread stopped (exit code ${code})`));
    // A slot waiting for chunks must not keep the process alive.
    worker.unref();
    return worker;
  }
}
