/**
 * runEnded: waits until a run's row is no longer "running" (done, cancelled, failed) or its
 * instances are gone (lost), whichever process plays it. For scripts, benchmarks and tests.
 */
import type { Db } from "../db";
import { findJob, isLost } from "./jobs";

/** Resolves with the row's status once it ended; rejects after `timeoutMs`. */
export async function runEnded(db: Db, id: string, timeoutMs = 600_000, pollMs = 50): Promise<string> {
  await findJob(id)?.finished;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.simulationRun.findUnique({ where: { id }, select: { status: true, heartbeatAt: true, startedAt: true } });
    if (row === null) throw new Error(`simulation ${id}: no such run`);
    if (row.status !== "running") return row.status;
    if (isLost(row)) return "lost";
    if (Date.now() > until) throw new Error(`simulation ${id}: still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
