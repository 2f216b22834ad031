/** The parts of `GET /api/games/{id}` (DESIGN.md "Trial play") the table reads. */
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

export interface GameLogEntry {
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
  readonly by: string;
}

export interface GameResponse {
  readonly id: string;
  readonly packId: string;
  readonly title?: string;
  readonly seats: readonly string[];
  readonly seed: number | string;
  readonly over: boolean;
  readonly toAct: number | null;
  readonly state: GameState;
  readonly legal: readonly Action[];
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
