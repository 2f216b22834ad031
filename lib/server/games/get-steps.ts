/**
 * getSteps: a run of a game's past moments as its page may see them (`GET /api/games/{id}/steps
 * ?from=a&count=n`), for the replay bar: the states after `from`, `from + 1`, ... log entries,
 * each through the seat view (seat-view.ts `pageState`: on the free table the seat whose turn it
 * was), without the log (the page has it) or anything else of the game. One request fills the
 * replay's cache for a window of steps, so stepping back and forth asks the server rarely.
 *
 * With `encoding: "delta"` (a free-table game only) the window comes delta-encoded
 * (lib/free-table/step-delta.ts): the same views, the first whole and each later one as what
 * changed, ~20x smaller to send and parse. Without it the answer is as it always was.
 */
import { z } from "zod";
import type { FreeTableState } from "@/lib/free-table";
import { encodeSteps, type EncodedSteps } from "@/lib/free-table/step-delta";
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
  /** "delta": the window delta-encoded ({@link DeltaStepsDto}); absent: whole states ({@link StepsDto}). */
  readonly encoding?: "delta";
}

export interface StepsDto {
  readonly from: number;
  /** The page's view after `from + i` log entries; fewer than asked when the log ends first. */
  readonly states: readonly unknown[];
  /** The log's length now. */
  readonly actions: number;
}

/** The same window delta-encoded: `steps` decodes (lib/free-table/step-delta.ts decodeSteps) to {@link StepsDto}'s `states`. */
export interface DeltaStepsDto {
  readonly from: number;
  readonly encoding: "delta";
  readonly steps: EncodedSteps;
  readonly actions: number;
}

/**
 * 404 for an unknown id; 422 for `from` past the log's end, a count outside 1..{@link MAX_STEPS},
 * or the delta encoding asked of a game not on the free table (its states are not a table's).
 */
export async function getSteps(options: GetStepsOptions & { readonly encoding: "delta" }): Promise<DeltaStepsDto>;
export async function getSteps(options: GetStepsOptions & { readonly encoding?: undefined }): Promise<StepsDto>;
export async function getSteps(options: GetStepsOptions): Promise<StepsDto | DeltaStepsDto>;
export async function getSteps(options: GetStepsOptions): Promise<StepsDto | DeltaStepsDto> {
  const id = parseField("id", idSchema, options.id);
  const count = parseField("count", z.number().int().min(1).max(MAX_STEPS), options.count);
  const from = parseField("from", z.number().int().min(0), options.from);
  const { game } = await loadGame(dbOf(options), id);
  const length = game.log.length;
  if (from > length) {
    throw new AppError("validation", `The game has ${length} log entries; from must be between 0 and ${length}.`, { issues: [{ path: "from", message: `at most ${length}` }] });
  }
  if (options.encoding === "delta" && game.setup.engine !== "free") {
    throw new AppError("validation", "encoding=delta is for free-table games; leave it out for whole states.", { issues: [{ path: "encoding", message: "only for a free-table game" }] });
  }
  const states: unknown[] = [];
  for (let at = from; at < Math.min(length + 1, from + count); at++) states.push(pageState(game.setup, current(replayPrefix(game.log, game.replayed, at))));
  if (options.encoding === "delta") return { from, encoding: "delta", steps: encodeSteps(states as FreeTableState[]), actions: length };
  return { from, states, actions: length };
}
