/**
 * Seeded deals of an era deck (rulebook "Dealing cards" and "Claiming cards"), to measure how
 * often the player who holds an adventure can cover it from the cards they were dealt.
 */
import { cover, expand, playable, without } from "./cover";
import type { Deck, DeckCard } from "./deck";

/** mulberry32: a tiny seeded generator, so every run deals the same hands. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Deals the silver cards one at a time to each player, then each player claims the silver cards
 * of their affiliation from the rivals and the gold cards of their affiliation from the void.
 * Returns each player's ops.
 */
export function deal(deck: Deck, affiliations: readonly string[], next: () => number): DeckCard[][] {
  const silver = expand(deck.cards.filter((c) => c.card.format === "silver"));
  for (let i = silver.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [silver[i], silver[j]] = [silver[j]!, silver[i]!];
  }
  const dealt: DeckCard[][] = affiliations.map(() => []);
  silver.forEach((c, i) => dealt[i % affiliations.length]!.push(c));
  const owner = (c: DeckCard, dealtTo: number): number => {
    const a = c.model.affiliation;
    const claimer = a === null ? -1 : affiliations.indexOf(a);
    return claimer >= 0 ? claimer : dealtTo;
  };
  const ops: DeckCard[][] = affiliations.map(() => []);
  dealt.forEach((hand, p) => hand.forEach((c) => ops[owner(c, p)]!.push(c)));
  for (const g of expand(deck.cards.filter((c) => c.card.format === "gold"))) {
    const claimer = g.model.affiliation === null ? -1 : affiliations.indexOf(g.model.affiliation);
    if (claimer >= 0) ops[claimer]!.push(g);
  }
  return ops;
}

export interface DealStats {
  /** Per adventure identifier: deals in which some player held it, and in how many its holder could cover it alone. */
  readonly adventures: Record<string, { held: number; coverable: number }>;
  /** Per affiliation: mean number of adventures its player could cover alone right after the deal. */
  readonly coverablePerPlayer: Record<string, number>;
  readonly deals: number;
}

/**
 * Deals `deals` times (affiliations alternate seats) and records, for each adventure, whether the
 * player holding it could cover its costs with their own ops alone (empty buildsite: the
 * adventure's own play conditions are ignored, the supports' are not).
 */
export function dealStats(deck: Deck, affiliations: readonly [string, string], deals: number, seed: number): DealStats {
  const next = random(seed);
  const adventures: Record<string, { held: number; coverable: number }> = {};
  const totals: Record<string, number> = Object.fromEntries(affiliations.map((a) => [a, 0]));
  for (let d = 0; d < deals; d++) {
    const seats = d % 2 === 0 ? affiliations : ([affiliations[1], affiliations[0]] as const);
    const ops = deal(deck, seats, next);
    ops.forEach((hand, p) => {
      const seen = new Set<string>();
      for (const c of hand) {
        if (c.model.type !== "Adventure" || seen.has(c.card.identifier)) continue;
        seen.add(c.card.identifier);
        const entry = (adventures[c.card.identifier] ??= { held: 0, coverable: 0 });
        entry.held++;
        if (cover(c, hand) !== null) {
          entry.coverable++;
          totals[seats[p]!] = (totals[seats[p]!] ?? 0) + 1;
        }
      }
    });
  }
  const coverablePerPlayer = Object.fromEntries(Object.entries(totals).map(([a, n]) => [a, n / deals]));
  return { adventures, coverablePerPlayer, deals };
}

export interface SoloEraStats {
  /** Per adventure identifier: deals in which it was held, and in how many its holder won it playing alone. */
  readonly adventures: Record<string, { held: number; won: number }>;
  /** Per affiliation: share of deals in which its player could launch and cover a finale (Epic or Doomsday). */
  readonly finale: Record<string, number>;
  /** Per affiliation: mean number of adventures won alone per deal. */
  readonly wins: Record<string, number>;
  readonly deals: number;
}

const FINALES = new Set(["Epic", "Doomsday"]);

/**
 * A rough, rival-free era for each player: after the deal, the player launches a finale they hold
 * as soon as its play conditions are met and they can cover it (which ends the era); until then
 * they win the non-finale adventures they hold, cheapest first, spending (wrecking) the supports
 * each one needs and banking each won adventure in their buildsite (feats and play conditions
 * then apply). Cooperative adventures are covered alone too. No powers, no rivals,
 * no trading: an optimistic bound that shows whether each affiliation can reach a finale at all,
 * and which adventures are out of reach of their holders.
 */
export function soloEraStats(deck: Deck, affiliations: readonly [string, string], deals: number, seed: number): SoloEraStats {
  const next = random(seed);
  const adventures: Record<string, { held: number; won: number }> = {};
  const finale: Record<string, number> = Object.fromEntries(affiliations.map((a) => [a, 0]));
  const wins: Record<string, number> = Object.fromEntries(affiliations.map((a) => [a, 0]));
  for (let d = 0; d < deals; d++) {
    const seats = d % 2 === 0 ? affiliations : ([affiliations[1], affiliations[0]] as const);
    deal(deck, seats, next).forEach((hand, p) => {
      const affiliation = seats[p]!;
      let ops = hand.filter((c) => c.model.type === "Support");
      const held = [...new Map(hand.filter((c) => c.model.type === "Adventure").map((c) => [c.card.identifier, c])).values()];
      const buildsite: DeckCard[] = [];
      const regular = held.filter((c) => !FINALES.has(c.model.roleplay ?? ""));
      for (const a of regular) (adventures[a.card.identifier] ??= { held: 0, won: 0 }).held++;
      const finales = held.filter((c) => FINALES.has(c.model.roleplay ?? ""));
      for (const f of finales) (adventures[f.card.identifier] ??= { held: 0, won: 0 }).held++;
      for (;;) {
        const site = buildsite.map((b) => b.model);
        const launch = finales.find((f) => playable(f.model, site) && cover(f, ops, site) !== null);
        if (launch !== undefined) {
          adventures[launch.card.identifier]!.won++;
          finale[affiliation] = (finale[affiliation] ?? 0) + 1;
          break; // a finale ends the era
        }
        const best = regular
          .filter((a) => !buildsite.includes(a) && playable(a.model, site))
          .map((a) => ({ a, c: cover(a, ops, site) }))
          .filter((o): o is { a: DeckCard; c: NonNullable<ReturnType<typeof cover>> } => o.c !== null)
          .sort((x, y) => x.c.cards.length - y.c.cards.length)[0];
        if (best === undefined) break;
        buildsite.push(best.a);
        ops = without(ops, best.c.cards);
        adventures[best.a.card.identifier]!.won++;
        wins[affiliation] = (wins[affiliation] ?? 0) + 1;
      }
    });
  }
  const per = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([a, n]) => [a, n / deals]));
  return { adventures, finale: per(finale), wins: per(wins), deals };
}
