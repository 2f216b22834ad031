/**
 * Altered's data rules on a whole legal deck (lib/systems/data/altered.json): the legal deck is
 * silent, and each rule, named after its code and the rules sentence, reports one mistake.
 */
import { describe, expect, it } from "vitest";
import { lintCard, lintDeck, lintPack } from "@/lib/systems/lint";
import { findSystem } from "@/lib/systems/registry";
import type { CardFields, SystemCard, SystemFinding } from "@/lib/systems/types";

const altered = findSystem("altered")!;

function character(identifier: string, copies: number, fields: CardFields = {}): SystemCard {
  const base = { name: `Scout ${identifier}`, faction: "Axiom", rarity: "Common", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1 };
  return { identifier, copies, type: "Character", fields: { ...base, version: `BTG-0${identifier.slice(1).padStart(2, "0")}-C`, ...fields } };
}

const HERO: SystemCard = { identifier: "H1", copies: 1, type: "Hero", fields: { name: "Sierra", faction: "Axiom", version: "BTG-001-C" } };

/** One Hero and 39 other cards of its faction: 13 names x 3 copies, 4 of them Rare (12 copies), one Unique. */
function legalDeck(): SystemCard[] {
  const cards = [HERO];
  for (let i = 2; i <= 13; i++) cards.push(character(`C${i}`, 3, i <= 5 ? { rarity: "Rare", version: `BTG-0${String(i).padStart(2, "0")}-R` } : {}));
  cards.push(character("C14", 1, { rarity: "Unique", version: "BTG-014-U-0001" }));
  cards.push(character("C15", 2));
  return cards;
}

function codes(findings: readonly SystemFinding[]): string[] {
  return findings.map((f) => f.code);
}

function withCard(deck: SystemCard[], identifier: string, change: (c: SystemCard) => SystemCard): SystemCard[] {
  return deck.map((c) => (c.identifier === identifier ? change(c) : c));
}

function setFields(fields: CardFields): (c: SystemCard) => SystemCard {
  return (c) => ({ ...c, fields: { ...c.fields, ...fields } });
}

describe("Altered lint on a whole deck", () => {
  it("a legal deck (1 Hero + 39 cards of its faction) has no finding at all", () => {
    const deck = legalDeck();
    expect(deck.filter((c) => c.type !== "Hero").reduce((n, c) => n + c.copies, 0)).toBe(39);
    expect(lintPack(altered, [{ name: "Axiom", cards: deck }])).toEqual([]);
  });

  it("ALT-version-rarity (Altered rules 2.2.5.d: the single letter is the rarity) reports a Rare card versioned C, on its version", () => {
    const card = character("C2", 1, { rarity: "Rare", version: "BTG-002-C" });
    expect(lintCard(altered, card)).toEqual([expect.objectContaining({ code: "ALT-version-rarity", identifier: "C2", field: "version" })]);
  });
  it("ALT-version-rarity (Altered rules 2.2.5.d) is silent for F (faction-shifted) on a Rare card", () => {
    expect(lintCard(altered, character("C2", 1, { rarity: "Rare", version: "BTG-002-F" }))).toEqual([]);
  });

  it("ALT-unique-suffix (Altered rules 2.2.5.e: unique cards have four extra numbers) reports a Unique version without them and a Common with them", () => {
    expect(codes(lintCard(altered, character("C2", 1, { rarity: "Unique", version: "BTG-002-U" })))).toEqual(["ALT-unique-suffix"]);
    expect(codes(lintCard(altered, character("C2", 1, { version: "BTG-002-C-0001" })))).toEqual(["ALT-unique-suffix"]);
  });
  it("ALT-unique-suffix (Altered rules 2.2.5.e) is silent for BTG-002-U-0042", () => {
    expect(lintCard(altered, character("C2", 1, { rarity: "Unique", version: "BTG-002-U-0042" }))).toEqual([]);
  });

  it("ALT-character-subtypes (Altered rules 2.2.2.d: the list of character sub-types) warns about an unlisted subtype", () => {
    expect(lintCard(altered, character("C2", 1, { subtypes: "Adventurer Pirate" }))).toEqual([
      expect.objectContaining({ code: "ALT-character-subtypes", severity: "warning", field: "subtypes" }),
    ]);
  });
  it("ALT-character-subtypes (Altered rules 2.2.2.d) is silent for listed subtypes, space or comma separated", () => {
    expect(lintCard(altered, character("C2", 1, { subtypes: "Adventurer Soldier" }))).toEqual([]);
    expect(lintCard(altered, character("C2", 1, { subtypes: "Adventurer, Soldier" }))).toEqual([]);
  });

  it("ALT-permanent-subtypes (Altered rules 2.2.2.e: the list of permanent sub-types is Landmark) and ALT-spell-subtypes (2.2.2.g) warn about others", () => {
    const permanent: SystemCard = { identifier: "P1", copies: 1, type: "Permanent", fields: { name: "Tower", faction: "Axiom", rarity: "Common", handCost: 1, reserveCost: 1, version: "BTG-050-C", subtypes: "Building" } };
    const spell: SystemCard = { identifier: "S1", copies: 1, type: "Spell", fields: { name: "Hymn", faction: "Axiom", rarity: "Common", handCost: 1, reserveCost: 1, version: "BTG-051-C", subtypes: "Song, Curse" } };
    expect(codes(lintCard(altered, permanent))).toEqual(["ALT-permanent-subtypes"]);
    expect(codes(lintCard(altered, spell))).toEqual(["ALT-spell-subtypes"]);
  });
  it("ALT-permanent-subtypes (Altered rules 2.2.2.e) and ALT-spell-subtypes (2.2.2.g) are silent for Landmark and Boon, Song", () => {
    const permanent: SystemCard = { identifier: "P1", copies: 1, type: "Permanent", fields: { name: "Tower", faction: "Axiom", rarity: "Common", handCost: 1, reserveCost: 1, version: "BTG-050-C", subtypes: "Landmark" } };
    const spell: SystemCard = { identifier: "S1", copies: 1, type: "Spell", fields: { name: "Hymn", faction: "Axiom", rarity: "Common", handCost: 1, reserveCost: 1, version: "BTG-051-C", subtypes: "Boon, Song" } };
    expect(lintCard(altered, permanent)).toEqual([]);
    expect(lintCard(altered, spell)).toEqual([]);
  });

  it("ALT-deck-one-hero (Altered deck building: exactly one Hero) reports a deck with two Heroes, with the count", () => {
    const deck = [...legalDeck(), { ...HERO, identifier: "H2" }];
    const findings = lintDeck(altered, "Axiom", deck).filter((f) => f.code === "ALT-deck-one-hero");
    expect(findings).toEqual([expect.objectContaining({ deck: "Axiom", message: "A deck has exactly one Hero; this one has 2." })]);
  });
  it("ALT-deck-one-hero (Altered deck building) is silent with one Hero", () => {
    expect(codes(lintDeck(altered, "Axiom", legalDeck()))).not.toContain("ALT-deck-one-hero");
  });

  it("ALT-deck-hero-faction (Altered deck building: every card of the Hero's faction) reports the off-faction card with the Hero's faction", () => {
    const deck = withCard(legalDeck(), "C7", setFields({ faction: "Lyra" }));
    expect(lintDeck(altered, "Axiom", deck)).toEqual([
      expect.objectContaining({ code: "ALT-deck-hero-faction", identifier: "C7", field: "faction", message: expect.stringContaining("(Axiom)") }),
    ]);
  });
  it("ALT-deck-hero-faction (Altered deck building) is silent when every card is of the Hero's faction", () => {
    expect(codes(lintDeck(altered, "Axiom", legalDeck()))).not.toContain("ALT-deck-hero-faction");
  });

  it("ALT-deck-three-copies (Altered deck building: at most 3 copies of one name) counts copies across cards of one name", () => {
    const deck = withCard(legalDeck(), "C15", setFields({ name: "Scout C6" }));
    const findings = lintDeck(altered, "Axiom", deck);
    expect(findings.map((f) => [f.code, f.identifier])).toEqual([
      ["ALT-deck-three-copies", "C6"],
      ["ALT-deck-three-copies", "C15"],
    ]);
    expect(findings[0]?.message).toBe('At most 3 copies of one name in a deck; "Scout C6" has 5.');
  });
  it("ALT-deck-three-copies (Altered deck building) is silent at 3 copies", () => {
    expect(codes(lintDeck(altered, "Axiom", legalDeck()))).not.toContain("ALT-deck-three-copies");
  });

  it("ALT-deck-rare-limit (Altered deck building: at most 15 Rare cards) reports 16 Rare copies", () => {
    const deck = withCard(legalDeck(), "C6", setFields({ rarity: "Rare", version: "BTG-006-R" }));
    const deck16 = withCard(deck, "C15", (c) => ({ ...c, copies: 2, fields: { ...c.fields, rarity: "Rare", version: "BTG-015-R" } }));
    expect(codes(lintDeck(altered, "Axiom", deck16))).toEqual(["ALT-deck-rare-limit"]);
  });
  it("ALT-deck-rare-limit (Altered deck building) is silent at 15", () => {
    const deck = withCard(legalDeck(), "C6", setFields({ rarity: "Rare", version: "BTG-006-R" }));
    expect(codes(lintDeck(altered, "Axiom", deck))).toEqual([]);
  });

  it("ALT-deck-unique-limit (Altered deck building: at most 3 Unique cards) reports 4 Unique cards", () => {
    let deck = legalDeck();
    for (const [id, n] of [["C10", 1], ["C11", 2], ["C12", 3]] as const) {
      deck = withCard(deck, id, (c) => ({ ...c, copies: 1, fields: { ...c.fields, rarity: "Unique", version: `BTG-01${n}-U-000${n}` } }));
    }
    deck = [...deck, character("C16", 3), character("C17", 3)];
    expect(codes(lintDeck(altered, "Axiom", deck))).toEqual(["ALT-deck-unique-limit"]);
  });
  it("ALT-deck-unique-limit (Altered deck building) is silent with one Unique card", () => {
    expect(codes(lintDeck(altered, "Axiom", legalDeck()))).not.toContain("ALT-deck-unique-limit");
  });

  it("ALT-deck-size (Altered deck building: at least 39 cards besides the Hero) reports 38, counting copies", () => {
    const deck = withCard(legalDeck(), "C15", (c) => ({ ...c, copies: 1 }));
    expect(lintDeck(altered, "Axiom", deck)).toEqual([
      expect.objectContaining({ code: "ALT-deck-size", message: "A deck has at least 39 cards besides its Hero; this one has 38." }),
    ]);
  });
  it("ALT-deck-size (Altered deck building) is silent at 39", () => {
    expect(codes(lintDeck(altered, "Axiom", legalDeck()))).not.toContain("ALT-deck-size");
  });

  it("ALT-unique-version (Altered rules 2.2.5.f: each unique card has a different version number) reports both cards sharing one", () => {
    const deck = [...legalDeck(), character("C16", 1, { rarity: "Unique", version: "BTG-014-U-0001" })];
    const findings = lintDeck(altered, "Axiom", deck).filter((f) => f.code === "ALT-unique-version");
    expect(findings.map((f) => f.identifier)).toEqual(["C14", "C16"]);
  });
  it("ALT-unique-version (Altered rules 2.2.5.f) is silent for different numbers", () => {
    const deck = [...legalDeck(), character("C16", 1, { rarity: "Unique", version: "BTG-014-U-0002" })];
    expect(codes(lintDeck(altered, "Axiom", deck))).not.toContain("ALT-unique-version");
  });

  it("domain findings on Altered cards: a cost of 21, an unknown faction, an empty name, a bad version, a rarity on a Hero", () => {
    const card = character("C2", 1, { handCost: 21, faction: "Axiome", name: "", version: "BTG-2-C" });
    expect(lintCard(altered, card).map((f) => [f.code, f.field])).toEqual([
      ["field-required", "name"],
      ["field-enum", "faction"],
      ["field-range", "handCost"],
      ["field-pattern", "version"],
    ]);
    expect(lintCard(altered, { ...HERO, fields: { ...HERO.fields, rarity: "Rare" } }).map((f) => [f.code, f.field])).toEqual([["field-unknown", "rarity"]]);
  });
});
