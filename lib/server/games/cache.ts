/**
 * The in-process cache of replayed games: an action on a game 2,000 actions long must not replay
 * the whole log (docs/architecture.md "Trial play", issue 11 "Speed"). Keyed by game id and log length: the
 * log only grows (a take-back is appended too), so the same id and length mean the same log. A
 * miss costs one replay, never a wrong answer. Least recently used games leave first.
 *
 * One process only: a second app instance on the same database keeps its own cache, and its
 * entries stop matching as soon as the other appends (the length differs); such an entry is a
 * prefix of the log, so only the other's entries are then replayed.
 */
import type { LogEntry } from "@/lib/packs/replay";
import type { GameSetup, Replayed } from "./play";

export interface CachedGame {
  /** The log length this entry is the replay of. */
  readonly length: number;
  readonly setup: GameSetup;
  /** The deal (state before any entry). */
  readonly start: unknown;
  readonly log: readonly LogEntry[];
  readonly replayed: Replayed;
}

/** How many games stay replayed; each keeps a state per action (sharing their unchanged parts). */
export const CACHE_GAMES = 32;

const games = new Map<string, CachedGame>();

/** The entry for `id` when it is the replay of exactly `length` log entries; else undefined. */
export function cachedGame(id: string, length: number): CachedGame | undefined {
  const entry = games.get(id);
  if (entry === undefined || entry.length !== length) return undefined;
  games.delete(id); // re-insert: Map order is the recency order
  games.set(id, entry);
  return entry;
}

/**
 * The entry for `id` when it is the replay of a prefix of a log now `length` entries long (the
 * log only grows, so a shorter entry is a prefix: another process appended); else undefined.
 */
export function cachedPrefix(id: string, length: number): CachedGame | undefined {
  const entry = games.get(id);
  return entry !== undefined && entry.length <= length ? entry : undefined;
}

export function rememberGame(id: string, entry: CachedGame): void {
  games.delete(id);
  games.set(id, entry);
  while (games.size > CACHE_GAMES) {
    const oldest = games.keys().next().value;
    if (oldest === undefined) break;
    games.delete(oldest);
  }
}

export function forgetGame(id: string): void {
  games.delete(id);
}

/** Empties the cache (tests: a miss must give the same state as a hit). */
export function clearGameCache(): void {
  games.clear();
}
