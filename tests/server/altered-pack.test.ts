/**
 * Packs of a system defined as data (Altered, lib/systems/data/altered.json): created, imported,
 * exported, and their cards written, with the format/domain split of docs/systems.md:
 * a wrong JSON type, an unknown field or card type is refused with its path and nothing is
 * written; a value outside its domain is saved (lint reports it).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeAnyPack } from "@/lib/packs/system-pack";
import { createCard } from "@/lib/server/create-card";
import { createDeck } from "@/lib/server/create-deck";
import { createPack } from "@/lib/server/create-pack";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { AppError, toErrorPayload } from "@/lib/server/errors";
import { buildPackDocument, exportPack } from "@/lib/server/export-pack";
import { importPack } from "@/lib/server/import-pack";
import { listCards } from "@/lib/server/list-cards";
import { listRevisions } from "@/lib/server/list-revisions";
import { restoreRevision } from "@/lib/server/restore-revision";
import { updateCard } from "@/lib/server/update-card";
import { issuesOf, makeTestDb, thrown, type TestDb } from "./helpers";

const fixtureText = readFileSync(join(import.meta.dirname, "..", "packs", "fixtures", "altered-small.pack.json"), "utf8");
const fixture = (): { decks: { cards: { fields: Record<string, unknown>; image?: string }[] }[]; pack: Record<string, unknown> } =>
  JSON.parse(fixtureText) as never;
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let t: TestDb;
beforeAll(() => {
  t = makeTestDb();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  return Promise.all([t.db.pack.count(), t.db.deck.count(), t.db.card.count(), t.db.cardRevision.count(), t.db.picture.count()]);
}

describe("an Altered pack file (decks, type + fields)", () => {
  it("imports and exports byte-identical, its domain mistake (handCost 25) included", async () => {
    const { id, eras, cards } = await importPack({ db: t.db, document: fixtureText });
    expect({ eras, cards }).toEqual({ eras: 1, cards: 6 });
    expect(serializeAnyPack(await buildPackDocument(id, { db: t.db }))).toBe(fixtureText);
    const stored = await listCards({ db: t.db, eraId: (await t.db.deck.findFirstOrThrow({ where: { packId: id } })).id });
    expect(stored.cards.map((c) => c.type)).toEqual(["Hero", "Character", "Character", "Spell", "Permanent", "Character"]);
    expect(stored.cards[5]?.fields.handCost).toBe(25);
  });

  it("keeps one back picture, and duplicates to the same document", async () => {
    const doc = fixture();
    doc.pack.pictures = { back: PNG };
    doc.pack.name = "Rootbound with a back";
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    const { id, pictures } = await importPack({ db: t.db, document: text });
    expect(pictures).toBe(1);
    expect(serializeAnyPack(await buildPackDocument(id, { db: t.db }))).toBe(text);
    const copy = await duplicatePack({ db: t.db, id, name: "Rootbound copy" });
    const copied = JSON.parse(serializeAnyPack(await buildPackDocument(copy.id, { db: t.db }))) as { pack: { name: string } };
    expect({ ...copied, pack: { ...copied.pack, name: "Rootbound with a back" } }).toEqual(doc);
    // pictures "omit": no bytes read, no back.
    const bare = await buildPackDocument(id, { db: t.db, pictures: "omit" });
    expect("decks" in bare && bare.pack.pictures).toBeUndefined();
  });

  it("refuses a wrong JSON type with its path (decks[0].cards[3].fields.handCost) and writes nothing", async () => {
    const before = await counts();
    const doc = fixture();
    const card = doc.decks[0]?.cards[3];
    if (card) card.fields.handCost = "two";
    const issues = issuesOf(await thrown(importPack({ db: t.db, document: doc, text: false })));
    expect(issues).toEqual([{ path: "decks[0].cards[3].fields.handCost", message: 'must be a whole number, not the text "two"' }]);
    expect(await counts()).toEqual(before);
  });

  it("refuses an unknown field, an unknown card type and an unknown system; a picture on an Altered card is taken (its faces have a picture area; a type without one is refused in system-card-pictures.test.ts)", async () => {
    const before = await counts();
    const doc = fixture() as unknown as { decks: { cards: Record<string, unknown>[] }[] };
    const cards = doc.decks[0]?.cards ?? [];
    (cards[0] as { fields: Record<string, unknown> }).fields.handCost = 1;
    (cards[1] as { type: string }).type = "Landmark";
    (cards[2] as { image?: string }).image = PNG;
    const issues = issuesOf(await thrown(importPack({ db: t.db, document: doc, text: false })));
    expect(issues.map((i) => i.path)).toEqual(["decks[0].cards[0].fields.handCost", "decks[0].cards[1].type"]);
    const unknown = issuesOf(await thrown(importPack({ db: t.db, document: { ...fixture(), system: "magic" }, text: false })));
    expect(unknown).toEqual([{ path: "system", message: expect.stringContaining('"got-cgs", "altered"') as string }]);
    expect(await counts()).toEqual(before);
  });

  it("exportPack (GOT CGS's eras document) refuses it with 422", async () => {
    const { id } = await importPack({ db: t.db, document: fixtureText });
    expect((await thrown(exportPack(id, { db: t.db })) as AppError).status).toBe(422);
  });
});

describe("creating packs and writing cards of any system", () => {
  it("createPack takes the system; an unknown one is a 422 listing the known keys", async () => {
    const pack = await createPack({ db: t.db, name: "New Altered", system: "altered" });
    expect(pack.system).toBe("altered");
    const { status, body } = toErrorPayload(await thrown(createPack({ db: t.db, name: "Nope", system: "magic" })));
    expect(status).toBe(422);
    expect(body.error.issues).toEqual([{ path: "system", message: expect.stringContaining('"got-cgs", "altered"') as string }]);
  });

  it("a card saves with a value out of its domain; a wrong JSON type is refused naming the path, nothing written", async () => {
    const pack = await createPack({ db: t.db, name: "Cards Altered", system: "altered" });
    const era = await createDeck({ db: t.db, packId: pack.id, name: "Deck" });
    const card = await createCard({ db: t.db, eraId: era.id, fields: { identifier: "A-1", copies: 2, type: "Character", fields: { name: "Gale", handCost: 30, faction: "Pirates" } } });
    expect({ type: card.type, fields: card.fields, copies: card.copies }).toEqual({ type: "Character", fields: { name: "Gale", faction: "Pirates", handCost: 30 }, copies: 2 });

    const before = await counts();
    const bad = issuesOf(await thrown(updateCard({ db: t.db, id: card.id, version: 1, changes: { fields: { handCost: 2.5 } } })));
    expect(bad).toEqual([{ path: "fields.handCost", message: "must be a whole number, not the fraction 2.5" }]);
    expect(issuesOf(await thrown(createCard({ db: t.db, eraId: era.id, fields: { type: "Hero", fields: { water: 1 } } })))[0]?.path).toBe("fields.water");
    expect(issuesOf(await thrown(createCard({ db: t.db, eraId: era.id, fields: { directive: "GOT text" } })))[0]?.path).toBe("directive");
    expect(await counts()).toEqual(before);

    // Fields merge key by key; null clears one; a type change keeps the fields the new type has.
    const v2 = await updateCard({ db: t.db, id: card.id, version: 1, changes: { fields: { handCost: 3, faction: null } } });
    expect(v2.fields).toEqual({ name: "Gale", handCost: 3 });
    const v3 = await updateCard({ db: t.db, id: card.id, version: 2, changes: { type: "Hero" } });
    expect({ type: v3.type, fields: v3.fields }).toEqual({ type: "Hero", fields: { name: "Gale" } });

    // Revisions snapshot type + fields; a restore brings them back exactly.
    const revisions = await listRevisions({ db: t.db, cardId: card.id });
    expect(revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    const restored = await restoreRevision({ db: t.db, cardId: card.id, version: 1, baseVersion: 3 });
    expect({ type: restored.type, fields: restored.fields, version: restored.version }).toEqual({ type: "Character", fields: { name: "Gale", faction: "Pirates", handCost: 30 }, version: 4 });
  });

  it("GOT CGS cards: the old body shape and type + fields store the same", async () => {
    const pack = await createPack({ db: t.db, name: "GOT both shapes" });
    const era = await createDeck({ db: t.db, packId: pack.id, name: "Era" });
    const old = await createCard({ db: t.db, eraId: era.id, fields: { format: "gold", orientation: "landscape", attributes: 'Type "Support"', lore: "x" } });
    const fresh = await createCard({ db: t.db, eraId: era.id, fields: { type: "gold", fields: { directive: "", attributes: 'Type "Support"', lore: "x", orientation: "landscape" } } });
    for (const c of [old, fresh]) {
      expect({ type: c.type, fields: c.fields, format: c.format, orientation: c.orientation, attributes: c.attributes }).toEqual({
        type: "gold",
        fields: { directive: "", attributes: 'Type "Support"', lore: "x", orientation: "landscape" },
        format: "gold",
        orientation: "landscape",
        attributes: 'Type "Support"',
      });
    }
    const mixed = issuesOf(await thrown(updateCard({ db: t.db, id: old.id, version: 1, changes: { lore: "y", fields: { lore: "y" } } })));
    expect(mixed[0]?.path).toBe("lore");
  });
});
