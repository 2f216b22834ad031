/**
 * Applies the migrations of `prisma/migrations` to a SQLite file, the way `prisma migrate deploy`
 * would, without Prisma's schema engine (it cannot be downloaded on this project's machines).
 *
 * Compatibility with Prisma: every applied migration is recorded in `_prisma_migrations` with
 * Prisma's own columns and checksum (SHA-256 hex of the migration.sql bytes), so a machine that
 * has the engine can run `prisma migrate deploy` / `migrate status` on the same file and agree.
 *
 * Safety: each migration runs in its own `BEGIN IMMEDIATE` transaction together with its
 * bookkeeping row, so a crash leaves it either fully applied or not at all. Foreign keys are
 * switched off around the transaction (SQLite ignores that pragma inside one) because Prisma's
 * "redefine table" migrations drop and recreate referenced tables, which would otherwise cascade
 * deletes; `PRAGMA foreign_key_check` must then come back empty before the commit.
 */
import Database from "better-sqlite3";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { repoRoot } from "./db-path";

/** One migration folder: `<stamp>_<name>/migration.sql`. */
export interface MigrationFile {
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
  /** Checksum with CRLF line endings turned into LF (git on Windows may convert them). */
  readonly checksumLf: string;
}

export interface MigrateResult {
  /** Names of the migrations applied by this call, in order. */
  readonly applied: string[];
  /** Names already recorded before this call. */
  readonly alreadyApplied: string[];
}

export interface MigrateOptions {
  /** Folder holding the migration folders; default `<repo>/prisma/migrations`. */
  readonly migrationsDir?: string;
}

/** The folder of a provider's migrations: prisma/migrations (SQLite) or prisma/migrations-postgresql. */
export function migrationsDirOf(provider: "sqlite" | "postgresql"): string {
  return join(repoRoot(), "prisma", provider === "sqlite" ? "migrations" : "migrations-postgresql");
}

/** Raised when the database and the migration files disagree; the message says how to fix it. */
export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

/** Prisma's bookkeeping table, exactly as its schema engine creates it for SQLite. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

/** SHA-256 hex of the script's bytes: Prisma's migration checksum. */
export function migrationChecksum(sql: string | Buffer): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** Reads every `<name>/migration.sql` under `dir`, sorted by name (Prisma's order). */
export function readMigrations(dir: string = join(repoRoot(), "prisma", "migrations")): MigrationFile[] {
  // turbopackIgnore: a path known only at run time; without it Next traces the whole project.
  if (!existsSync(/*turbopackIgnore: true*/ dir)) throw new MigrationError(`No migrations folder at ${dir}.`);
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, "migration.sql"));
      const sql = bytes.toString("utf8");
      return { name, sql, checksum: migrationChecksum(bytes), checksumLf: migrationChecksum(sql.replace(/\r\n/g, "\n")) };
    });
}

/**
 * Sets the connection-level pragmas every Greenhouse connection uses: WAL journal (readers
 * never block the writer), foreign keys on, a 5 s busy timeout so concurrent writers queue
 * instead of failing, and `synchronous = NORMAL` (durable across application crashes in WAL).
 */
export function applyPragmas(db: Database.Database): void {
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = NORMAL");
}

export interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/** Refuses edited, unknown or half-done migrations (both providers). */
export function checkApplied(rows: AppliedRow[], files: MigrationFile[]): void {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue;
    if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${row.migration_name} started but never finished. Restore the database from a backup, ` +
          `or mark it rolled back (UPDATE _prisma_migrations SET rolled_back_at = ... ) once the schema is repaired.`,
      );
    }
    const file = byName.get(row.migration_name);
    if (file === undefined) {
      throw new MigrationError(
        `The database has migration ${row.migration_name} applied, but the migrations folder has no such folder. ` +
          `This database was migrated by a newer or different version of Greenhouse; use that version or restore the folder.`,
      );
    }
    // Like Prisma, a script that differs only in line endings still matches.
    if (file.checksum !== row.checksum && file.checksumLf !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.migration_name} was edited after it was applied (checksum ${row.checksum.slice(0, 12)}… in the database, ` +
          `${file.checksum.slice(0, 12)}… on disk). Never edit an applied migration: restore its migration.sql from git ` +
          `and put the change in a new migration folder.`,
      );
    }
  }
}

/**
 * Brings the SQLite file at `dbFile` (created with its folder when missing) up to date.
 * Throws {@link MigrationError} when an applied migration was edited, removed or left
 * half-done, and the SQLite error (with the migration's name) when a script fails, in which
 * case that migration and everything after it stay unapplied.
 */
export function migrate(dbFile: string, options: MigrateOptions = {}): MigrateResult {
  const files = readMigrations(options.migrationsDir);
  mkdirSync(dirname(dbFile), { recursive: true });
  const db = new Database(dbFile);
  try {
    applyPragmas(db);
    db.exec(MIGRATIONS_TABLE);
    const readRows = () =>
      db.prepare(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`).all() as AppliedRow[];
    const isApplied = (rows: AppliedRow[], name: string) => rows.some((r) => r.migration_name === name && r.rolled_back_at === null);
    const before = readRows();
    checkApplied(before, files);
    const alreadyApplied = files.map((f) => f.name).filter((name) => isApplied(before, name));
    const applied: string[] = [];
    // Only take the write lock when something is pending, so a running app is never blocked.
    for (const file of files.filter((f) => !isApplied(before, f.name))) {
      db.pragma("foreign_keys = OFF");
      const done = db.transaction((): boolean => {
        // Re-read inside the write lock: another process may have migrated meanwhile.
        const rows = readRows();
        checkApplied(rows, files);
        if (isApplied(rows, file.name)) return false;
        const id = randomUUID();
        const started = Date.now();
        db.prepare(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, 0)`).run(
          id,
          file.checksum,
          file.name,
          started,
        );
        try {
          db.exec(file.sql);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${reason}`);
        }
        const violations = db.pragma("foreign_key_check") as unknown[];
        if (violations.length > 0) {
          throw new MigrationError(`Migration ${file.name} would break ${violations.length} foreign key(s); it was rolled back.`);
        }
        db.prepare(`UPDATE "_prisma_migrations" SET finished_at = ?, applied_steps_count = 1 WHERE id = ?`).run(Date.now(), id);
        return true;
      }).immediate();
      db.pragma("foreign_keys = ON");
      if (done) applied.push(file.name);
    }
    return { applied, alreadyApplied };
  } finally {
    db.close();
  }
}
