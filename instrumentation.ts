/**
 * Next calls `register()` once when a server instance starts. On PostgreSQL it starts this
 * instance's simulation queue (lib/server/simulations/queue.ts), so every instance plays chunks
 * of every run, whether or not it has served a simulation request yet. Nothing on SQLite.
 *
 * Its own client (createDb), never getDb(): this file is bundled apart from the routes, with its
 * own copy of lib/server/db.ts, and a client it put in getDb()'s cache (on globalThis) would be
 * unknown to the routes' copy (which would then take it for SQLite). The routes find the runner
 * through the queue's registry on globalThis, keyed by the database URL.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { databaseProvider, databaseUrl } = await import("./lib/server/db-path");
  if (databaseProvider() !== "postgresql") return;
  const { createDb } = await import("./lib/server/db");
  const { wakeQueue } = await import("./lib/server/simulations/queue");
  wakeQueue(createDb(databaseUrl()));
}
