/**
 * The greedy bot: one move of look-ahead with the engine's own resolution. It claims the
 * affiliation that brings it the most cards, starts the adventure it can best hope to win, plays
 * the support card that most improves how the adventure would end for it (and only when that is
 * worth losing the card), resolves powers against the rival cards that hurt it most, becomes
 * immune when it can, seizes and reuses the best cards, asks to end the adventure or the era when
 * it is ahead, agrees to end only when ending does not cost it, and trades for what it lacks.
 *
 * Speed matters (a simulation asks it millions of questions): it judges only its most promising
 * cards in full, and caches per zones object (the reducer keeps that object when no card moves).
 */
import type { Action } from "../actions";
import { total, type CardDef, type CardInstance } from "../cards";
import { defOf } from "../context";
import { usableEffects } from "../effects";
import { eraInput } from "../era-end";
import { effectActions, powerActions } from "../legal";
import { putDown, soloTable } from "../play";
import { checkAdventurePlay, checkSupportPlay } from "../play-checks";
import { pendingPower } from "../powers";
import { check } from "../reducer";
import { resolveEra } from "../resolution-era";
import { RngCursor, seedRng } from "../rng";
import { gaveAway, wasRefused } from "../trades";
import { affiliationOptions } from "../phases";
import { Recent } from "../recent";
import type { GameState } from "../state";
import type { Bot } from "./bot";
import { adventureWorth, cardWorth, hypothetical, prospects, scoreWith, scoreWithCard, shortfalls } from "./evaluate";

/**
 * The support card worth most to `me` and its gain over doing nothing (null: none is playable).
 * Only the cards' restrictions are checked, not whose turn it is: "could I still improve this
 * adventure in my turns to come?" is the question when answering a request.
 */
function bestSupport(state: GameState, me: number): { card: number; gain: number } | null {
  const base = scoreWith(state, me);
  const input = hypothetical(state);
  // My cost names (with what I lack) and the common costs every player competes on.
  const { names, short } = input === null ? NO_SHORTFALLS : shortfalls(input, me);
  // Candidates: one card per definition (copies are worth the same), ranked by a quick guess;
  // only the most promising are judged in full. Scratch lists, reused: this runs millions of times.
  const cards = candidateCards;
  const defs = candidateDefs;
  const quicks = candidateQuicks;
  const copies = candidateCopies;
  cards.length = 0;
  defs.length = 0;
  quicks.length = 0;
  copies.length = 0;
  const keys = copyKeys(state.cards);
  const ops = state.zones.players[me]?.ops ?? [];
  for (let k = 0; k < ops.length; k++) {
    const card = ops[k] as number;
    const def = defOf(state, card);
    // A definition seen before either is a candidate already or was not worth one. Compared by
    // value (the copy key: era, identifier, format), not by object: a state that came through
    // JSON (the table's, after a GET) holds one definition object per copy, and the server's
    // shares one; comparing objects made the bot judge other candidates at the table than on
    // the server (issue 27, the prediction "server answered 3 entries, the table predicted 2";
    // tests/table/prediction-property.test.ts).
    if (!def.isSupport) continue;
    const copy = keys[card] as number;
    if (copies.includes(copy)) continue;
    // Resources where the player falls short count most.
    let quick = 0;
    for (const [n, v] of def.adventureResources) {
      const i = names.indexOf(n);
      if (i !== -1) quick += v + 10 * Math.min(v, short[i] as number);
    }
    const special = def.mustPlay || def.hasPower || def.seize !== null || def.reuse > 0 || def.immuneIf !== null || def.stockHolding > 0 || def.adventureCommonCosts.length > 0;
    if (quick === 0 && !special) continue;
    if (def.mustPlay) quick += 10;
    if (special) quick += 2;
    cards.push(card);
    defs.push(def);
    quicks.push(quick);
    copies.push(copy);
  }
  let best: { card: number; gain: number } | null = null;
  let bonus: number | null = null;
  // The MAX_CANDIDATES highest quick guesses, ties in ops order (what a stable sort would give).
  for (let round = 0; round < MAX_CANDIDATES; round++) {
    let at = -1;
    for (let i = 0; i < quicks.length; i++) if (quicks[i] !== -Infinity && (at === -1 || (quicks[i] as number) > (quicks[at] as number))) at = i;
    if (at === -1) break;
    quicks[at] = -Infinity;
    const card = cards[at] as number;
    const def = defs[at] as CardDef;
    let gain = scoreWithCard(state, me, card) - base;
    gain -= 0.5 + total(def.eraCosts) * 0.5;
    if (def.mustPlay) gain += 6;
    if (def.freeze || def.seize !== null || def.reuse > 0) gain += powerBonus(state, me, card, names);
    else if (def.conditionalPowers.length > 0) gain += (bonus ??= powerBonus(state, me, card, names));
    if (def.immuneIf !== null && rivalPowers(state, me)) gain += 3;
    // Legality is the dearer question: ask it only of a card that would be the new best.
    if ((best === null || gain > best.gain) && checkSupportPlay(state, me, card) === null) best = { card, gain };
  }
  return best;
}

/**
 * Each card's copy key: the id of the first card with the same identifier and format in the same
 * era deck (the instances of one deck entry share it). A function of the cards' values, so equal
 * states give equal choices whether or not their copies share one definition object.
 *
 * Computed once per cards list, not per question: comparing the era, identifier and format of
 * every candidate for every card of the ops (as `bestSupport` did) made greedy simulations about
 * 12 % dearer (bench/results/one-track-side-by-side.md). A game's states share one `cards` array
 * (state.ts: it is never copied) and games of one deal share it too (setup.ts's instance
 * cache), so there are few lists; a state that came through JSON brings its own and gets keys
 * equal in value. The keys live in a WeakMap (no list is kept alive but the last one asked).
 */
function copyKeys(cards: readonly CardInstance[]): Int32Array {
  if (cards === lastCards && lastKeys.length === cards.length) return lastKeys;
  let keys = copyKeysByCards.get(cards);
  if (keys === undefined || keys.length !== cards.length) {
    keys = new Int32Array(cards.length);
    const first = new Map<string, number>();
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i] as CardInstance;
      const key = `${c.era}:${c.def.format}:${c.def.identifier}`;
      let id = first.get(key);
      if (id === undefined) {
        id = i;
        first.set(key, id);
      }
      keys[i] = id;
    }
    copyKeysByCards.set(cards, keys);
  }
  lastCards = cards;
  lastKeys = keys;
  return keys;
}

const copyKeysByCards = new WeakMap<readonly CardInstance[], Int32Array>();
let lastCards: readonly CardInstance[] | null = null;
let lastKeys: Int32Array = new Int32Array(0);

const NO_SHORTFALLS = { names: [], short: [] } as const;
const candidateCards: number[] = [];
const candidateDefs: CardDef[] = [];
const candidateQuicks: number[] = [];
const candidateCopies: number[] = [];

/** How many support cards the greedy bot judges in full per decision (the best-looking ones). */
const MAX_CANDIDATES = 6;

function rivalPowers(state: GameState, me: number): boolean {
  for (let p = 0; p < state.players.length; p++) {
    if (p === me) continue;
    for (const id of state.zones.players[p]?.playground ?? []) if (defOf(state, id).hasPower) return true;
  }
  return false;
}

/**
 * What a card's power or effect may bring later. A conditional power is worth the largest
 * resources (on the adventure's cost names) it could take from a rival: a guess, not a
 * resolution, because it must be cheap (it is asked for every candidate card).
 */
function powerBonus(state: GameState, me: number, card: number, names: readonly string[]): number {
  const def = defOf(state, card);
  if (def.freeze) return scoreWith(state, me) > 0 ? 8 : 0;
  if (def.seize !== null || def.reuse > 0) return 2;
  let best = 0;
  for (let r = 0; r < state.players.length; r++) {
    if (r === me) continue;
    for (const id of state.zones.players[r]?.playground ?? []) {
      const t = defOf(state, id);
      if (!t.isSupport || t.protected) continue;
      let v = 0;
      for (const [n, x] of t.adventureResources) if (names.includes(n)) v += x;
      best = Math.max(best, v);
    }
  }
  return best * 0.7;
}

/**
 * What decides `bestSupport`: the cards in play, the player's ops, the restrictions in force.
 * Answering a request and then turning happen on the same position, so the answer is reused.
 */
function positionKey(state: GameState, me: number): string {
  // The zones object stands for the cards' places (the reducer keeps it when no card moves);
  // the rest is what else restricts plays.
  const a = state.adventure;
  let key = `${me}|${a?.card}|${state.special?.card}|${a?.blocked.length}|`;
  for (const i of a?.immunities ?? []) key += `${i.player}:${i.card},`;
  return key;
}

/** Whether ending the adventure now suits `me`: he wins it, or no play of his would change it. */
function endAdventureSuits(state: GameState, me: number, move: { card: number; gain: number } | null): boolean {
  if (scoreWith(state, me) >= 40) return true;
  return move === null || move.gain <= 0;
}

/** Whether ending the era now suits `me`: he is among its winners, or has no adventure worth playing. */
function endEraSuits(state: GameState, me: number, tried: ReadonlyMap<number, number>): boolean {
  const r = resolveEra(eraInput(state));
  if (r.winners.includes(me)) return true;
  return bestAdventure(state, me, tried) === null;
}

/**
 * The adventure `me` can best hope to win. `tried` counts the adventures he already started this
 * era: one that failed twice is not tried again (a lost Competition returns every card, so the
 * same attempt would repeat for ever).
 */
function bestAdventure(state: GameState, me: number, tried: ReadonlyMap<number, number> = new Map()): Action | null {
  let best: { action: Action; score: number } | null = null;
  for (const card of state.zones.players[me]?.ops ?? []) {
    const def = defOf(state, card);
    const attempts = tried.get(card) ?? 0;
    if (!def.isAdventure || (attempts >= 2 && !def.mustPlay) || attempts >= 4) continue;
    // Cards only, not whose turn it is: the question is also asked when answering a request.
    if (checkAdventurePlay(state, me, card) !== null) continue;
    const { feasible, margin } = prospects(state, me, card);
    const risky = def.roleplay === "Doomsday" || def.roleplay === "Epic" || def.roleplay === "Cataclysm";
    if (!def.mustPlay && (!feasible || (risky && margin < 0))) continue;
    let action: Action = { type: "playAdventure", player: me, card };
    if (def.roleplay === "Solo" && state.turn === me) action = soloPlay(state, me, card);
    const score = adventureWorth(def) + margin * 0.5 + (def.mustPlay ? 20 : 0) - attempts * 5;
    if (best === null || score > best.score) best = { action, score };
  }
  return best?.action ?? null;
}

/** A Solo adventure with the support cards that cover it, picked greedily by resources. */
function soloPlay(state: GameState, me: number, card: number): Action {
  const def = defOf(state, card);
  const need: Record<string, number> = {};
  for (const [n, v] of def.adventureCommonCosts) need[n] = (need[n] ?? 0) + v;
  for (const [n, v] of def.adventureResources) if (n in need) need[n] = (need[n] ?? 0) - v;
  for (const id of [...(state.zones.players[me]?.buildsite ?? []), ...state.zones.commonBuildsite]) {
    for (const [n, v] of defOf(state, id).numericFeats) if (n in need) need[n] = (need[n] ?? 0) - v;
  }
  const supports: number[] = [];
  const plain: Action = { type: "playAdventure", player: me, card };
  // The reducer checks a Solo play with supports as the plain play, then each support in turn on
  // the table with the cards before it down (soloTable, checkSoloSupports). The supports picked so
  // far passed already: each new candidate is checked alone on the table they leave.
  if (check(state, plain) !== null) return plain;
  const table = soloTable(state, me, card);
  const pool = (state.zones.players[me]?.ops ?? []).filter((id) => defOf(state, id).isSupport && defOf(state, id).adventureCosts.length === 0);
  for (;;) {
    let pick = -1;
    let gain = 0;
    for (const id of pool) {
      if (supports.includes(id)) continue;
      let g = 0;
      for (const [n, v] of defOf(state, id).adventureResources) if ((need[n] ?? 0) > 0) g += Math.min(v, need[n] as number);
      if (g > gain && checkSupportPlay(table, me, id, { withSolo: true }) === null) {
        gain = g;
        pick = id;
      }
    }
    if (pick === -1) break;
    supports.push(pick);
    putDown(table, me, pick);
    for (const [n, v] of defOf(state, pick).adventureResources) if (n in need) need[n] = (need[n] ?? 0) - v;
  }
  return supports.length > 0 ? { type: "playAdventure", player: me, card, supports } : plain;
}

/** The best of a list of power or effect actions for `me`, by the score after it. */
function bestTargeting(state: GameState, me: number, options: readonly Action[]): Action | null {
  let best: { action: Action; score: number } | null = null;
  for (const a of options) {
    let score = 0;
    if (a.type === "resolvePower") {
      const source = pendingPower(state, me);
      const power = source === null ? undefined : defOf(state, source).conditionalPowers.find((p) => a.power === undefined || p.category === a.power);
      score = power?.kind === "divert" ? scoreWith(state, me, { moveTo: a.targets.map((card) => ({ card, player: me })) }) : scoreWith(state, me, { remove: a.targets });
      score += a.targets.length * 0.1;
    } else if (a.type === "seize" || a.type === "reuse") {
      score = a.cards.reduce((s, c) => s + cardWorth(defOf(state, c)), 0);
    } else if (a.type === "becomeImmune") {
      score = 5;
    } else if (a.type === "recover") {
      score = scoreWith(state, me, { remove: [a.card] }) - scoreWith(state, me) + cardWorth(defOf(state, a.card)) * 0.3;
    }
    if (best === null || score > best.score) best = { action: a, score };
  }
  if (best === null) return null;
  if (best.action.type === "recover" && best.score <= 0) return null;
  return best.action;
}

/** A greedy bot (see the file comment); equal seeds and states give equal choices. */
export function greedyBot(seed: number | string): Bot {
  const rng = new RngCursor(seedRng(seed));
  const offered = new Set<string>();
  let triedEra = -1;
  let triedResults = 0;
  let tried = new Map<number, number>();
  const attempts = (state: GameState): Map<number, number> => {
    if (state.era !== triedEra || state.eraResults.length !== triedResults) {
      triedEra = state.era;
      triedResults = state.eraResults.length;
      tried = new Map();
    }
    return tried;
  };
  const movesByZones = new Recent<GameState["zones"], Map<string, { card: number; gain: number } | null>>();
  const cachedBestSupport = (state: GameState, me: number): { card: number; gain: number } | null => {
    let moves = movesByZones.get(state.zones);
    if (moves === undefined) {
      moves = new Map();
      movesByZones.set(state.zones, moves);
    }
    const key = positionKey(state, me);
    if (moves.has(key)) return moves.get(key) ?? null;
    const move = bestSupport(state, me);
    moves.set(key, move);
    return move;
  };

  const claim = (state: GameState, me: number): Action => {
    let best: { affiliation: string; score: number } | null = null;
    for (const a of affiliationOptions(state, me)) {
      let score = rng.float() * 0.1;
      state.zones.players.forEach((z) => {
        for (const id of z.ops) if (defOf(state, id).affiliation === a) score += 1 + Math.max(0, cardWorth(defOf(state, id))) * 0.1;
      });
      for (const id of state.zones.void) if (defOf(state, id).affiliation === a && defOf(state, id).format === "gold") score += 3;
      if (best === null || score > best.score) best = { affiliation: a, score };
    }
    return { type: "chooseAffiliation", player: me, affiliation: best?.affiliation ?? null };
  };

  /** One offer, at most, for a rival's support card that would help where I fall short; never the same offer twice an era. */
  const tradeFor = (state: GameState, me: number): Action | null => {
    const input = hypothetical(state);
    if (input === null || state.trade !== null) return null;
    const mine = state.zones.players[me]?.ops ?? [];
    if (mine.length === 0) return null;
    // The cost names where I fall short (my tally's names come first in `shortfalls`).
    const lacking = shortfalls(input, me);
    const short: string[] = [];
    for (let i = 0; i < lacking.names.length; i++) if ((lacking.short[i] as number) > 0) short.push(lacking.names[i] as string);
    if (short.length === 0) return null;
    let give = mine[0] as number;
    for (const id of mine) if (cardWorth(defOf(state, id)) < cardWorth(defOf(state, give))) give = id;
    const base = scoreWith(state, me);
    for (let r = 0; r < state.players.length; r++) {
      if (r === me) continue;
      for (const take of state.zones.players[r]?.ops ?? []) {
        const def = defOf(state, take);
        if (!def.isSupport) continue;
        let helps = false;
        for (const [n] of def.adventureResources) if (short.includes(n)) helps = true;
        if (!helps) continue;
        // Refused in this adventure: the state remembers it even for a bot made anew.
        if (wasRefused(state, me, give, take)) continue;
        // Given away in this adventure: asking for it back would go round in circles.
        if (gaveAway(state, me, take)) continue;
        const key = `${state.era}:${give}:${take}`;
        if (offered.has(key)) continue;
        offered.add(key);
        if (scoreWithCard(state, me, take) <= base) continue;
        const a: Action = { type: "offerTrade", player: me, give, take };
        if (check(state, a) === null) return a;
      }
    }
    return null;
  };

  const choose = (state: GameState, me: number): Action => {
    const request = state.request;
    if (request !== null && request.asking[0] === me) {
      const agree = request.kind === "era" ? endEraSuits(state, me, attempts(state)) : endAdventureSuits(state, me, cachedBestSupport(state, me));
      return { type: "answerRequest", player: me, agree };
    }
    if (state.trade !== null && state.trade.to === me) {
      const gain = cardWorth(defOf(state, state.trade.give)) - cardWorth(defOf(state, state.trade.take));
      return { type: "answerTrade", player: me, accept: gain > 0.5 };
    }
    if (state.phase === "claim") return claim(state, me);

    const power = bestTargeting(state, me, powerActions(state, me));
    if (power !== null) return power;
    if (usableEffects(state, me).length > 0) {
      const effect = bestTargeting(state, me, effectActions(state, me));
      if (effect !== null) return effect;
    }
    const requestable = state.request === null;
    if (state.adventure === null) {
      if (state.playedThisTurn === null) {
        const r = resolveEra(eraInput(state));
        if (requestable && r.winners.length === 1 && r.winners[0] === me) return { type: "requestEndEra", player: me };
        const adventure = bestAdventure(state, me, attempts(state));
        if (adventure !== null && adventure.type === "playAdventure") {
          tried.set(adventure.card, (tried.get(adventure.card) ?? 0) + 1);
          return adventure;
        }
        if (requestable) return { type: "requestEndEra", player: me };
      }
      return { type: "pass", player: me };
    }
    if (state.playedThisTurn !== null) {
      // After its card: ask to end only when ahead; otherwise the next turns will tell.
      return requestable && scoreWith(state, me) >= 40 ? { type: "requestEndAdventure", player: me } : { type: "pass", player: me };
    }
    const move = cachedBestSupport(state, me);
    if (move !== null && move.gain > 0 && check(state, { type: "playSupport", player: me, card: move.card }) === null) {
      return { type: "playSupport", player: me, card: move.card };
    }
    const trade = tradeFor(state, me);
    if (trade !== null) return trade;
    if (requestable && endAdventureSuits(state, me, move)) return { type: "requestEndAdventure", player: me };
    return { type: "pass", player: me };
  };

  return { kind: "greedy", choose };
}
