/**
 * How the greedy bot judges a position: the resolution the adventure would have if it ended
 * now (the engine's own resolveAdventure, so the bot never disagrees with the rules), what a
 * card is worth to a player, and which adventures a player can hope to win.
 */
import type { CardDef, NumericEntry } from "../cards";
import { unmetAcceptSupport, unmetPlayIfBuildsite, unmetPlayIfBuildsite1, unmetPlayIfBuildsiteSum } from "../conditions";
import { defOf } from "../context";
import { adventureVerdict, newVerdict, prepareAdventure, tallyOf, type AdventureInput, type Prepared, type Verdict } from "../resolution-adventure";
import { Recent } from "../recent";
import type { GameState } from "../state";

function sum(entries: readonly NumericEntry[]): number {
  let s = 0;
  for (const [, v] of entries) s += v;
  return s;
}

/** A rough worth of holding a card: its resources and era value, minus what it costs. */
export function cardWorth(def: CardDef): number {
  let w = sum(def.adventureResources) + sum(def.eraResources) + 2 * def.stockHolding - sum(def.eraCosts) - sum(def.adventureCosts);
  if (def.hasPower || def.seize !== null || def.reuse > 0) w += 2;
  if (def.isAdventure) w += 1 + def.numericFeats.length;
  if (def.mustPlay) w -= 1;
  return w;
}

/** What winning an adventure card brings its winner (era resources, feats, era-deciding roleplays). */
export function adventureWorth(def: CardDef): number {
  // A CommonBuildsite card's era resources count for nobody's victory points; its feats serve all.
  let w = (def.commonBuildsite ? 0 : sum(def.eraResources) - sum(def.eraCosts)) + 2 * def.numericFeats.length + (def.model.categories.Feats ? 2 : 0);
  if (def.roleplay === "Doomsday" || def.roleplay === "Epic") w += 60;
  return w;
}

export interface Changes {
  /** Cards added to players' played cards. */
  readonly add?: readonly { readonly player: number; readonly card: number }[];
  /** Played cards taken out of play. */
  readonly remove?: readonly number[];
  /** Played cards given to another player (diverted). */
  readonly moveTo?: readonly { readonly card: number; readonly player: number }[];
}

/**
 * The resolution input of the current adventure and its sums, built once per zones object:
 * the reducer keeps `state.zones` when an action moves no card (a pass, a request, an answer),
 * so consecutive decisions on the same table share them.
 */
const inputs = new Recent<GameState["zones"], AdventureInput>();
const sumsOf = new Recent<AdventureInput, Prepared>();

/** The sums of an input, computed once per input object. */
export function preparedOf(input: AdventureInput): Prepared {
  let p = sumsOf.get(input);
  if (p === undefined) {
    p = prepareAdventure(input);
    sumsOf.set(input, p);
  }
  return p;
}

function baseInput(state: GameState): AdventureInput | null {
  const adventure = state.adventure;
  if (adventure === null) return null;
  const known = inputs.get(state.zones);
  if (known !== undefined && known.hero === adventure.hero && known.adventure === defOf(state, adventure.card)) return known;
  const input: AdventureInput = {
    players: state.players,
    hero: adventure.hero,
    adventure: defOf(state, adventure.card),
    played: state.zones.players.map((z) => {
      const out: CardDef[] = [];
      for (const id of z.playground) if (id !== adventure.card) out.push(defOf(state, id));
      return out;
    }),
    buildsites: state.zones.players.map((z) => z.buildsite.map((id) => defOf(state, id))),
    commonBuildsite: state.zones.commonBuildsite.map((id) => defOf(state, id)),
  };
  inputs.set(state.zones, input);
  return input;
}

/** The resolution input of the current adventure with `changes` applied (null: no adventure). */
export function hypothetical(state: GameState, changes: Changes = {}): AdventureInput | null {
  const base = baseInput(state);
  const adventure = state.adventure;
  if (base === null || adventure === null) return null;
  if (changes.add === undefined && changes.remove === undefined && changes.moveTo === undefined) return base;
  const removed = new Set<number>([...(changes.remove ?? []), ...(changes.moveTo ?? []).map((m) => m.card)]);
  const touched = new Set<number>();
  for (const a of changes.add ?? []) touched.add(a.player);
  for (const m of changes.moveTo ?? []) touched.add(m.player);
  if (removed.size > 0) state.zones.players.forEach((z, p) => z.playground.some((id) => removed.has(id)) && touched.add(p));
  const played = base.played.map((cards, p) => {
    if (!touched.has(p)) return cards;
    const out: CardDef[] = [];
    for (const id of state.zones.players[p]?.playground ?? []) if (id !== adventure.card && !removed.has(id)) out.push(defOf(state, id));
    return out;
  });
  for (const a of changes.add ?? []) (played[a.player] as CardDef[] | undefined)?.push(defOf(state, a.card));
  for (const m of changes.moveTo ?? []) (played[m.player] as CardDef[] | undefined)?.push(defOf(state, m.card));
  return { ...base, played };
}

/** How good an adventure outcome is for `me` (higher is better). */
export function outcomeScore(state: GameState, me: number, r: Verdict): number {
  const adventure = state.adventure;
  if (adventure === null) return 0;
  const card = defOf(state, adventure.card);
  let score = 0;
  if (r.winner === me) score += 40 + adventureWorth(card);
  else if (r.winner !== null) {
    if (r.kind === "cooperative") {
      // The hero keeps the card; my StockHolding cards would reach my buildsite.
      for (const id of state.zones.players[me]?.playground ?? []) score += 3 * defOf(state, id).stockHolding;
    } else {
      score -= 20 + adventureWorth(card);
    }
  } else if (adventure.hero === me && (card.roleplay === "Doomsday" || card.roleplay === "Epic")) {
    score -= 60;
  }
  // A lost Cataclysm ends the era with no winner: everyone has a reason to cover it.
  if (r.winner === null && card.roleplay === "Cataclysm") score -= 15;
  if (r.kind === "competitive" || adventure.hero === me) {
    score -= r.missing[me] ?? 0;
    if (r.kind === "competitive" && r.covered[me]) {
      let best = 0;
      for (let i = 0; i < r.covered.length; i++) if (i !== me && r.covered[i]) best = Math.max(best, r.overflow[i] ?? 0);
      score += Math.max(-5, Math.min(5, (r.overflow[me] ?? 0) - best));
    }
  }
  return score;
}

let buffer: Verdict = newVerdict(2);

/** The current adventure's score for `me` if `player` played `card` too (no copy of the input). */
export function scoreWithCard(state: GameState, me: number, card: number, player = me): number {
  if (buffer.covered.length !== state.players.length) buffer = newVerdict(state.players.length);
  const base = hypothetical(state);
  return base === null ? 0 : outcomeScore(state, me, adventureVerdict(base, { player, card: defOf(state, card) }, buffer, preparedOf(base)));
}

/**
 * `me`'s cost names in the adventure of `input` with what he lacks of each, then the common cost
 * names every player competes on (lacking 0), remembered per input.
 */
export function shortfalls(input: AdventureInput, me: number): { readonly names: readonly string[]; readonly short: readonly number[] } {
  let byPlayer = shortfallCache.get(input);
  if (byPlayer === undefined) {
    byPlayer = [];
    shortfallCache.set(input, byPlayer);
  }
  const known = byPlayer[me];
  if (known !== undefined) return known;
  const names: string[] = [];
  const short: number[] = [];
  const prepared = preparedOf(input);
  const mine = tallyOf(input, me, prepared);
  for (let i = 0; i < mine.names.length; i++) {
    names.push(mine.names[i] as string);
    short.push(Math.max(0, (mine.req[i] as number) - (mine.cov[i] as number)));
  }
  for (const n of prepared.commonCosts.names) {
    if (!names.includes(n)) {
      names.push(n);
      short.push(0);
    }
  }
  const out = { names, short };
  byPlayer[me] = out;
  return out;
}

const shortfallCache = new Recent<AdventureInput, ({ names: string[]; short: number[] } | undefined)[]>();

/** Score of the current adventure for `me` after the given changes. */
export function scoreWith(state: GameState, me: number, changes: Changes = {}): number {
  if (buffer.covered.length !== state.players.length) buffer = newVerdict(state.players.length);
  const add = changes.add;
  if (add !== undefined && add.length === 1 && changes.remove === undefined && changes.moveTo === undefined) {
    // The common "what if this card were played?": no copy of the input.
    const base = hypothetical(state);
    const one = add[0] as { player: number; card: number };
    return base === null ? 0 : outcomeScore(state, me, adventureVerdict(base, { player: one.player, card: defOf(state, one.card) }, buffer, preparedOf(base)));
  }
  const input = hypothetical(state, changes);
  if (input === null) return 0;
  return outcomeScore(state, me, adventureVerdict(input, undefined, buffer, preparedOf(input)));
}

/** Whether `support` may be played under `adventure`'s AcceptSupportIf1 (CGS-535). */
function accepted(support: CardDef, adventure: CardDef): boolean {
  return adventure.acceptSupportIf === null || unmetAcceptSupport(adventure.acceptSupportIf, support.model) === null;
}

/** Whether a support card's own play conditions (PlayIfBuildsite, Sum, 1) hold for `player` now. */
function conditionsMet(state: GameState, player: number, support: CardDef, cards: () => CardDef[]): boolean {
  if (support.playIfBuildsite === null && support.playIfBuildsiteSum === null && support.playIfBuildsite1 === null) return true;
  const c = cards();
  if (support.playIfBuildsite !== null && unmetPlayIfBuildsite(support.playIfBuildsite, c) !== null) return false;
  if (support.playIfBuildsiteSum !== null && unmetPlayIfBuildsiteSum(support.playIfBuildsiteSum, c) !== null) return false;
  return support.playIfBuildsite1 === null || unmetPlayIfBuildsite1(support.playIfBuildsite1, c) === null;
}

/**
 * Per table and player: the support cards of his ops (in ops order) whose own play conditions
 * his buildsite and the common buildsite meet. What an adventure's AcceptSupportIf1 allows is
 * asked per adventure on top of this list.
 */
const playableCache = new Recent<GameState["zones"], (CardDef[] | undefined)[]>();

function playableSupports(state: GameState, player: number): CardDef[] {
  let byPlayer = playableCache.get(state.zones);
  if (byPlayer === undefined) {
    byPlayer = [];
    playableCache.set(state.zones, byPlayer);
  }
  const known = byPlayer[player];
  if (known !== undefined) return known;
  let buildsite: CardDef[] | null = null;
  const cards = (): CardDef[] => (buildsite ??= [...(state.zones.players[player]?.buildsite ?? []), ...state.zones.commonBuildsite].map((id) => defOf(state, id)));
  const out: CardDef[] = [];
  for (const id of state.zones.players[player]?.ops ?? []) {
    const d = defOf(state, id);
    if (d.isSupport && conditionsMet(state, player, d, cards)) out.push(d);
  }
  byPlayer[player] = out;
  return out;
}

/**
 * Whether `player` can hope to cover adventure `card`: the most he could bring (the card's own
 * resources, his and the common buildsite's feats, every support in his ops; in a cooperative
 * adventure everyone's) against the adventure's common costs, and in a competitive adventure
 * against what each rival could bring. `margin` ranks the hopeful adventures.
 */
const prospectCache = new Recent<GameState["zones"], Map<number, { feasible: boolean; margin: number }>>();

/** {@link prospects}, remembered per table: it depends on the zones only. */
export function prospects(state: GameState, player: number, card: number): { feasible: boolean; margin: number } {
  let byKey = prospectCache.get(state.zones);
  if (byKey === undefined) {
    byKey = new Map();
    prospectCache.set(state.zones, byKey);
  }
  // A number key (no string to build): card ids and player indices are small integers.
  const key = card * 1024 + player;
  let known = byKey.get(key);
  if (known === undefined) {
    known = computeProspects(state, player, card);
    byKey.set(key, known);
  }
  return known;
}

/** What `players` could bring towards `need` (the names of `need` only). */
function bring(state: GameState, def: CardDef, need: Record<string, number>, cooperative: boolean, players: readonly number[]): { short: number; total: number } {
  const have: Record<string, number> = {};
  const add = (entries: readonly NumericEntry[]): void => {
    for (const [n, v] of entries) if (n in need) have[n] = (have[n] ?? 0) + v;
  };
  if (!cooperative) add(def.adventureResources);
  for (const id of state.zones.commonBuildsite) add(defOf(state, id).numericFeats);
  for (const p of players) {
    for (const id of state.zones.players[p]?.buildsite ?? []) add(defOf(state, id).numericFeats);
    for (const d of playableSupports(state, p)) if (accepted(d, def)) add(d.adventureResources);
  }
  let short = 0;
  let total = 0;
  for (const n in need) {
    short += Math.max(0, (need[n] ?? 0) - (have[n] ?? 0));
    total += have[n] ?? 0;
  }
  return { short, total };
}

function computeProspects(state: GameState, player: number, card: number): { feasible: boolean; margin: number } {
  const def = defOf(state, card);
  const cooperative = def.roleplay === "Cooperation" || def.roleplay === "Cataclysm";
  const need: Record<string, number> = {};
  for (const [n, v] of def.adventureCommonCosts) need[n] = (need[n] ?? 0) + v;
  // Rivals seldom help a cooperative hero: count on his own cards.
  const mine = bring(state, def, need, cooperative, [player]);
  let margin = mine.total - mine.short * 10;
  if (def.roleplay === "Battle" || def.roleplay === "Competition" || def.roleplay === "Epic") {
    for (let r = 0; r < state.players.length; r++) {
      if (r === player) continue;
      const theirs = bring(state, def, need, cooperative, [r]);
      if (theirs.short === 0) margin = Math.min(margin, mine.total - theirs.total);
    }
  }
  return { feasible: mine.short === 0, margin };
}
