/**
 * Next calls `register()` once when a server instance starts. On PostgreSQL it starts this
 * instance's simulation queue (lib/server/simulations/queue.ts), so every instance plays chunks
 * of every run, whether or not it has served a simulation request yet. Nothing on SQLite.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { databaseProvider } = await import("./lib/server/db-path");
  if (databaseProvider() !== "postgresql") return;
  const { getDb } = await import("./lib/server/db");
  const { wakeQueue } = await import("./lib/server/simulations/queue");
  wakeQueue(getDb());
}
