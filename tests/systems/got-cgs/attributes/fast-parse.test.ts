/**
 * fast-parse.ts (the one-pass parse of clean texts) against the full pipeline it stands in for
 * (analyze.ts `parseFull`: scan.ts, Chevrotain's parser, build-ast.ts). For every text:
 * - the fast path answers exactly when the full pipeline reports nothing (so no clean text
 *   misses the fast path and no broken text takes it), and
 * - when it answers, its AST (positions included) and its diagnostics are the full pipeline's,
 *   compared as values and as JSON (the same keys in the same order).
 * Texts: every card of the demo packs in seeds/ (with each pack's aliases), the rulebook's cards,
 * the generated 250-card deck, and seeded random texts: grammar-made cards in both layouts,
 * demo cards with random edits (most of them broken), texts of the characters where the rules are
 * subtle, and arbitrary strings.
 */
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, parseFull, parseUncached } from "@/lib/systems/got-cgs/attributes/analyze";
import { parseClean } from "@/lib/systems/got-cgs/attributes/fast-parse";
import { nameTable, type NameTable } from "@/lib/systems/got-cgs/attributes/names";
import { RULEBOOK_CARDS } from "@/lib/systems/got-cgs/attributes/rulebook-examples";
import { parsePackJson } from "@/lib/packs/schema";
import { SEEDS_DIR } from "../../../seeds/deck";
import { cardArbitrary, editedCardArbitrary, render } from "./arbitraries";
import { deck250 } from "./fixtures/deck-250";

interface Card {
  readonly where: string;
  readonly text: string;
  readonly names: NameTable;
}

function demoCards(): Card[] {
  const cards: Card[] = [];
  for (const file of readdirSync(SEEDS_DIR).filter((f) => f.endsWith(".pack.json"))) {
    const parsed = parsePackJson(readFileSync(join(SEEDS_DIR, file), "utf8"));
    if (!parsed.ok || !("eras" in parsed.value)) continue; // packs of other systems have no attribute text
    const names = nameTable(parsed.value.pack.aliases);
    for (const era of parsed.value.eras) for (const card of era.cards) cards.push({ where: `${file} ${era.name} ${card.identifier}`, text: card.attributes, names });
  }
  return cards;
}

const PLAIN = nameTable(undefined);
const ALIASED = nameTable({ Ren: "Renown", Sal: "Salvage", SFR: "StarshipFlyRange", Gizmos: "AdventureResources" });

/** The property: the fast path answers exactly for clean texts, and then answers what the full pipeline does. Returns whether it answered. */
function agrees(text: string, names: NameTable, where = JSON.stringify(text)): boolean {
  const full = parseFull(text, names);
  const fast = parseClean(text, names);
  expect(fast === null, `${where}: fast path ${fast === null ? "gave up on a clean text" : "answered a text with diagnostics"}`).toBe(full.diagnostics.length > 0);
  if (fast === null) return false;
  expect(fast, where).toStrictEqual(full);
  expect(JSON.stringify(fast), where).toBe(JSON.stringify(full));
  return true;
}

/** Runs `agrees` over `runs` seeded random texts; returns how many took the fast path. */
function property(arbitrary: fc.Arbitrary<string>, runs: number, seed: number, names: NameTable = PLAIN): number {
  let fast = 0;
  fc.assert(
    fc.property(arbitrary, (text) => {
      if (agrees(text, names)) fast++;
    }),
    { numRuns: runs, seed },
  );
  return fast;
}

const BASES = [...RULEBOOK_CARDS.map((c) => c.attributes), ...demoCards().map((c) => c.text)];

const PIECES = [
  "\r\n", "\r", "\n", " ", "  ", "\t", "\u00a0", "\u200b", "\ufeff", "\u2028",
  "Type", "Roleplay", "EraCosts", "AR", "ACC", "Feats", "PlayIfBuildsite", "Gizmos", "Sway", "Rolplay", "x", "Z9",
  "9", "007", "9007199254740993", "-", "-1", "1,5", "1.5", "1.", ",", ".", "/", ";", "$",
  '"', '"a b"', '"open', "\u201c", "\u201csmart\u201d", "\u00ab", "=", "<", ">", ">=", "<=", "==", "=>", "=<", "\u2265", "é",
];

describe("fast-parse.ts parses clean texts as the full pipeline does", () => {
  it("on every card of the demo packs (each with its pack's aliases), all through the fast path", () => {
    const cards = demoCards();
    expect(cards.length).toBeGreaterThan(100);
    for (const card of cards) expect(agrees(card.text, card.names, card.where), `${card.where} is clean`).toBe(true);
  });

  it("on the rulebook's cards and the generated 250-card deck", () => {
    for (const card of RULEBOOK_CARDS) agrees(card.attributes, PLAIN, card.id);
    const doc = deck250();
    const names = nameTable(doc.pack.aliases);
    for (const card of doc.eras[0]?.cards ?? []) expect(agrees(card.attributes, names, card.identifier)).toBe(true);
  });

  it("on small texts that sit at each reason to give up", () => {
    const clean = ['Type "Support"', "", "   \n\r\n", 'AR StarshipFlyRange 2', 'Type "S" ACC\n  AR . StarshipFlyRange > 1 / 2', 'PlayIfBuildsite Feats.X = "a"/"b"', "Level 007", "Gizmos\n  Sway 1"];
    for (const text of clean) expect(agrees(text, ALIASED), JSON.stringify(text)).toBe(true);
    const broken = ["Type", 'Type "open', "Type \u201cx\u201d", "Type 1.5", "Type -1", "Type 9007199254740993", "Type = 1", "AR. > 2", 'DisableIf1 Subtype = "a"/', "AR.StarshipFlyRange >= 1", '"x"', "$", "Type 1 ,", "Subtype Starship drive", "Type . X 1"];
    for (const text of broken) expect(agrees(text, ALIASED), JSON.stringify(text)).toBe(false);
  });

  it("on grammar-made cards in both layouts (clean but for unknown or misspelt names)", () => {
    const card = fc.tuple(cardArbitrary(), fc.constantFrom("one-line" as const, "indented" as const), fc.integer({ min: 1, max: 4 }));
    const fast = property(card.map(([shape, layout, indent]) => render(shape, { layout, indent })), 2000, 2501);
    property(card.map(([shape, layout, indent]) => render(shape, { layout, indent })), 500, 2502, ALIASED);
    expect(fast, "most grammar-made cards are clean").toBeGreaterThan(1000);
  });

  it("on demo cards with random edits, most of them broken", () => {
    const fast = property(editedCardArbitrary(BASES), 3000, 2503);
    // Both kinds are exercised: edits that keep a card clean, and edits that break it.
    expect(fast).toBeGreaterThan(100);
    expect(fast).toBeLessThan(2900);
  });

  it("on texts made of the tricky pieces", () => {
    property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join("")), 3000, 2504, ALIASED);
  });

  it("on arbitrary strings", () => {
    property(fc.string({ unit: "binary", maxLength: 200 }), 1000, 2505);
  });
});

describe("parseUncached", () => {
  it("gives the full pipeline's result for clean and broken texts alike", () => {
    for (const text of ['Type "Support"\nACC\n  Sway 1', 'Type "Support\nACC Sway 1.5 $']) expect(parseUncached(text, PLAIN)).toStrictEqual(parseFull(text, PLAIN));
  });

  it("keeps analyze from throwing on edited texts", () => {
    fc.assert(
      fc.property(editedCardArbitrary(BASES), (text) => {
        const result = analyze(text, { format: "gold" });
        expect(result.diagnostics.filter((d) => d.code === "internal-error")).toEqual([]);
      }),
      { numRuns: 500, seed: 2506 },
    );
  });
});
