/**
 * The effects a played card lets its player use once: Recover1 (CGS-453), Reuse (CGS-458),
 * SeizeIf / SeizeIf1 (CGS-633, CGS-641) and ImmuneIf1 (CGS-609).
 *
 * When (README "Decisions"): right after the card is played, in the same turn ("resolve the
 * effect of the played card", CGS-329), or at the start of the player's next turn before he
 * plays a card ("recover, reuse and seize", CGS-298). After that the effect lapses.
 */
import type { BecomeImmune, Recover, Reuse, Seize } from "./actions";
import { conditionText, firstUnmetOn } from "./conditions";
import { defOf, move, update, type Ctx } from "./context";
import { rejection, type Rejection } from "./rules";
import type { EffectKind, GameState, PendingEffect } from "./state";
import { isImmune, STEP } from "./turn";

/** The effect of `source` that `player` may use now, or null. */
export function usableEffect(state: GameState, player: number, source: number, kind: EffectKind): PendingEffect | null {
  if (state.phase !== "play" || state.turn !== player || state.adventure === null) return null;
  const current = state.playerTurns[player] ?? 0;
  for (const e of state.effects) {
    if (e.player !== player || e.card !== source || e.kind !== kind) continue;
    if (e.turn === current && state.playedThisTurn === source && state.step <= STEP.effects) return e;
    if (e.turn === current - 1 && state.playedThisTurn === null && state.step <= STEP.previousEffects) return e;
  }
  return null;
}

/** Every effect `player` may use now. */
export function usableEffects(state: GameState, player: number): PendingEffect[] {
  return state.effects.filter((e) => usableEffect(state, player, e.card, e.kind) === e);
}

function noEffect(kind: EffectKind): Rejection {
  const what = { recover: "Recover1", reuse: "Reuse", seize: "SeizeIf", immune: "ImmuneIf1" }[kind];
  return rejection(
    "no-effect",
    `You have no ${what} effect to use now: use it right after playing its card, or at the start of your next turn before you play another card.`,
  );
}

/** Marks the effect used: it is removed and the turn moves to the step it belongs to. */
function used(ctx: Ctx, effect: PendingEffect, targets: readonly number[]): void {
  const s = ctx.state;
  const step = effect.turn === (s.playerTurns[effect.player] ?? 0) ? STEP.effects : STEP.previousEffects;
  update(ctx, { effects: s.effects.filter((e) => e !== effect), step });
  ctx.events.push({ type: "effectUsed", player: effect.player, card: effect.card, effect: effect.kind, targets });
}

/** The single rival whose `zone` holds every card of `cards`, or -1. */
function rivalHolding(state: GameState, player: number, cards: readonly number[], zone: "wreckage" | "ops"): number {
  for (let r = 0; r < state.players.length; r++) {
    if (r === player) continue;
    const ids = (state.zones.players[r] as { wreckage: readonly number[]; ops: readonly number[] })[zone];
    if (cards.every((c) => ids.includes(c))) return r;
  }
  return -1;
}

/** Why `a` (a Recover1 use) is refused, or null when it is allowed. */
export function checkRecover(state: GameState, a: Recover): Rejection | null {
  if (usableEffect(state, a.player, a.source, "recover") === null) return noEffect("recover");
  if (!state.zones.players[a.player]?.playground.includes(a.card) || a.card === state.adventure?.card) {
    return rejection("recover-target", "Recover1 moves a card from your playground (not the adventure card) back to your ops.");
  }
  const def = defOf(state, a.card);
  if (def.protected) return rejection("recover-protected", `"${def.identifier}" may not be recovered (it carries a power, Recover1, Reuse, ImmuneIf1 or SeizeIf).`);
  return null;
}

/** Applies a checked Recover1 use: the card back to its player's ops. */
export function applyRecover(ctx: Ctx, a: Recover): void {
  const effect = usableEffect(ctx.state, a.player, a.source, "recover") as PendingEffect;
  move(ctx, a.card, { player: a.player, zone: "playground" }, { player: a.player, zone: "ops" }, "CGS-453");
  used(ctx, effect, [a.card]);
}

function distinct(cards: readonly number[]): boolean {
  return new Set(cards).size === cards.length;
}

/** Why `a` (a Reuse use) is refused, or null when it is allowed. */
export function checkReuse(state: GameState, a: Reuse): Rejection | null {
  const effect = usableEffect(state, a.player, a.source, "reuse");
  if (effect === null) return noEffect("reuse");
  const max = defOf(state, a.source).reuse;
  if (a.cards.length === 0 || a.cards.length > max || !distinct(a.cards)) {
    return rejection("reuse-target", `Reuse ${max} takes between 1 and ${max} different cards.`);
  }
  if (rivalHolding(state, a.player, a.cards, "wreckage") === -1) {
    return rejection("reuse-target", "Reuse takes support cards from the wreckage of one rival.");
  }
  for (const c of a.cards) {
    const def = defOf(state, c);
    if (!def.isSupport) return rejection("reuse-target", `"${def.identifier}" is not a support card; Reuse takes support cards only.`);
    if (def.affiliation !== null) return rejection("reuse-affiliation", `"${def.identifier}" has an affiliation and may not be reused.`);
    if (def.protected) return rejection("reuse-protected", `"${def.identifier}" may not be reused (it carries a power, Recover1, Reuse, ImmuneIf1 or SeizeIf).`);
  }
  return null;
}

/** Applies a checked Reuse: the cards from the rival's wreckage to the player's ops. */
export function applyReuse(ctx: Ctx, a: Reuse): void {
  const effect = usableEffect(ctx.state, a.player, a.source, "reuse") as PendingEffect;
  const rival = rivalHolding(ctx.state, a.player, a.cards, "wreckage");
  for (const c of a.cards) move(ctx, c, { player: rival, zone: "wreckage" }, { player: a.player, zone: "ops" }, "CGS-458");
  markOrigin(ctx, a.cards, "reused");
  used(ctx, effect, a.cards);
}

/** Why `a` (a SeizeIf / SeizeIf1 use) is refused, or null when it is allowed. */
export function checkSeize(state: GameState, a: Seize): Rejection | null {
  if (usableEffect(state, a.player, a.source, "seize") === null) return noEffect("seize");
  const seize = defOf(state, a.source).seize;
  if (seize === null) return noEffect("seize");
  if (a.cards.length === 0 || !distinct(a.cards)) return rejection("seize-target", "Name the different cards to seize.");
  if (seize.single && a.cards.length > 1) return rejection("seize-single", "SeizeIf1 seizes a single card.");
  if (rivalHolding(state, a.player, a.cards, "ops") === -1) return rejection("seize-target", "Seizing takes cards from the ops of one rival.");
  for (const c of a.cards) {
    const def = defOf(state, c);
    if (def.affiliation !== null) return rejection("seize-affiliation", `"${def.identifier}" has an affiliation and may not be seized.`);
    if (def.protected) return rejection("seize-protected", `"${def.identifier}" may not be seized (it carries a power, Recover1, Reuse, ImmuneIf1 or SeizeIf).`);
    const unmet = firstUnmetOn(def.model, seize.conditions);
    if (unmet) return rejection("seize-condition", `"${def.identifier}" does not meet ${conditionText(unmet)}.`);
  }
  return null;
}

/** Applies a checked seizure: the cards from the rival's ops to the player's ops (CGS-634, CGS-642). */
export function applySeize(ctx: Ctx, a: Seize): void {
  const effect = usableEffect(ctx.state, a.player, a.source, "seize") as PendingEffect;
  const rival = rivalHolding(ctx.state, a.player, a.cards, "ops");
  for (const c of a.cards) move(ctx, c, { player: rival, zone: "ops" }, { player: a.player, zone: "ops" }, "CGS-634");
  markOrigin(ctx, a.cards, "seized");
  used(ctx, effect, a.cards);
}

/** Records on the instances how the cards reached their new holder's ops (CGS-301); the card list is copied, never changed. */
function markOrigin(ctx: Ctx, ids: readonly number[], origin: "reused" | "seized"): void {
  const cards = ctx.state.cards.slice();
  for (const id of ids) {
    const c = cards[id];
    if (c !== undefined) cards[id] = { ...c, origin };
  }
  update(ctx, { cards });
}

/** Why `a` (an ImmuneIf1 use) is refused, or null when it is allowed. */
export function checkImmune(state: GameState, a: BecomeImmune): Rejection | null {
  if (usableEffect(state, a.player, a.source, "immune") === null) return noEffect("immune");
  const conditions = defOf(state, a.source).immuneIf ?? [];
  const owner = state.zones.players.findIndex((z) => z.playground.includes(a.target));
  const target = state.cards[a.target]?.def;
  if (owner === -1 || owner === a.player || target === undefined || !target.hasPower) {
    return rejection("immune-target", "ImmuneIf1 protects you from a card with powers played in this adventure by a rival.");
  }
  if (target.rewind) return rejection("immune-rewind", "No player may become immune to the RewindAdventure power.");
  if (isImmune(state, a.player, a.target)) return rejection("immune-target", `You are already immune to "${target.identifier}".`);
  const unmet = firstUnmetOn(target.model, conditions);
  if (unmet) return rejection("immune-condition", `"${target.identifier}" does not meet ImmuneIf1 ${conditionText(unmet)}.`);
  return null;
}

/** Applies a checked immunity for the rest of the adventure (CGS-611). */
export function applyImmune(ctx: Ctx, a: BecomeImmune): void {
  const s = ctx.state;
  const effect = usableEffect(s, a.player, a.source, "immune") as PendingEffect;
  const adventure = s.adventure;
  if (adventure === null) return;
  update(ctx, { adventure: { ...adventure, immunities: [...adventure.immunities, { player: a.player, card: a.target }] } });
  used(ctx, effect, [a.target]);
}

/** Trading stops while a seizing card's effect is pending (CGS-325). */
export function seizingInProgress(state: GameState): boolean {
  return state.effects.some((e) => e.kind === "seize");
}
