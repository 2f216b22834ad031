/**
 * A move from a stale tab (issue 24): the server answers 409 with the game as it is now
 * (`error.current`, the GET body) when the log moved on since the table drew it. The table then
 * draws that game instead of its own and says why. Pure: no fetch, no React.
 */

/** What the table says above the game it was handed. */
export const MOVED_ON_MESSAGE = "This game moved on in another tab: here it is now.";

/** The part of a failed answer this reads (lib/../play-http.ts `HttpError`). */
export interface MaybeMovedOn {
  readonly status: number;
  /** The game as it is now, when the server sent it (a 409 of a stale move). */
  readonly current?: unknown;
}

/**
 * The game to draw when `error` is the server's "the game moved on" (409 with the current game),
 * else null (another failure: the table takes its move back as before).
 */
export function movedOnGame<G>(error: MaybeMovedOn): G | null {
  if (error.status !== 409) return null;
  const current = error.current;
  if (typeof current !== "object" || current === null || !Array.isArray((current as { log?: unknown }).log)) return null;
  return current as G;
}
