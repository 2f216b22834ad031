/**
 * checkCardFormat (lib/systems/card-format.ts) on Altered's definition: what docs/systems.md
 * calls a format error (refused with its path) and what is the domain (saved; lint).
 */
import { describe, expect, it } from "vitest";
import { checkCardFormat } from "@/lib/systems/card-format";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

function definition(key: string): SystemDefinition {
  const system = findSystem(key);
  if (system === null) throw new Error(`no system ${key}`);
  return system.definition;
}
const altered = definition("altered");
const got = definition("got-cgs");

const character = { name: "Moss Warden", faction: "Muna", rarity: "Common", handCost: 3, reserveCost: 2, forest: 2, mountain: 1, water: 0, version: "ALT-001-C" };

describe("format errors are refused with their path", () => {
  it("an unknown card type names `type` and lists the system's types", () => {
    const result = checkCardFormat(altered, { type: "Landmark", fields: {} });
    expect(result).toEqual({ ok: false, issues: [{ path: "type", message: expect.stringContaining('"Character", "Hero", "Permanent", "Spell"') as string }] });
  });

  it("a field the card type does not have (a Hero has no handCost) names the field", () => {
    const result = checkCardFormat(altered, { type: "Hero", fields: { name: "Sierra", handCost: 2 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(["fields.handCost"]);
  });

  it("a misspelt field is unknown", () => {
    const result = checkCardFormat(altered, { type: "Spell", fields: { nmae: "Gust" } });
    expect(!result.ok && result.issues[0]?.path).toBe("fields.nmae");
  });

  it("text where an int belongs, a fraction for an int, a number for text, a string for a bool", () => {
    const result = checkCardFormat(altered, { type: "Character", fields: { ...character, handCost: "3", reserveCost: 1.5, name: 7 } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual([
        { path: "fields.name", message: "must be a text (in quotes), not the number 7" },
        { path: "fields.handCost", message: 'must be a whole number, not the text "3"' },
        { path: "fields.reserveCost", message: "must be a whole number, not the fraction 1.5" },
      ]);
    }
  });

  it("fields that are not an object", () => {
    expect(checkCardFormat(altered, { type: "Spell", fields: ["Gust"] })).toEqual({ ok: false, issues: [{ path: "fields", message: "must be an object of field values, not a list" }] });
  });

  it("GOT CGS: orientation is a gold card's field, not a silver card's", () => {
    const result = checkCardFormat(got, { type: "silver", fields: { directive: "", attributes: "", lore: "", orientation: "portrait" } });
    expect(!result.ok && result.issues[0]?.path).toBe("fields.orientation");
    expect(checkCardFormat(got, { type: "gold", fields: { directive: "", attributes: "", lore: "", orientation: "portrait" } }).ok).toBe(true);
  });
});

describe("the domain is not a format error: the card saves and lint reports it", () => {
  it("an int out of its range, an enum value not listed, an empty required name, a bad version code", () => {
    const result = checkCardFormat(altered, { type: "Character", fields: { ...character, handCost: 99, faction: "Pirates", name: "", version: "nope" } });
    expect(result.ok).toBe(true);
  });

  it("an absent int field is empty; null is not a value for it (a format error at its key)", () => {
    expect(checkCardFormat(altered, { type: "Character", fields: { name: "X" } }).ok).toBe(true);
    expect(checkCardFormat(altered, { type: "Character", fields: { name: "X", handCost: null } })).toEqual({
      ok: false,
      issues: [{ path: "fields.handCost", message: expect.stringMatching(/^must be a whole number, not null/) }],
    });
  });
});

describe("normalisation", () => {
  it("puts fields in the card type's order and keeps absent ones absent", () => {
    const result = checkCardFormat(altered, { type: "Character", fields: { version: "ALT-001-C", name: "Moss Warden", handCost: 3 } });
    expect(result.ok && Object.keys(result.fields)).toEqual(["name", "handCost", "version"]);
  });

  it("stores an enum alias as its value", () => {
    const withAlias: SystemDefinition = {
      ...altered,
      fields: altered.fields.map((f) => (f.key === "faction" && f.type.kind === "enum" ? { ...f, type: { ...f.type, aliases: { AX: "Axiom" } } } : f)),
    };
    const result = checkCardFormat(withAlias, { type: "Spell", fields: { name: "Gust", faction: "AX" } });
    expect(result).toEqual({ ok: true, fields: { name: "Gust", faction: "Axiom" } });
  });
});
