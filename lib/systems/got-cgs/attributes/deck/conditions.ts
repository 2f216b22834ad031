/**
 * Deck rule `unfulfillable-condition`: a play condition or conditional power that no card of the
 * era deck can ever fulfil, so the card is unplayable or its power useless. Usually a name spelt
 * differently on the two sides, or a feat no adventure grants.
 */
import type { CategorySpec } from "../catalogue";
import type { AttrValue } from "../model";
import { closestName } from "../spelling";
import type { DeckRule } from "../lint/rule";
import { replaceFix } from "../lint/fixes";
import { eraIndex } from "./era-index";
import { meets, valueOf, writtenConditions, type DeckCard, type DeckEra, type DeckInput, type WrittenCondition } from "./input";

interface Pool {
  readonly cards: readonly DeckCard[];
  /**
   * What the pool holds, for messages, in the singular and the plural: each phrase is written out
   * whole, since its noun is not at its end ("support card it may target (...)").
   */
  readonly what: { readonly one: string; readonly many: string };
  /** Conditions checked one by one (PlayIfBuildsite, ...Sum) or all on a single card. */
  readonly perCondition: boolean;
  readonly sum: boolean;
}

function poolFor(spec: CategorySpec, self: DeckCard, era: DeckEra, input: DeckInput): Pool | null {
  const index = eraIndex(era, input);
  // A card is not its own target, unless a second copy of it could be the rival's.
  const others = (cards: readonly DeckCard[]) => (cards.includes(self) && (self.card.copies ?? 1) <= 1 ? cards.filter((c) => c !== self) : cards);
  switch (spec.group) {
    case "conditional-play": {
      if (spec.name === "AcceptSupportIf1") return null; // a filter on support cards, not a requirement
      const cards = [...index.buildsiteAdventures, ...index.stockSupports].filter((c) => c !== self);
      return { cards, what: { one: "card that can reach a buildsite (an adventure or a StockHolding card)", many: "cards that can reach a buildsite (adventures, StockHolding cards)" }, perCondition: !spec.single, sum: spec.name === "PlayIfBuildsiteSum" };
    }
    case "conditional-power":
      return { cards: others(index.powerTargets), what: { one: "support card it may target (cards with powers cannot be targeted)", many: "support cards it may target (cards with powers cannot be targeted)" }, perCondition: false, sum: false };
    case "immunity":
      return { cards: others(index.powerCards), what: { one: "card with powers", many: "cards with powers" }, perCondition: false, sum: false };
    case "seize":
      return { cards: others(index.seizable), what: { one: "unaffiliated card it may seize", many: "unaffiliated cards it may seize" }, perCondition: false, sum: false };
    default:
      return null;
  }
}

function refText(w: WrittenCondition): string {
  return w.condition.category === null ? w.condition.name : `${w.condition.category}.${w.condition.name}`;
}

function fulfilled(w: WrittenCondition, pool: Pool): boolean {
  if (pool.sum && w.condition.op === ">") {
    let total = 0;
    for (const c of pool.cards) {
      const v = valueOf(c.model, w.condition);
      if (typeof v === "number") total += v;
    }
    return meets(w.condition, total);
  }
  return pool.cards.some((c) => meets(w.condition, valueOf(c.model, w.condition)));
}

/** Why nothing matches: the name is on no card (with a likely intended name), or the values differ. */
function explain(w: WrittenCondition, pool: Pool, era: string): { message: string; rename?: string } {
  const found: AttrValue[] = [];
  const vocabulary = new Set<string>();
  for (const c of pool.cards) {
    const v = valueOf(c.model, w.condition);
    if (v !== undefined) found.push(v);
    const names = w.condition.category === null ? Object.keys(c.model.globals) : Object.keys(c.model.categories[w.condition.category] ?? {});
    for (const n of names) vocabulary.add(n);
  }
  const written = `${refText(w)} ${w.condition.op} ${w.condition.values.map((v) => (typeof v === "string" ? `"${v}"` : v)).join("/")}`;
  const head = `No card in era "${era}" can fulfil ${written}`;
  if (found.length === 0) {
    const guess = closestName(w.condition.name, vocabulary);
    const where = w.condition.category === null ? "" : `${w.condition.category}.`;
    return guess === undefined
      ? { message: `${head}: no ${pool.what.one} has ${refText(w)}.` }
      : { message: `${head}: no ${pool.what.one} has ${refText(w)}; did you mean ${where}${guess}?`, rename: guess };
  }
  const shown = [...new Set(found.map(String))].slice(0, 5).join(", ");
  return { message: `${head}: the ${pool.what.many} have ${refText(w)} ${shown} only.` };
}

export const unfulfillableCondition: DeckRule<DeckInput> = {
  code: "unfulfillable-condition",
  severity: "warning",
  layer: "deck",
  summary: "A play condition or conditional power that no card in the era deck can fulfil: the card can never be played, or its power never used.",
  bad: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Solo"\nFeats\n  TimeTravel "Yes"' },
      { identifier: "EX-002", attributes: 'Type "Support"\nRewindAdventure "Yes"\nPlayIfBuildsite\n  Feats.TimeTravels = "Yes"' },
    ],
  },
  good: {
    cards: [
      { identifier: "EX-001", attributes: 'Type "Adventure"\nRoleplay "Solo"\nFeats\n  TimeTravel "Yes"' },
      { identifier: "EX-002", attributes: 'Type "Support"\nRewindAdventure "Yes"\nPlayIfBuildsite\n  Feats.TimeTravel = "Yes"' },
    ],
  },
  rules: ["CGS-312", "CGS-320", "CGS-538", "CGS-542", "CGS-546", "CGS-552", "CGS-609", "CGS-633", "CGS-641"],
  fixable: true,
  check(input, r) {
    for (const era of input.eras) {
      for (const card of era.cards) {
        const groups = new Map<CategorySpec, WrittenCondition[]>();
        for (const w of writtenConditions(card.ast, input.names)) {
          const list = groups.get(w.category) ?? [];
          list.push(w);
          groups.set(w.category, list);
        }
        for (const [spec, conditions] of groups) {
          const pool = poolFor(spec, card, era, input);
          if (pool === null) continue;
          const target = { era: era.name, identifier: card.card.identifier, field: "attributes" as const };
          let anyFailed = false;
          for (const w of conditions) {
            if (fulfilled(w, pool)) continue;
            anyFailed = true;
            const why = explain(w, pool, era.name);
            const fixes = why.rename === undefined ? undefined : [replaceFix(w.entry.ref.name.range, why.rename, `Change to ${why.rename}`)];
            r.report({ ...target, range: w.entry.ref.range }, why.message, fixes);
          }
          if (anyFailed || pool.perCondition || conditions.length < 2) continue;
          const together = pool.cards.some((c) => conditions.every((w) => meets(w.condition, valueOf(c.model, w.condition))));
          if (!together) {
            const header = conditions[0]?.header;
            r.report(
              { ...target, range: header },
              `No single ${pool.what.one} in era "${era.name}" meets all ${conditions.length} conditions of ${spec.name} together (each one alone is met by some card).`,
            );
          }
        }
      }
    }
  },
};
