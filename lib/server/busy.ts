/**
 * Recognising SQLite's "database is locked" (internal; no imports, so errors.ts stays light).
 */

/** Whether `error` is SQLite's SQLITE_BUSY, as the better-sqlite3 adapter and Prisma report it. */
export function isBusy(error: unknown): boolean {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null)?.meta?.driverAdapterError?.cause;
  if (cause?.originalCode === "SQLITE_BUSY") return true;
  return error instanceof Error && /SQLITE_BUSY|database is locked/.test(error.message);
}
