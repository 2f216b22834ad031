/**
 * The two demo systems made as data and shipped with their packs (seeds/ginkgopolis-demo.pack.json,
 * seeds/planetary-demo.pack.json, each carrying its systemDefinition): valid definitions, every
 * rule's examples do what they say, each demo pack is lint-clean and its rules fire on a broken
 * copy; the seed stores both systems with their packs.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseAnyPackJson, serializeAnyPack } from "@/lib/packs/system-pack";
import { closeAllDbs, createDb } from "@/lib/server/db";
import { buildPackDocument } from "@/lib/server/export-pack";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { lintCard, lintDeck, lintPack } from "@/lib/systems/lint";
import type { SystemCard, SystemDefinition } from "@/lib/systems/types";
import { seed } from "@/seeds/seed";

const SEEDS = join(import.meta.dirname, "..", "..", "seeds");
interface DemoFile {
  system: string;
  systemDefinition: SystemDefinition;
  decks: { name: string; cards: SystemCard[] }[];
}
const read = (name: string) => JSON.parse(readFileSync(join(SEEDS, name), "utf8")) as DemoFile;
const DEMOS = [
  ["ginkgopolis-demo.pack.json", "ginkgopolis"],
  ["planetary-demo.pack.json", "planetary-ccg"],
] as const;

describe.each(DEMOS)("%s", (file, key) => {
  const doc = read(file);
  const def = doc.systemDefinition;

  it("carries a valid definition of its system and is canonical (it reads and writes back byte for byte)", () => {
    expect(doc.system).toBe(key);
    expect(checkDefinition(def)).toMatchObject({ ok: true });
    const text = readFileSync(join(SEEDS, file), "utf8");
    const parsed = parseAnyPackJson(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(serializeAnyPack(parsed.value)).toBe(text);
  });

  for (const rule of [...def.cardRules, ...def.deckRules]) {
    it(`${rule.code}: the bad example reports it, the good one does not`, () => {
      const bad = rule.kind === "card" ? lintCard(def, rule.examples.bad) : lintDeck(def, "example", rule.examples.bad.cards);
      const good = rule.kind === "card" ? lintCard(def, rule.examples.good) : lintDeck(def, "example", rule.examples.good.cards);
      expect(bad.map((f) => f.code)).toContain(rule.code);
      expect(good.map((f) => f.code)).not.toContain(rule.code);
    });
  }

  it("its demo pack is lint-clean", () => {
    expect(lintPack(def, doc.decks)).toEqual([]);
  });
});

describe("the Ginkgopolis demo", () => {
  const doc = read("ginkgopolis-demo.pack.json");
  const def = doc.systemDefinition;
  it("has 60 buildings (three colours, 1-20 each), urbanization A-L and six characters", () => {
    const [buildings, urbanization, characters] = doc.decks;
    expect(buildings?.cards).toHaveLength(60);
    expect(new Set(buildings?.cards.map((c) => `${String(c.fields.colour)}-${String(c.fields.number)}`)).size).toBe(60);
    expect(urbanization?.cards.map((c) => c.fields.letter).join("")).toBe("ABCDEFGHIJKL");
    expect(characters?.cards).toHaveLength(6);
  });
  it("a colour and a number twice, a 21 and a letter M are found", () => {
    const buildings = doc.decks[0]?.cards ?? [];
    const twice = [...buildings, { identifier: "Y-05b", copies: 1, type: "building", fields: { colour: "yellow", number: 5 } }];
    expect(lintDeck(def, "Buildings", twice).filter((f) => f.code === "GNK-building-once").map((f) => f.identifier)).toEqual(["Y-05", "Y-05b"]);
    expect(lintCard(def, { identifier: "R-21", copies: 1, type: "building", fields: { colour: "red", number: 21 } }).map((f) => f.code)).toEqual(["field-range"]);
    expect(lintCard(def, { identifier: "U-M", copies: 1, type: "urbanization", fields: { letter: "M" } }).map((f) => f.code)).toEqual(["field-enum"]);
  });
});

describe("the Planetary CCG demo", () => {
  const doc = read("planetary-demo.pack.json");
  const def = doc.systemDefinition;
  const deck = doc.decks[0]?.cards ?? [];
  const planet: SystemCard = { identifier: "PL-09", copies: 1, type: "planet", fields: { name: "Nix", minP: 1, minR: 1, maxP: 4, maxR: 4 } };
  it("2 planets and 40 other cards: 20 plus 10 per planet; a third planet needs 10 more cards", () => {
    expect(deck.filter((c) => c.type === "planet")).toHaveLength(2);
    const third = lintDeck(def, "First Fleet", [...deck, planet]).map((f) => f.message);
    expect(third).toEqual(["The deck has 40 cards besides its planets; with its planets it must have 50 (20 plus 10 per planet)."]);
    const five = lintDeck(def, "First Fleet", [...deck, { ...planet, copies: 3 }]).map((f) => f.code);
    expect(five).toEqual(["PCG-planets", "PCG-deck-size"]);
  });
  it("keywords have their shape (Transport(x), Stealth, ...); a misspelt one is found with the shape in words", () => {
    const ship = { identifier: "SH-09", copies: 1, type: "ship", fields: { name: "Barge", attack: 1, defense: 1, maxR: 2, keywords: "Transport 2" } };
    const found = lintCard(def, ship);
    expect(found.map((f) => f.code)).toEqual(["field-pattern"]);
    expect(found[0]?.message).toContain("Transport(2)");
  });
});

describe("seeding a new database", () => {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-demo-systems-"));
  afterAll(async () => {
    await closeAllDbs();
    rmSync(dir, { recursive: true, force: true });
  });
  it("stores both demo systems with their packs, and the packs export as their files", async () => {
    const file = join(dir, "seed.db");
    const result = await seed(file, SEEDS);
    expect(result.packs).toEqual(expect.arrayContaining(["Ginkgopolis", "First Fleet"]));
    const db = createDb(file);
    try {
      expect((await db.system.findMany({ orderBy: { key: "asc" } })).map((s) => [s.key, s.revision])).toEqual([
        ["ginkgopolis", 1],
        ["planetary-ccg", 1],
      ]);
      for (const [name, fileName] of [
        ["Ginkgopolis", "ginkgopolis-demo.pack.json"],
        ["First Fleet", "planetary-demo.pack.json"],
      ] as const) {
        const pack = await db.pack.findFirstOrThrow({ where: { name } });
        expect(serializeAnyPack(await buildPackDocument(pack.id, { db }))).toBe(readFileSync(join(SEEDS, fileName), "utf8"));
      }
    } finally {
      await db.$disconnect();
    }
  });
});
