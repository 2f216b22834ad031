/**
 * Resolving a conditional power (DisableIf, DisableIf1, DivertIf, DivertIf1, WreckIf, WreckIf1)
 * one round after its card was played (CGS-296, CGS-549). Freeze and RewindAdventure act by
 * themselves at that moment (turn.ts); FreezeAdventureCommonCosts restricts plays (play-checks.ts).
 */
import type { ResolvePower } from "./actions";
import type { ConditionalPower } from "./cards";
import { conditionText, firstUnmetOn } from "./conditions";
import { defOf, move, update, type Ctx } from "./context";
import { rejection, type Rejection } from "./rules";
import type { GameState } from "./state";
import { isImmune, previousTurnCard, STEP } from "./turn";

const RULES: Readonly<Record<ConditionalPower["kind"], string>> = { disable: "CGS-559", divert: "CGS-565", wreck: "CGS-575" };

/** The card whose conditional power `player` may resolve now, or null (CGS-296). */
export function pendingPower(state: GameState, player: number): number | null {
  if (state.phase !== "play" || state.turn !== player || state.step >= STEP.power || state.playedThisTurn !== null) return null;
  const card = previousTurnCard(state, player);
  if (card === null) return null;
  return defOf(state, card).conditionalPowers.length > 0 ? card : null;
}

/** Why `target` may not be a target of `power` (played by `player` on `card`), or null. */
export function targetProblem(state: GameState, player: number, card: number, power: ConditionalPower, target: number): Rejection | null {
  let owner = -1;
  state.zones.players.forEach((z, p) => {
    if (p !== player && z.playground.includes(target)) owner = p;
  });
  const def = state.cards[target]?.def;
  if (owner === -1 || def === undefined || !def.isSupport || target === state.adventure?.card) {
    return rejection("power-target", `${power.category} targets support cards played in this adventure by a rival (in a rival's playground).`);
  }
  if (def.protected) {
    return rejection("power-target-protected", `"${def.identifier}" carries a power, Recover1, Reuse, ImmuneIf1 or SeizeIf and may not be ${power.kind === "divert" ? "diverted" : power.kind === "wreck" ? "wrecked" : "disabled"}.`);
  }
  if (isImmune(state, owner, card)) {
    return rejection("power-target-immune", `${state.players[owner]} is immune to the powers of "${defOf(state, card).identifier}".`);
  }
  const unmet = firstUnmetOn(def.model, power.conditions);
  if (unmet) {
    return rejection("power-condition", `"${def.identifier}" does not meet ${power.category} ${conditionText(unmet)}.`);
  }
  return null;
}

/** The player whose playground holds `card`, or -1. */
function ownerOf(state: GameState, card: number): number {
  return state.zones.players.findIndex((z) => z.playground.includes(card));
}

/** Which of the card's conditional powers an action means (the only one, or the named one). */
export function chosenPower(state: GameState, card: number, name: string | undefined): ConditionalPower | null {
  const powers = defOf(state, card).conditionalPowers;
  if (name === undefined) return powers.length === 1 ? (powers[0] as ConditionalPower) : null;
  return powers.find((p) => p.category === name) ?? null;
}

/** Why a power resolution is refused (no pending power, a wrong target), or null when it applies. */
export function checkResolvePower(state: GameState, action: ResolvePower): Rejection | null {
  const card = pendingPower(state, action.player);
  if (card === null) {
    return rejection("no-pending-power", "You have no power to resolve: only the power of the card you played in your previous turn, at the start of this turn, before anything else.");
  }
  const power = chosenPower(state, card, action.power);
  if (power === null) {
    const names = defOf(state, card).conditionalPowers.map((p) => p.category).join(", ");
    return rejection("no-pending-power", `Say which power to resolve: the card has ${names}.`);
  }
  if (action.targets.length === 0) return rejection("power-target", "Name at least one target card, or simply go on with your turn to let the power lapse.");
  if (new Set(action.targets).size !== action.targets.length) return rejection("power-target", "A target card is named twice.");
  if (power.single && action.targets.length > 1) {
    return rejection("power-single-target", `${power.category} acts on a single card; name one target.`);
  }
  for (const t of action.targets) {
    const problem = targetProblem(state, action.player, card, power, t);
    if (problem) return problem;
  }
  const owners = new Set(action.targets.map((t) => ownerOf(state, t)));
  if (owners.size > 1) return rejection("power-target", `${power.category} acts on the cards of one rival (its target); name cards of a single rival.`);
  return null;
}

/** Applies a checked power resolution: disable to the owner's ops, divert to the resolver's playground, wreck to the resolver's wreckage. */
export function applyResolvePower(ctx: Ctx, action: ResolvePower): void {
  const s = ctx.state;
  const card = pendingPower(s, action.player) as number;
  const power = chosenPower(s, card, action.power) as ConditionalPower;
  const adventure = s.adventure;
  if (adventure === null) return;
  const blocked = [...adventure.blocked];
  for (const t of action.targets) {
    const owner = ownerOf(ctx.state, t);
    const from = { player: owner, zone: "playground" } as const;
    if (power.kind === "disable") move(ctx, t, from, { player: owner, zone: "ops" }, RULES.disable);
    else if (power.kind === "divert") move(ctx, t, from, { player: action.player, zone: "playground" }, RULES.divert);
    else move(ctx, t, from, { player: action.player, zone: "wreckage" }, RULES.wreck);
    if (power.kind !== "divert") blocked.push(t);
  }
  update(ctx, { step: STEP.power, adventure: { ...adventure, blocked } });
  ctx.events.push({ type: "powerResolved", player: action.player, card, power: power.category, targets: action.targets });
}
