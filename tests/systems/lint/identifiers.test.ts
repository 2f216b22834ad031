/**
 * identifier-twice (lib/systems/lint/identifiers.ts): an identifier names one entry of a deck.
 * Every data system is told when two entries share one (the card editor's Duplicate keeps the
 * identifier until the designer renames the copy), at the Identifier field of both cards; GOT
 * CGS is not told twice, since its own duplicate-identifier (CGS-210) checks the whole pack.
 */
import { describe, expect, it } from "vitest";
import { cardFindings } from "@/components/system-cards/card-findings";
import { checkIdentifiers, IDENTIFIER_TWICE } from "@/lib/systems/lint/identifiers";
import { lintPack } from "@/lib/systems/lint/pack";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { SystemCard } from "@/lib/systems/types";

const altered = findSystem("altered")!;
const gotCgs = findSystem(DEFAULT_SYSTEM)!;
const card = (identifier: string, copies = 1): SystemCard => ({ identifier, copies, type: "Character", fields: {} });

describe("identifier-twice", () => {
  it("finds each entry after the first with the same identifier, and nothing for copies of one entry", () => {
    expect(checkIdentifiers("Main", [card("A", 3), card("B")])).toEqual([]);
    const twice = checkIdentifiers("Main", [card("A"), card("B"), card("A")]);
    expect(twice).toEqual([{ code: IDENTIFIER_TWICE, severity: "error", identifier: "A", field: "$identifier", deck: "Main", message: expect.stringContaining("A is listed twice in this deck") }]);
    expect(checkIdentifiers("Main", [card("A"), card("A"), card("A")]).map((f) => f.message)).toEqual([expect.stringContaining("3 times"), expect.stringContaining("3 times")]);
  });

  it("is a deck's check: the same identifier in two decks of a pack is not one", () => {
    const { findings } = lintPack(altered, { decks: [{ name: "Main", cards: [card("A")] }, { name: "Side", cards: [card("A")] }] });
    expect(findings.filter((f) => f.code === IDENTIFIER_TWICE)).toEqual([]);
    const inOne = lintPack(altered, { decks: [{ name: "Main", cards: [card("A"), card("A")] }] }).findings.filter((f) => f.code === IDENTIFIER_TWICE);
    expect(inOne).toEqual([expect.objectContaining({ deck: "Main", identifier: "A", field: "$identifier", source: "rules" })]);
  });

  it("shows in the card form on both cards, at the identifier", () => {
    const others = [card("A"), card("B")];
    const own = cardFindings(altered.definition, "Main", card("A"), others).filter((f) => f.code === IDENTIFIER_TWICE);
    expect(own).toEqual([expect.objectContaining({ identifier: "A", field: "$identifier" })]);
    expect(cardFindings(altered.definition, "Main", card("C"), others).filter((f) => f.code === IDENTIFIER_TWICE)).toEqual([]);
  });

  it("leaves GOT CGS to its own check (its pack findings say they check identifiers)", () => {
    expect(gotCgs.packFindings?.checksIdentifiers).toBe(true);
    const { findings } = lintPack(gotCgs, { decks: [{ name: "Era", cards: [{ identifier: "G1", copies: 1, type: "silver", fields: {} }, { identifier: "G1", copies: 1, type: "silver", fields: {} }] }] });
    expect(findings.filter((f) => f.code === IDENTIFIER_TWICE)).toEqual([]);
  });
});
