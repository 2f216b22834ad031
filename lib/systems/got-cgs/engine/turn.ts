/**
 * Turns (rulebook "Turn" and its steps): the steps' order, immunity, and the card played in a
 * player's previous turn. Beginning and ending a turn (where the round-based rules fire) are in
 * phases.ts, with the rest of the session's flow.
 */
import type { GameState } from "./state";

/**
 * The steps of a turn in the rulebook's order (CGS-250: "in the presented order"). `state.step`
 * is the last step taken; an action of an earlier step is refused.
 */
export const STEP = {
  start: 0,
  /** Resolve the power of the card played in the previous turn (CGS-296). */
  power: 1,
  /** Recover, reuse and seize with the card played in the previous turn (CGS-298). */
  previousEffects: 2,
  /** Request end of era (CGS-303). */
  requestEra: 3,
  /** Play an adventure card or a support card (CGS-307, CGS-318). */
  play: 4,
  /** Resolve the effect of the card just played (CGS-329). */
  effects: 5,
  /** Request end of adventure (CGS-331). */
  requestAdventure: 6,
} as const;

/** The player's immunity to a card with powers (CGS-609, CGS-611). */
export function isImmune(state: GameState, player: number, card: number): boolean {
  return state.adventure?.immunities.some((i) => i.player === player && i.card === card) ?? false;
}

/**
 * The card `player` played in his previous turn, still in his playground in the current
 * adventure (what CGS-296 lets him resolve). Call at the start of his turn or during it.
 */
export function previousTurnCard(state: GameState, player: number, beforeIncrement = false): number | null {
  const last = state.lastPlayed[player];
  if (last === null || last === undefined || state.adventure === null) return null;
  const previous = (state.playerTurns[player] ?? 0) - (beforeIncrement ? 0 : 1);
  if (last.turn !== previous || last.adventure !== state.adventure.number) return null;
  return state.zones.players[player]?.playground.includes(last.card) ? last.card : null;
}
