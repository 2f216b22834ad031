/**
 * The numbers of the End of adventure step: requirements and coverage per cost name (rulebook
 * "Cooperative adventures", "Individualist adventures"), covered, overflow and the winner
 * ("Winning conditions"), with no words. resolution-adventure.ts builds the records and the
 * explanation on top; the bots ask their "what if I played this card?" questions here.
 *
 * Hot code (a simulation asks it millions of questions): sums are parallel arrays, and there are
 * no closures in the loops (tsx compiles with esbuild's keepNames, which makes every closure
 * created at run time call a naming helper).
 */
import type { Roleplay } from "../attributes/catalogue";
import { isCompetitive, isCooperative, isObstructive, type CardDef, type NumericEntry } from "./cards";

/** What the resolution looks at: the cards, not the whole game state. */
export interface AdventureInput {
  /** Player names in turn order (for the explanation). */
  readonly players: readonly string[];
  readonly hero: number;
  /** The current adventure card. */
  readonly adventure: CardDef;
  /** Per player: the support cards in his playground (the adventure card excluded). */
  readonly played: readonly (readonly CardDef[])[];
  /** Per player: the cards in his buildsite. */
  readonly buildsites: readonly (readonly CardDef[])[];
  readonly commonBuildsite: readonly CardDef[];
}

export type AdventureKind = "competitive" | "cooperative" | "obstructive" | "solo" | "none";

/** The kind of resolution a roleplay uses (rulebook "Roleplay"). */
export function adventureKind(roleplay: Roleplay | null): AdventureKind {
  if (roleplay === null) return "none";
  if (isCooperative(roleplay)) return "cooperative";
  if (isCompetitive(roleplay)) return "competitive";
  if (isObstructive(roleplay)) return "obstructive";
  return "solo";
}
/**
 * The numbers of one player (or of all the players together, cooperatively) as parallel arrays:
 * cost names, requirements and coverages. Arrays rather than records because a simulation
 * resolves hundreds of thousands of hypothetical adventures; `resolveAdventure` turns them into
 * records for people.
 */
export interface Tally {
  readonly names: readonly string[];
  readonly req: readonly number[];
  readonly cov: readonly number[];
  readonly covered: boolean;
  readonly overflow: number | null;
}

/** The outcome of an adventure in numbers only (no records, no words). */
export interface AdventureCore {
  readonly kind: AdventureKind;
  readonly winner: number | null;
  /** Per player; cooperatively every entry is the same shared tally. */
  readonly tallies: readonly Tally[];
}

/** Numeric entries merged by name: parallel arrays, small (a handful of names). */
interface Sums {
  readonly names: string[];
  readonly values: number[];
}

function sums(): Sums {
  return { names: [], values: [] };
}

function addTo(into: Sums, entries: readonly NumericEntry[]): void {
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k] as NumericEntry;
    addValue(into, e[0], e[1]);
  }
}

function addValue(into: Sums, name: string, value: number): void {
  const i = into.names.indexOf(name);
  if (i === -1) {
    into.names.push(name);
    into.values.push(value);
  } else {
    into.values[i] = (into.values[i] as number) + value;
  }
}

function addSums(into: Sums, from: Sums): void {
  for (let i = 0; i < from.names.length; i++) addValue(into, from.names[i] as string, from.values[i] as number);
}

function valueIn(s: Sums, name: string): number {
  const i = s.names.indexOf(name);
  return i === -1 ? 0 : (s.values[i] as number);
}

function valueInEntries(entries: readonly NumericEntry[], name: string): number {
  let v = 0;
  for (const [n, x] of entries) if (n === name) v += x;
  return v;
}

/**
 * The input summed once by category and player: every question about the adventure (the
 * resolution itself, or a bot's "what if I played this card?") then costs a few additions.
 * Which sums feed which rule is spelled out in `walk`.
 */
export interface Prepared {
  /** AdventureCommonCosts of the adventure card and of every played card (CGS-343, CGS-352). */
  readonly commonCosts: Sums;
  /** Per player: AdventureCosts of his played cards, the adventure card's for the hero (CGS-351). */
  readonly costs: readonly Sums[];
  /** Per player: AdventureResources of his played support cards (CGS-355). */
  readonly resources: readonly Sums[];
  /** Per player: the adventure card's resources and the feats of the common buildsite and his buildsite (CGS-354, 356, 357). */
  readonly fixed: readonly Sums[];
  /** Cooperative: every AdventureCosts and AdventureCommonCosts (CGS-342, CGS-343). */
  readonly allCosts: Sums;
  /** Cooperative: every played support card's resources, every buildsite's feats (CGS-345..347). */
  readonly allCoverage: Sums;
}

/**
 * Sums the input once (see {@link Prepared}). Exported for callers that ask many questions of
 * one adventure (the bots): they prepare once and pass the result to `adventureVerdict`.
 */
export function prepareAdventure(input: AdventureInput): Prepared {
  const adv = input.adventure;
  const commonCosts = sums();
  const allCosts = sums();
  const allCoverage = sums();
  addTo(commonCosts, adv.adventureCommonCosts);
  addTo(allCosts, adv.adventureCosts);
  addTo(allCosts, adv.adventureCommonCosts);
  const commonFeats = sums();
  for (const c of input.commonBuildsite) addTo(commonFeats, c.numericFeats);
  addSums(allCoverage, commonFeats);
  const costs: Sums[] = [];
  const resources: Sums[] = [];
  const fixed: Sums[] = [];
  for (let p = 0; p < input.players.length; p++) {
    const played = input.played[p] ?? [];
    const c = sums();
    const r = sums();
    const f = sums();
    if (p === input.hero) addTo(c, adv.adventureCosts);
    for (const card of played) {
      addTo(c, card.adventureCosts);
      addTo(r, card.adventureResources);
      addTo(commonCosts, card.adventureCommonCosts);
      addTo(allCosts, card.adventureCosts);
      addTo(allCosts, card.adventureCommonCosts);
      addTo(allCoverage, card.adventureResources);
    }
    addTo(f, adv.adventureResources);
    addSums(f, commonFeats);
    for (const card of input.buildsites[p] ?? []) {
      addTo(f, card.numericFeats);
      addTo(allCoverage, card.numericFeats);
    }
    costs.push(c);
    resources.push(r);
    fixed.push(f);
  }
  return { commonCosts, costs, resources, fixed, allCosts, allCoverage };
}

/** One more played card, for "what if" questions without copying the input (see {@link adventureCore}). */
export interface ExtraCard {
  readonly player: number;
  readonly card: CardDef;
}

/** The three numbers that decide a tally (CGS-359..361), written into a caller's scratch object. */
interface Numbers {
  covered: boolean;
  overflow: number;
  /** Sum of the shortfalls (0 when covered). */
  missing: number;
}

/** Receives each cost name of a walk with its requirement and coverage. */
interface Visit {
  add(name: string, req: number, cov: number): void;
}

function namesHave(list: readonly string[] | readonly NumericEntry[], name: string): boolean {
  for (const x of list) if ((typeof x === "string" ? x : x[0]) === name) return true;
  return false;
}

/** The sources of one tally; module-level functions take it instead of closures (hot path). */
interface Sources {
  pre: Prepared;
  player: number;
  cooperative: boolean;
  base: Sums;
  own: Sums | undefined;
  extraCommon: readonly NumericEntry[] | undefined;
  extraOwn: readonly NumericEntry[] | undefined;
  mine: CardDef | undefined;
}

const sources: Sources = { pre: undefined as unknown as Prepared, player: 0, cooperative: false, base: sums(), own: undefined, extraCommon: undefined, extraOwn: undefined, mine: undefined };

function takeName(src: Sources, name: string, out: Numbers, visit: Visit | undefined): void {
  let req = valueIn(src.base, name);
  if (src.own !== undefined) req += valueIn(src.own, name);
  if (src.extraCommon !== undefined) req += valueInEntries(src.extraCommon, name);
  if (src.extraOwn !== undefined) req += valueInEntries(src.extraOwn, name);
  let cov: number;
  if (src.cooperative) cov = valueIn(src.pre.allCoverage, name);
  else cov = valueIn(src.pre.fixed[src.player] as Sums, name) + valueIn(src.pre.resources[src.player] as Sums, name);
  if (src.mine !== undefined) cov += valueInEntries(src.mine.adventureResources, name);
  out.overflow += cov;
  if (req > 0 && cov < req) {
    out.covered = false;
    out.missing += req - cov;
  }
  if (visit !== undefined) visit.add(name, req, cov);
}

/**
 * Walks one tally name by name without building it: every distinct cost name of the player (or
 * of everyone, cooperatively), its requirement (CGS-341, CGS-350) and its coverage (CGS-344,
 * CGS-353), deciding covered (CGS-359, CGS-360) and overflow (CGS-361). The single
 * implementation of these rules; `adventureCore` and the bots' verdicts both use it.
 */
function walk(pre: Prepared, player: number, cooperative: boolean, extra: ExtraCard | undefined, out: Numbers, visit?: Visit): void {
  out.covered = true;
  out.overflow = 0;
  out.missing = 0;
  const src = sources;
  const extraCard = extra?.card;
  src.pre = pre;
  src.player = player;
  src.cooperative = cooperative;
  src.mine = extraCard !== undefined && (cooperative || extra?.player === player) ? extraCard : undefined;
  src.base = cooperative ? pre.allCosts : pre.commonCosts;
  src.own = cooperative ? undefined : (pre.costs[player] as Sums);
  src.extraCommon = extraCard?.adventureCommonCosts;
  src.extraOwn = src.mine?.adventureCosts;
  const { base, own, extraCommon, extraOwn } = src;
  // The cost-name sources, in order; a name is counted where it first appears.
  for (const name of base.names) takeName(src, name, out, visit);
  if (own !== undefined) for (const name of own.names) if (!namesHave(base.names, name)) takeName(src, name, out, visit);
  if (extraCommon !== undefined) {
    for (const [name] of extraCommon) if (!namesHave(base.names, name) && (own === undefined || !namesHave(own.names, name))) takeName(src, name, out, visit);
  }
  if (extraOwn !== undefined) {
    for (const [name] of extraOwn) {
      if (!namesHave(base.names, name) && (own === undefined || !namesHave(own.names, name)) && (extraCommon === undefined || !namesHave(extraCommon, name))) takeName(src, name, out, visit);
    }
  }
  if (!out.covered) out.overflow = 0;
}

/**
 * Collects a walk into arrays. A class with a method rather than a closure: tsx (esbuild with
 * keepNames) wraps every closure it creates in a naming call, which is dear in hot code.
 */
class Collector implements Visit {
  readonly names: string[] = [];
  readonly req: number[] = [];
  readonly cov: number[] = [];
  add(name: string, r: number, c: number): void {
    this.names.push(name);
    this.req.push(r);
    this.cov.push(c);
  }
}

function tally(pre: Prepared, player: number, cooperative: boolean, extra: ExtraCard | undefined): Tally {
  const c = new Collector();
  const n: Numbers = { covered: true, overflow: 0, missing: 0 };
  walk(pre, player, cooperative, extra, n, c);
  return { names: c.names, req: c.req, cov: c.cov, covered: n.covered, overflow: n.covered ? n.overflow : null };
}

/** Who wins (CGS-362..366): in a competitive adventure the single highest overflow, else the hero if covered. */
function winnerOf(kind: AdventureKind, hero: number, covered: readonly boolean[], overflow: readonly number[]): number | null {
  if (kind === "none") return null;
  if (kind !== "competitive") return covered[hero] === true ? hero : null;
  let best = -1;
  let count = 0;
  let winner: number | null = null;
  for (let p = 0; p < covered.length; p++) {
    if (!covered[p]) continue;
    const o = overflow[p] as number;
    if (o > best) {
      best = o;
      count = 1;
      winner = p;
    } else if (o === best) {
      count++;
    }
  }
  return count === 1 ? winner : null;
}

/**
 * The outcome in numbers: who wins, and each player's tally. `resolveAdventure` builds on it;
 * `extra` counts one more card as played by its player (a "what if I played this?").
 */
export function adventureCore(input: AdventureInput, extra?: ExtraCard, prepared?: Prepared): AdventureCore {
  const kind = adventureKind(input.adventure.roleplay);
  const n = input.players.length;
  const pre = prepared ?? prepareAdventure(input);
  const cooperative = kind === "cooperative";
  const tallies: Tally[] = [];
  const shared = cooperative ? tally(pre, 0, true, extra) : null;
  for (let p = 0; p < n; p++) tallies.push(shared ?? tally(pre, p, false, extra));
  const covered: boolean[] = [];
  const overflow: number[] = [];
  for (const t of tallies) {
    covered.push(t.covered);
    overflow.push(t.overflow ?? 0);
  }
  return { kind, winner: winnerOf(kind, input.hero, covered, overflow), tallies };
}

/**
 * One player's tally of a prepared adventure (cooperatively: everyone's): cost names,
 * requirements and coverages, as `adventureCore` computes them.
 */
export function tallyOf(input: AdventureInput, player: number, prepared?: Prepared): Tally {
  const pre = prepared ?? prepareAdventure(input);
  return tally(pre, player, adventureKind(input.adventure.roleplay) === "cooperative", undefined);
}

/** What a bot needs to judge "what if": per player covered, overflow, shortfall; filled in place. */
export interface Verdict {
  winner: number | null;
  kind: AdventureKind;
  readonly covered: boolean[];
  readonly overflow: number[];
  readonly missing: number[];
}

/** A verdict buffer for `players` players, reused across questions. */
export function newVerdict(players: number): Verdict {
  return { winner: null, kind: "none", covered: new Array<boolean>(players).fill(false), overflow: new Array<number>(players).fill(0), missing: new Array<number>(players).fill(0) };
}

const scratch: Numbers = { covered: true, overflow: 0, missing: 0 };

/**
 * {@link adventureCore} without building tallies: fills `out` (allocates nothing when given the
 * input `prepared` once). For bots that ask thousands of "what if I played this card?" questions.
 */
export function adventureVerdict(input: AdventureInput, extra: ExtraCard | undefined, out: Verdict, prepared?: Prepared): Verdict {
  const kind = adventureKind(input.adventure.roleplay);
  const n = input.players.length;
  const pre = prepared ?? prepareAdventure(input);
  const cooperative = kind === "cooperative";
  for (let p = 0; p < n; p++) {
    if (!cooperative || p === 0) walk(pre, p, cooperative, extra, scratch);
    out.covered[p] = scratch.covered;
    out.overflow[p] = scratch.overflow;
    out.missing[p] = scratch.missing;
  }
  out.kind = kind;
  out.winner = winnerOf(kind, input.hero, out.covered, out.overflow);
  return out;
}
