/**
 * The parts of `GET /api/games/{id}` (docs/architecture.md "Trial play") the table reads. States, actions
 * and events are the pack system's engine's own JSON: only its table adapter
 * (lib/table/adapters.ts) looks inside.
 */

export interface GameLogEntry {
  readonly action: unknown;
  readonly events: readonly unknown[];
  readonly by: string;
}

export interface GameResponse {
  readonly id: string;
  readonly packId: string;
  readonly title?: string;
  readonly seats: readonly string[];
  /** Null for a game with hidden information: the seed deals the destiny (lib/server/games/seat-view.ts). */
  readonly seed: number | string | null;
  readonly over: boolean;
  readonly toAct: number | null;
  readonly state: unknown;
  readonly legal: readonly unknown[];
  /** The log from entry `logFrom` on: the whole log, or with `?since=n` (actions, undo) only the new entries. */
  readonly log: readonly GameLogEntry[];
  /** The index of `log[0]` in the whole log (absent or 0: `log` is the whole log). */
  readonly logFrom?: number;
  /** How many log entries `state` is after (`?at=n`); the whole log when absent. */
  readonly at?: number;
  readonly actions?: number;
}

/**
 * The answer of an action or undo posted with `?since=n`: the new log entries and a digest of the
 * server's state, no state (lib/server/games `GameTailDto`; the table applies the entries itself
 * with lib/table/game-sync.ts).
 */
export interface GameTail {
  readonly id: string;
  readonly over: boolean;
  readonly toAct: number | null;
  readonly log: readonly GameLogEntry[];
  readonly logFrom: number;
  readonly actions: number;
  readonly at: number;
  readonly digest: string;
}
