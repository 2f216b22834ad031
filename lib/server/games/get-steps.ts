/**
 * getSteps: a run of a game's past moments as its page may see them (`GET /api/games/{id}/steps
 * ?from=a&count=n`), for the replay bar: the states after `from`, `from + 1`, ... log entries,
 * each through the seat view (seat-view.ts `pageState`: on the free table the seat whose turn it
 * was), without the log (the page has it) or anything else of the game. One request fills the
 * replay's cache for a window of steps, so stepping back and forth asks the server rarely.
 */
import { z } from "zod";
import { AppError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { current, replayPrefix } from "./play";
import { pageState } from "./seat-view";
import { loadGame } from "./store";

/** The most moments one request answers. */
export const MAX_STEPS = 50;

export interface GetStepsOptions extends DbOptions {
  readonly id: string;
  readonly from: number;
  readonly count: number;
}

export interface StepsDto {
  readonly from: number;
  /** The page's view after `from + i` log entries; fewer than asked when the log ends first. */
  readonly states: readonly unknown[];
  /** The log's length now. */
  readonly actions: number;
}

/** 404 for an unknown id; 422 for `from` past the log's end or a count outside 1..{@link MAX_STEPS}. */
export async function getSteps(options: GetStepsOptions): Promise<StepsDto> {
  const id = parseField("id", idSchema, options.id);
  const count = parseField("count", z.number().int().min(1).max(MAX_STEPS), options.count);
  const from = parseField("from", z.number().int().min(0), options.from);
  const { game } = await loadGame(dbOf(options), id);
  const length = game.log.length;
  if (from > length) {
    throw new AppError("validation", `The game has ${length} log entries; from must be between 0 and ${length}.`, { issues: [{ path: "from", message: `at most ${length}` }] });
  }
  const states: unknown[] = [];
  for (let at = from; at < Math.min(length + 1, from + count); at++) states.push(pageState(game.setup, current(replayPrefix(game.log, game.replayed, at))));
  return { from, states, actions: length };
}
