/**
 * A system a designer defines may have a field of kind `attributeText` (a language of its own),
 * but no code reads that language: only a built-in system's does (GOT CGS's attribute text,
 * lib/systems/registry-card-lint.ts). Such a system's packs get the pages, the CSV import, the
 * print options and the tabs every data system gets, with its text as plain text; they must not
 * fall into GOT CGS's era-shaped pages and attribute CSV, which read and write GOT CGS's fields.
 * Decided by the registry (has the system code for its text?), not by the field's kind.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { fieldCsvSystem, previewCsv } from "@/lib/server/preview-csv";
import { createSystem } from "@/lib/server/systems/create-system";
import { hasOwnTextLanguage } from "@/lib/systems/registry-card-lint";
import type { SystemDefinition } from "@/lib/systems/types";
import { makeTestDb, type TestDb } from "./helpers";
import { tileSystem } from "./system-fixture";

/** The tiles of tests/server/system-fixture.ts with a spell in a language of their own. */
function spellTiles(): SystemDefinition {
  const base = tileSystem("spell-tiles", "Spell tiles");
  return {
    ...base,
    fields: [...base.fields, { key: "spell", label: "Spell", type: { kind: "attributeText", grammar: "runes" } }],
    cardTypes: [{ key: "tile", label: "Tile", fields: ["colour", "number", "text", "spell"], face: "card" }],
    deckRules: [],
  };
}

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(async () => {
  await t.close();
});

describe("a designer's system with a field of a language of its own", () => {
  it("has no code for that language: only GOT CGS's text is read by code", () => {
    expect(hasOwnTextLanguage("got-cgs")).toBe(true);
    expect(hasOwnTextLanguage("altered")).toBe(false);
    expect(hasOwnTextLanguage("spell-tiles")).toBe(false);
  });

  it("imports CSV into its definition's fields (the spell is a column like any other), not GOT CGS's attribute CSV", async () => {
    await createSystem({ db: t.db, definition: spellTiles() });
    expect(await fieldCsvSystem(t.db, "spell-tiles")).toMatchObject({ key: "spell-tiles" });
    expect(await fieldCsvSystem(t.db, "got-cgs")).toBeNull();
    const pack = await createPack({ db: t.db, name: "Runes", system: "spell-tiles" });
    const deck = await createDeck({ db: t.db, packId: pack.id, name: "Fire" });
    const preview = await previewCsv({ db: t.db, eraId: deck.id, text: "identifier,type,colour,number,spell\nR1,tile,red,3,burn 2\n" });
    expect(preview.mode).toBe("fields");
    expect(preview.mode === "fields" && preview.rows[0]?.card?.fields).toEqual({ colour: "red", number: 3, spell: "burn 2" });
    // A card keeps its text as typed.
    const card = await createCard({ db: t.db, eraId: deck.id, fields: { identifier: "R2", type: "tile", fields: { colour: "blue", number: 4, spell: "freeze 1\nburn 1" } } });
    expect(card.fields).toMatchObject({ spell: "freeze 1\nburn 1" });
  });
});
