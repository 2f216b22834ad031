/**
 * The table adapter, part of the system contract (docs/systems.md, "Sandbox and Simulate";
 * docs/ui.md, "What a game system adds to trial play"): what the browser's table needs of a system
 * with a rules engine to draw its game. A system's adapter lives in its own folder
 * (lib/systems/<key>/table/) and reaches the table as `GameSystem.table`; lib/table knows none.
 * Imports only the contract's own types.
 */
import type { RulesEngine } from "./engine";
import type { LegalView, LogLine, RefusalView, TableView } from "./table-view";

/** A log entry as the table holds it (the action of a take-back is `{ type: "undo", undone }`). */
export interface SyncEntry {
  readonly action: unknown;
  readonly by: string;
}

/**
 * The table's replay of the log it holds: which entries are in effect and the state after each
 * (null for the states before the game was loaded: a GET carries only the last one).
 */
export interface Synced<S = unknown> {
  /** Log entries applied (the log's length). */
  readonly length: number;
  /** Log indices still in effect, in order (take-backs and the entries they took back are not). */
  readonly effective: readonly number[];
  /** `states[k]`: the state after the first k effective entries, or null when the table never held it. */
  readonly states: readonly (S | null)[];
}

export type TailResult<S = unknown> =
  | { readonly ok: true; readonly synced: Synced<S>; readonly state: S }
  | { readonly ok: false; readonly reason: string };

/** The end of a game as the table says it: a title, the winner(s), lines, and the deciding rule. */
export interface OutcomeView {
  readonly title: string;
  readonly lines: readonly string[];
  /** The rule ID that decided it (`GEN-330`), or null. */
  readonly rule: string | null;
  readonly ruleText: string;
}

export interface TableAdapter<S = unknown, A = unknown, E = unknown, C = unknown> {
  readonly system: string;
  readonly engine: RulesEngine<unknown, S, A, E>;
  /** The state digest the server sends with a `?since=` answer (the same function on both sides). */
  digest(state: S): string;
  /** Applies a `?since=` answer's entries to the table's replay (lib/table/tail.ts `applyTailWith`). */
  applyTail(synced: Synced<S>, from: number, entries: readonly SyncEntry[], digest: string, known?: { readonly index: number; readonly state: S }): TailResult<S>;
  /** A cache kept for one game: unchanged cards keep their view objects. */
  viewCache(): C;
  /**
   * The table seen from `viewer`; `kinds` is each seat's kind ("human", "greedy"...). `legal`: the
   * server's legal actions, given for a game with hidden information, whose state the server
   * narrows to what the page may see (the engine's `view`): the engine cannot list them on it.
   */
  tableView(state: S, viewer: number, kinds: readonly string[], title: string, cache: C, legal?: readonly A[]): TableView;
  /** The action for a prompt's picked card ids, or null for an unknown prompt (check it before posting). */
  promptAction(promptId: string, player: number, picked: readonly string[]): A | null;
  /** Trade offers, for systems that have them (a pair of cards checked one at a time). */
  readonly offers: {
    action(player: number, give: string, take: string): A;
    refusal(state: S, player: number, give: string, take: string): RefusalView | null;
  } | null;
  /** The log lines of one entry (`by`: a bot's name, or null for the designer). */
  logLines(state: S, step: number, events: readonly E[], by: string | null): LogLine[];
  /** How the game ended, once the engine says nobody is to act; null before. */
  outcome(state: S): OutcomeView | null;
  /** What the turn timer does when it runs out (the seat's "do nothing" action), or null. */
  timeUp(legal: readonly LegalView[]): LegalView | null;
}
