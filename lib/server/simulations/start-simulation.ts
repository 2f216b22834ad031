/**
 * startSimulation: plays N eras of one era deck with bots in worker threads, in the background,
 * and answers at once with the job's id (`POST /api/packs/{id}/simulations` -> 202). Progress
 * and the report: getSimulation; stop it: cancelSimulation. When it ends (done, cancelled or
 * failed) it is saved with the pack revision it came from.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { BOT_KINDS } from "@/lib/systems/got-cgs/engine/bots/bot";
import { AppError, validationError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { addJob, MAX_RUNNING, retire, runningJobs, tickJob, type Job } from "./jobs";
import { deckAffiliations, decksPlayerRange, playerCountProblem } from "@/lib/systems/got-cgs/engine/players";
import { readEra } from "./read-era";
import { insertRun, saveRun } from "./save-run";
import { engineSeed } from "./to-dto";
import type { SimulationInput } from "./types";
import { runJob } from "./worker-client";

/** The most eras one run plays (a million greedy eras would keep both cores busy for half an hour). */
export const MAX_GAMES = 100_000;
export const DEFAULT_GAMES = 200;

const inputSchema = z.strictObject({
  era: z.string().trim().min(1, "name an era deck").max(200).optional(),
  games: z.number().int("games must be a whole number").min(1, "play at least 1 era").max(MAX_GAMES, `at most ${MAX_GAMES.toLocaleString("en")} eras per run`).default(DEFAULT_GAMES),
  seed: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().trim().min(1, "a seed is a number or a word").max(100)]).default(1),
  players: z.number().int("players must be a whole number").min(2, "a game needs at least 2 players (CGS-180)").max(64).optional(),
  bot: z.enum(BOT_KINDS as readonly ["random", "greedy"], { error: `the bot is ${BOT_KINDS.join(" or ")}` }).default("greedy"),
});

export interface StartSimulationOptions extends DbOptions {
  readonly packId: string;
  readonly input: SimulationInput;
  /** Engine worker threads (tests and benchmarks); default one per core. */
  readonly workers?: number;
}

/**
 * Starts the run; `{ id }`. 404 unknown pack; 422 for a bad field (`era` unknown, `games`,
 * `seed`, `bot`, or `players` out of the deck's range: CGS-180); 503 when {@link MAX_RUNNING}
 * runs are already playing.
 */
export async function startSimulation(options: StartSimulationOptions): Promise<{ id: string }> {
  const input = inputSchema.parse(options.input);
  const db = dbOf(options);
  const stored = await readEra(db, options.packId, input.era);
  // CGS-180 before the job starts, so the answer is a 422 at `players` (the engine checks it again).
  const range = decksPlayerRange([{ name: stored.era, affiliations: deckAffiliations(stored.source.deck) }], stored.instructions.players);
  const players = input.players ?? range.fixed ?? 2;
  const problem = playerCountProblem(range, players);
  if (problem !== null) throw validationError([{ path: "players", message: problem }], "These players cannot play this era deck");
  if (runningJobs() >= MAX_RUNNING) {
    throw new AppError("busy", `${MAX_RUNNING} simulations are already running on this server; wait for one to finish or cancel it, then start again.`);
  }
  const seed = typeof input.seed === "string" ? engineSeed(input.seed) : input.seed;
  const startedAt = new Date();
  const id = randomUUID();
  // The row first: every instance sharing the database sees the run from its first moment.
  await insertRun(db, { id, packId: stored.packId, era: stored.era, games: input.games, seed, players, bot: input.bot, revision: stored.revision, startedAt });
  const running = runJob(
    { source: stored.source, games: input.games, seed, players, bot: input.bot, ...(options.workers !== undefined ? { workers: options.workers } : {}) },
    (done) => {
      job.done = Math.max(job.done, done);
    },
  );
  const job: Job = {
    id,
    packId: stored.packId,
    era: stored.era,
    games: input.games,
    seed,
    players,
    bot: input.bot,
    revision: stored.revision,
    startedAt,
    status: "running",
    done: 0,
    elapsedMs: null,
    report: null,
    error: null,
    cancel: () => running.cancel(),
    finished: running.outcome.then(async (outcome) => {
      stopTicking();
      job.elapsedMs = Math.round(Date.now() - startedAt.getTime());
      if (outcome.status === "done") {
        job.report = outcome.report;
        job.done = outcome.report.games;
      } else if (outcome.status === "failed") {
        if (!outcome.expected) console.error("greenhouse: a simulation failed", outcome.message);
        job.error = outcome.expected ? outcome.message : "The simulation stopped on an error in the engine; the server log has the details.";
      }
      job.status = outcome.status;
      await saveRun(db, job);
      retire(job.id);
    }),
  };
  addJob(job);
  const stopTicking = tickJob(db, job);
  return { id: job.id };
}
