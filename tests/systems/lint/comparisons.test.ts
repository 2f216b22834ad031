/**
 * The two additions to the rule language (docs/systems.md): comparisons `atLeast` / `atMost` in a
 * condition, and the deck rule `countEquals` (base plus terms).
 */
import { describe, expect, it } from "vitest";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { lintCard, lintDeck } from "@/lib/systems/lint";
import { matches } from "@/lib/systems/lint/conditions";
import type { Condition, DeckRuleDef, SystemCard, SystemDefinition } from "@/lib/systems/types";

const card = (identifier: string, type: string, fields: SystemCard["fields"], copies = 1): SystemCard => ({ identifier, copies, type, fields });

const DEF: SystemDefinition = {
  key: "planets",
  name: "Planets",
  description: "A test system.",
  deckNoun: "deck",
  fields: [
    { key: "name", label: "Name", type: { kind: "text" } },
    { key: "minP", label: "Minimum P", type: { kind: "int", min: 0 } },
    { key: "maxP", label: "Maximum P", type: { kind: "int", min: 0 } },
  ],
  cardTypes: [
    { key: "planet", label: "Planet", fields: ["name", "minP", "maxP"], face: "card" },
    { key: "unit", label: "Unit", fields: ["name"], face: "card" },
  ],
  faces: [{ key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", regions: [] }],
  backs: { by: "one" },
  cardRules: [],
  deckRules: [],
};

const planet = (minP: number | null, maxP: number | null) => card("P1", "planet", { minP, maxP });

describe("atLeast / atMost", () => {
  it.each<[string, Condition, SystemCard, boolean]>([
    ["atMost a number holds at the bound", { field: "minP", atMost: 6 }, planet(6, 9), true],
    ["atMost a number fails above it", { field: "minP", atMost: 6 }, planet(7, 9), false],
    ["atLeast a number holds at the bound", { field: "minP", atLeast: 2 }, planet(2, 9), true],
    ["atLeast a number fails below it", { field: "minP", atLeast: 2 }, planet(1, 9), false],
    ["atMost another field holds when equal", { field: "minP", atMost: { field: "maxP" } }, planet(5, 5), true],
    ["atMost another field fails when above it", { field: "minP", atMost: { field: "maxP" } }, planet(6, 5), false],
    ["atLeast another field", { field: "maxP", atLeast: { field: "minP" } }, planet(3, 4), true],
    ["an empty value never matches atMost", { field: "minP", atMost: 6 }, planet(null, 9), false],
    ["an empty value never matches atLeast", { field: "minP", atLeast: 0 }, planet(null, 9), false],
    ["an empty other field never matches", { field: "minP", atMost: { field: "maxP" } }, planet(3, null), false],
    ["the negation of a comparison holds for an empty value", { not: { field: "minP", atLeast: 0 } }, planet(null, 9), true],
    ["$copies compares too", { field: "$copies", atMost: 2 }, card("U1", "unit", {}, 3), false],
  ])("%s", (_what, cond, c, expected) => {
    expect(matches(DEF, c, cond)).toBe(expected);
  });

  it("a text value is not a number even when it reads like one", () => {
    expect(matches(DEF, card("P1", "planet", { minP: "3" as unknown as number }), { field: "minP", atMost: 6 })).toBe(false);
  });

  it("a card rule with a comparison reports the bad card and not the good one", () => {
    const def: SystemDefinition = {
      ...DEF,
      cardRules: [
        {
          kind: "card",
          code: "PL-min-max",
          severity: "error",
          message: "{field} {value} is above the maximum.",
          when: { all: [{ field: "$type", equals: "planet" }, { field: "maxP", empty: false }] },
          check: { field: "minP", atMost: { field: "maxP" } },
          field: "minP",
          examples: { bad: planet(6, 5), good: planet(5, 5) },
        },
      ],
    };
    expect(checkDefinition(def)).toMatchObject({ ok: true });
    expect(lintCard(def, planet(6, 5))).toEqual([{ code: "PL-min-max", severity: "error", message: "Minimum P 6 is above the maximum.", identifier: "P1", field: "minP" }]);
    expect(lintCard(def, planet(5, 5))).toEqual([]);
  });
});

describe("countEquals", () => {
  const rule: DeckRuleDef = {
    kind: "countEquals",
    code: "PL-deck-size",
    severity: "error",
    message: "The deck has {count} cards besides its planets; it must have {expected}.",
    where: { not: { field: "$type", equals: "planet" } },
    base: 4,
    plus: [{ times: 2, where: { field: "$type", equals: "planet" } }],
    examples: { bad: { cards: [card("P1", "planet", {}), card("U1", "unit", {}, 5)] }, good: { cards: [card("P1", "planet", {}), card("U1", "unit", {}, 6)] } },
  };
  const def: SystemDefinition = { ...DEF, deckRules: [rule] };

  it("holds when the copies equal base plus each term's times x its copies", () => {
    expect(lintDeck(def, "d", [card("P1", "planet", {}), card("P2", "planet", {}), card("U1", "unit", {}, 8)])).toEqual([]);
  });

  it("reports too few and too many, with {count} and {expected} filled", () => {
    const few = lintDeck(def, "d", [card("P1", "planet", {}), card("U1", "unit", {}, 5)]);
    expect(few).toEqual([{ code: "PL-deck-size", severity: "error", deck: "d", message: "The deck has 5 cards besides its planets; it must have 6." }]);
    expect(lintDeck(def, "d", [card("U1", "unit", {}, 5)]).map((f) => f.message)).toEqual(["The deck has 5 cards besides its planets; it must have 4."]);
  });

  it("without where counts every card, planets too", () => {
    const all: SystemDefinition = { ...DEF, deckRules: [{ ...rule, where: undefined, base: 1 }] };
    expect(lintDeck(all, "d", [card("P1", "planet", {}), card("U1", "unit", {}, 2)])).toEqual([]);
  });

  it("checkDefinition accepts it and checks the terms' conditions with their paths", () => {
    expect(checkDefinition(def)).toMatchObject({ ok: true });
    const bad = { ...def, deckRules: [{ ...rule, plus: [{ times: 2, where: { field: "plnet", equals: "x" } }] }] };
    const result = checkDefinition(bad);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(["deckRules[0].plus[0].where"]);
  });
});

describe("checkDefinition on comparisons", () => {
  const withCheck = (check: unknown) => ({
    ...DEF,
    cardRules: [{ kind: "card", code: "X", severity: "error", message: "m.", check, field: "minP", examples: { bad: planet(1, 1), good: planet(1, 1) } }],
  });
  const paths = (json: unknown) => {
    const r = checkDefinition(json);
    return r.ok ? [] : r.issues.map((i) => i.path);
  };

  it("accepts a number and a field to compare with", () => {
    expect(paths(withCheck({ field: "minP", atMost: 6 }))).toEqual([]);
    expect(paths(withCheck({ field: "minP", atMost: { field: "maxP" } }))).toEqual([]);
  });

  it("refuses a comparison on a field that is not a whole number, on either side", () => {
    expect(paths(withCheck({ field: "name", atLeast: 2 }))).toEqual(["cardRules[0].check"]);
    expect(paths(withCheck({ field: "minP", atMost: { field: "$type" } }))).toEqual(["cardRules[0].check"]);
  });

  it("refuses an unknown field to compare with and a text to compare with", () => {
    expect(paths(withCheck({ field: "minP", atMost: { field: "maxp" } }))).toEqual(["cardRules[0].check"]);
    expect(paths(withCheck({ field: "minP", atMost: "6" })).length).toBeGreaterThan(0);
  });
});
