/**
 * getGame: a game with its state after the log, the seat to act and its legal actions
 * (`GET /api/games/{id}`); with `at`, the game as it was after that many log entries (the replay
 * viewer: `legal` is empty).
 */
import { z } from "zod";
import { AppError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { current, replayPrefix } from "./play";
import { gameDto, loadGame } from "./store";
import type { GameDto } from "./types";

export interface GetGameOptions extends DbOptions {
  readonly id: string;
  /** Log entries to replay (0 = the deal); default: all. */
  readonly at?: number;
}

/** The game; 404 for an unknown id, 422 at `at` past the log's end. */
export async function getGame(options: GetGameOptions): Promise<GameDto> {
  const id = parseField("id", idSchema, options.id);
  const loaded = await loadGame(dbOf(options), id);
  if (options.at === undefined) return gameDto(loaded);
  const at = parseField("at", z.number().int().min(0), options.at);
  const { game } = loaded;
  if (at > game.log.length) {
    throw new AppError("validation", `The game has ${game.log.length} log entries; at must be between 0 and ${game.log.length}.`, {
      issues: [{ path: "at", message: `at most ${game.log.length}` }],
    });
  }
  return gameDto(loaded, { at: { at, state: current(replayPrefix(game.log, game.replayed, at)) } });
}
