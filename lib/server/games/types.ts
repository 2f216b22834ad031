/**
 * What lib/server/games returns (docs/architecture.md "Trial play"): plain JSON, dates as ISO strings.
 * Seats and players are 0-based indices in turn order. The engine's states, actions and events are
 * opaque here (lib/systems/engine.ts): `S`, `A`, `E` default to `unknown`, and only a caller that
 * knows the game's system (its table adapter, a test of one system) names them.
 */
import type { EntryAuthor, LogEntry, SeatKind } from "@/lib/packs/replay";

/** One log entry with the events it caused (none for a take-back). */
export interface GameLogEntry<E = unknown> {
  readonly action: LogEntry["action"];
  readonly events: readonly E[];
  readonly by: EntryAuthor;
}

/** `GET /api/games/{id}`: the game, its state after the log and what the seat to act may do. */
export interface GameDto<S = unknown, A = unknown, E = unknown> {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  /** "free" for a game on the free table (lib/free-table); absent for the rules engine's. */
  readonly engine?: "free";
  readonly seats: readonly SeatKind[];
  /** The players' names, one per seat. */
  readonly names: readonly string[];
  /** Null for a game with hidden information (Genesis): it deals the destiny (seat-view.ts); the replay export has it. */
  readonly seed: number | string | null;
  /** Era deck names in play order. */
  readonly eras: readonly string[];
  readonly over: boolean;
  /** The seat the game waits for: a human seat (bots have played), or null when over. */
  readonly toAct: number | null;
  /** The engine's state after `at` log entries, as the page's seats may see it (seat-view.ts). */
  readonly state: S;
  /**
   * Every action the seat to act may take, trade offers left out (there are one per pair of
   * cards; the table proposes one through a picker and the engine checks it on POST). Empty when
   * over or when viewing `?at=n`.
   */
  readonly legal: readonly A[];
  /**
   * The log from entry `logFrom` on (the whole log when `logFrom` is 0), take-backs and the
   * entries they took back included.
   */
  readonly log: readonly GameLogEntry<E>[];
  /** The 0-based index of `log[0]` in the whole log: the `?since=n` of an action or undo, else 0. */
  readonly logFrom: number;
  /** Number of log entries. */
  readonly actions: number;
  /** How many log entries `state` is after (`actions` unless `?at=n` asked for an earlier moment). */
  readonly at: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * The answer of an action or undo posted with `?since=n` (the table's path): what changed, not
 * the state. A 48-era session's state is over 4 MB (every card of every era), so the table
 * applies the new entries to the state it holds with the same engine and checks the result
 * against `digest` (lib/table/game-sync.ts), reloading with a GET when they differ. `legal` is
 * left out too: the table asks its own engine.
 */
export interface GameTailDto<E = unknown> {
  readonly id: string;
  readonly over: boolean;
  /** The seat the game waits for: a human seat, or null when over. */
  readonly toAct: number | null;
  /** The log from entry `logFrom` (the request's `since`) on. */
  readonly log: readonly GameLogEntry<E>[];
  readonly logFrom: number;
  /** Number of log entries. */
  readonly actions: number;
  /** `actions`: the answer is always about the game's present. */
  readonly at: number;
  /** `stateDigest` (lib/table/game-sync.ts) of the state after the whole log. */
  readonly digest: string;
  readonly updatedAt: string;
}

/** A row of `GET /api/packs/{id}/games`. */
export interface GameSummary {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  /** "free" for a game on the free table; absent for the rules engine's. */
  readonly engine?: "free";
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly eras: readonly string[];
  /** Null for a game with hidden information (seat-view.ts). */
  readonly seed: number | string | null;
  readonly over: boolean;
  readonly actions: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Present (true) on a game made by importing a replay; `createdAt` is when it was imported. */
  readonly imported?: true;
}
