/**
 * The migration 20261202040500_decks on a PostgreSQL database with data (`npm run test:pg`, needs
 * TEST_DATABASE_URL): a schema migrated up to just before it gets the rows of
 * decks-migration-fixture.ts (every table), the migration renames in place, and every row is still
 * there column for column under the new names, with the primary keys, foreign keys and indexes
 * carrying Prisma's names for the new words. The SQLite twin is decks-migration.test.ts.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPY_ORDER } from "@/lib/server/copy-database";
import { createDb } from "@/lib/server/db";
import { migratePostgres, postgresMigrationsDir } from "@/lib/server/migrate-pg";
import { parsePgUrl } from "@/lib/server/pg-url";
import { DECKS_MIGRATION, fillOldDatabase, NEW_NAMES, renamedRow, type Row } from "./decks-migration-fixture";
import { dropPgSchema, freshPgUrl, testPgUrl } from "./helpers";

let url: string;
let dir: string;
let before: Map<string, Row[]>;

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const { connectionString, schema } = parsePgUrl(url);
  const client = new pg.Client({ connectionString, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function tables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`);
  return rows.map((r) => r.table_name);
}

async function rowsOf(client: pg.Client, table: string): Promise<Row[]> {
  return (await client.query<Row>(`SELECT * FROM "${table}" ORDER BY "id"`)).rows;
}

beforeAll(async () => {
  url = freshPgUrl(testPgUrl ?? "");
  dir = mkdtempSync(join(tmpdir(), "greenhouse-decks-pg-"));
  const old = join(dir, "migrations");
  cpSync(postgresMigrationsDir(), old, { recursive: true });
  rmSync(join(old, DECKS_MIGRATION), { recursive: true });
  await migratePostgres(url, { migrationsDir: old });
  before = await withClient(async (client) => {
    await fillOldDatabase(async (table, row) => {
      const names = Object.keys(row);
      await client.query(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})`, Object.values(row));
    });
    const map = new Map<string, Row[]>();
    for (const t of await tables(client)) map.set(t, await rowsOf(client, t));
    return map;
  });
}, 60_000);

afterAll(async () => {
  await dropPgSchema(url);
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 20261202040500_decks on a database with data (PostgreSQL)", () => {
  it("the old schema has a row in every table (the check is not vacuous)", () => {
    expect([...before.keys()].sort()).toEqual(COPY_ORDER.map((m) => (m === "Deck" ? "Era" : m)).sort());
    for (const [table, r] of before) expect(r.length, table).toBeGreaterThan(0);
  });

  it("renames in place: every row column for column, constraints and indexes under Prisma's new names", async () => {
    expect((await migratePostgres(url)).applied).toEqual([DECKS_MIGRATION]);
    await withClient(async (client) => {
      const now = await tables(client);
      expect(now).toContain("Deck");
      expect(now).not.toContain("Era");
      for (const [table, old] of before) expect(await rowsOf(client, NEW_NAMES[table] ?? table), table).toEqual(old.map((r) => renamedRow(table, r)));
      const { rows: constraints } = await client.query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`);
      expect(constraints.map((c) => c.conname)).toEqual(expect.arrayContaining(["Deck_pkey", "Deck_packId_fkey", "Card_deckId_fkey"]));
      const { rows: indexes } = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`);
      expect(indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(["Deck_packId_position_idx", "Deck_packId_name_key", "Card_deckId_position_idx", "Picture_packId_role_backKey_key"]));
      expect([...constraints.map((c) => c.conname), ...indexes.map((i) => i.indexname)].filter((n) => /Era|eraId|affiliation/.test(n))).toEqual([]);
    });
  });

  it("the Prisma client reads the migrated rows through the new names", async () => {
    const db = createDb(url);
    try {
      const decks = await db.deck.findMany({ include: { cards: true }, orderBy: { position: "asc" } });
      expect(decks.map((d) => [d.name, d.cards.map((c) => c.identifier)])).toEqual([["Era A", ["S1"]], ["Era B", ["G1"]]]);
      expect((await db.picture.findMany({ where: { role: "back" }, orderBy: { position: "asc" } })).map((b) => b.backKey)).toEqual(["", "Order"]);
    } finally {
      await db.$disconnect();
    }
  });
});
