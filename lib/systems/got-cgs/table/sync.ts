/**
 * GOT CGS's side of the table's sync (lib/table/game-sync.ts, lib/table/tail.ts): its state
 * digest (the parts that change during play, cheaper than the state's JSON) and `applyTail` with
 * GOT CGS's engine. The server digests with the same function (through `GOT_CGS.table.digest`).
 */
import type { Synced as SyncedOf, SyncEntry, TailResult } from "../../table-contract";
import { textDigest } from "@/lib/table/game-sync";
import { applyTailWith, syncedFrom } from "@/lib/table/tail";
import type { Action } from "../engine/actions";
import { apply } from "../engine/reducer";
import type { GameState } from "../engine/state";

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
 * The state after the answer's first entry when the table already computed it: its own move,
 * applied at once to draw it before the answer (the digest still checks the end result).
 */
export interface KnownState {
  /** The entry's index in the whole log. */
  readonly index: number;
  readonly state: GameState;
}

/** The table's replay of a GOT CGS game. */
export type Synced = SyncedOf<GameState>;

/** The table's replay after a full GET: the whole log and the state after it. */
export function syncedFromGame(log: readonly SyncEntry[], state: GameState): Synced {
  return syncedFrom(log, state);
}

/** The last state the table holds (always known: a GET or an applied entry set it). */
export function syncedState(synced: Synced): GameState {
  return synced.states[synced.states.length - 1] as GameState;
}

const GOT_CGS_TAIL = { apply: (state: GameState, action: unknown) => apply(state, action as Action) };

/**
 * Applies the answer's entries (`from`: the index of `entries[0]` in the whole log) and checks
 * the result against the server's digest. Not ok, with the reason, when the table must reload:
 * the answer does not start where the table's log ends, the engine refuses an entry, a take-back
 * goes back to a state the table never held, or the digests differ.
 */
export function applyTail(synced: Synced, from: number, entries: readonly SyncEntry[], digest: string, known?: KnownState): TailResult<GameState> {
  return applyTailWith(GOT_CGS_TAIL, stateDigest, synced, from, entries, digest, known);
}
