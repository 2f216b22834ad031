/**
 * Playing cards in a game: an adventure card (the hero, and the Solo case), a support card (the
 * special round after a power, the effects it lets its player use, the end of a pending request).
 * Legality is checked before these run (play-checks.ts and the reducer).
 */
import { endAdventure } from "./adventure-end";
import { defOf, move, update, type Ctx } from "./context";
import { endEra, endTurn } from "./phases";
import { checkSupportPlay } from "./play-checks";
import { rejection, type Rejection } from "./rules";
import { copyState, nextPlayer, type EffectKind, type GameState, type PendingEffect } from "./state";
import { STEP } from "./turn";

/** Bookkeeping shared by every card play: one card per turn, "previous turn" tracking, lapsed requests. */
function played(ctx: Ctx, player: number, card: number, adventureNumber: number, isAdventure: boolean): void {
  const s = ctx.state;
  const lastPlayed = [...s.lastPlayed];
  lastPlayed[player] = { card, turn: s.playerTurns[player] ?? 0, adventure: adventureNumber };
  // A request lapses once a card is played in the round after it (CGS-304, CGS-332).
  if (s.request !== null) ctx.events.push({ type: "requestLapsed", kind: s.request.kind });
  update(ctx, { playedThisTurn: card, step: STEP.play, lastPlayed, request: null });
  ctx.events.push({ type: "cardPlayed", player, card, adventure: isAdventure });
}

/**
 * The table a Solo adventure's support cards are checked against (CGS-316): a private copy of
 * `state` with adventure card `card` already down in `player`'s playground as the adventure in
 * progress. Only the checks look at it; it is never a game state.
 */
export function soloTable(state: GameState, player: number, card: number): ReturnType<typeof copyState> {
  const t = copyState(state);
  t.adventure = { card, hero: player, number: state.adventures + 1, blocked: [], immunities: [] };
  putDown(t, player, card);
  return t;
}

/** Moves `card` from `player`'s ops to his playground on a private copy of a state (see {@link soloTable}). */
export function putDown(s: ReturnType<typeof copyState>, player: number, card: number): void {
  const z = s.zones.players[player];
  if (z === undefined) return;
  const players = [...s.zones.players];
  players[player] = { ...z, ops: z.ops.filter((id) => id !== card), playground: [...z.playground, card] };
  s.zones = { ...s.zones, players };
}

/**
 * Checks the support cards played together with a Solo adventure card (CGS-316): each must be
 * playable in turn, as if played one after the other. `state` is the {@link soloTable}.
 */
export function checkSoloSupports(state: GameState, player: number, supports: readonly number[]): Rejection | null {
  if (new Set(supports).size !== supports.length) {
    return rejection("supports-only-with-solo", "A support card is listed twice among the cards played with the solo adventure.");
  }
  // Each card is checked on the table with the cards before it down: the first on `state`
  // itself, the next ones on one private copy whose zones are replaced as the cards go down. The
  // copy is made only when a second card needs it (legalActions checks many single supports).
  let s: GameState = state;
  let copy: ReturnType<typeof copyState> | null = null;
  for (let i = 0; i < supports.length; i++) {
    const card = supports[i] as number;
    const r = checkSupportPlay(s, player, card, { withSolo: true });
    if (r) return r;
    if (i === supports.length - 1 || s.zones.players[player] === undefined) break;
    copy ??= copyState(state);
    putDown(copy, player, card);
    s = copy;
  }
  return null;
}

/**
 * The check of Solo adventure `card` played with support cards, as a function of the supports:
 * {@link checkSoloSupports} on the {@link soloTable}, which is built once for all the sets asked
 * (legalActions asks one per candidate support). Null when `player` has no zones (nothing to check).
 */
export function soloSupportsChecker(state: GameState, player: number, card: number): (supports: readonly number[]) => Rejection | null {
  if (state.zones.players[player] === undefined) return () => null;
  const withAdventure = soloTable(state, player, card);
  return (supports) => checkSoloSupports(withAdventure, player, supports);
}

/** Plays an adventure card: the player becomes the hero (CGS-308). A Solo adventure resolves at once (CGS-316). */
export function playAdventure(ctx: Ctx, player: number, card: number, supports: readonly number[]): void {
  const s = ctx.state;
  move(ctx, card, { player, zone: "ops" }, { player, zone: "playground" }, "CGS-307");
  const number = s.adventures + 1;
  update(ctx, { adventure: { card, hero: player, number, blocked: [], immunities: [] }, adventures: number });
  played(ctx, player, card, number, true);
  if (defOf(s, card).roleplay !== "Solo") return;
  for (const id of supports) {
    move(ctx, id, { player, zone: "ops" }, { player, zone: "playground" }, "CGS-316");
    ctx.events.push({ type: "cardPlayed", player, card: id, adventure: false });
  }
  if (endAdventure(ctx, "solo")) {
    endEra(ctx, nextPlayer(s, player), "adventure");
    return;
  }
  endTurn(ctx);
}

/**
 * Plays a support card. A card with a power starts the special round (CGS-326); a card with
 * Recover1, Reuse, SeizeIf/1 or ImmuneIf1 leaves an effect its player may use (CGS-298, CGS-329);
 * a seizing card stops all trading, including an offer in progress (CGS-325).
 */
export function playSupport(ctx: Ctx, player: number, card: number): void {
  const s = ctx.state;
  const adventure = s.adventure;
  if (adventure === null) return;
  move(ctx, card, { player, zone: "ops" }, { player, zone: "playground" }, "CGS-318");
  played(ctx, player, card, adventure.number, false);
  const def = defOf(s, card);
  if (def.hasPower) {
    update(ctx, { special: { by: player, card } });
    ctx.events.push({ type: "specialRound", player, card });
  }
  const kinds: EffectKind[] = [];
  if (def.recover1) kinds.push("recover");
  if (def.reuse > 0) kinds.push("reuse");
  if (def.seize !== null) kinds.push("seize");
  if (def.immuneIf !== null) kinds.push("immune");
  if (kinds.length > 0) {
    const turn = s.playerTurns[player] ?? 0;
    const added: PendingEffect[] = kinds.map((kind) => ({ card, player, kind, turn }));
    update(ctx, { effects: [...ctx.state.effects, ...added] });
  }
  if (def.seize !== null && ctx.state.trade !== null) {
    update(ctx, { trade: null });
    ctx.events.push({ type: "tradeCanceled", reason: "a card with SeizeIf was played: all trading stops until the seizing ends (CGS-325)" });
  }
}
