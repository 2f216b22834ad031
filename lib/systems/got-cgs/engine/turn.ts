/**
 * Turns and rounds (rulebook "Turn" and its steps): beginning a turn, where the round-based
 * rules fire (the silent round after a request, the end of a special round, Freeze and
 * RewindAdventure one round after their card), ending a turn, and the stalemate rule.
 */
import { defOf, update, type Ctx } from "./context";
import { endAdventure, rewindAdventure } from "./adventure-end";
import { endEra } from "./era-end";
import { nextPlayer, type GameState } from "./state";

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

/**
 * Begins `player`'s turn, first applying what a round makes happen at this point:
 * 1. the round after an end request with no card played is over: the End step starts
 *    (CGS-304, CGS-305, CGS-332, CGS-333);
 * 2. a special round started by this player is over (CGS-327);
 * 3. one round after Freeze or RewindAdventure (CGS-433, CGS-440, CGS-447);
 * 4. the stalemate rule (README "Decisions"): a whole round in which every player only passed
 *    ends the adventure, or the era when no adventure is in progress.
 */
export function beginTurn(ctx: Ctx, player: number): void {
  let s = ctx.state;
  if (s.phase !== "play") return;
  const n = s.players.length;

  if (s.request !== null && s.request.asking.length === 0 && s.request.by === player) {
    const kind = s.request.kind;
    update(ctx, { request: null });
    if (kind === "era") {
      endEra(ctx, player, "silent-round");
      return;
    }
    if (ctx.state.adventure !== null && endAdventure(ctx, "silent-round")) {
      endEra(ctx, player, "adventure");
      return;
    }
    s = ctx.state;
  }
  if (s.special !== null && s.special.by === player) {
    update(ctx, { special: null });
    s = ctx.state;
  }
  const card = previousTurnCard(s, player, true);
  if (card !== null) {
    const def = defOf(s, card);
    if (def.rewind) {
      rewindAdventure(ctx, player, card);
      s = ctx.state;
    } else if (def.freeze) {
      const anyImmune = s.players.some((_, p) => p !== player && isImmune(s, p, card));
      if (!anyImmune && endAdventure(ctx, "freeze")) {
        endEra(ctx, player, "adventure");
        return;
      }
      s = ctx.state;
    }
  }
  if (s.quietTurns >= n && s.request === null) {
    if (s.adventure !== null) {
      if (endAdventure(ctx, "stalemate")) {
        endEra(ctx, player, "adventure");
        return;
      }
    } else {
      endEra(ctx, player, "stalemate");
      return;
    }
    s = ctx.state;
  }
  const playerTurns = [...s.playerTurns];
  playerTurns[player] = (playerTurns[player] ?? 0) + 1;
  update(ctx, { turn: player, turnNo: s.turnNo + 1, playerTurns, step: STEP.start, playedThisTurn: null });
  ctx.events.push({ type: "turnStarted", player });
}

/**
 * Ends the current turn: effects from the previous turn lapse, the quiet-turn count moves, and
 * the next player in turn order turns (CGS-335, CGS-377: the order is never reset).
 */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  const player = s.turn;
  const current = s.playerTurns[player] ?? 0;
  const effects = s.effects.some((e) => e.player === player && e.turn < current)
    ? s.effects.filter((e) => e.player !== player || e.turn >= current)
    : s.effects;
  // A turn is quiet when its player did nothing but pass: no card, no power, no effect, no request.
  const quiet = s.playedThisTurn === null && s.step === STEP.start;
  update(ctx, { effects, quietTurns: quiet ? s.quietTurns + 1 : 0 });
  beginTurn(ctx, nextPlayer(s, player));
}
