/**
 * A data system's deck table view as pure functions (components/system-cards/deck-query.ts):
 * search, type and sort, the column a sort token names, and the address-bar form's round trip
 * (unknown values read as the defaults), so Back from a card returns to the same view.
 */
import { describe, expect, it } from "vitest";
import { applyDeckQuery, deckQueryFromParams, DEFAULT_DECK_QUERY, fieldSort, nextSort, paramsFromDeckQuery, resolveSort, type DeckQuery } from "@/components/system-cards/deck-query";
import type { SystemDefinition } from "@/lib/systems/types";

/** A small definition: a field keyed like a fixed column ("copies") to show how its sort is named. */
const DEF = {
  key: "demo",
  name: "Demo",
  deckNoun: "deck",
  fields: [
    { key: "cost", label: "Cost", type: { kind: "int" } },
    { key: "rarity", label: "Rarity", type: { kind: "enum", values: ["Common", "Rare", "Unique"] } },
    { key: "copies", label: "Printed copies", type: { kind: "text" } },
    { key: "art", label: "Art", type: { kind: "image" } },
  ],
  cardTypes: [
    { key: "Unit", label: "Unit", fields: ["cost", "rarity", "copies"] },
    { key: "Spell", label: "Spell", fields: ["cost"] },
  ],
} as unknown as SystemDefinition;

const card = (id: string, type: string, fields: Record<string, string | number>, copies = 1) => ({ id, identifier: id.toUpperCase(), type, copies, fields });
const CARDS = [card("a", "Unit", { cost: 3, rarity: "Rare" }), card("b", "Spell", { cost: 1 }, 3), card("c", "Unit", { rarity: "Common" }, 2), card("d", "Unit", { cost: 10, rarity: "Unique" })];
const ids = (query: Partial<DeckQuery>, findings = new Map<string, number>()) => applyDeckQuery(DEF, CARDS, { ...DEFAULT_DECK_QUERY, ...query }, findings).map((c) => c.id);

describe("a data system's deck view", () => {
  it("keeps deck order by default, reversed for desc", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d"]);
    expect(ids({ dir: "desc" })).toEqual(["d", "c", "b", "a"]);
  });

  it("sorts a number field by value, blanks last both ways", () => {
    expect(ids({ sort: "cost" })).toEqual(["b", "a", "d", "c"]);
    expect(ids({ sort: "cost", dir: "desc" })).toEqual(["d", "a", "b", "c"]);
  });

  it("sorts an enum in the definition's order, and the type column by the definition's types", () => {
    expect(ids({ sort: "rarity" })).toEqual(["c", "a", "d", "b"]);
    // Ties keep deck order: the Units a, c, d, then the Spell.
    expect(ids({ sort: "type" })).toEqual(["a", "c", "d", "b"]);
  });

  it("sorts the fixed columns: copies, findings, identifier", () => {
    expect(ids({ sort: "copies", dir: "desc" })).toEqual(["b", "c", "a", "d"]);
    expect(ids({ sort: "findings", dir: "desc" }, new Map([["C", 2], ["A", 1]]))).toEqual(["c", "a", "b", "d"]);
    expect(ids({ sort: "identifier", dir: "desc" })).toEqual(["d", "c", "b", "a"]);
  });

  it("filters before sorting", () => {
    expect(ids({ type: "Unit", sort: "cost", dir: "desc" })).toEqual(["d", "a", "c"]);
    expect(ids({ text: "rare", sort: "cost" })).toEqual(["a"]);
    // "Has findings": the cards with at least one, in the view's order.
    expect(ids({ findingsOnly: true }, new Map([["C", 2], ["A", 1], ["B", 0]]))).toEqual(["a", "c"]);
    expect(ids({ findingsOnly: true })).toEqual([]);
  });

  it("names a field's sort by its key, unless a fixed column has that name", () => {
    expect(fieldSort({ key: "cost" })).toBe("cost");
    expect(fieldSort({ key: "copies" })).toBe("field:copies");
    expect(resolveSort(DEF, "copies")).toEqual({ fixed: "copies" });
    expect(resolveSort(DEF, "field:copies")).toMatchObject({ field: { label: "Printed copies" } });
    // Not a column: a picture, a key the definition lacks.
    expect(resolveSort(DEF, "art")).toBeNull();
    expect(resolveSort(DEF, "power")).toBeNull();
  });

  it("cycles a header: ascending, descending, deck order", () => {
    const a = nextSort(DEFAULT_DECK_QUERY, "cost");
    expect(a).toEqual({ sort: "cost", dir: "asc" });
    const b = nextSort({ ...DEFAULT_DECK_QUERY, ...a }, "cost");
    expect(b).toEqual({ sort: "cost", dir: "desc" });
    expect(nextSort({ ...DEFAULT_DECK_QUERY, ...b }, "cost")).toEqual({ sort: "position", dir: "asc" });
    expect(nextSort({ ...DEFAULT_DECK_QUERY, ...b }, "rarity")).toEqual({ sort: "rarity", dir: "asc" });
  });
});

describe("the deck view in the address bar", () => {
  const roundTrip = (query: DeckQuery) => deckQueryFromParams(DEF, new URLSearchParams(paramsFromDeckQuery(query).toString()));

  it("writes only what is not the default, and reads back the same view", () => {
    expect(paramsFromDeckQuery(DEFAULT_DECK_QUERY).toString()).toBe("");
    const query: DeckQuery = { text: "fire & ice", type: "Spell", findingsOnly: false, sort: "cost", dir: "desc" };
    expect(paramsFromDeckQuery(query).toString()).toBe("q=fire+%26+ice&type=Spell&sort=cost&dir=desc");
    expect(roundTrip(query)).toEqual(query);
    // "Has findings" too.
    expect(paramsFromDeckQuery({ ...query, findingsOnly: true }).toString()).toBe("q=fire+%26+ice&type=Spell&findings=1&sort=cost&dir=desc");
    expect(roundTrip({ ...query, findingsOnly: true })).toEqual({ ...query, findingsOnly: true });
    expect(roundTrip({ ...DEFAULT_DECK_QUERY, sort: "field:copies" })).toEqual({ ...DEFAULT_DECK_QUERY, sort: "field:copies" });
  });

  it("reads unknown types, sorts and directions as the defaults", () => {
    expect(deckQueryFromParams(DEF, new URLSearchParams("type=Ghost&sort=power&dir=sideways&q=x"))).toEqual({ ...DEFAULT_DECK_QUERY, text: "x" });
    expect(deckQueryFromParams(DEF, new URLSearchParams("sort=art"))).toEqual(DEFAULT_DECK_QUERY);
  });
});
