/**
 * PostgreSQL's migrations and their runner, on a server (`npm run test:pg` only: files named
 * *.pg.test.ts need TEST_DATABASE_URL and are not part of `npm test`): the database
 * prisma/migrations-postgresql builds is the one Prisma's own SQL for that schema builds
 * (`migrate diff --from-empty`, compared through PostgreSQL's catalog: columns, types, defaults,
 * indexes, keys), the check fires on drift, and the runner behaves like `prisma migrate deploy`.
 * (The WebAssembly schema engine cannot introspect PostgreSQL through the pg adapter here: it
 * fails on the catalog's "char" columns, so `migrate diff --from-migrations` is not used.)
 * The schema-derivation checks that need no server are in migrations-pg.test.ts.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationChecksum } from "@/lib/server/migrate";
import { migratePostgres, postgresMigrationsDir } from "@/lib/server/migrate-pg";
import { parsePgUrl } from "@/lib/server/pg-url";
import { dropPgSchema, freshPgUrl, testPgUrl } from "./helpers";
import { sqlFromEmpty } from "./prisma-engine";
import { prismaSchemaEnginePg } from "./prisma-engine-pg";

const root = join(import.meta.dirname, "..", "..");
const pgSchemaFile = join(root, "prisma", "postgresql", "schema.prisma");
const pgSchema = readFileSync(pgSchemaFile, "utf8");
const migrations = postgresMigrationsDir();

describe("PostgreSQL: migrations vs schema (Prisma's schema engine) and the runner", () => {
  const base = testPgUrl ?? "";
  let main: string;
  let shadow: string;
  let engine: Awaited<ReturnType<typeof prismaSchemaEnginePg>>;
  let dir: string;

  beforeAll(async () => {
    main = freshPgUrl(base);
    shadow = freshPgUrl(base);
    engine = await prismaSchemaEnginePg(pgSchema, base, parsePgUrl(main).schema, parsePgUrl(shadow).schema);
    dir = mkdtempSync(join(tmpdir(), "greenhouse-pg-migrations-"));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([dropPgSchema(main), dropPgSchema(shadow)]);
    rmSync(dir, { recursive: true, force: true });
  });

  async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
    const { connectionString, schema } = parsePgUrl(url);
    const client = new pg.Client({ connectionString, options: `-c search_path="${schema}"` });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * Everything PostgreSQL knows of a schema's tables, as comparable lines: every column (type,
   * nullability, default), index (its definition) and constraint (primary, unique, foreign key
   * with its actions). Schema names are left out so two schemas compare.
   */
  async function describe_(url: string): Promise<string[]> {
    const columns = await query<{ line: string }>(
      url,
      `SELECT table_name || '.' || column_name || ' ' || data_type || coalesce('(' || datetime_precision || ')', '') || ' ' || is_nullable || ' ' || coalesce(column_default, '-') AS line
         FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const indexes = await query<{ line: string }>(
      url,
      `SELECT 'index ' || replace(indexdef, current_schema() || '.', '') AS line FROM pg_indexes WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
    );
    const constraints = await query<{ line: string }>(
      url,
      `SELECT 'constraint ' || c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS line
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = current_schema() AND c.conrelid::regclass::text NOT LIKE '%_prisma_migrations'`,
    );
    return [...columns, ...indexes, ...constraints].map((r) => r.line.replaceAll(`"${parsePgUrl(url).schema}".`, "")).sort();
  }

  /** A fresh schema holding what Prisma's SQL for `schema` creates (migrate diff --from-empty). */
  async function builtFromSchema(schema: string): Promise<string> {
    const url = freshPgUrl(base);
    const sql = (await sqlFromEmpty(engine, schema)).replace(/^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "\w+";\n\n/, "");
    const { connectionString, schema: name } = parsePgUrl(url);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA "${name}"; SET search_path TO "${name}"; ${sql}`);
    } finally {
      await client.end();
    }
    return url;
  }

  /** The drift between the database the migrations build and the one the schema describes. */
  async function drift(schema: string, migrationsDir: string): Promise<{ onlyMigrations: string[]; onlySchema: string[] }> {
    const migrated = freshPgUrl(base);
    const expected = await builtFromSchema(schema);
    try {
      await migratePostgres(migrated, { migrationsDir });
      const [a, b] = await Promise.all([describe_(migrated), describe_(expected)]);
      return { onlyMigrations: a.filter((l) => !b.includes(l)), onlySchema: b.filter((l) => !a.includes(l)) };
    } finally {
      await Promise.all([dropPgSchema(migrated), dropPgSchema(expected)]);
    }
  }

  it("migrations-postgresql build exactly what prisma/postgresql/schema.prisma describes (columns, types, defaults, indexes, keys)", async () => {
    const result = await drift(pgSchema, migrations);
    expect(result).toEqual({ onlyMigrations: [], onlySchema: [] });
    const described = await builtFromSchema(pgSchema);
    try {
      expect((await describe_(described)).length).toBeGreaterThan(80); // not vacuous
    } finally {
      await dropPgSchema(described);
    }
  });

  const names = readdirSync(migrations).filter((f) => /^\d{14}_/.test(f)).sort();

  it("fires when the schema and the migrations disagree (a column, an index, a type)", async () => {
    const drifted = pgSchema.replace('  fields      Json         @default("{}") @db.Json', '  fields      Json         @default("{}") @db.Json\n  flavour     String?');
    expect(drifted).not.toBe(pgSchema);
    expect((await drift(drifted, migrations)).onlySchema).toEqual([expect.stringContaining("Card.flavour text YES")]);

    const copy = join(dir, "migrations");
    cpSync(migrations, copy, { recursive: true });
    const last = readdirSync(copy).filter((f) => /^\d{14}_/.test(f)).sort().at(-1) ?? "";
    const sqlFile = join(copy, last, "migration.sql");
    writeFileSync(sqlFile, `${readFileSync(sqlFile, "utf8")}\nCREATE INDEX "Card_identifier_idx" ON "Card"("identifier");\nALTER TABLE "Game" ALTER COLUMN "options" TYPE TEXT;\n`);
    const extra = await drift(pgSchema, copy);
    expect(extra.onlyMigrations).toEqual(expect.arrayContaining([expect.stringContaining("Card_identifier_idx"), expect.stringContaining("Game.options text")]));
  });

  it("applies every migration once, records it as Prisma does, and is a no-op the second time", async () => {
    const url = freshPgUrl(base);
    try {
      const first = await migratePostgres(url);
      expect(first.applied).toEqual(names);
      const again = await migratePostgres(url);
      expect(again).toEqual({ applied: [], alreadyApplied: names });
      const rows = await query<{ migration_name: string; checksum: string; applied_steps_count: number; finished_at: Date | null }>(
        url,
        `SELECT migration_name, checksum, applied_steps_count, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      for (const row of rows) {
        expect(row.checksum).toBe(migrationChecksum(readFileSync(join(migrations, row.migration_name, "migration.sql"))));
        expect(row.applied_steps_count).toBe(1);
        expect(row.finished_at).toBeInstanceOf(Date);
      }
      const types = await query<{ table_name: string; column_name: string; data_type: string }>(
        url,
        `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('fields', 'instructions', 'report', 'createdAt') ORDER BY 1, 2`,
      );
      const typeOf = (table: string, column: string) => types.find((t) => t.table_name === table && t.column_name === column)?.data_type;
      expect(typeOf("Card", "fields")).toBe("json");
      expect(typeOf("Pack", "instructions")).toBe("jsonb");
      expect(typeOf("SimulationRun", "report")).toBe("jsonb");
      expect(typeOf("Card", "createdAt")).toBe("timestamp with time zone");
    } finally {
      await dropPgSchema(url);
    }
  });

  it("several instances starting at once: each migration is applied exactly once", async () => {
    const url = freshPgUrl(base);
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => migratePostgres(url)));
      expect(results.flatMap((r) => r.applied).sort()).toEqual(names);
      const rows = await query<{ n: string }>(url, `SELECT count(*) AS n FROM "_prisma_migrations"`);
      expect(Number(rows[0]?.n)).toBe(names.length);
    } finally {
      await dropPgSchema(url);
    }
  });

  it("refuses an edited applied migration and rolls a failing one back completely", async () => {
    const url = freshPgUrl(base);
    const copy = join(dir, "runner");
    try {
      cpSync(migrations, copy, { recursive: true });
      await migratePostgres(url, { migrationsDir: copy });
      const first = join(copy, names[0] ?? "", "migration.sql");
      writeFileSync(first, `${readFileSync(first, "utf8")}\n-- edited\n`);
      await expect(migratePostgres(url, { migrationsDir: copy })).rejects.toThrow(/was edited after it was applied/);
      writeFileSync(first, readFileSync(join(migrations, names[0] ?? "", "migration.sql")));

      const bad = join(copy, "29991231000000_bad");
      cpSync(join(copy, names[0] ?? ""), bad, { recursive: true });
      writeFileSync(join(bad, "migration.sql"), `CREATE TABLE "Half" ("id" TEXT);\nSELECT * FROM "NoSuchTable";\n`);
      await expect(migratePostgres(url, { migrationsDir: copy })).rejects.toThrow(/29991231000000_bad failed and was rolled back/);
      const left = await query<{ n: string }>(url, `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'Half'`);
      expect(Number(left[0]?.n)).toBe(0);
      const recorded = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
      expect(recorded.map((r) => r.migration_name)).not.toContain("29991231000000_bad");
    } finally {
      await dropPgSchema(url);
    }
  });
});
