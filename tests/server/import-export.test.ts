import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePack, type PackDocumentInput } from "@/lib/packs/schema";
import { serializePack } from "@/lib/packs/serialize";
import { AppError } from "@/lib/server/errors";
import { serializeAnyPack } from "@/lib/packs/system-pack";
import { buildPackDocument, exportPack } from "@/lib/server/export-pack";
import { getPack } from "@/lib/server/get-pack";
import { importPack } from "@/lib/server/import-pack";
import { listCards } from "@/lib/server/list-cards";
import { listRevisions } from "@/lib/server/list-revisions";
import { makeTestDb, thrown, type TestDb } from "./helpers";
import { fullPackInput, fullPackText } from "./pack-fixture";
import { dataUrl, makeJpegHeader, makePng } from "./pictures-fixture";

let t: TestDb;
/** Kept empty between round trips: a round trip is import into an EMPTY database, then export. */
let empty: TestDb;
beforeAll(() => {
  t = makeTestDb();
  empty = makeTestDb();
});
afterAll(async () => {
  await t.close();
  await empty.close();
});

async function roundTrip(text: string): Promise<string> {
  expect(await empty.db.pack.count()).toBe(0);
  const { id } = await importPack({ db: empty.db, document: text });
  try {
    // Any system's document (the Altered demo seed has decks, not eras).
    return serializeAnyPack(await buildPackDocument(id, { db: empty.db }));
  } finally {
    await empty.db.pack.delete({ where: { id } });
  }
}

/** Row counts of every table: "nothing was written" means these do not move. */
async function counts() {
  return Promise.all([t.db.pack.count(), t.db.deck.count(), t.db.card.count(), t.db.cardRevision.count(), t.db.picture.count(), t.db.packAlias.count()]);
}

describe("importPack / exportPack round trip", () => {
  it("gives back the same bytes for a pack using every part of the format", async () => {
    const text = fullPackText();
    expect(await roundTrip(text)).toBe(text);
  });

  it("stores what it imports: eras in order, counts, pictures deduplicated, revision 1 per card, paths kept", async () => {
    const result = await importPack({ db: t.db, document: fullPackText() });
    expect(result).toMatchObject({ name: "Genesis", eras: 3, cards: 6, pictures: 5 });
    const pack = await getPack({ db: t.db, id: result.id });
    expect(pack.eras.map((e) => [e.name, e.cards, e.copies])).toEqual([
      ["Book of Genesis", 5, 8],
      ["Empty era", 0, 0],
      ["Book of Exodus", 1, 1],
    ]);
    expect(pack.pictures.map((p) => `${p.role}:${p.affiliation}:${p.mime}`)).toEqual([
      "front::image/png",
      "back:USSA:image/jpeg",
      "back::image/png",
      "back:Spacelings:image/webp",
      "card:null:image/png",
    ]);
    const cards = (await listCards({ db: t.db, eraId: pack.eras[0]?.id ?? "" })).cards;
    expect(cards[2]?.pictureId).toBe(cards[4]?.pictureId);
    expect(cards[3]).toMatchObject({ imagePath: "pictures/gen-004.png", pictureId: null });
    expect(await listRevisions({ db: t.db, cardId: cards[0]?.id ?? "" })).toEqual([expect.objectContaining({ version: 1 })]);
  });

  it("accepts a parsed object as well as text, and fills defaults (copies, directive, lore, system)", async () => {
    const minimal = { format: "greenhouse.pack/1", pack: { game: "", name: "Min", type: "booster" }, eras: [{ name: "E", cards: [{ identifier: "M-1", format: "silver", attributes: "" }] }] };
    const { id } = await importPack({ db: t.db, document: minimal });
    const doc = await exportPack(id, { db: t.db });
    expect(doc.system).toBe("got-cgs");
    expect(doc.eras[0]?.cards[0]).toEqual({ identifier: "M-1", format: "silver", copies: 1, directive: "", attributes: "", lore: "" });
  });

  it("round-trips every seeds/*.pack.json byte for byte", async () => {
    const dir = join(import.meta.dirname, "..", "..", "seeds");
    const files = readdirSync(dir).filter((f) => f.endsWith(".pack.json"));
    for (const file of files) {
      const text = readFileSync(join(dir, file), "utf8");
      expect(await roundTrip(text), file).toBe(text);
    }
  });

  it("round-trips random valid packs (property)", async () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,6}$/);
    const text = fc.string({ maxLength: 40 });
    const card = fc.record({
      identifier: fc.stringMatching(/^[A-Z]{1,3}-\d{1,3}$/),
      format: fc.constantFrom("silver" as const, "gold" as const),
      copies: fc.integer({ min: 1, max: 999 }),
      directive: text,
      attributes: text,
      lore: text,
    });
    const doc = fc.record({
      pack: fc.record({
        game: fc.string({ maxLength: 20 }),
        name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ""),
        type: fc.constantFrom("edition" as const, "expansion" as const, "extension" as const, "booster" as const),
        aliases: fc.dictionary(name, name, { maxKeys: 3 }),
        instructions: fc.record({ players: fc.integer({ min: 2, max: 6 }), goals: text }, { requiredKeys: [] }),
      }),
      eras: fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[a-z]$/), cards: fc.array(card, { maxLength: 4 }) }), { maxLength: 3, selector: (e) => e.name }),
    });
    await fc.assert(
      fc.asyncProperty(doc, async (d) => {
        const parsed = parsePack({ format: "greenhouse.pack/1", system: "got-cgs", ...d } satisfies PackDocumentInput);
        if (!parsed.ok) return; // the generator's rare invalid docs are the schema's business
        const canonical = serializePack(parsed.value);
        expect(await roundTrip(canonical)).toBe(canonical);
      }),
      { numRuns: 25 },
    );
  });
});

describe("importPack of a pack whose name another pack has", () => {
  const named = (name: string) => ({ format: "greenhouse.pack/1", pack: { game: "", name, type: "booster" }, eras: [] });

  it("numbers the new pack and says the name was changed; the export carries the new name", async () => {
    const first = await importPack({ db: t.db, document: named("The Drowned Coast") });
    expect(first).toMatchObject({ name: "The Drowned Coast", renamedFrom: null });
    const second = await importPack({ db: t.db, document: named("The Drowned Coast") });
    expect(second).toMatchObject({ name: "The Drowned Coast (2)", renamedFrom: "The Drowned Coast" });
    const third = await importPack({ db: t.db, document: named("The Drowned Coast") });
    expect(third).toMatchObject({ name: "The Drowned Coast (3)", renamedFrom: "The Drowned Coast" });
    expect((await exportPack(second.id, { db: t.db })).pack.name).toBe("The Drowned Coast (2)");
    expect((await getPack({ db: t.db, id: first.id })).name).toBe("The Drowned Coast");
  });

  it("counts on from a numbered name instead of stacking suffixes, and fills the first free number", async () => {
    await importPack({ db: t.db, document: named("Tidebound") });
    await importPack({ db: t.db, document: named("Tidebound (3)") });
    expect(await importPack({ db: t.db, document: named("Tidebound (3)") })).toMatchObject({ name: "Tidebound (2)", renamedFrom: "Tidebound (3)" });
    expect(await importPack({ db: t.db, document: named("Tidebound (3)") })).toMatchObject({ name: "Tidebound (4)" });
  });

  it("keeps a numbered name within the 200-character limit, and compares names exactly", async () => {
    const long = "L".repeat(200);
    await importPack({ db: t.db, document: named(long) });
    const renamed = await importPack({ db: t.db, document: named(long) });
    expect(renamed.name).toBe(`${"L".repeat(196)} (2)`);
    expect(await importPack({ db: t.db, document: named("the drowned coast") })).toMatchObject({ name: "the drowned coast", renamedFrom: null });
  });
});

describe("importPack refuses documents that break the format, writing nothing", () => {
  it("lists every bad path at once (422)", async () => {
    const before = await counts();
    const input = fullPackInput() as Record<string, unknown> & { eras: { cards: Record<string, unknown>[] }[] };
    const bad = structuredClone(input);
    (bad.eras[0]?.cards[0] as Record<string, unknown>).copeis = 2;
    (bad.eras[0]?.cards[1] as Record<string, unknown>).copies = 0;
    (bad.eras[0]?.cards[1] as Record<string, unknown>).orientation = "portrait";
    (bad.eras[2] as Record<string, unknown>).name = "Book of Genesis";
    const error = await thrown(importPack({ db: t.db, document: bad }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).issues.map((i) => i.path)).toEqual(expect.arrayContaining(["eras[0].cards[0].copeis", "eras[0].cards[1].copies", "eras[2].name"]));
    expect(await counts()).toEqual(before);
  });

  it("checks inline pictures by their bytes, naming the path", async () => {
    const before = await counts();
    const doc = fullPackInput() as { pack: { pictures: { front: string; backs: Record<string, string> } }; eras: { cards: { image?: string }[] }[] };
    doc.pack.pictures.front = dataUrl("image/png", makeJpegHeader(10, 10));
    doc.pack.pictures.backs.USSA = "data:image/png;base64,AAAA";
    const card = doc.eras[0]?.cards[2];
    if (card) card.image = dataUrl("image/png", makePng(2, 2).subarray(0, 12));
    const error = (await thrown(importPack({ db: t.db, document: doc }))) as AppError;
    expect(error.issues.map((i) => i.path)).toEqual(["pack.pictures.front", "pack.pictures.backs.USSA", "eras[0].cards[2].image"]);
    expect(error.issues[0]?.message).toContain("the bytes are image/jpeg");
    expect(await counts()).toEqual(before);
  });

  it("answers 422 at (document) for text that is not JSON", async () => {
    const error = (await thrown(importPack({ db: t.db, document: '{"format": ' }))) as AppError;
    expect(error.status).toBe(422);
    expect(error.issues[0]?.path).toBe("(document)");
  });

  it("accepts cards whose attribute text has lint errors (half-finished cards)", async () => {
    const doc = { format: "greenhouse.pack/1", pack: { game: "", name: "Draft", type: "edition" }, eras: [{ name: "E", cards: [{ identifier: "D-1", format: "silver", attributes: 'AdventureCsts\n  ??? "unclosed' }] }] };
    await expect(importPack({ db: t.db, document: doc })).resolves.toMatchObject({ cards: 1 });
  });
});

it("exportPack 404s for an unknown pack", async () => {
  expect(((await thrown(exportPack("missing", { db: t.db }))) as AppError).code).toBe("not_found");
});
