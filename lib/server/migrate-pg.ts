/**
 * Applies prisma/migrations-postgresql to a PostgreSQL database, the way `prisma migrate deploy`
 * would (lib/server/migrate.ts does the same for SQLite; the checks and messages are shared).
 *
 * - Prisma's `_prisma_migrations` table, exactly as its schema engine creates it on PostgreSQL,
 *   with the same checksum (SHA-256 hex of migration.sql), so `prisma migrate status` agrees.
 * - Each migration and its bookkeeping row commit in one transaction (PostgreSQL's DDL is
 *   transactional): a failing migration leaves nothing behind and nothing after it runs.
 * - Several app instances starting at once: a session advisory lock makes them take turns; the
 *   second finds everything applied.
 * - `?schema=name` in the URL: the schema is created when missing and holds every table.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { repoRoot } from "./db-path";
import { checkApplied, MigrationError, readMigrations, type AppliedRow, type MigrateOptions, type MigrateResult } from "./migrate";
import { parsePgUrl } from "./pg-url";

/** Prisma's bookkeeping table as its schema engine creates it on PostgreSQL. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Default folder of the PostgreSQL migrations. */
export function postgresMigrationsDir(): string {
  return join(repoRoot(), "prisma", "migrations-postgresql");
}

/** An advisory lock key shared by every Greenhouse migrating this database. */
const LOCK = 0x67726e68; // "grnh"

/** Brings the PostgreSQL database at `url` up to date; same contract as SQLite's `migrate`. */
export async function migratePostgres(url: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const files = readMigrations(options.migrationsDir ?? postgresMigrationsDir());
  const { connectionString, schema } = parsePgUrl(url);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1, hashtext($2))", [LOCK, schema]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query<AppliedRow>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);
    checkApplied(rows, files);
    const isApplied = (name: string) => rows.some((r) => r.migration_name === name && r.rolled_back_at === null);
    const alreadyApplied = files.map((f) => f.name).filter(isApplied);
    const applied: string[] = [];
    for (const file of files.filter((f) => !isApplied(f.name))) {
      await client.query("BEGIN");
      try {
        const id = randomUUID();
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`, [
          id,
          file.checksum,
          file.name,
        ]);
        try {
          await client.query(file.sql);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${reason}`);
        }
        await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
      applied.push(file.name);
    }
    return { applied, alreadyApplied };
  } finally {
    await client.end();
  }
}
