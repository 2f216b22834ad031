/**
 * Transactions for lib/server verbs (internal).
 *
 * The better-sqlite3 adapter opens transactions with a plain (deferred) `BEGIN`. A deferred
 * transaction that reads first and writes later fails at once with SQLITE_BUSY when another
 * process committed in between (SQLite cannot upgrade a stale snapshot, and the busy timeout
 * does not apply). So every write transaction first runs a no-op UPDATE, which takes the write
 * lock up front exactly like `BEGIN IMMEDIATE`: writers queue (up to the busy timeout) and every
 * read inside sees the latest data.
 *
 * Writes must never run outside a transaction: the adapter shares one connection per client,
 * so a stray write would join whatever transaction is open on it.
 */
import { getDb, type Db, type Tx } from "./db";
import type { DbOptions } from "./types";

/** The client a verb uses: `options.db` or the shared one. */
export function dbOf(options: DbOptions): Db {
  return options.db ?? getDb();
}

/** Runs `fn` in one transaction that holds SQLite's write lock from its first statement. */
export async function writeTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('UPDATE "Pack" SET "id" = "id" WHERE 0');
    return fn(tx);
  });
}
