/**
 * Test helpers for lib/server: a fresh, migrated database per test file (never the dev
 * database), and small builders. SQLite by default; with `TEST_DATABASE_URL=postgresql://...`
 * (`npm run test:pg`) a fresh schema of that PostgreSQL database instead.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { createDb, type Db } from "@/lib/server/db";
import { parsePgUrl } from "@/lib/server/pg-url";
import { createPack } from "@/lib/server/create-pack";
import { createDeck } from "@/lib/server/create-deck";
import { createCard } from "@/lib/server/create-card";
import { AppError } from "@/lib/server/errors";
import type { CardChanges } from "@/lib/server/validation";

export interface TestDb {
  readonly db: Db;
  readonly file: string;
  readonly dir: string;
  close(): Promise<void>;
}

/** The PostgreSQL server tests run against (`npm run test:pg`), or undefined for SQLite. */
export const testPgUrl: string | undefined = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** `TEST_DATABASE_URL` with a new, unused schema name (created by the first migration). */
export function freshPgUrl(base: string = testPgUrl ?? ""): string {
  const url = new URL(parsePgUrl(base).connectionString);
  url.searchParams.set("schema", `t_${randomBytes(6).toString("hex")}`);
  return url.toString();
}

/** Drops the schema of a {@link freshPgUrl} URL with everything in it. */
export async function dropPgSchema(url: string): Promise<void> {
  const { connectionString, schema } = parsePgUrl(url);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    // The simulation queue's schema beside it (lib/server/simulations/queue.ts), if pg-boss made one.
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database in a new temporary folder (SQLite) or a new schema (PostgreSQL, with
 * TEST_DATABASE_URL); `close()` disconnects and deletes it. `file` is what createDb opened.
 */
export function makeTestDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-test-"));
  if (testPgUrl !== undefined) {
    const url = freshPgUrl();
    const db = createDb(url);
    return {
      db,
      file: url,
      dir,
      async close() {
        await db.$disconnect();
        await dropPgSchema(url);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const file = join(dir, "test.db");
  const db = createDb(file);
  return {
    db,
    file,
    dir,
    async close() {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A pack with one era ("Era 1") and the given cards. */
export async function makePack(db: Db, cards: CardChanges[] = [], name = "Test Pack") {
  const pack = await createPack({ db, name, game: "Gardener of Thoughts", type: "edition" });
  const era = await createDeck({ db, packId: pack.id, name: "Era 1" });
  const created = [];
  for (const fields of cards) created.push(await createCard({ db, eraId: era.id, fields }));
  return { pack, era, cards: created };
}

/** Awaits `promise` and returns what it threw (fails the test when it resolves). */
export async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw, it resolved");
}

/**
 * One fresh database for a whole test file: made before its first test, closed and deleted after
 * its last. Call it at the top level of the file; `db` throws if read outside a test.
 */
export function testDbForFile(): { readonly db: Db } {
  let t: TestDb | undefined;
  beforeAll(() => {
    t = makeTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get db() {
      if (!t) throw new Error("testDbForFile: the database exists only while the file's tests run");
      return t.db;
    },
  };
}

/** The `{ path, message }` issues of a 422 AppError; fails the test on any other error. */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(422);
  return ((error as AppError).issues ?? []) as { path: string; message: string }[];
}
