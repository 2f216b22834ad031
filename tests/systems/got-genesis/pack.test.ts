/**
 * Genesis packs through the server verbs (as tests/server/altered-pack.test.ts does for Altered):
 * the demo pack seeds, lints clean and exports byte-identical; a pack file round-trips with its
 * own abilities (`pack.customAbilities`); a wrong JSON type is refused with its path and nothing is
 * written; a value out of its domain saves and lint reports it; UPA is stored as Earthlings.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSystemPack } from "@/lib/systems/lint/pack-file";
import { lintCard, lintPack } from "@/lib/systems/lint";
import { parseAnyPackJson, serializeAnyPack } from "@/lib/packs/system-pack";
import { closeAllDbs, createDb } from "@/lib/server/db";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { buildPackDocument } from "@/lib/server/export-pack";
import { importPack } from "@/lib/server/import-pack";
import { updateCard } from "@/lib/server/update-card";
import { updatePack } from "@/lib/server/update-pack";
import { definitionForPack, packListsOf } from "@/lib/systems/pack-lists";
import { GOT_GENESIS } from "@/lib/systems/got-genesis/system";
import { seed } from "@/seeds/seed";
import { issuesOf, thrown, testDbForFile } from "../../server/helpers";

const SEEDS = join(import.meta.dirname, "..", "..", "..", "seeds");
const demoText = readFileSync(join(SEEDS, "genesis-demo.pack.json"), "utf8");

const t = testDbForFile();
const counts = () => Promise.all([t.db.pack.count(), t.db.deck.count(), t.db.card.count()]);

/** A small Genesis pack file with its own ability, a custom card using it, and UPA. */
function smallDoc() {
  return {
    format: "greenhouse.pack/1",
    system: "got-genesis",
    pack: { game: "Genesis", name: "Small Genesis", type: "edition", customAbilities: ["Salvage"] },
    decks: [
      {
        name: "Deck",
        cards: [
          { identifier: "E-1", copies: 1, type: "card", fields: { name: "Ashfall Treaty", faction: "Earthlings", ability: "Ruin", sway: 6 } },
          { identifier: "S-1", copies: 1, type: "card", fields: { name: "Halo Over Ceres", faction: "Spacelings", ability: "Triumph", sway: 6 } },
          { identifier: "S-2", copies: 1, type: "card", fields: { name: "Scrap Choir", faction: "Spacelings", ability: "Salvage", sway: 2, lore: "They sing to the wrecks.", custom: true } },
        ],
      },
    ],
  };
}

describe("the Genesis demo pack (seeds/genesis-demo.pack.json)", () => {
  it("has about 40 cards of both factions and is lint-clean (no errors, no warnings)", () => {
    const read = readSystemPack(JSON.parse(demoText));
    if (!read.ok) throw new Error("unreadable");
    const cards = read.value.decks.flatMap((d) => d.cards);
    expect(cards.length).toBeGreaterThanOrEqual(38);
    const factions = new Set(cards.map((c) => c.fields.faction));
    expect(factions).toEqual(new Set(["Earthlings", "Spacelings", undefined]));
    expect(lintPack(GOT_GENESIS, read.value.decks)).toEqual([]);
  });

  it("is seeded on first start with the other demos and exports as its file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "greenhouse-genesis-seed-"));
    const file = join(dir, "seed.db");
    try {
      const result = await seed(file, SEEDS);
      expect(result.packs).toContain("First Light (Genesis demo)");
      const db = createDb(file);
      try {
        const pack = await db.pack.findFirstOrThrow({ where: { name: "First Light (Genesis demo)" } });
        expect(pack.system).toBe("got-genesis");
        expect(serializeAnyPack(await buildPackDocument(pack.id, { db }))).toBe(demoText);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await closeAllDbs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a Genesis pack file", () => {
  it("imports and exports byte-identical, its own abilities included", async () => {
    const text = `${JSON.stringify(smallDoc(), null, 2)}\n`;
    const { id, cards } = await importPack({ db: t.db, document: text });
    expect(cards).toBe(3);
    expect(serializeAnyPack(await buildPackDocument(id, { db: t.db }))).toBe(text);
    const pack = await t.db.pack.findUniqueOrThrow({ where: { id } });
    expect(JSON.parse(pack.instructions)).toEqual({ customAbilities: ["Salvage"] });
  });

  it("stores UPA as Earthlings", () => {
    const doc = smallDoc();
    (doc.decks[0]?.cards[0] as { fields: Record<string, unknown> }).fields.faction = "UPA";
    const parsed = parseAnyPackJson(JSON.stringify(doc));
    expect(parsed.ok && "decks" in parsed.value ? parsed.value.decks[0]?.cards[0]?.fields.faction : null).toBe("Earthlings");
  });

  it("refuses a wrong JSON type with its path (sway as text, custom as text) and writes nothing", async () => {
    const before = await counts();
    const doc = smallDoc();
    const fields = (i: number) => (doc.decks[0]?.cards[i] as { fields: Record<string, unknown> }).fields;
    fields(0).sway = "six";
    fields(2).custom = "yes";
    const issues = issuesOf(await thrown(importPack({ db: t.db, document: doc, text: false })));
    expect(issues).toEqual([
      { path: "decks[0].cards[0].fields.sway", message: 'must be a whole number, not the text "six"' },
      { path: "decks[0].cards[2].fields.custom", message: 'must be true or false, not the text "yes"' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("refuses an unknown field, and a customAbilities entry that repeats a rules' ability", async () => {
    const doc = smallDoc();
    (doc.decks[0]?.cards[0] as { fields: Record<string, unknown> }).fields.cost = 2;
    doc.pack.customAbilities = ["Salvage", "Dread"];
    const issues = issuesOf(await thrown(importPack({ db: t.db, document: doc, text: false })));
    expect(issues.map((i) => i.path)).toEqual(["pack.customAbilities[1]", "decks[0].cards[0].fields.cost"]);
  });

  it("saves a value out of its domain (sway 9, a misspelt ability) and lint reports it", async () => {
    const pack = await createPack({ db: t.db, name: "Domain Genesis", system: "got-genesis" });
    const era = await createDeck({ db: t.db, packId: pack.id, name: "Deck" });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "G-1", copies: 1, type: "card", fields: { name: "Overreach", ability: "Valour", sway: 9 } } });
    expect(card.fields).toEqual({ name: "Overreach", ability: "Valour", sway: 9 });
    expect(lintCard(GOT_GENESIS, { identifier: card.identifier, copies: 1, type: card.type, fields: card.fields }).map((f) => [f.code, f.field])).toEqual([
      ["field-enum", "ability"],
      ["field-range", "sway"],
    ]);
    const wrong = issuesOf(await thrown(updateCard({ db: t.db, id: card.id, version: 1, changes: { fields: { sway: 2.5 } } })));
    expect(wrong.map((i) => i.path)).toEqual(["fields.sway"]);
  });

  it("keeps the pack's own abilities in its instructions, which lint reads", async () => {
    const pack = await createPack({ db: t.db, name: "Own abilities", system: "got-genesis" });
    const updated = await updatePack({ db: t.db, id: pack.id, version: pack.version, changes: { instructions: { customAbilities: ["Salvage"] } } });
    const def = definitionForPack(GOT_GENESIS.definition, packListsOf(updated.instructions));
    const scrap = { identifier: "S-2", copies: 1, type: "card", fields: { name: "Scrap Choir", faction: "Spacelings", ability: "Salvage", sway: 2, lore: "x", custom: true } };
    expect(lintCard(def, scrap)).toEqual([]);
    expect(lintCard(GOT_GENESIS, scrap).map((f) => f.code)).toEqual(["field-enum"]);
  });
});
