/**
 * Recognising SQLite's "database is locked" (internal; no imports, so errors.ts stays light).
 */

/**
 * Whether `error` means "the database is taken, try again": SQLite's SQLITE_BUSY (another
 * process holds the write lock), as the better-sqlite3 adapter and Prisma report it, or Prisma's
 * P2028 "Unable to start a transaction in the given time" (this process's own queue of
 * transactions, e.g. behind a long import). Neither has written anything.
 */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "P2028" && error instanceof Error && /start a transaction/i.test(error.message)) return true;
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null)?.meta?.driverAdapterError?.cause;
  if (cause?.originalCode === "SQLITE_BUSY") return true;
  // PostgreSQL: deadlock_detected, serialization_failure, lock_not_available: nothing was kept.
  if (cause?.originalCode === "40P01" || cause?.originalCode === "40001" || cause?.originalCode === "55P03") return true;
  return error instanceof Error && /SQLITE_BUSY|database is locked/.test(error.message);
}
