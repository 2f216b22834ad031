/**
 * The table keeps its game in step with the server without receiving the state (issue 11
 * "Speed"): an action or undo posted with `?since=n` is answered with the new log entries only
 * and a digest of the server's state after them (lib/server/games `GameTailDto`). The table runs
 * the same pure, seeded engine, so it applies those entries to the state it holds and compares
 * digests; on any doubt (a refused entry, a take-back reaching a state it never held, a digest
 * that differs) it reloads the whole game with a GET. Pure: no fetch, no React; the server
 * computes the digest with the same {@link stateDigest}.
 */
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { apply } from "@/lib/systems/got-cgs/engine/reducer";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { applyTailWith, syncedFrom } from "./tail";

/**
 * A cheap fingerprint of a state (well under a millisecond on a 48-era session): a 32-bit FNV-1a
 * hash, with the text's length, of everything that changes during play — the era, phase, the
 * random generator's words (they move with every shuffle and draw), every zone's cards in order,
 * the turn counters, the adventure, requests, trades, effects, affiliations and the number of
 * era results. Left out: the card definitions (they never change during a game), the last
 * resolution's explanation and the era results' details (both follow from the rest).
 */
export function stateDigest(state: GameState): string {
  const text = JSON.stringify([
    state.era,
    state.phase,
    state.rng,
    state.zones,
    state.affiliations,
    state.chosen,
    state.turn,
    state.turnNo,
    state.playerTurns,
    state.step,
    state.playedThisTurn,
    state.lastPlayed,
    state.adventure,
    state.adventures,
    state.request,
    state.trade,
    state.refusedTrades ?? null,
    state.acceptedTrades ?? null,
    state.special,
    state.effects,
    state.quietTurns,
    state.lastAdventure,
    state.eraResults.length,
    state.sessionWinners,
  ]);
  return textDigest(text);
}

/**
 * The digest of a text: a 32-bit FNV-1a hash with the text's length (`<8 hex>-<length base 36>`).
 * For a system without a digest of its own, the server and the table digest the state's JSON.
 */
export function textDigest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16).padStart(8, "0")}-${text.length.toString(36)}`;
}

/** A log entry as the table holds it (the action of a take-back is `{ type: "undo", undone }`). */
export interface SyncEntry {
  readonly action: unknown;
  readonly by: string;
}

/**
 * The table's replay of the log it holds: which entries are in effect and the state after each
 * (null for the states before the game was loaded: a GET carries only the last one).
 */
export interface Synced<S = GameState> {
  /** Log entries applied (the log's length). */
  readonly length: number;
  /** Log indices still in effect, in order (take-backs and the entries they took back are not). */
  readonly effective: readonly number[];
  /** `states[k]`: the state after the first k effective entries, or null when the table never held it. */
  readonly states: readonly (S | null)[];
}

/** The table's replay after a full GET: the whole log and the state after it. */
export function syncedFromGame(log: readonly SyncEntry[], state: GameState): Synced {
  return syncedFrom(log, state);
}

/** The last state the table holds (always known: a GET or an applied entry set it). */
export function syncedState(synced: Synced): GameState {
  return synced.states[synced.states.length - 1] as GameState;
}

export type TailResult<S = GameState> =
  | { readonly ok: true; readonly synced: Synced<S>; readonly state: S }
  | { readonly ok: false; readonly reason: string };

/**
 * The state after the answer's first entry when the table already computed it: its own move,
 * applied at once to draw it before the answer (the digest still checks the end result).
 */
export interface KnownState {
  /** The entry's index in the whole log. */
  readonly index: number;
  readonly state: GameState;
}

/**
 * Applies the answer's entries (`from`: the index of `entries[0]` in the whole log) and checks
 * the result against the server's digest. Not ok, with the reason, when the table must reload:
 * the answer does not start where the table's log ends, the engine refuses an entry, a take-back
 * goes back to a state the table never held, or the digests differ.
 */
const GOT_CGS_TAIL = { apply: (state: GameState, action: unknown) => apply(state, action as Action) };

export function applyTail(synced: Synced, from: number, entries: readonly SyncEntry[], digest: string, known?: KnownState): TailResult {
  return applyTailWith(GOT_CGS_TAIL, stateDigest, synced, from, entries, digest, known);
}
