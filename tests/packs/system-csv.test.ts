/**
 * CSV mapping of a data system (lib/packs/system-csv.ts): targets from the definition, cells read
 * by their field's type (docs/systems.md: a wrong JSON type is a format error, a value
 * outside its domain is lint), enum aliases stored as their value.
 */
import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/packs/csv";
import { mapSystemCsv, suggestSystemMapping, systemCsvTargets, systemMappingIssues } from "@/lib/packs/system-csv";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

const altered = findSystem("altered")?.definition as SystemDefinition;

/** A tiny system with an alias, a bool and a picture, to check what Altered lacks. */
const tiny: SystemDefinition = {
  key: "tiny",
  name: "Tiny",
  description: "test",
  deckNoun: "deck",
  fields: [
    { key: "name", label: "Name", type: { kind: "text" } },
    { key: "faction", label: "Faction", type: { kind: "enum", values: ["Earthlings", "Martians"], aliases: { UPA: "Earthlings" } } },
    { key: "flying", label: "Flying", type: { kind: "bool" } },
    { key: "art", label: "Art", type: { kind: "image" } },
  ],
  cardTypes: [{ key: "unit", label: "Unit", fields: ["name", "faction", "flying", "art"], face: "f" }],
  faces: [{ key: "f", widthMm: 63, heightMm: 88, orientation: "portrait", regions: [] }],
  backs: { by: "one" },
  cardRules: [],
  deckRules: [],
};

const map = (def: SystemDefinition, text: string, mapping?: Record<string, string>) => {
  const table = parseCsv(text);
  return mapSystemCsv(def, table, mapping ?? suggestSystemMapping(def, table.columns));
};

describe("data-system CSV targets come from the definition", () => {
  it("offers identifier, copies, the card type and every field but pictures", () => {
    expect(systemCsvTargets(tiny).map((t) => t.value)).toEqual(["identifier", "copies", "type", "field:name", "field:faction", "field:flying", "ignore"]);
  });

  it("suggests fields by key or label, ignoring case and spaces, and ignores the rest", () => {
    expect(suggestSystemMapping(altered, ["ID", "Type", "Name", "Hand cost", "reserve_cost", "Notes", "name"])).toEqual({
      ID: "identifier",
      Type: "type",
      Name: "field:name",
      "Hand cost": "field:handCost",
      reserve_cost: "field:reserveCost",
      Notes: "ignore",
      name: "ignore",
    });
  });

  it("reports an unknown target, a field filled twice and a missing type column", () => {
    const issues = systemMappingIssues(altered, ["id", "a", "b"], { id: "identifier", a: "field:name", b: "field:name" });
    expect(issues).toEqual([
      { path: "mapping.b", message: expect.stringContaining('"a" already fills field:name') },
      { path: "mapping", message: expect.stringContaining("card type") },
    ]);
    expect(systemMappingIssues(altered, ["id", "t"], { id: "identifier", t: "field:lore" })[0]).toMatchObject({ path: "mapping.t", message: expect.stringContaining("unknown target") });
  });
});

describe("data-system CSV rows", () => {
  it("Altered: a number column fills an int field; empty cells take the default", () => {
    const [row] = map(altered, "id,type,name,hand cost,reserve cost,forest,mountain,water,rarity,faction\nA-1,Character,Tide,3,2,1,0,2,rare,lyra\n");
    expect(row).toMatchObject({ line: 2, issues: [] });
    expect(row?.card).toEqual({
      identifier: "A-1",
      copies: 1,
      type: "Character",
      fields: { name: "Tide", faction: "Lyra", rarity: "Rare", handCost: 3, reserveCost: 2, forest: 1, mountain: 0, water: 2 },
    });
  });

  it("Altered: a wrong type in a cell is a problem named by row and column; out-of-domain values are left to lint", () => {
    const rows = map(altered, "id,type,name,hand cost\nA-1,Spell,Gust,two\nA-2,Spell,Gale,40\nA-3,Dragon,X,1\n");
    expect(rows[0]).toMatchObject({ line: 2, identifier: "A-1", card: null, issues: [{ path: "hand cost", message: expect.stringContaining('"two" is not a whole number') }] });
    expect(rows[1]?.card?.fields).toEqual({ name: "Gale", handCost: 40 });
    expect(rows[2]).toMatchObject({ line: 4, card: null, issues: [{ path: "type", message: expect.stringContaining('unknown card type "Dragon"') }] });
  });

  it("Altered: a field the row's card type does not have is a format problem on its column", () => {
    const [row] = map(altered, "id,type,name,rarity\nH-1,Hero,Sierra,Rare\n");
    expect(row).toMatchObject({ card: null, issues: [{ path: "rarity", message: expect.stringContaining('unknown field "rarity" for a Hero card') }] });
  });

  it("enum aliases apply and bool cells read yes/no; a one-type system needs no type column", () => {
    const rows = map(tiny, "id,name,faction,flying,copies\nT-1,Probe,upa,yes,2\nT-2,Rover,Martians,maybe,1\n");
    expect(rows[0]?.card).toEqual({ identifier: "T-1", copies: 2, type: "unit", fields: { name: "Probe", faction: "Earthlings", flying: true } });
    expect(rows[1]).toMatchObject({ card: null, issues: [{ path: "flying", message: expect.stringContaining('"maybe" is not yes or no') }] });
  });

  it("an empty identifier and bad copies are problems of the row", () => {
    const [row] = map(tiny, "id,name,copies\n,Probe,lots\n");
    expect(row?.issues.map((i) => i.path)).toEqual(["copies", "id"]);
  });
});
