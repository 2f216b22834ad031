import Database from "better-sqlite3";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, migrationChecksum, MigrationError, readMigrations } from "@/lib/server/migrate";
import { parseModels, schemaDrift } from "./schema-drift";

const root = join(import.meta.dirname, "..", "..");
const schemaText = readFileSync(join(root, "prisma", "schema.prisma"), "utf8");

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "greenhouse-migrate-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function migratedDb(): Database.Database {
  const file = join(dir, "drift.db");
  migrate(file);
  return new Database(file);
}

describe("migration drift: schema.prisma vs. the database the migrations build", () => {
  it("agrees on every model, column, SQL type, nullability, default, index and foreign key", () => {
    const db = migratedDb();
    try {
      expect(schemaDrift(parseModels(schemaText), db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("reads every model of schema.prisma (the check is not vacuous)", () => {
    const models = parseModels(schemaText);
    expect(models.map((m) => m.name)).toEqual(["Pack", "PackAlias", "Deck", "Card", "CardRevision", "Picture", "Game", "GameEntry", "Session", "SimulationRun", "SimulationChunk", "SignInAttempt", "User", "Membership", "Invitation", "ExportLink", "ExportLinkFile", "System", "SystemRevision"]);
    expect(models.find((m) => m.name === "Card")?.fields.length).toBeGreaterThan(10);
  });

  it("fails when the schema gains a field the migrations lack", () => {
    const db = migratedDb();
    try {
      const drifted = schemaText.replace('  fields      String         @default("{}")', '  fields      String         @default("{}")\n  flavour     String?');
      expect(drifted).not.toBe(schemaText);
      expect(schemaDrift(parseModels(drifted), db)).toEqual(expect.arrayContaining([expect.stringContaining("Card: columns are")]));
    } finally {
      db.close();
    }
  });

  it("fails when a default, a nullability, an index or an onDelete differs", () => {
    const db = migratedDb();
    try {
      const models = parseModels(
        schemaText
          .replace('copies      Int            @default(1)', 'copies      Int            @default(2)')
          .replace('  name        String   @default("")', '  name        String?  @default("")')
          .replace("@@index([packId, sha256])", "@@index([sha256])")
          .replace("onDelete: SetNull", "onDelete: Cascade"),
      );
      const problems = schemaDrift(models, db);
      expect(problems).toEqual(
        expect.arrayContaining([
          "Card.copies: default 1 in the database, 2 in the model",
          "Picture.name: NOT NULL in the database, optional in the model",
          "Card.pictureId -> Picture: ON DELETE SET NULL in the database, CASCADE in the model",
          expect.stringContaining("Picture: index Picture_packId_sha256_idx exists in the database but not in the model"),
        ]),
      );
    } finally {
      db.close();
    }
  });

  it("fails when the database gains a column, an index or a table the schema lacks", () => {
    const db = migratedDb();
    try {
      db.exec(`ALTER TABLE "Deck" ADD COLUMN "colour" TEXT; CREATE INDEX "Deck_name_idx" ON "Deck"("name"); CREATE TABLE "Stray" ("id" TEXT)`);
      const problems = schemaDrift(parseModels(schemaText), db);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining("Deck: columns are (id, packId, name, position, createdAt, updatedAt, colour)"),
          "Deck: index Deck_name_idx exists in the database but not in the model",
          "table Stray exists in the database but no model declares it",
        ]),
      );
    } finally {
      db.close();
    }
  });

  it("refuses schema syntax it does not understand instead of ignoring it", () => {
    expect(() => parseModels("model A {\n  id String @id @map(\"a_id\")\n}\n")).toThrow(/@map/);
  });
});

describe("migrate(dbFile): Prisma-compatible runner", () => {
  it("applies the migrations once, records them with Prisma's columns and checksum, and is idempotent", () => {
    const file = join(dir, "a.db");
    const first = migrate(file);
    const files = readMigrations();
    expect(first.applied).toEqual(files.map((f) => f.name));
    expect(migrate(file)).toEqual({ applied: [], alreadyApplied: files.map((f) => f.name) });

    const db = new Database(file);
    try {
      const columns = (db.prepare(`PRAGMA table_info("_prisma_migrations")`).all() as { name: string }[]).map((c) => c.name);
      expect(columns).toEqual(["id", "checksum", "finished_at", "migration_name", "logs", "rolled_back_at", "started_at", "applied_steps_count"]);
      const rows = db.prepare(`SELECT * FROM "_prisma_migrations"`).all() as { checksum: string; migration_name: string; finished_at: number | null; applied_steps_count: number }[];
      expect(rows).toHaveLength(files.length);
      const init = files[0];
      expect(init).toBeDefined();
      const bytes = readFileSync(join(root, "prisma", "migrations", init?.name ?? "", "migration.sql"));
      expect(rows[0]?.checksum).toBe(migrationChecksum(bytes));
      expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.finished_at).not.toBeNull();
      expect(rows[0]?.applied_steps_count).toBe(1);
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      db.close();
    }
  });

  it("keeps the migration folder in Prisma's layout with a lock file naming sqlite", () => {
    const lock = readFileSync(join(root, "prisma", "migrations", "migration_lock.toml"), "utf8");
    expect(lock).toMatch(/provider = "sqlite"/);
    for (const m of readMigrations()) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  function copyMigrations(): string {
    const copy = join(dir, "migrations");
    cpSync(join(root, "prisma", "migrations"), copy, { recursive: true });
    return copy;
  }

  it("refuses to run when an applied migration was edited, and says how to fix it", () => {
    const migrations = copyMigrations();
    const file = join(dir, "b.db");
    migrate(file, { migrationsDir: migrations });
    const name = readMigrations(migrations)[0]?.name ?? "";
    const sqlFile = join(migrations, name, "migration.sql");
    writeFileSync(sqlFile, `${readFileSync(sqlFile, "utf8")}\n-- edited\n`);
    expect(() => migrate(file, { migrationsDir: migrations })).toThrow(MigrationError);
    expect(() => migrate(file, { migrationsDir: migrations })).toThrow(/was edited after it was applied.*new migration folder/s);
  });

  it("accepts a migration whose only change is CRLF line endings (as Prisma does)", () => {
    const migrations = copyMigrations();
    const file = join(dir, "crlf.db");
    migrate(file, { migrationsDir: migrations });
    const name = readMigrations(migrations)[0]?.name ?? "";
    const sqlFile = join(migrations, name, "migration.sql");
    writeFileSync(sqlFile, readFileSync(sqlFile, "utf8").replace(/\n/g, "\r\n"));
    expect(migrate(file, { migrationsDir: migrations }).applied).toEqual([]);
  });

  it("refuses a database migrated by a version with migrations this one lacks", () => {
    const migrations = copyMigrations();
    const file = join(dir, "c.db");
    mkdirSync(join(migrations, "29990101000000_future"));
    writeFileSync(join(migrations, "29990101000000_future", "migration.sql"), `CREATE TABLE "Future" ("id" TEXT NOT NULL PRIMARY KEY);\n`);
    migrate(file, { migrationsDir: migrations });
    rmSync(join(migrations, "29990101000000_future"), { recursive: true });
    expect(() => migrate(file, { migrationsDir: migrations })).toThrow(/no such folder/);
  });

  it("rolls a failing migration back completely (no table, no bookkeeping row) and applies nothing after it", () => {
    const migrations = copyMigrations();
    const file = join(dir, "d.db");
    migrate(file, { migrationsDir: migrations });
    mkdirSync(join(migrations, "29990101000000_broken"));
    writeFileSync(join(migrations, "29990101000000_broken", "migration.sql"), `CREATE TABLE "Half" ("id" TEXT);\nTHIS IS NOT SQL;\n`);
    mkdirSync(join(migrations, "29990102000000_after"));
    writeFileSync(join(migrations, "29990102000000_after", "migration.sql"), `CREATE TABLE "After" ("id" TEXT);\n`);
    expect(() => migrate(file, { migrationsDir: migrations })).toThrow(/29990101000000_broken failed and was rolled back/);
    const db = new Database(file);
    try {
      const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((t) => t.name);
      expect(tables).not.toContain("Half");
      expect(tables).not.toContain("After");
      const names = (db.prepare(`SELECT migration_name FROM "_prisma_migrations"`).all() as { migration_name: string }[]).map((r) => r.migration_name);
      expect(names).not.toContain("29990101000000_broken");
    } finally {
      db.close();
    }
  });

  it("refuses a migration that would leave broken foreign keys", () => {
    const migrations = copyMigrations();
    const file = join(dir, "e.db");
    migrate(file, { migrationsDir: migrations });
    mkdirSync(join(migrations, "29990101000000_orphan"));
    writeFileSync(
      join(migrations, "29990101000000_orphan", "migration.sql"),
      `INSERT INTO "Deck" ("id", "packId", "name", "position", "updatedAt") VALUES ('e1', 'missing-pack', 'x', 0, CURRENT_TIMESTAMP);\n`,
    );
    expect(() => migrate(file, { migrationsDir: migrations })).toThrow(/foreign key/);
  });
});
