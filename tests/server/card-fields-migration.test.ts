/**
 * The migration 20261125210000_card_fields on a database as main left it (commit 56a9be7, the
 * last with GOT CGS's own card columns): format, orientation, directive, attributes and lore
 * become `type` + `fields`, and every demo pack exports the same bytes before and after.
 *
 * The old database is built the way main's import wrote it (lib/server/write-pack.ts at 56a9be7):
 * every migration before this one, then the rows of each seeds/*.pack.json inserted with the old
 * columns by SQL. "Before" is the seed file itself: main 56a9be7 exports both demo packs byte for
 * byte as their files (checked when this test was written: rulebook-examples sha256 63261972…,
 * tidebound 78bb9633…, through main's own importPack + exportPack).
 */
import Database from "better-sqlite3";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID, createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePackJson } from "@/lib/packs/import";
import { serializePack } from "@/lib/packs/serialize";
import { sqliteTimestamp } from "@/lib/server/bulk-insert";
import { createDb, type Db } from "@/lib/server/db";
import { exportPack } from "@/lib/server/export-pack";
import { getCard } from "@/lib/server/get-card";
import { canonicalInstructions } from "@/lib/server/instructions";
import { listRevisions } from "@/lib/server/list-revisions";
import { getRevision } from "@/lib/server/get-revision";
import { migrate } from "@/lib/server/migrate";

const MIGRATION = "20261125210000_card_fields";
const root = join(import.meta.dirname, "..", "..");
const migrations = join(root, "prisma", "migrations");
const SEEDS = ["rulebook-examples", "tidebound"].map((name) => ({ name, text: readFileSync(join(root, "seeds", `${name}.pack.json`), "utf8") }));
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let dir: string;
let file: string;
let db: Db;
const packIds: string[] = [];
/** A gold card with a second revision, notes and a picture, to follow through the migration. */
let goldId = "";

/** Inserts one seed pack with main 56a9be7's columns. */
function insertOld(raw: Database.Database, text: string): string {
  const prepared = preparePackJson(text);
  if (!prepared.ok) throw new Error(`bad seed: ${JSON.stringify(prepared.issues)}`);
  const { doc, front, backs, images } = prepared.pack;
  const insert = (table: string, row: Record<string, unknown>) => {
    const names = Object.keys(row);
    raw.prepare(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`).run(...Object.values(row));
  };
  const now = sqliteTimestamp(new Date());
  const packId = randomUUID();
  insert("Pack", { id: packId, system: doc.system, name: doc.pack.name, game: doc.pack.game, type: doc.pack.type, instructions: canonicalInstructions(doc.pack.instructions), version: 1, createdAt: now, updatedAt: now });
  Object.entries(doc.pack.aliases).forEach(([alias, target], position) => insert("PackAlias", { id: randomUUID(), packId, alias, target, position }));
  const picture = (role: string, affiliation: string | null, position: number, name: string, p: { mime: string; width: number; height: number; bytes: Buffer }) => {
    const id = randomUUID();
    insert("Picture", { id, packId, role, affiliation, position, name, mime: p.mime, width: p.width, height: p.height, size: p.bytes.length, sha256: sha(p.bytes), bytes: p.bytes, createdAt: now });
    return id;
  };
  if (front !== null) picture("front", "", 0, "front", front);
  backs.forEach((b, position) => picture("back", b.affiliation, position, `back ${b.affiliation}`, b.picture));
  const cardPictures = new Map<string, string>();
  doc.eras.forEach((era, e) => {
    const eraId = randomUUID();
    insert("Era", { id: eraId, packId, name: era.name, position: e, createdAt: now, updatedAt: now });
    era.cards.forEach((card, position) => {
      const image = images[e]?.[position] ?? null;
      let pictureId: string | null = null;
      if (image?.kind === "data") {
        const key = sha(image.picture.bytes);
        pictureId = cardPictures.get(key) ?? picture("card", null, 0, card.identifier, image.picture);
        cardPictures.set(key, pictureId);
      }
      const id = randomUUID();
      const fields = {
        identifier: card.identifier,
        format: card.format,
        copies: card.copies,
        orientation: card.orientation ?? null,
        pictureId,
        imagePath: image?.kind === "path" ? image.path : null,
        directive: card.directive,
        attributes: card.attributes,
        lore: card.lore,
      };
      if (goldId === "" && card.format === "gold" && pictureId !== null && card.orientation !== undefined) {
        // This card was saved twice (version 1 had another lore) and has a note from the table.
        goldId = id;
        insert("Card", { id, eraId, position, ...fields, version: 2, notes: "seen at the table", createdAt: now, updatedAt: now });
        insert("CardRevision", { id: randomUUID(), cardId: id, version: 1, restoredFrom: null, ...fields, lore: "first lore", orientation: null, createdAt: now });
        insert("CardRevision", { id: randomUUID(), cardId: id, version: 2, restoredFrom: null, ...fields, createdAt: now });
        return;
      }
      insert("Card", { id, eraId, position, ...fields, version: 1, createdAt: now, updatedAt: now });
      insert("CardRevision", { id: randomUUID(), cardId: id, version: 1, restoredFrom: null, ...fields, createdAt: now });
    });
  });
  return packId;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-card-fields-"));
  file = join(dir, "old.db");
  const before = join(dir, "migrations");
  cpSync(migrations, before, { recursive: true });
  const pending = readdirSync(before).filter((f) => /^\d{14}_/.test(f) && f >= MIGRATION).sort();
  for (const name of pending) rmSync(join(before, name), { recursive: true });
  migrate(file, { migrationsDir: before });
  const raw = new Database(file);
  try {
    const columns = (raw.prepare('PRAGMA table_info("Card")').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain("directive");
    raw.transaction(() => {
      for (const seed of SEEDS) packIds.push(insertOld(raw, seed.text));
    })();
  } finally {
    raw.close();
  }
  expect(goldId).not.toBe("");
  expect(migrate(file).applied).toEqual(pending);
  db = createDb(file);
});
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}: GOT CGS's card columns become type + fields`, () => {
  it("exports every demo pack byte for byte as before", async () => {
    for (const [i, seed] of SEEDS.entries()) {
      expect(serializePack(await exportPack(packIds[i] ?? "", { db })), seed.name).toBe(seed.text);
    }
  });

  it("drops the old columns and keeps the indexes and foreign keys", () => {
    const raw = new Database(file, { readonly: true });
    try {
      for (const table of ["Card", "CardRevision"]) {
        const columns = (raw.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
        expect(columns).toEqual(expect.arrayContaining(["type", "fields", "pictureId", "imagePath", "version"]));
        for (const gone of ["format", "orientation", "directive", "attributes", "lore"]) expect(columns).not.toContain(gone);
      }
      const indexes = (raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('Card', 'CardRevision') AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
      expect(indexes).toEqual(["CardRevision_cardId_version_key", "Card_deckId_position_idx", "Card_pictureId_idx"]);
      const fks = raw.prepare(`PRAGMA foreign_key_list("Card")`).all() as { table: string; on_delete: string }[];
      expect(fks.map((f) => [f.table, f.on_delete]).sort()).toEqual([["Deck", "CASCADE"], ["Picture", "SET NULL"]]);
      const stored = raw.prepare(`SELECT "type", "fields" FROM "Card" WHERE "id" = ?`).get(goldId) as { type: string; fields: string };
      expect(stored.type).toBe("gold");
      expect(Object.keys(JSON.parse(stored.fields) as object)).toEqual(["directive", "attributes", "lore", "orientation"]);
    } finally {
      raw.close();
    }
  });

  it("keeps a card's version, notes, picture and every revision", async () => {
    const card = await getCard({ db, id: goldId });
    expect({ version: card.version, notes: card.notes, format: card.format, type: card.type, hasPicture: card.pictureId !== null }).toEqual({
      version: 2,
      notes: "seen at the table",
      format: "gold",
      type: "gold",
      hasPicture: true,
    });
    expect(card.orientation).not.toBeNull();
    expect(card.fields.orientation).toBe(card.orientation);
    expect((await listRevisions({ db, cardId: goldId })).map((r) => r.version)).toEqual([2, 1]);
    const first = await getRevision({ db, cardId: goldId, version: 1 });
    expect({ lore: first.lore, orientation: first.orientation, type: first.type, fields: first.fields }).toEqual({
      lore: "first lore",
      orientation: null,
      type: "gold",
      fields: { directive: card.directive, attributes: card.attributes, lore: "first lore" },
    });
    const second = await getRevision({ db, cardId: goldId, version: 2 });
    expect(second.fields).toEqual(card.fields);
  });
});
