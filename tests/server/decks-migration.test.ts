/**
 * The migration 20261202040500_decks (issue 26, neutral words in storage) on a database with data:
 * a database built with every migration before it gets rows in every table (the tables of
 * COPY_ORDER, the fixture of db-copy.test.ts: one row per model, plus a second deck, card and back),
 * then the migration runs and every row is still there, column for column, under the new names
 * ("Era" -> "Deck", Card."eraId" -> "deckId", Picture."affiliation" -> "backKey"); the foreign
 * keys still hold and cascade, the unique index on backs still refuses a duplicate, and the
 * Prisma client reads the rows through the new relation names.
 */
import Database from "better-sqlite3";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTimestamp } from "@/lib/server/bulk-insert";
import { COPY_ORDER } from "@/lib/server/copy-database";
import { createDb } from "@/lib/server/db";
import { migrate, readMigrations } from "@/lib/server/migrate";
import { DECKS_MIGRATION, fillOldDatabase, NEW_NAMES, renamedRow, type Row } from "./decks-migration-fixture";

const root = join(import.meta.dirname, "..", "..");
let dir: string;
let file: string;
let before: Map<string, Row[]>;

function rows(raw: Database.Database, table: string): Row[] {
  return raw.prepare(`SELECT * FROM "${table}" ORDER BY "id"`).all() as Row[];
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-decks-"));
  const old = join(dir, "migrations");
  cpSync(join(root, "prisma", "migrations"), old, { recursive: true });
  rmSync(join(old, DECKS_MIGRATION), { recursive: true });
  file = join(dir, "studio.db");
  migrate(file, { migrationsDir: old });
  const raw = new Database(file);
  try {
    raw.pragma("foreign_keys = ON");
    const tables = (raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`).all() as { name: string }[]).map((t) => t.name);
    await fillOldDatabase((table, row) => {
      const names = Object.keys(row);
      const values = Object.values(row).map((v) => (v instanceof Date ? sqliteTimestamp(v) : v));
      raw.prepare(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`).run(...values);
    });
    before = new Map(tables.map((t) => [t, rows(raw, t)]));
  } finally {
    raw.close();
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("migration 20261202040500_decks on a database with data (SQLite)", () => {
  it("the old database has a row in every table the schema has (the check is not vacuous)", () => {
    const oldNames = COPY_ORDER.map((m) => (m === "Deck" ? "Era" : m));
    expect([...before.keys()].sort()).toEqual([...oldNames].sort());
    for (const [table, r] of before) expect(r.length, table).toBeGreaterThan(0);
  });

  it("applies only the new migration and keeps every row, column for column, under the new names", () => {
    const result = migrate(file);
    expect(result.applied).toEqual([DECKS_MIGRATION]);
    expect(result.alreadyApplied).toEqual(readMigrations().map((m) => m.name).filter((n) => n !== DECKS_MIGRATION));
    const raw = new Database(file, { readonly: true });
    try {
      const tables = (raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`).all() as { name: string }[]).map((t) => t.name);
      expect(tables).not.toContain("Era");
      expect(tables).toContain("Deck");
      for (const [table, old] of before) {
        const now = NEW_NAMES[table] ?? table;
        expect(rows(raw, now), now).toEqual(old.map((r) => renamedRow(table, r)));
      }
      expect(raw.pragma("foreign_key_check")).toEqual([]);
      const indexes = (raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map((i) => i.name);
      expect(indexes).toEqual(expect.arrayContaining(["Deck_packId_position_idx", "Deck_packId_name_key", "Card_deckId_position_idx", "Card_pictureId_idx", "Picture_packId_role_backKey_key"]));
      expect(indexes.filter((n) => /Era|eraId|affiliation/.test(n))).toEqual([]);
    } finally {
      raw.close();
    }
  });

  it("the foreign keys and the unique index on backs still work under the new names", () => {
    const raw = new Database(file);
    try {
      raw.pragma("foreign_keys = ON");
      const back = raw.prepare(`SELECT "packId", "backKey" FROM "Picture" WHERE "role" = 'back' LIMIT 1`).get() as { packId: string; backKey: string };
      expect(() =>
        raw.prepare(`INSERT INTO "Picture" ("id", "packId", "role", "backKey", "mime", "width", "height", "size", "sha256", "bytes") VALUES ('dup', ?, 'back', ?, 'image/png', 1, 1, 1, 'x', x'00')`).run(back.packId, back.backKey),
      ).toThrow(/UNIQUE constraint failed: Picture.packId, Picture.role, Picture.backKey/);
      expect(() => raw.prepare(`INSERT INTO "Card" ("id", "deckId", "position", "identifier", "type", "updatedAt") VALUES ('orphan', 'no-such-deck', 9, 'X', 'silver', CURRENT_TIMESTAMP)`).run()).toThrow(/FOREIGN KEY/);
      const deck = raw.prepare(`SELECT "id" FROM "Deck" ORDER BY "id" LIMIT 1`).get() as { id: string };
      const cards = (raw.prepare(`SELECT COUNT(*) AS n FROM "Card" WHERE "deckId" = ?`).get(deck.id) as { n: number }).n;
      expect(cards).toBeGreaterThan(0);
      raw.prepare(`DELETE FROM "Deck" WHERE "id" = ?`).run(deck.id);
      expect((raw.prepare(`SELECT COUNT(*) AS n FROM "Card" WHERE "deckId" = ?`).get(deck.id) as { n: number }).n).toBe(0);
    } finally {
      raw.close();
    }
  });

  it("the Prisma client reads the migrated rows through the new names", async () => {
    const db = createDb(file);
    try {
      const decks = await db.deck.findMany({ include: { cards: { include: { picture: true } } }, orderBy: { id: "asc" } });
      expect(decks.length).toBeGreaterThan(0);
      expect(decks.every((d) => d.cards.every((c) => c.deckId === d.id))).toBe(true);
      const backs = await db.picture.findMany({ where: { role: "back" }, orderBy: { position: "asc" } });
      expect(backs.map((b) => b.backKey)).toEqual(["", "Order"]);
    } finally {
      await db.$disconnect();
    }
  });
});
