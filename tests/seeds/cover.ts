/**
 * Can a hand of support cards cover an adventure? A small greedy solver for the seed checks and
 * the deal simulation. It is deliberately simple (no powers, no trading, no rivals): it answers
 * "could a player holding these cards win this adventure on their own", which is what a designer
 * means by "this adventure is coverable".
 */
import { COOPERATIVE } from "@/lib/systems/got-cgs/attributes/catalogue";
import type { CardModel } from "@/lib/systems/got-cgs/attributes/model";
import { fulfils, meets, numbers, type DeckCard } from "./deck";

const CONDITIONAL_PLAY = ["PlayIfBuildsite", "PlayIfBuildsite1", "PlayIfBuildsiteSum"] as const;

/** Whether a card's conditional play categories are met by a buildsite (adventure cards and banked supports). */
export function playable(card: CardModel, buildsite: readonly CardModel[]): boolean {
  for (const condition of card.conditions.PlayIfBuildsite ?? []) {
    if (!buildsite.some((b) => fulfils(b, condition))) return false;
  }
  const single = card.conditions.PlayIfBuildsite1 ?? [];
  if (single.length > 0 && !buildsite.some((b) => single.every((c) => fulfils(b, c)))) return false;
  for (const condition of card.conditions.PlayIfBuildsiteSum ?? []) {
    const category = condition.category;
    const total = buildsite.reduce((sum, b) => {
      const v = category === null ? b.globals[condition.name] : b.categories[category]?.[condition.name];
      return sum + (typeof v === "number" ? v : 0);
    }, 0);
    if (!meets(total, condition)) return false;
  }
  return true;
}

/** The adventure's AcceptSupportIf1: a support carrying a listed attribute must meet its condition. */
export function accepted(adventure: CardModel, support: CardModel): boolean {
  return (adventure.conditions.AcceptSupportIf1 ?? []).every((c) => {
    const has = c.category === null ? c.name in support.globals : c.name in (support.categories[c.category] ?? {});
    return !has || fulfils(support, c);
  });
}

/** Names of conditional play categories on a card (for reports). */
export function hasPlayConditions(card: CardModel): boolean {
  return CONDITIONAL_PLAY.some((c) => (card.conditions[c] ?? []).length > 0);
}

export interface Cover {
  readonly cards: readonly DeckCard[];
  readonly requirement: Readonly<Record<string, number>>;
  readonly coverage: Readonly<Record<string, number>>;
}

function add(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

function deficit(requirement: Record<string, number>, coverage: Record<string, number>): number {
  let d = 0;
  for (const [k, v] of Object.entries(requirement)) d += Math.max(0, v - (coverage[k] ?? 0));
  return d;
}

/**
 * Greedily picks supports from `hand` until the adventure's costs are covered; null when it cannot.
 * Respects AcceptSupportIf1, conditional play against `buildsite`, one card per identification
 * number and per Unique value; counts numeric feats of `buildsite` as ongoing resources, and the
 * adventure's own AdventureResources (individualist adventures). Cards that add
 * AdventureCommonCosts are never picked (they are obstacles).
 */
export function cover(adventure: DeckCard, hand: readonly DeckCard[], buildsite: readonly CardModel[] = []): Cover | null {
  const requirement: Record<string, number> = { ...numbers(adventure, "AdventureCommonCosts") };
  const coverage: Record<string, number> = {};
  if (!COOPERATIVE.has(adventure.model.roleplay ?? "")) add(coverage, numbers(adventure, "AdventureResources"));
  for (const b of buildsite) add(coverage, numbers(b, "Feats"));
  const usedNumbers = new Set<number>();
  const usedUnique = new Set<string>();
  const chosen: DeckCard[] = [];
  // One candidate per identification number: copies are interchangeable and only one may be played.
  const candidates = [...new Map(hand.map((c) => [c.number ?? c.card.identifier, c])).values()]
    .filter(
      (c) =>
        c.model.type === "Support" &&
        Object.keys(resources(c).commonCosts).length === 0 &&
        accepted(adventure.model, c.model) &&
        playable(c.model, buildsite),
    )
    .map((c) => ({ card: c, ...resources(c) }));
  let current = deficit(requirement, coverage);
  while (current > 0) {
    let best: (typeof candidates)[number] | null = null;
    let bestScore = current;
    for (const c of candidates) {
      if (c.card.number !== null && usedNumbers.has(c.card.number)) continue;
      const unique = c.card.model.globals.Unique;
      if (typeof unique === "string" && usedUnique.has(unique)) continue;
      const score = deficitWith(requirement, coverage, c.costs, c.gives);
      if (score < bestScore || (best !== null && score === bestScore && c.eraCost < best.eraCost)) {
        best = c;
        bestScore = score;
      }
    }
    if (best === null) return null;
    chosen.push(best.card);
    if (best.card.number !== null) usedNumbers.add(best.card.number);
    const unique = best.card.model.globals.Unique;
    if (typeof unique === "string") usedUnique.add(unique);
    add(requirement, best.costs);
    add(coverage, best.gives);
    current = bestScore;
  }
  return { cards: chosen, requirement, coverage };
}

interface Resources {
  readonly gives: Readonly<Record<string, number>>;
  readonly costs: Readonly<Record<string, number>>;
  readonly commonCosts: Readonly<Record<string, number>>;
  readonly eraCost: number;
}

const cache = new WeakMap<DeckCard, Resources>();

/** A support card's numbers, computed once per card. */
function resources(card: DeckCard): Resources {
  let r = cache.get(card);
  if (r === undefined) {
    r = {
      gives: numbers(card, "AdventureResources"),
      costs: numbers(card, "AdventureCosts"),
      commonCosts: numbers(card, "AdventureCommonCosts"),
      eraCost: Object.values(numbers(card, "EraCosts")).reduce((a, b) => a + b, 0),
    };
    cache.set(card, r);
  }
  return r;
}

/** The deficit after adding one card's costs and resources, without copying the tallies. */
function deficitWith(
  requirement: Readonly<Record<string, number>>,
  coverage: Readonly<Record<string, number>>,
  costs: Readonly<Record<string, number>>,
  gives: Readonly<Record<string, number>>,
): number {
  let d = 0;
  for (const [k, v] of Object.entries(requirement)) d += Math.max(0, v + (costs[k] ?? 0) - (coverage[k] ?? 0) - (gives[k] ?? 0));
  for (const [k, v] of Object.entries(costs)) if (!(k in requirement)) d += Math.max(0, v - (coverage[k] ?? 0) - (gives[k] ?? 0));
  return d;
}

/** Expands copies into one entry per physical card. */
export function expand(cards: readonly DeckCard[]): DeckCard[] {
  return cards.flatMap((c) => Array.from({ length: c.card.copies }, () => c));
}

/** Removes one physical copy of each card in `used` from `pool`. */
export function without(pool: readonly DeckCard[], used: readonly DeckCard[]): DeckCard[] {
  const rest = [...pool];
  for (const u of used) {
    const i = rest.indexOf(u);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}
