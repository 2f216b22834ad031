/**
 * forkGame: a new game from the first `at` entries of a game's log (`POST /api/games/{id}/fork
 * { "at": n }`): same pack copy, seats and seed; the bots then act as usual.
 */
import { z } from "zod";
import { AppError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { playBots, replayPrefix } from "./play";
import { insertGame, loadGame } from "./store";

export const forkSchema = z.strictObject({ at: z.number().int("at is a whole number of log entries").min(0, "at is at least 0") });

export interface ForkGameOptions extends DbOptions {
  readonly id: string;
  /** `{ at }`: how many log entries the new game keeps. */
  readonly fork: unknown;
}

/** -> `{ id }` of the new game; 404 for an unknown game, 422 at `at` past the log's end. */
export async function forkGame(options: ForkGameOptions): Promise<{ id: string }> {
  const db = dbOf(options);
  const id = parseField("id", idSchema, options.id);
  const { at } = forkSchema.parse(options.fork);
  const { head, game } = await loadGame(db, id);
  if (at > game.log.length) {
    throw new AppError("validation", `The game has ${game.log.length} log entries; fork at 0 to ${game.log.length}.`, { issues: [{ path: "at", message: `at most ${game.log.length}` }] });
  }
  const log = game.log.slice(0, at);
  const prefix = replayPrefix(game.log, game.replayed, at);
  const bots = playBots(game.setup, log, prefix);
  const forked = { ...game, length: at + bots.entries.length, log: [...log, ...bots.entries], replayed: bots.replayed };
  const title = `${head.title} (fork at ${at})`.slice(0, 200);
  return { id: await insertGame(db, { packId: head.packId, title, setup: game.setup, game: forked }) };
}
