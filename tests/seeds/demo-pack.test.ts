import { describe, expect, it } from "vitest";
import { COMPETITIVE, ROLEPLAYS } from "@/lib/systems/got-cgs/attributes/catalogue";
import { parsePack } from "@/lib/packs/schema";
import { serializePack } from "@/lib/packs/serialize";
import {
  designFindings,
  eraCostProblems,
  missingRoleplays,
  numberClashes,
  shouldRules,
  textTooLong,
  uncoverableAdventures,
  unfulfillableConditions,
  unusedFeatures,
} from "./checks";
import { decksOf, DEMO_PACK_PATH, isAdventure, isSupport, loadPack, physical } from "./deck";

const { text, doc } = loadPack(DEMO_PACK_PATH);
const decks = decksOf(doc);

describe("the Tidebound demo pack file", () => {
  it("is a valid greenhouse.pack/1 document", () => {
    expect(parsePack(JSON.parse(text)).ok).toBe(true);
  });

  it("is stored in canonical form (serializePack round trip is byte-identical)", () => {
    expect(serializePack(doc)).toBe(text);
  });

  it("stays a reasonable size for import and export (< 3 MB)", () => {
    expect(Buffer.byteLength(text)).toBeLessThan(3 * 1024 * 1024);
  });
});

describe("the Tidebound demo pack content", () => {
  it("has two eras, each with 12+ adventures covering every roleplay and 60+ support cards", () => {
    expect(decks.map((d) => d.era)).toEqual(["The Fog Years", "The Beacon Years"]);
    for (const deck of decks) {
      expect(deck.cards.filter(isAdventure).length, deck.era).toBeGreaterThanOrEqual(12);
      expect(physical(deck.cards.filter(isSupport)), deck.era).toBeGreaterThanOrEqual(60);
      expect(missingRoleplays(deck), deck.era).toEqual([]);
      expect(new Set(deck.cards.filter(isAdventure).map((c) => c.model.roleplay))).toEqual(new Set(ROLEPLAYS));
    }
  });

  it("is written for 2 players of 2 affiliations, with time limits, level, components and goals", () => {
    const i = doc.pack.instructions;
    expect(i.players).toBe(2);
    expect(i.affiliations).toEqual(["Lamplighters", "Wreckers"]);
    for (const key of ["turnTimeLimitMinutes", "opsAnalysisTimeLimitMinutes", "playerLevel", "gameComponents", "goals", "sessionPlayDurationMinutes"] as const) {
      expect(i[key], key).toBeDefined();
    }
    const used = new Set(decks.flatMap((d) => d.cards.map((c) => c.model.affiliation)));
    expect(used).toEqual(new Set([null, "Lamplighters", "Wreckers"]));
  });

  it("has one gold card per affiliation, one portrait and one landscape, each with its own picture", () => {
    const gold = decks.flatMap((d) => d.cards).filter((c) => c.card.format === "gold");
    expect(gold.map((c) => c.model.affiliation).sort()).toEqual(["Lamplighters", "Wreckers"]);
    expect(gold.map((c) => c.card.orientation).sort()).toEqual(["landscape", "portrait"]);
    for (const c of gold) expect(c.card.image).toMatch(/^data:image\/png;base64,/);
  });

  it("uses every predefined attribute and category, the built-in aliases, its own aliases and both layouts", () => {
    expect(unusedFeatures(doc)).toEqual([]);
  });

  it("gives every competitive adventure's costs to at least 2 similar supports, and lets two players cover it at once", () => {
    const competitive = decks.flatMap((d) => d.cards).filter((c) => COMPETITIVE.has(c.model.roleplay ?? ""));
    expect(competitive.length).toBeGreaterThanOrEqual(8);
    for (const deck of decks) expect(uncoverableAdventures(deck), deck.era).toEqual([]);
  });

  it("has no condition that no card can fulfil", () => {
    for (const deck of decks) expect(unfulfillableConditions(deck), deck.era).toEqual([]);
  });

  it("pays its era costs: each adventure brings at least the era costs of the supports that cover it", () => {
    for (const deck of decks) expect(eraCostProblems(deck), deck.era).toEqual([]);
  });

  it("follows the rulebook's should-rules (StockHolding has EraResources, Cooperation has CommonBuildsite)", () => {
    for (const deck of decks) expect(shouldRules(deck), deck.era).toEqual([]);
  });

  it("keeps directive, lore and attributes short enough to print on a 63 x 88 mm card", () => {
    for (const deck of decks) expect(textTooLong(deck), deck.era).toEqual([]);
  });

  it("gives different cards different identification numbers across both eras (MultiEra adventures carry over)", () => {
    expect(numberClashes(doc)).toEqual([]);
  });

  it("passes every design check at once", () => {
    expect(designFindings(doc)).toEqual([]);
  });
});
