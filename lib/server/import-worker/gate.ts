/**
 * Main-thread writes wait (without blocking) while the import worker holds a file's write lock.
 *
 * Why: better-sqlite3 waits for SQLite's lock synchronously (busy timeout, db.ts), so a card
 * autosave that met a 10,000-row import's lock would freeze this thread's event loop, and every
 * request with it, for up to a second at a time. The worker client marks the file while its
 * job holds the lock; writeTransaction (tx.ts) awaits the mark before it tries. A write that
 * started first simply keeps the lock and the worker waits in its own thread.
 * No imports here: tx.ts loads it on every write.
 */
const KEY = Symbol.for("greenhouse.import.writing");
// One map per process, shared by every bundle that loads this module (Next may load it twice).
const holder = globalThis as unknown as Record<symbol, Map<string, Promise<void>> | undefined>;
const writing = (holder[KEY] ??= new Map<string, Promise<void>>());

/** Marks `file` as locked by an import until the returned function is called. */
export function markImportWriting(file: string): () => void {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  writing.set(file, done);
  return () => {
    if (writing.get(file) === done) writing.delete(file);
    release();
  };
}

/** Resolves once no import holds `file`'s write lock (at once when none does, or `file` is unknown). */
export async function importWritesDone(file: string | undefined): Promise<void> {
  if (file === undefined) return;
  for (let held = writing.get(file); held !== undefined; held = writing.get(file)) await held;
}
