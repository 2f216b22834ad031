/**
 * Every data rule of every system checks its own examples (as the GOT CGS rules do): the bad
 * example reports the rule's code, the good one does not.
 */
import { describe, expect, it } from "vitest";
import { allSystems } from "@/lib/systems/registry";
import { lintCard, lintDeck } from "@/lib/systems/lint";

const systems = allSystems().map((s) => s.definition);

describe.each(systems.map((d) => [d.key, d] as const))("%s rules' examples", (_key, def) => {
  if (def.cardRules.length + def.deckRules.length === 0) {
    it("has no data rules (its lint is code)", () => expect(def.cardRules).toEqual([]));
    return;
  }
  for (const rule of def.cardRules) {
    it(`${rule.code}: the bad example reports it, the good one does not`, () => {
      expect(lintCard(def, rule.examples.bad).map((f) => f.code)).toContain(rule.code);
      expect(lintCard(def, rule.examples.good).map((f) => f.code)).not.toContain(rule.code);
    });
  }
  for (const rule of def.deckRules) {
    it(`${rule.code}: the bad deck reports it, the good one does not`, () => {
      expect(lintDeck(def, "example", rule.examples.bad.cards).map((f) => f.code)).toContain(rule.code);
      expect(lintDeck(def, "example", rule.examples.good.cards).map((f) => f.code)).not.toContain(rule.code);
    });
  }
});
