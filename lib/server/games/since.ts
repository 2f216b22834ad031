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
 * `since` checked against the log the client could have seen: a whole number from 0 to the log's
 * length before the request. AppError 422 at `since` otherwise (nothing is appended then).
 */
export function checkSince(since: number | undefined, length: number): number | undefined {
  if (since === undefined) return undefined;
  if (!Number.isInteger(since) || since < 0 || since > length) {
    throw new AppError("validation", `The game has ${length} log entries; since must be between 0 and ${length}.`, {
      issues: [{ path: "since", message: `a whole number from 0 to ${length}` }],
    });
  }
  return since;
}
