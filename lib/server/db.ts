/**
 * The Prisma client of Greenhouse: one per database. SQLite (the default, a `file:` URL) on the
 * better-sqlite3 driver adapter; PostgreSQL (a `postgresql://` URL) on @prisma/adapter-pg with
 * the client generated from prisma/postgresql/schema.prisma (lib/server/db-pg.ts), mapped to the
 * same types so every verb runs unchanged on both.
 *
 * `getDb()` is what every verb in lib/server uses by default. The first call for a file applies
 * pending migrations (lib/server/migrate.ts; a no-op when up to date), so `next dev`, the CLI
 * and the tests never meet a half-made schema. Clients are cached on `globalThis` so Next's hot
 * reload does not open a new connection per edit.
 */
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/generated/prisma/client";
import type { Prisma } from "@/generated/prisma/client";
import { createPgDb } from "./db-pg";
import { databaseFile, isPostgresUrl } from "./db-path";
import { migrate } from "./migrate";

/** The Prisma client type every verb accepts as `db`. */
export type Db = PrismaClient;
/** A client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;

/**
 * Pragmas run on every new connection: WAL (readers never block the writer; persistent, but
 * set again for files created elsewhere), foreign keys (cascades depend on them), a busy
 * timeout so a writer waits for another process's transaction. It is short (1 s) because
 * better-sqlite3 waits synchronously, freezing this process meanwhile; writeTransaction
 * (tx.ts) retries with the event loop free, for up to 30 s.
 */
const CONNECTION_PRAGMAS = "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 1000; PRAGMA synchronous = NORMAL;";

type InnerAdapter = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;

/** Wraps the better-sqlite3 adapter factory to apply {@link CONNECTION_PRAGMAS} on connect. */
class PragmaAdapterFactory {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;

  constructor(private readonly inner: PrismaBetterSqlite3) {
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<InnerAdapter> {
    const adapter = await this.inner.connect();
    await adapter.executeScript(CONNECTION_PRAGMAS);
    return adapter;
  }

  connectToShadowDb(): Promise<InnerAdapter> {
    return this.inner.connectToShadowDb();
  }
}

export interface CreateDbOptions {
  /** Apply pending migrations first (default true). */
  readonly migrate?: boolean;
}

/**
 * A new, uncached client for the SQLite file at `file` (absolute path), for tests, scripts and
 * the reliability harness.
 *
 * Use one client per file per process (`getDb` does): better-sqlite3 waits for SQLite's write
 * lock synchronously, so a second connection of the same process waiting for the lock blocks
 * the very event loop the first one needs to finish its transaction (both stall for the busy
 * timeout). Several processes, one connection each, are fine: that is what the tests prove.
 */
export function createDb(file: string, options: CreateDbOptions = {}): Db {
  if (isPostgresUrl(file)) {
    const db = createPgDb(file, options.migrate !== false);
    urls.set(db, file);
    return db;
  }
  if (options.migrate !== false) migrate(file);
  const adapter = new PragmaAdapterFactory(new PrismaBetterSqlite3({ url: file, timeout: 1000 }));
  const db = new PrismaClient({
    adapter,
    // A 250-card import is thousands of statements; the default 5 s would cut it on a busy
    // machine. maxWait covers queueing behind another transaction of this process.
    transactionOptions: { maxWait: 15_000, timeout: 120_000 },
  });
  files.set(db, file);
  return db;
}

const files = new WeakMap<Db, string>();
const urls = new WeakMap<Db, string>();

/** Which database a client of {@link createDb} opens: "postgresql" for a PostgreSQL URL, else "sqlite". */
export function providerOfDb(db: Db): "sqlite" | "postgresql" {
  return urls.has(db) ? "postgresql" : "sqlite";
}

/** The PostgreSQL URL a client of {@link createDb} opens; undefined for SQLite clients. */
export function dbUrlOf(db: Db): string | undefined {
  return urls.get(db);
}

/**
 * The SQLite file a client made by {@link createDb} (or `getDb`) opens; undefined for any other
 * client. The import worker opens its own connection to it (lib/server/import-worker).
 */
export function dbFileOf(db: Db): string | undefined {
  return files.get(db);
}

const cache = globalThis as typeof globalThis & { __greenhouseDb?: Map<string, Db> };

/**
 * The shared client for `file` (default: `databaseFile()`, i.e. `DATABASE_URL` or
 * `data/greenhouse.db`). Throws a `MigrationError` with instructions when the database cannot
 * be brought up to date.
 */
export function getDb(file: string = databaseFile()): Db {
  cache.__greenhouseDb ??= new Map();
  let db = cache.__greenhouseDb.get(file);
  if (db === undefined) {
    db = createDb(file);
    cache.__greenhouseDb.set(file, db);
  }
  return db;
}

/** Disconnects and forgets every cached client (tests; scripts before exiting). */
export async function closeAllDbs(): Promise<void> {
  const all = [...(cache.__greenhouseDb?.values() ?? [])];
  cache.__greenhouseDb?.clear();
  await Promise.all(all.map((db) => db.$disconnect()));
}
