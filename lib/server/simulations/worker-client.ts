/**
 * An in-process run's games (internal to run-local.ts): the run is cut into chunks, which a few
 * worker threads (chunk-thread.ts, the queue's slot threads) play one after the other; the main
 * thread only relays progress and merges the chunks' counts, in chunk order, through the run's
 * system's simulation hook (lib/systems/engine.ts `SimulationBatches`), so it keeps answering
 * while 10,000 eras play and names no system.
 *
 * Which file the threads run: `generated/simulate-chunk.mjs` when it exists and the server runs
 * in production (`next start` cannot load lib/**.ts; `node scripts/build-simulate-worker.mjs`,
 * part of `npm run build`, writes it), otherwise the TypeScript source through tsx.
 * GREENHOUSE_SIMULATE_WORKER=bundle|source forces one.
 */
import { availableParallelism } from "node:os";
import { workerEntry, type WorkerEntry } from "@/lib/workers/entry";
import { batchesOf } from "./batches";
import { CHUNK_FILES, ChunkThread } from "./chunk-thread";

import type { SimulationReportJson } from "./types";

/**
 * Games [start, end) of each chunk of an in-process run: as few chunks as keep every slot busy
 * to the end (at least one per slot) and none over the system's `maxChunk`, so a slot that
 * finishes early takes the next one. One process needs fewer chunks than the queue's spread.
 */
export function localRanges(games: number, slots: number, maxChunk: number): { start: number; end: number }[] {
  const count = Math.min(games, Math.max(slots, Math.ceil(games / maxChunk)));
  const ranges: { start: number; end: number }[] = [];
  for (let k = 0; k < count; k++) ranges.push({ start: Math.floor((games * k) / count), end: Math.floor((games * (k + 1)) / count) });
  return ranges;
}

/** The threads' entry: the bundle, or a bootstrap that registers tsx and imports the source. Exported for tests. */
export function jobWorkerEntry(env: NodeJS.ProcessEnv = process.env): WorkerEntry {
  return workerEntry(CHUNK_FILES, env);
}

/** What an in-process run plays. */
export interface JobRequest {
  /** The run's system key: its simulation hook builds, merges and reports the chunks. */
  readonly system: string;
  /** The deck played (for the report). */
  readonly deck: string;
  /** What the run read from the pack, in the system's shape. */
  readonly source: unknown;
  readonly games: number;
  readonly seed: number | string;
  readonly players: number;
  readonly bot: string;
  /** Worker threads (default: one per core, up to 8; at least 1: games never play on the server's main thread). */
  readonly workers?: number;
}

export type JobOutcome =
  /** `report`: the system's report (JSON). */
  | { readonly status: "done"; readonly report: SimulationReportJson }
  | { readonly status: "cancelled" }
  | { readonly status: "failed"; readonly message: string; readonly expected: boolean };

export interface RunningJob {
  /** Stops every thread at once; the outcome follows as "cancelled". */
  cancel(): void;
  readonly outcome: Promise<JobOutcome>;
}

/**
 * Plays `request` in worker threads. Never rejects: a crash of a thread is a "failed" outcome
 * (which stops the others). `onProgress(done, total)` as games finish, never going back.
 */
export function runJob(request: JobRequest, onProgress: (done: number, total: number) => void): RunningJob {
  const started = performance.now();
  const batches = batchesOf(request.system);
  const wanted = Math.max(1, Math.min(request.workers ?? Math.min(8, availableParallelism()), request.games));
  const ranges = localRanges(request.games, wanted, Math.max(1, batches.maxChunk(request.bot)));
  const slots = Math.min(wanted, ranges.length);
  // A run awaited by a script (a benchmark, a test) keeps the process alive while it plays.
  const threads = Array.from({ length: slots }, () => new ChunkThread(true));
  const counts: unknown[] = new Array<unknown>(ranges.length);
  const playing = new Array<number>(slots).fill(0);
  let finished = 0;
  let next = 0;
  let ended: JobOutcome | null = null;
  const progress = () => onProgress(finished + playing.reduce((a, b) => a + b, 0), request.games);

  const end = (outcome: JobOutcome) => {
    if (ended !== null) return;
    ended = outcome;
    for (const t of threads) t.stop();
  };
  const slot = async (s: number, thread: ChunkThread): Promise<void> => {
    while (ended === null && next < ranges.length) {
      const index = next++;
      const range = ranges[index] as { start: number; end: number };
      const batch = batches.batch(request.source, { players: request.players, bot: request.bot, seed: request.seed, start: range.start, end: range.end });
      const outcome = await thread.play(request.system, batch, (done) => {
        playing[s] = done;
        progress();
      });
      playing[s] = 0;
      if (outcome.status === "stopped") return;
      if (outcome.status === "failed") return end(outcome);
      counts[index] = outcome.counts;
      finished += range.end - range.start;
      progress();
    }
  };

  const outcome = Promise.all(threads.map((t, s) => slot(s, t))).then((): JobOutcome => {
    if (ended !== null) return ended;
    const merged = batches.empty(request.players);
    for (const c of counts) batches.merge(merged, c);
    const report = batches.report(merged, { deck: request.deck, players: request.players, bot: request.bot, seed: request.seed, workers: slots, elapsedMs: performance.now() - started }) as SimulationReportJson;
    end({ status: "done", report });
    return { status: "done", report };
  });
  return {
    outcome: outcome.catch((error: unknown): JobOutcome => {
      end({ status: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error), expected: false });
      return ended ?? { status: "failed", message: String(error), expected: false };
    }),
    cancel() {
      end({ status: "cancelled" });
    },
  };
}
