/**
 * The legal-move enumeration of lib/systems/got-cgs/engine/legal.ts as it was before it was made
 * faster (commit 94327e5), kept verbatim apart from its imports and names: the equivalence test
 * (legal-equivalence.test.ts) checks that today's `legalActions` returns exactly what this returns
 * (the same actions in the same order), and bench/engine-legal.bench.ts times both. Every
 * candidate goes through the reducer's `check`, one by one, the trade offers included.
 *
 * Also kept: play.ts's `checkSoloSupports` as it was (a private copy of the state made before
 * the first card), which the reducer's `check` of a Solo play with supports ends with; it now
 * makes the copy only for a second card, and the test compares the two on many support sets.
 */
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { defOf } from "@/lib/systems/got-cgs/engine/context";
import { usableEffects } from "@/lib/systems/got-cgs/engine/effects";
import { pendingPower } from "@/lib/systems/got-cgs/engine/powers";
import { checkSupportPlay } from "@/lib/systems/got-cgs/engine/play-checks";
import { putDown } from "@/lib/systems/got-cgs/engine/play";
import { check } from "@/lib/systems/got-cgs/engine/reducer";
import { rejection, type Rejection } from "@/lib/systems/got-cgs/engine/rules";
import { askedPlayer } from "@/lib/systems/got-cgs/engine/requests";
import { affiliationOptions } from "@/lib/systems/got-cgs/engine/phases";
import { copyState, rivalsInOrder, type GameState } from "@/lib/systems/got-cgs/engine/state";

interface LegalOptions {
  /** List trade offers (default true). Bots that never trade skip them: there are many. */
  readonly trades?: boolean;
}

function push(out: Action[], state: GameState, a: Action): void {
  if (check(state, a) === null) out.push(a);
}

/** Singles plus the largest set (capped at `max`), each checked. */
function subsets(cards: readonly number[], max: number, make: (cards: number[]) => Action, out: Action[], state: GameState): void {
  for (const c of cards) push(out, state, make([c]));
  const all = cards.slice(0, max);
  if (all.length > 1) push(out, state, make(all));
}

/** Supports worth listing with a Solo adventure: those carrying resources of the adventure's cost names. */
function soloCandidates(state: GameState, player: number, adventure: number): number[] {
  const a = defOf(state, adventure);
  const names = new Set([...a.adventureCommonCosts, ...a.adventureCosts].map(([n]) => n));
  const ops = state.zones.players[player]?.ops ?? [];
  return ops.filter((id) => {
    const d = defOf(state, id);
    return d.isSupport && d.adventureResources.some(([n]) => names.has(n));
  });
}

/** Resolutions of the pending conditional power of `player` (singles and the largest set per rival). */
function powerActions(state: GameState, player: number, out: Action[] = []): Action[] {
  const power = pendingPower(state, player);
  if (power !== null) {
    for (const p of defOf(state, power).conditionalPowers) {
      for (const r of rivalsInOrder(state, player)) {
        const targets = (state.zones.players[r]?.playground ?? []).filter((t) => defOf(state, t).isSupport);
        const named = defOf(state, power).conditionalPowers.length > 1 ? { power: p.category } : {};
        const valid = targets.filter((t) => check(state, { type: "resolvePower", player, targets: [t], ...named }) === null);
        subsets(valid, p.single ? 1 : valid.length, (ts) => ({ type: "resolvePower", player, targets: ts, ...named }), out, state);
      }
    }
  }
  return out;
}

/** Uses of the effects `player` may use now (Recover1, Reuse, SeizeIf/1, ImmuneIf1). */
function effectActions(state: GameState, player: number, out: Action[] = []): Action[] {
  for (const e of usableEffects(state, player)) {
    if (e.kind === "recover") {
      for (const c of state.zones.players[player]?.playground ?? []) push(out, state, { type: "recover", player, source: e.card, card: c });
    } else if (e.kind === "immune") {
      for (const r of rivalsInOrder(state, player)) {
        for (const t of state.zones.players[r]?.playground ?? []) push(out, state, { type: "becomeImmune", player, source: e.card, target: t });
      }
    } else {
      const zone = e.kind === "reuse" ? "wreckage" : "ops";
      const max = e.kind === "reuse" ? defOf(state, e.card).reuse : defOf(state, e.card).seize?.single ? 1 : Infinity;
      for (const r of rivalsInOrder(state, player)) {
        const pool = state.zones.players[r]?.[zone] ?? [];
        const valid = pool.filter((c) => check(state, { type: e.kind as "reuse", player, source: e.card, cards: [c] }) === null);
        subsets(valid, max, (cards) => ({ type: e.kind as "reuse" | "seize", player, source: e.card, cards }), out, state);
      }
    }
  }
  return out;
}

function turnActions(state: GameState, player: number, out: Action[]): void {
  powerActions(state, player, out);
  effectActions(state, player, out);
  push(out, state, { type: "requestEndEra", player });
  const ops = state.zones.players[player]?.ops ?? [];
  if (state.playedThisTurn === null) {
    for (const card of ops) {
      const def = defOf(state, card);
      if (state.adventure === null && def.isAdventure) {
        const before = out.length;
        push(out, state, { type: "playAdventure", player, card });
        if (def.roleplay === "Solo" && out.length > before) {
          const candidates = soloCandidates(state, player, card);
          for (const s of candidates) push(out, state, { type: "playAdventure", player, card, supports: [s] });
          if (candidates.length > 1) push(out, state, { type: "playAdventure", player, card, supports: candidates });
        }
      } else if (state.adventure !== null && def.isSupport) {
        push(out, state, { type: "playSupport", player, card });
      }
    }
  }
  push(out, state, { type: "requestEndAdventure", player });
  out.push({ type: "pass", player });
}

/**
 * Every action `player` may take now (0-based player index). Empty when the session is over or
 * when the game waits for another player. Never throws.
 */
export function referenceLegalActions(state: GameState, player: number, options: LegalOptions = {}): Action[] {
  if (state.phase === "over" || state.players[player] === undefined) return [];
  const out: Action[] = [];
  const asked = askedPlayer(state);
  if (asked !== null) {
    if (asked === player) out.push({ type: "answerRequest", player, agree: true }, { type: "answerRequest", player, agree: false });
    return out;
  }
  if (state.trade !== null) {
    if (state.trade.to === player) out.push({ type: "answerTrade", player, accept: true }, { type: "answerTrade", player, accept: false });
    return out;
  }
  if (state.phase === "claim") {
    if (state.turn === player) {
      const choices = affiliationOptions(state, player);
      if (choices.length === 0) out.push({ type: "chooseAffiliation", player, affiliation: null });
      for (const a of choices) out.push({ type: "chooseAffiliation", player, affiliation: a });
    }
    return out;
  }
  if (state.turn === player) turnActions(state, player, out);
  if (options.trades !== false) {
    const mine = state.zones.players[player]?.ops ?? [];
    for (const r of rivalsInOrder(state, player)) {
      for (const take of state.zones.players[r]?.ops ?? []) {
        for (const give of mine) push(out, state, { type: "offerTrade", player, give, take });
      }
    }
  }
  return out;
}

/**
 * Checks the support cards played together with a Solo adventure card (CGS-316): each must be
 * playable in turn, as if played one after the other. `state` is the {@link soloTable}.
 */
export function referenceCheckSoloSupports(state: GameState, player: number, supports: readonly number[]): Rejection | null {
  if (new Set(supports).size !== supports.length) {
    return rejection("supports-only-with-solo", "A support card is listed twice among the cards played with the solo adventure.");
  }
  // One private copy of the state whose zones are replaced as the cards go down.
  const s = copyState(state);
  for (const card of supports) {
    const r = checkSupportPlay(s, player, card, { withSolo: true });
    if (r) return r;
    if (s.zones.players[player] === undefined) break;
    putDown(s, player, card);
  }
  return null;
}
