/**
 * `legalActions(state, player)`: the actions `player` may take now. Every candidate passes the
 * reducer's own `check`, so a listed action always applies and an action the reducer rejects is
 * never listed (the invariant tests check both over thousands of games). Most go through `check`
 * itself. Two kinds are many and alike, and go only through the part of `check` that depends on
 * them, its other part asked once for all: the trade offers (`tradeOffers`) and the support sets
 * played with a Solo adventure (`soloPlays`). tests/systems/got-cgs/engine/legal-equivalence.test.ts
 * compares the lists with those of the one-by-one `check` of every candidate.
 *
 * Complete for every action with a bounded choice. Where a choice is a subset of cards (the
 * support cards played with a Solo adventure, the targets of DisableIf/DivertIf/WreckIf, the cards
 * taken by Reuse or SeizeIf), the list holds a representative set instead of every subset: each
 * single card, plus the largest allowed set (README "Decisions"). `apply` accepts any legal subset.
 */
import type { Action } from "./actions";
import { defOf } from "./context";
import { usableEffects } from "./effects";
import { soloSupportsChecker } from "./play";
import { pendingPower } from "./powers";
import { check, isIndex } from "./reducer";
import { askedPlayer } from "./requests";
import { affiliationOptions } from "./phases";
import { rivalsInOrder, type GameState } from "./state";
import { offersClosed } from "./trades";

export interface LegalOptions {
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

/**
 * Solo adventure `card`, whose play alone is legal, with each candidate support and with all of
 * them. Not through `check` one set at a time: with the supports, `check` asks what it asked of
 * the play alone (it passed) and then `soloSupportsChecker`'s question, whose Solo table (a copy
 * of the state with the adventure down) is built here once instead of once per set. The support
 * ids are valid card ids (the reducer's shape check): soloCandidates found each one's card.
 */
function soloPlays(state: GameState, player: number, card: number, out: Action[]): void {
  const candidates = soloCandidates(state, player, card);
  if (candidates.length === 0) return;
  const withSupports = soloSupportsChecker(state, player, card);
  for (const s of candidates) if (withSupports([s]) === null) out.push({ type: "playAdventure", player, card, supports: [s] });
  if (candidates.length > 1 && withSupports(candidates) === null) out.push({ type: "playAdventure", player, card, supports: candidates });
}

/** Resolutions of the pending conditional power of `player` (singles and the largest set per rival). */
export function powerActions(state: GameState, player: number, out: Action[] = []): Action[] {
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
export function effectActions(state: GameState, player: number, out: Action[] = []): Action[] {
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
        if (def.roleplay === "Solo" && out.length > before) soloPlays(state, player, card, out);
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
export function legalActions(state: GameState, player: number, options: LegalOptions = {}): Action[] {
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
  if (options.trades !== false) tradeOffers(state, player, out);
  return out;
}

/**
 * The trade offers of `player`: each card of a rival's ops (rivals in turn order) asked for each
 * card of his own, in that order. They are most of the list (a card of mine for a card of yours:
 * about a thousand with full opses), so they are not run through `check` one by one, which cost
 * most of legalActions' time. What `check` would say of an offer here is known without it: the
 * caller has returned already when the game is over, the player unknown, or an answer awaited;
 * `offersClosed` is the part of `checkOffer` that does not depend on the cards; its card part
 * (give in the player's ops, take in a rival's) holds by construction. Left: the card id shape
 * test of the reducer's `malformed`, made once per card. tests/systems/got-cgs/engine/
 * legal-equivalence.test.ts checks the list against the one-by-one `check` of every offer.
 */
function tradeOffers(state: GameState, player: number, out: Action[]): void {
  if (offersClosed(state) !== null) return;
  const n = state.cards.length;
  const mine = (state.zones.players[player]?.ops ?? []).filter((c) => isIndex(c, n));
  if (mine.length === 0) return;
  for (const r of rivalsInOrder(state, player)) {
    for (const take of state.zones.players[r]?.ops ?? []) {
      if (isIndex(take, n)) for (const give of mine) out.push({ type: "offerTrade", player, give, take });
    }
  }
}
