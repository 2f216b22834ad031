/**
 * `simulate(pack, options)`: plays many eras of one era deck with bots, on worker threads, and
 * reports how each card and the era behave (docs/cli.md; the app's simulation page and
 * `cli simulate` show it).
 *
 * Game `i` is seeded with `gameSeed(seed, i)` and its counts are sums, so the report is the same
 * whatever the number of workers (a test checks 1 against 2). Progress is reported as games
 * finish; an AbortSignal terminates the workers and rejects with an AbortError.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { GotCgsPackDocument as PackDocument } from "../pack-document";
import type { BotKind } from "./bots/bot";
import { decksFromPack, playerNames } from "./pack";
import { deckAffiliations, decksPlayerRange, playerCountProblem } from "./players";
import { buildReport, type SimulationReport } from "./simulate-report";
import { playBatch, type GameBatch } from "./simulate-games";
import type { WorkerMessage } from "./simulate-worker";
import type { DeckSpec } from "./setup";
import { emptyCounts, mergeCounts, type Counts } from "./stats";

export interface SimulationOptions {
  /** The era deck to play (default: the pack's first era). */
  readonly era?: string;
  readonly games: number;
  readonly seed: number | string;
  /** Number of players (at least 2). */
  readonly players: number;
  readonly bot: BotKind;
  /** Worker threads (default: the machine's cores, at most 8, never more than games); 0 plays in this thread. */
  readonly workers?: number;
  /** Actions after which a game is stopped and counted as capped (default 20,000). */
  readonly maxActions?: number;
  readonly onProgress?: (progress: { readonly done: number; readonly total: number }) => void;
  readonly signal?: AbortSignal;
}

/** A deck given directly (tests, benchmarks, generated decks) instead of a pack document. */
export interface DeckSource {
  readonly deck: DeckSpec;
  readonly playerAffiliations?: readonly (string | null)[];
  /** The number of players the pack fixes (`instructions.players`), if it does (CGS-180). */
  readonly packPlayers?: number;
}

/** Thrown (as a rejection) for options that cannot run; the message says what to change. */
export class SimulationError extends Error {
  override readonly name = "SimulationError";
}

/**
 * The worker module cannot be loaded here (e.g. inside a bundled server, where
 * simulate-worker.js is not next to this file): `simulate` then plays in the calling thread.
 */
class WorkerUnavailable extends Error {
  override readonly name = "WorkerUnavailable";
}

function abortError(): Error {
  const e = new Error("the simulation was cancelled");
  e.name = "AbortError";
  return e;
}

function resolveDeck(source: PackDocument | DeckSource, era: string | undefined): DeckSource {
  if ("deck" in source) return source;
  const decks = decksFromPack(source, era ?? source.eras[0]?.name);
  const deck = decks[0];
  if (deck === undefined) {
    const names = source.eras.map((e) => `"${e.name}"`).join(", ") || "none";
    throw new SimulationError(era === undefined ? "the pack has no era deck to simulate" : `the pack has no era deck named "${era}" (it has: ${names})`);
  }
  const fixed = source.pack.instructions.playerAffiliations;
  const packPlayers = source.pack.instructions.players;
  return { deck, ...(fixed && fixed.length > 0 ? { playerAffiliations: fixed } : {}), ...(packPlayers !== undefined ? { packPlayers } : {}) };
}

/** tsx's ESM registration API (import condition), found next to its package.json. */
function tsxApi(here: string): string {
  const manifest = createRequire(here).resolve("tsx/package.json");
  return pathToFileURL(join(dirname(manifest), "dist", "esm", "api", "index.mjs")).href;
}

/**
 * Starts a worker on a batch. Run from TypeScript sources (tsx, Vitest), the worker must load
 * TypeScript: a two-line bootstrap registers tsx's loader inside the worker, then imports the
 * worker module (Node 20 does not apply `--import` loaders to worker threads). Run from
 * compiled JavaScript, the worker file is loaded directly.
 */
function startWorker(batch: GameBatch): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./simulate-worker.js", here), { workerData: batch });
  const worker = new URL("./simulate-worker.ts", here).href;
  const code = `import(${JSON.stringify(tsxApi(here))}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); });`;
  const execArgv = process.execArgv.filter((a, i, all) => !a.includes("tsx") && !(all[i + 1] ?? "").includes("tsx"));
  return new Worker(code, { eval: true, workerData: batch, execArgv });
}

function runWorker(batch: GameBatch, onProgress: (done: number) => void, signal: AbortSignal | undefined): Promise<Counts> {
  return new Promise<Counts>((resolve, reject) => {
    const worker = startWorker(batch);
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const onAbort = () => {
      void worker.terminate();
      finish(() => reject(abortError()));
    };
    signal?.addEventListener("abort", onAbort);
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "progress") onProgress(m.done);
      else if (m.type === "done") {
        finish(() => resolve(m.counts));
        void worker.terminate();
      } else finish(() => reject(new SimulationError(`a simulation worker failed: ${m.message}`)));
    });
    let started = false;
    worker.on("online", () => (started = true));
    worker.on("error", (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      const missing = !started || code === "ERR_MODULE_NOT_FOUND" || code === "ENOENT";
      finish(() => reject(missing && code !== undefined ? new WorkerUnavailable(error.message) : error));
    });
    worker.on("exit", (code) => finish(() => reject(new SimulationError(`a simulation worker stopped early (exit code ${code})`))));
  });
}

/**
 * Plays `options.games` eras and reports. Rejects with SimulationError for unusable options
 * (unknown era, no games, a number of players the deck or the pack does not allow: CGS-180) and
 * with an AbortError when cancelled.
 */
export async function simulate(source: PackDocument | DeckSource, options: SimulationOptions): Promise<SimulationReport> {
  const started = performance.now();
  if (!Number.isInteger(options.games) || options.games < 1) throw new SimulationError(`games must be a whole number of at least 1, got ${options.games}`);
  if (!Number.isInteger(options.players) || options.players < 2) throw new SimulationError(`a game needs at least 2 players, got ${options.players}`);
  if (options.signal?.aborted) throw abortError();
  const { deck, playerAffiliations, packPlayers } = resolveDeck(source, options.era);
  // CGS-180, checked here once rather than by every worker's first newSession.
  const problem = playerCountProblem(decksPlayerRange([{ name: deck.name, affiliations: deckAffiliations(deck) }], packPlayers), options.players);
  if (problem !== null) throw new SimulationError(problem);
  const players = playerNames(options.players);
  const workers = Math.max(0, Math.min(options.workers ?? Math.min(8, availableParallelism()), options.games));
  const base = {
    deck,
    players,
    ...(playerAffiliations ? { playerAffiliations } : {}),
    ...(packPlayers !== undefined ? { packPlayers } : {}),
    bot: options.bot,
    seed: options.seed,
    maxActions: options.maxActions ?? 20_000,
  };
  const total = options.games;
  const counts = emptyCounts(players.length);

  let used = workers;
  const inThread = (): void => {
    const done = playBatch({ ...base, start: 0, end: total }, (d) => options.onProgress?.({ done: d, total }), () => options.signal?.aborted ?? false);
    if (options.signal?.aborted) throw abortError();
    mergeCounts(counts, done);
  };
  if (workers === 0) {
    inThread();
  } else {
    const progress = new Array<number>(workers).fill(0);
    const batches: GameBatch[] = [];
    for (let w = 0; w < workers; w++) {
      const start = Math.floor((total * w) / workers);
      const end = Math.floor((total * (w + 1)) / workers);
      batches.push({ ...base, start, end });
    }
    // One failing worker stops the others; the caller's signal stops them all.
    const inner = new AbortController();
    const forward = () => inner.abort();
    options.signal?.addEventListener("abort", forward);
    try {
      const results = await Promise.all(
        batches.map((batch, w) =>
          runWorker(
            batch,
            (done) => {
              progress[w] = done;
              options.onProgress?.({ done: progress.reduce((a, b) => a + b, 0), total });
            },
            inner.signal,
          ).catch((error: unknown) => {
            inner.abort();
            throw error;
          }),
        ),
      );
      for (const r of results) mergeCounts(counts, r);
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      if (!(error instanceof WorkerUnavailable)) throw error;
      // No worker threads here: play every game in this thread (same seeds, same report).
      used = 0;
      inThread();
    } finally {
      options.signal?.removeEventListener("abort", forward);
    }
    options.onProgress?.({ done: total, total });
  }
  return buildReport(counts, {
    era: deck.name,
    players,
    bot: options.bot,
    seed: options.seed,
    workers: used,
    elapsedMs: performance.now() - started,
  });
}
