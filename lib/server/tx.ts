/**
 * Transactions for lib/server verbs (internal).
 *
 * The better-sqlite3 adapter opens transactions with a plain (deferred) `BEGIN`. A deferred
 * transaction that reads first and writes later fails at once with SQLITE_BUSY when another
 * process committed in between (SQLite cannot upgrade a stale snapshot, and the busy timeout
 * does not apply). So every write transaction first runs a no-op UPDATE, which takes the write
 * lock up front exactly like `BEGIN IMMEDIATE`: every read inside sees the latest data.
 *
 * Waiting for the lock: SQLite's busy timeout (1 s, see db.ts) waits synchronously, blocking
 * this process's event loop, and is not fair between processes. So a transaction that still
 * finds the database locked is rolled back and retried after a short random pause (the event
 * loop free meanwhile), for up to 30 s, before the caller gets a "busy" error (503). Retrying is
 * safe: the lock is taken by the first statement, so nothing was written yet.
 *
 * Writes must never run outside a transaction: the adapter shares one connection per client,
 * so a stray write would join whatever transaction is open on it.
 *
 * PostgreSQL: the same rule, one writer at a time, so every verb keeps the guarantees it was
 * written for (checks before a write see the latest data; positions and unique names computed
 * inside a transaction do not race). The first statement takes a transaction-level advisory
 * lock of this database's schema (`pg_advisory_xact_lock`), held to COMMIT/ROLLBACK, which
 * queues writers across every connection and app instance, like SQLite's write lock; readers
 * never wait for it. A deadlock or serialization failure reported by PostgreSQL is retried
 * like a busy SQLite file.
 */
import { isBusy } from "./busy";
import { dbFileOf, getDb, providerOfDb, type Db, type Tx } from "./db";
import { importWritesDone } from "./import-worker/gate";
import type { DbOptions } from "./types";

/** The client a verb uses: `options.db` or the shared one. */
export function dbOf(options: DbOptions): Db {
  return options.db ?? getDb();
}

export { isBusy };

export interface WriteOptions {
  /** How long to keep retrying a locked database (default 30 s). */
  readonly busyDeadlineMs?: number;
}

/** SQLite: a no-op write takes the file's write lock (like BEGIN IMMEDIATE). */
const WRITE_LOCK_SQLITE = 'UPDATE "Pack" SET "id" = "id" WHERE 0';
/** PostgreSQL: the writers' lock of this schema, released at COMMIT/ROLLBACK. */
const WRITE_LOCK_PG = "SELECT pg_advisory_xact_lock(1735552616, hashtext(current_schema()))";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` in one transaction that holds SQLite's write lock from its first statement. */
export async function writeTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  const deadline = Date.now() + (options.busyDeadlineMs ?? 30_000);
  for (let attempt = 1; ; attempt++) {
    // Not while this process's import worker holds the lock: SQLite would wait synchronously.
    await importWritesDone(dbFileOf(db));
    try {
      return await db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(providerOfDb(db) === "postgresql" ? WRITE_LOCK_PG : WRITE_LOCK_SQLITE);
        return fn(tx);
      });
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await pause(Math.random() * Math.min(50 * attempt, 500));
    }
  }
}
