/**
 * The rule builder's pure core (components/system-editor/rule-model.ts): a Condition read as
 * controls and written back, operator changes keeping what carries over, values typed by the
 * field's type, the pickers' choices, deck rules of every kind, and the live example verdict.
 */
import { describe, expect, it } from "vitest";
import {
  childPath,
  controlPaths,
  deckRuleOfKind,
  describe as sentence,
  fieldChoices,
  newCardRule,
  operatorOf,
  parseValue,
  valueChoices,
  valueText,
  verdictOf,
  withChild,
  withChildAdded,
  withChildRemoved,
  withComparand,
  withField,
  withOperator,
  withValue,
  DECK_KINDS,
} from "@/components/system-editor/rule-model";
import { checkDefinition } from "@/lib/systems/definition-schema";
import type { CardRuleDef, Condition, DeckRuleDef, SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

const def = tileSystem() as SystemDefinition;

describe("conditions <-> controls", () => {
  it("reads every leaf and group as an operator, a field and a value text", () => {
    const cases: [Condition, string, string][] = [
      [{ field: "colour", equals: "red" }, "equals", "red"],
      [{ field: "colour", in: ["red", "blue"] }, "in", "red\nblue"],
      [{ field: "text", matches: "^A" }, "matches", "^A"],
      [{ field: "text", empty: true }, "empty", ""],
      [{ field: "text", empty: false }, "notEmpty", ""],
      [{ field: "number", atLeast: 3 }, "atLeast", "3"],
      [{ field: "number", atMost: { field: "$copies" } }, "atMost", ""],
      [{ field: "colour", inPackList: "extra" }, "inPackList", "extra"],
      [{ all: [] }, "all", ""],
      [{ any: [] }, "any", ""],
      [{ not: { field: "text", empty: true } }, "not", ""],
    ];
    for (const [c, op, text] of cases) {
      expect(operatorOf(c)).toBe(op);
      expect(valueText(c)).toBe(text);
    }
  });

  it("typing a value stores it as the field's JSON type; a number box that is no number keeps the old comparand", () => {
    expect(withValue(def, { field: "number", equals: 1 }, "12")).toEqual({ field: "number", equals: 12 });
    expect(withValue(def, { field: "number", equals: 1 }, "")).toEqual({ field: "number", equals: null });
    expect(withValue(def, { field: "colour", in: [] }, "red\n\nblue")).toEqual({ field: "colour", in: ["red", "blue"] });
    expect(withValue(def, { field: "number", atMost: 5 }, "7")).toEqual({ field: "number", atMost: 7 });
    expect(withValue(def, { field: "number", atMost: 5 }, "-")).toEqual({ field: "number", atMost: 5 });
    expect(parseValue(def, "$copies", "3")).toBe(3);
    expect(parseValue(def, "number", "x")).toBe("x");
    expect(parseValue(def, "colour", "12")).toBe("12");
  });

  it("changing the operator keeps the field and the value where they carry over", () => {
    const eq: Condition = { field: "colour", equals: "blue" };
    expect(withOperator(def, eq, "in")).toEqual({ field: "colour", in: ["blue"] });
    expect(withOperator(def, { field: "colour", in: ["red", "blue"] }, "equals")).toEqual({ field: "colour", equals: "red" });
    expect(withOperator(def, { field: "number", equals: 4 }, "atMost")).toEqual({ field: "number", atMost: 4 });
    expect(withOperator(def, { field: "number", atLeast: { field: "$copies" } }, "atMost")).toEqual({ field: "number", atMost: { field: "$copies" } });
    expect(withOperator(def, eq, "notEmpty")).toEqual({ field: "colour", empty: false });
    // A leaf wrapped into a group is its first child; a group turned back into a leaf is its first leaf.
    expect(withOperator(def, eq, "all")).toEqual({ all: [eq] });
    expect(withOperator(def, eq, "not")).toEqual({ not: eq });
    expect(withOperator(def, { any: [eq, { field: "text", empty: true }] }, "all")).toEqual({ all: [eq, { field: "text", empty: true }] });
    expect(withOperator(def, { all: [eq] }, "equals")).toEqual(eq);
  });

  it("changing the field re-reads the value for the new field's type", () => {
    expect(withField(def, { field: "colour", equals: "7" }, "number")).toEqual({ field: "number", equals: 7 });
    expect(withField(def, { field: "text", empty: true }, "colour")).toEqual({ field: "colour", empty: true });
  });

  it("groups nest: add, replace and remove children, with their issue paths", () => {
    let c: Condition = { all: [] };
    c = withChildAdded(def, c);
    c = withChildAdded(def, c);
    expect(c).toEqual({ all: [{ field: "colour", empty: false }, { field: "colour", empty: false }] });
    c = withChild(c, 1, { any: [{ field: "number", atMost: 3 }] });
    c = withChildRemoved(c, 0);
    expect(c).toEqual({ all: [{ any: [{ field: "number", atMost: 3 }] }] });
    expect(childPath("cardRules[2].check", c, 0)).toBe("cardRules[2].check.all[0]");
    expect(childPath("x.when", { not: c }, 0)).toBe("x.when.not");
    expect(withComparand({ field: "number", atMost: 3 }, { field: "$copies" })).toEqual({ field: "number", atMost: { field: "$copies" } });
    expect(sentence(def, { all: [{ field: "number", atMost: 3 }, { not: { field: "colour", equals: "red" } }] })).toBe("Number is at most 3 and not (Colour is red)");
  });

  it("pickers offer the definition's own fields and an enum's values", () => {
    expect(fieldChoices(def).map((c) => c.value)).toEqual(["colour", "number", "text", "$type", "$identifier", "$copies"]);
    expect(fieldChoices(def, true).map((c) => c.value)).toEqual(["number", "$copies"]);
    expect(valueChoices(def, "colour")).toEqual(["red", "blue", "yellow"]);
    expect(valueChoices(def, "$type")).toEqual(["tile"]);
    expect(valueChoices(def, "text")).toBeNull();
  });
});

describe("rules", () => {
  it("a deck rule of every kind is a valid definition, keeping code, severity and examples when its kind changes", () => {
    for (const { value } of DECK_KINDS) {
      const rule = deckRuleOfKind(def, value, def.deckRules[0]);
      expect(rule).toMatchObject({ kind: value, code: "TILE-once", severity: "error" });
      const checked = checkDefinition({ ...def, deckRules: [rule] });
      expect(checked.ok ? [] : checked.issues).toEqual([]);
    }
    expect(checkDefinition({ ...def, cardRules: [newCardRule(def, 1)] }).ok).toBe(true);
  });

  it("the verdict runs the real lint: a countEquals whose bad example passes never fires, a good one reported says why", () => {
    const base = deckRuleOfKind(def, "countEquals", undefined, 1) as Extract<DeckRuleDef, { kind: "countEquals" }>;
    const plus: DeckRuleDef = { ...base, base: 1, plus: [{ times: 2, where: { field: "colour", equals: "red" } }] };
    const red = (id: string, copies: number) => ({ identifier: id, copies, type: "tile", fields: { colour: "red", number: 1 } });
    const right: DeckRuleDef = { ...plus, examples: { bad: { cards: [red("a", 2)] }, good: { cards: [red("a", 1), { ...red("b", 2), fields: { colour: "blue" } }] } } };
    // good: 3 copies = 1 + 2 x 1 red; bad: 2 copies, expected 1 + 2 x 2 = 5.
    expect(verdictOf({ ...def, deckRules: [right] }, right)).toEqual({ bad: null, good: null });
    const wrong: DeckRuleDef = { ...plus, examples: { bad: right.examples.good, good: right.examples.bad } };
    const v = verdictOf({ ...def, deckRules: [wrong] }, wrong);
    expect(v.bad).toMatch(/^This bad example is not reported: the rule never fires/);
    expect(v.good).toBe("This good example is reported: The deck has 2 cards; it must have 5.");
  });

  it("a card rule with atMost against another field", () => {
    const rule: CardRuleDef = {
      ...newCardRule(def, 1),
      code: "LOW",
      message: "{field} is too high.",
      check: { field: "number", atMost: 10 },
      field: "number",
      examples: { bad: { identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 11 } }, good: { identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 10 } } },
    };
    const d = { ...def, cardRules: [rule] };
    expect(checkDefinition(d).ok).toBe(true);
    expect(verdictOf(d, rule)).toEqual({ bad: null, good: null });
  });

  it("the controls' paths cover the rule's boxes, every condition node and the examples", () => {
    const rule = { ...newCardRule(def, 1), when: { all: [{ field: "colour", equals: "red" }] } } as CardRuleDef;
    const shown = controlPaths(rule, "cardRules[0]");
    expect(shown("cardRules[0].when.all[0]")).toBe(true);
    expect(shown("cardRules[0].examples.bad.type")).toBe(true);
    expect(shown("cardRules[0].code")).toBe(true);
    expect(shown("cardRules[0].when.all[1]")).toBe(false);
    expect(shown("cardRules[0]")).toBe(false);
  });
});
