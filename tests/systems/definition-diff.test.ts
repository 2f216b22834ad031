/** The pure diff of a system change against stored cards (lib/systems/definition-diff.ts). */
import { describe, expect, it } from "vitest";
import { checkRenames, convertValue, definitionImpact, migrateCard, type StoredCardFacts } from "@/lib/systems/definition-diff";
import type { FieldDef, SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

const before = tileSystem();

function edit(change: (d: SystemDefinition) => Partial<SystemDefinition>): SystemDefinition {
  return { ...before, ...change(before) };
}

const renamedColour = edit((d) => ({
  fields: d.fields.map((f) => (f.key === "colour" ? { ...f, key: "color" } : f)),
  cardTypes: d.cardTypes.map((t) => ({ ...t, fields: t.fields.map((k) => (k === "colour" ? "color" : k)) })),
}));

const card = (packId: string, fields: StoredCardFacts["fields"], type = "tile"): StoredCardFacts => ({ packId, packName: packId === "a" ? "Garden" : "Orchard", type, fields });

describe("migrateCard", () => {
  it("moves a renamed field's value to the new key", () => {
    const out = migrateCard(before, renamedColour, [{ from: "colour", to: "color" }], { type: "tile", fields: { colour: "red", number: 3 } });
    expect(out).toEqual({ type: "tile", fields: { color: "red", number: 3 }, changed: true, events: [{ kind: "fieldRenamed", key: "colour", outcome: "moved" }] });
  });

  it("without the rename, the old key's value is dropped (delete + add)", () => {
    const out = migrateCard(before, renamedColour, [], { type: "tile", fields: { colour: "red", number: 3 } });
    expect(out.fields).toEqual({ number: 3 });
    expect(out.events).toEqual([{ kind: "fieldRemoved", key: "colour", outcome: "dropped" }]);
  });

  it("converts int -> text and text -> int where the value has a faithful spelling, else drops it", () => {
    const numberAsText = edit((d) => ({ fields: d.fields.map((f) => (f.key === "number" ? { ...f, type: { kind: "text" } } : f)) }));
    expect(migrateCard(before, numberAsText, [], { type: "tile", fields: { number: 12 } })).toMatchObject({ fields: { number: "12" }, events: [{ kind: "fieldTypeChanged", outcome: "converted" }] });
    const textAsInt = edit((d) => ({ fields: d.fields.map((f) => (f.key === "text" ? { ...f, type: { kind: "int" } } : f)) }));
    expect(migrateCard(before, textAsInt, [], { type: "tile", fields: { text: " 7 " } }).fields).toEqual({ text: 7 });
    const dropped = migrateCard(before, textAsInt, [], { type: "tile", fields: { text: "seven", number: 2 } });
    expect(dropped.fields).toEqual({ number: 2 });
    expect(dropped.events).toEqual([{ kind: "fieldTypeChanged", key: "text", outcome: "dropped" }]);
  });

  it("an unchanged card is not changed", () => {
    expect(migrateCard(before, before, [], { type: "tile", fields: { colour: "red" } })).toEqual({ type: "tile", fields: { colour: "red" }, changed: false, events: [] });
  });

  it("a card of a removed type is blocked and left as it is; a renamed type moves", () => {
    const other = edit((d) => ({ cardTypes: d.cardTypes.map((t) => ({ ...t, key: "plate" })) }));
    expect(migrateCard(before, other, [], { type: "tile", fields: { colour: "red" } })).toMatchObject({ type: "tile", changed: false, events: [{ kind: "cardTypeRemoved", outcome: "blocked" }] });
    expect(migrateCard(before, other, [{ from: "tile", to: "plate", of: "cardType" }], { type: "tile", fields: { colour: "red" } })).toMatchObject({ type: "plate", changed: true, fields: { colour: "red" } });
  });

  it("an enum value the new list lacks is kept (lint reports it) and said", () => {
    const fewer = edit((d) => ({ fields: d.fields.map((f) => (f.key === "colour" ? { ...f, type: { kind: "enum", values: ["red", "blue"] } } : f)) }));
    expect(migrateCard(before, fewer, [], { type: "tile", fields: { colour: "yellow" } })).toMatchObject({ fields: { colour: "yellow" }, changed: false, events: [{ kind: "enumValuesRemoved", outcome: "kept" }] });
  });
});

describe("definitionImpact", () => {
  it("counts cards per pack and says what becomes of the values", () => {
    const cards = [card("a", { colour: "red", number: 1 }), card("a", { colour: "blue" }), card("b", { colour: "red" }), card("b", { number: 4 })];
    const impact = definitionImpact(before, renamedColour, [{ from: "colour", to: "color" }], cards);
    expect(impact).toMatchObject({ confirmCards: 0, changedCards: 3, blockedCards: 0 });
    expect(impact.changes).toEqual([
      {
        kind: "fieldRenamed",
        key: "colour",
        to: "color",
        outcome: "moved",
        cards: 3,
        packs: [{ id: "a", name: "Garden", cards: 2 }, { id: "b", name: "Orchard", cards: 1 }],
        message: "Renaming `colour` to `color` moves the values of 3 cards in 2 packs (Garden: 2, Orchard: 1).",
      },
    ]);
  });

  it("a removal needs confirmation for the cards that have a value", () => {
    const noText = edit((d) => ({ fields: d.fields.filter((f) => f.key !== "text"), cardTypes: d.cardTypes.map((t) => ({ ...t, fields: ["colour", "number"] })) }));
    const impact = definitionImpact(before, noText, [], [card("a", { text: "x" }), card("a", { colour: "red" }), card("b", { text: "" })]);
    expect(impact.confirmCards).toBe(2);
    expect(impact.changes.map((c) => c.message)).toEqual(["Removing `text` drops the values of 2 cards in 2 packs (Garden: 1, Orchard: 1); card revisions keep them."]);
  });
});

describe("checkRenames", () => {
  it("accepts a real rename and names the bad parts of a wrong one", () => {
    expect(checkRenames(before, renamedColour, [{ from: "colour", to: "color" }])).toEqual([]);
    expect(checkRenames(before, renamedColour, [{ from: "nope", to: "color" }, { from: "number", to: "colour" }]).map((i) => i.path)).toEqual(["renames[0].from", "renames[1].from", "renames[1].to"]);
  });
});

describe("convertValue", () => {
  const f = (kind: "int" | "bool" | "text"): FieldDef => ({ key: "k", label: "K", type: { kind } });
  it("spells values in the new type or refuses", () => {
    expect(convertValue(f("bool"), "Yes")).toBe(true);
    expect(convertValue(f("bool"), "maybe")).toBeUndefined();
    expect(convertValue(f("text"), false)).toBe("false");
    expect(convertValue(f("int"), "1.5")).toBeUndefined();
  });
});
