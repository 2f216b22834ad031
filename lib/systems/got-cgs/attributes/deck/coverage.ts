/**
 * Deck rules about costs: an adventure cost that no cards of the era deck can cover
 * (`uncoverable-cost`), and a competitive adventure whose costs too few support cards supply
 * for two players to compete (`too-few-similar-support`, the rulebook's "should" rule).
 *
 * Coverage is the most a player could ever gather (CGS-353): every acceptable support card of
 * the era (copies counted; AcceptSupportIf1 filters them, CGS-535), the adventure's own
 * AdventureResources, and the numeric Feats of every other adventure that could sit in a
 * buildsite (CGS-602). If even that falls short, nobody can win the adventure.
 */
import type { AttributeText, EntryNode } from "../ast";
import { modelValue } from "../build-model";
import { COMPETITIVE, COOPERATIVE } from "../catalogue";
import type { CardModel, Condition } from "../model";
import type { NameTable } from "../names";
import { closestName } from "../spelling";
import type { DeckRule } from "../lint/rule";
import { eraIndex } from "./era-index";
import { meets, valueOf, type DeckCard, type DeckEra, type DeckInput } from "./input";

/** The entries of the first category on the card that resolves to `category`, with numeric values. */
function costEntries(ast: AttributeText, names: NameTable, category: string): { entry: EntryNode; name: string; amount: number }[] {
  const item = ast.items.find((i) => i.kind === "category" && names.resolve(i.name.text) === category);
  if (item === undefined || item.kind !== "category") return [];
  const out: { entry: EntryNode; name: string; amount: number }[] = [];
  for (const entry of item.entries) {
    const amount = modelValue(entry.values[0]);
    if (entry.ref.category === null && typeof amount === "number" && amount > 0) out.push({ entry, name: names.resolve(entry.ref.name.text), amount });
  }
  return out;
}

function acceptable(support: CardModel, filters: readonly Condition[]): boolean {
  return filters.every((c) => {
    const v = valueOf(support, c);
    return v === undefined || meets(c, v);
  });
}

function resource(model: CardModel, category: string, name: string): number {
  const v = model.categories[category]?.[name];
  return typeof v === "number" ? v : 0;
}

interface Supply {
  readonly fromSupports: number;
  /** Support cards (copies counted) that supply the resource and the adventure accepts. */
  readonly supporters: number;
  /** Support cards (copies counted) that supply it but AcceptSupportIf1 turns away. */
  readonly refused: number;
  readonly fromFeats: number;
  readonly fromSelf: number;
}

function supply(name: string, adventure: DeckCard | null, era: DeckEra, input: DeckInput): Supply {
  const index = eraIndex(era, input);
  const filters = adventure?.model.conditions.AcceptSupportIf1 ?? [];
  let fromSupports = 0;
  let supporters = 0;
  let refused = 0;
  for (const s of index.suppliers.get(name) ?? []) {
    if (filters.length > 0 && !acceptable(s.card.model, filters)) {
      refused += s.copies;
      continue;
    }
    fromSupports += s.amount * s.copies;
    supporters += s.copies;
  }
  const ownFeat = adventure === null ? 0 : resource(adventure.model, "Feats", name);
  const fromFeats = (index.featTotals.get(name) ?? 0) - (index.buildsiteAdventures.includes(adventure as DeckCard) ? ownFeat : 0);
  const fromSelf = adventure === null ? 0 : resource(adventure.model, "AdventureResources", name);
  return { fromSupports, supporters, refused, fromFeats, fromSelf };
}

function resourceNames(era: DeckEra): Set<string> {
  const out = new Set<string>();
  for (const c of era.cards) {
    for (const n of Object.keys(c.model.categories.AdventureResources ?? {})) out.add(n);
    for (const n of Object.keys(c.model.categories.Feats ?? {})) out.add(n);
  }
  return out;
}

export const uncoverableCost: DeckRule<DeckInput> = {
  code: "uncoverable-cost",
  severity: "warning",
  layer: "deck",
  summary: "An adventure cost (on an adventure, or a support card's own AdventureCosts) that all the era's cards together cannot cover: nobody can ever win with it.",
  bad: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Solo"\nAdventureCommonCosts\n  StarshipFlyRange 3' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2' },
    ],
  },
  good: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Solo"\nAdventureCommonCosts\n  StarshipFlyRange 3' },
      { identifier: "EX-002", copies: 2, attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2' },
    ],
  },
  rules: ["CGS-338", "CGS-344", "CGS-353", "CGS-359"],
  fixable: false,
  check(input, r) {
    for (const era of input.eras) {
      const known = resourceNames(era);
      for (const card of era.cards) {
        const isAdventure = card.model.type === "Adventure";
        if (!isAdventure && card.model.type !== "Support") continue;
        const costs = costEntries(card.ast, input.names, isAdventure ? "AdventureCommonCosts" : "AdventureCosts");
        for (const cost of costs) {
          const s = supply(cost.name, isAdventure ? card : null, era, input);
          const total = s.fromSupports + s.fromFeats + (isAdventure && card.model.roleplay !== null && !COOPERATIVE.has(card.model.roleplay) ? s.fromSelf : 0);
          if (total >= cost.amount) continue;
          const guess = total === 0 ? closestName(cost.name, known) : undefined;
          const detail =
            total === 0
              ? `no card in the era has ${cost.name} as an adventure resource or feat${guess === undefined ? "" : `; did you mean ${guess}?`}`
              : `all its cards together supply ${total} (support cards ${s.fromSupports}, feats ${s.fromFeats})`;
          r.report(
            { era: era.name, identifier: card.card.identifier, field: "attributes", range: cost.entry.ref.range },
            `Era "${era.name}" cannot cover ${cost.name} ${cost.amount}: ${detail}.`,
          );
        }
      }
    }
  },
};

export const tooFewSimilarSupport: DeckRule<DeckInput> = {
  code: "too-few-similar-support",
  severity: "warning",
  layer: "deck",
  summary: "A competitive adventure cost that fewer than two support cards of the era supply: two players cannot compete for it (the rulebook asks for at least 2 similar support cards).",
  bad: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 7' },
    ],
  },
  good: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Competition"\nAdventureCommonCosts\n  StarshipFlyRange 2' },
      { identifier: "EX-002", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 7' },
      { identifier: "EX-003", attributes: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2' },
    ],
  },
  rules: ["CGS-190", "CGS-362"],
  fixable: false,
  check(input, r) {
    for (const era of input.eras) {
      for (const card of era.adventures) {
        if (card.model.roleplay === null || !COMPETITIVE.has(card.model.roleplay)) continue;
        for (const cost of costEntries(card.ast, input.names, "AdventureCommonCosts")) {
          const s = supply(cost.name, card, era, input);
          if (s.fromFeats + s.fromSelf >= cost.amount || s.supporters === 0 || s.supporters >= 2) continue;
          const refused = s.refused === 0 ? "" : ` (its AcceptSupportIf1 turns away ${s.refused} more)`;
          r.report(
            { era: era.name, identifier: card.card.identifier, field: "attributes", range: cost.entry.ref.range },
            `Only 1 support card in era "${era.name}" supplies ${cost.name} to this adventure${refused}, so two players cannot compete for this ${card.model.roleplay} adventure; the rulebook asks for at least 2 similar support cards.`,
          );
        }
      }
    }
  },
};
