/**
 * startSimulation: plays N games (GOT CGS: eras of one era deck) with bots in worker threads, in the background,
 * and answers at once with the job's id (`POST /api/packs/{id}/simulations` -> 202). Progress
 * and the report: getSimulation; stop it: cancelSimulation. When it ends (done, cancelled or
 * failed) it is saved with the pack revision it came from. The pack's system's simulation hook
 * (lib/systems/engine.ts `SimulationBatches`, from the registry) reads the deck, checks the
 * players and the bot, and plays the games: no system is named here.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { providerOfDb } from "../db";
import { validationError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { starter } from "./admit";
import { enqueueRun } from "./enqueue-run";
import { readEra, requestIssue } from "./read-era";
import { runLocal } from "./run-local";
import type { StartRequest } from "./start-request";
import { engineSeed } from "./to-dto";
import type { SimulationInput } from "./types";

/**
 * The most eras one run plays: a million random eras, split into chunks over every instance on
 * PostgreSQL (bench/simulate-queue.bench.ts); on one machine a million greedy eras keep its
 * cores busy for hours, and cancel stops it within a second.
 */
export const MAX_GAMES = 1_000_000;
export const DEFAULT_GAMES = 200;

const inputSchema = z.strictObject({
  era: z.string().trim().min(1, "name an era deck").max(200).optional(),
  games: z.number().int("games must be a whole number").min(1, "play at least 1 era").max(MAX_GAMES, `at most ${MAX_GAMES.toLocaleString("en")} eras per run`).default(DEFAULT_GAMES),
  seed: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().trim().min(1, "a seed is a number or a word").max(100)]).default(1),
  players: z.number().int("players must be a whole number").min(2, "a game needs at least 2 players (CGS-180)").max(64).optional(),
  bot: z.string().trim().min(1, "name a bot kind").max(40).optional(),
});

export interface StartSimulationOptions extends DbOptions {
  readonly packId: string;
  readonly input: SimulationInput;
  /** Engine worker threads (tests and benchmarks); default one per core. */
  readonly workers?: number;
}

/**
 * Starts the run; `{ id }`. 404 unknown pack; 422 for a bad field (`era` unknown, `games`,
 * `seed`, a `bot` the system's engine has not, or `players` out of the deck's range: GOT CGS's
 * CGS-180, Genesis's 2); 503 when the caller already runs
 * its share or the server its cap (admit.ts). On PostgreSQL the run is queued in chunks that
 * every instance plays (enqueue-run.ts); on SQLite it plays in this process (run-local.ts).
 */
export async function startSimulation(options: StartSimulationOptions): Promise<{ id: string }> {
  const input = inputSchema.parse(options.input);
  const db = dbOf(options);
  const stored = await readEra(db, options.packId, input.era);
  const { batches } = stored;
  const bot = input.bot ?? batches.bots[0] ?? "greedy";
  if (!batches.bots.includes(bot)) throw validationError([{ path: "bot", message: `the bot is ${batches.bots.join(" or ")}` }]);
  let players: number;
  try {
    players = batches.players(stored.source, input.players ?? null);
  } catch (error) {
    throw requestIssue(error) ?? error;
  }
  const seed = typeof input.seed === "string" ? engineSeed(input.seed) : input.seed;
  const start: StartRequest = {
    id: randomUUID(),
    packId: stored.packId,
    era: stored.era,
    games: input.games,
    seed,
    players,
    bot,
    system: stored.system,
    source: stored.source,
    revision: stored.revision,
    startedAt: new Date(),
    startedBy: starter(),
  };
  return providerOfDb(db) === "postgresql" ? enqueueRun(db, start) : runLocal(db, start, options.workers);
}
