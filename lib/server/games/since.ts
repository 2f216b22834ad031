/**
 * `?since=n` on an action or an undo: the answer's log holds only the entries from n on
 * (`logFrom: n`), the ones the table does not have yet. A game 2,000 actions long otherwise sends
 * its whole log with every event back on every click.
 */
import { z } from "zod";
import { AppError } from "../errors";

/** The route's query: `since` is optional, a whole number as digits (0-based entry index). */
export const sinceQuerySchema = z.strictObject({
  since: z.string().regex(/^\d{1,9}$/, "since is a whole number of log entries (the entries the table already has)").transform(Number).optional(),
});

/**
 * `since` checked against the log as it is now: it names the log length the move was chosen at,
 * so it must be the log's length. Past it -> AppError 422 at `since` (no client saw that log);
 * below it -> AppError 409 whose `current` is the game as it is now (`current()`: the GET body),
 * because the log moved on (another tab, another player) and the move may no longer mean what it
 * meant. Nothing is appended either way. The append repeats the check atomically (store.ts
 * appendEntries writes only at this length), so two requests racing at one length get one 200
 * and one 409.
 */
export function checkSince(since: number | undefined, length: number, current: () => unknown): number | undefined {
  if (since === undefined) return undefined;
  if (!Number.isInteger(since) || since < 0 || since > length) {
    throw new AppError("validation", `The game has ${length} log entries; since must be between 0 and ${length}.`, {
      issues: [{ path: "since", message: `a whole number from 0 to ${length}` }],
    });
  }
  if (since < length) throw movedOn(length, since, current());
  return since;
}

/** The 409 of a move chosen at `since` entries on a log now `length` long; `current` is the game now. */
export function movedOn(length: number, since: number, current: unknown): AppError {
  return new AppError("conflict", `This game moved on in another tab: the move was chosen at log entry ${since}, the game is at ${length}. Here it is now; choose again.`, {
    issues: [{ path: "since", message: `the log has ${length} entries now` }],
    details: { actions: length, current },
  });
}
