/**
 * Per-era lookups several deck rules share, built once per lint run: who supplies each
 * adventure resource, which cards can sit in a buildsite and what feats they add up to, and
 * which cards powers and seizing may target. Without them the coverage and condition rules
 * rescan the whole era for every cost and condition (quadratic on a 250-card deck).
 */
import type { DeckCard, DeckEra, DeckInput } from "./input";
import { hasPower, isProtected } from "./input";

export interface Supplier {
  readonly card: DeckCard;
  readonly amount: number;
  readonly copies: number;
}

export interface EraIndex {
  /** Adventure resource name -> the support cards with a positive amount of it. */
  readonly suppliers: ReadonlyMap<string, readonly Supplier[]>;
  /** Cards that can reach a buildsite: the era's adventures and the other eras' MultiEra ones. */
  readonly buildsiteAdventures: readonly DeckCard[];
  /** Support cards with StockHolding (they reach buildsites after cooperative adventures). */
  readonly stockSupports: readonly DeckCard[];
  /** Feat name -> sum of its numeric values over `buildsiteAdventures`. */
  readonly featTotals: ReadonlyMap<string, number>;
  /** Support cards a conditional power may target (not protected). */
  readonly powerTargets: readonly DeckCard[];
  /** Cards with powers (what ImmuneIf1 answers). */
  readonly powerCards: readonly DeckCard[];
  /** Unaffiliated, unprotected cards (what SeizeIf may take). */
  readonly seizable: readonly DeckCard[];
}

const cache = new WeakMap<DeckInput, Map<DeckEra, EraIndex>>();

function build(era: DeckEra, input: DeckInput): EraIndex {
  const suppliers = new Map<string, Supplier[]>();
  for (const card of era.supports) {
    const resources = card.model.categories.AdventureResources;
    if (resources === undefined) continue;
    for (const [name, value] of Object.entries(resources)) {
      if (typeof value !== "number" || value <= 0) continue;
      const list = suppliers.get(name) ?? [];
      list.push({ card, amount: value, copies: card.card.copies ?? 1 });
      suppliers.set(name, list);
    }
  }
  const buildsiteAdventures = [...era.adventures];
  for (const other of input.allEras) {
    if (other === era) continue;
    for (const a of other.adventures) if (a.model.globals.MultiEra === "Yes") buildsiteAdventures.push(a);
  }
  const featTotals = new Map<string, number>();
  for (const a of buildsiteAdventures) {
    for (const [name, value] of Object.entries(a.model.categories.Feats ?? {})) {
      if (typeof value === "number") featTotals.set(name, (featTotals.get(name) ?? 0) + value);
    }
  }
  return {
    suppliers,
    buildsiteAdventures,
    stockSupports: era.supports.filter((s) => s.model.globals.StockHolding !== undefined),
    featTotals,
    powerTargets: era.supports.filter((c) => !isProtected(c.model, input.names)),
    powerCards: era.cards.filter((c) => hasPower(c.model, input.names)),
    seizable: era.cards.filter((c) => c.model.affiliation === null && !isProtected(c.model, input.names)),
  };
}

/** The index of `era` for this lint run (built on first use). */
export function eraIndex(era: DeckEra, input: DeckInput): EraIndex {
  let perInput = cache.get(input);
  if (perInput === undefined) {
    perInput = new Map();
    cache.set(input, perInput);
  }
  let index = perInput.get(era);
  if (index === undefined) {
    index = build(era, input);
    perInput.set(era, index);
  }
  return index;
}
