/**
 * Cancelling a queued run (PostgreSQL, internal to cancel-simulation.ts): its row says
 * "cancelled" at once, so no slot takes another of its chunks; each slot playing one sees it at
 * its next tick (TICK_MS) and stops its thread. The answer waits until they all gave their
 * chunks back (or WAIT_MS), then freezes `done` at what they played and drops the chunks.
 */
import type { Db } from "../db";
import { writeTransaction } from "../tx";
import { TICK_MS } from "./jobs";
import { dropQueuedChunks } from "./queue";

/** How long a cancel waits for the slots of other instances (a few of their ticks). */
const WAIT_MS = 10_000;

export async function cancelQueued(db: Db, id: string, wait: boolean): Promise<void> {
  const cancelled = await writeTransaction(db, async (tx) => {
    const run = await tx.simulationRun.findUnique({ where: { id }, select: { status: true, startedAt: true } });
    if (run?.status !== "running") return false;
    await tx.simulationRun.update({ where: { id }, data: { status: "cancelled", cancelRequested: true, counts: null, source: null, elapsedMs: Date.now() - run.startedAt.getTime() } });
    return true;
  });
  if (!cancelled) return;
  await dropQueuedChunks(db, id);
  if (wait) {
    const until = Date.now() + WAIT_MS;
    while (Date.now() < until && (await db.simulationChunk.count({ where: { runId: id, finished: false, worker: { not: null } } })) > 0) {
      await new Promise((resolve) => setTimeout(resolve, TICK_MS / 5));
    }
  }
  await writeTransaction(db, async (tx) => {
    const played = await tx.simulationChunk.aggregate({ where: { runId: id }, _sum: { done: true } });
    const run = await tx.simulationRun.findUnique({ where: { id }, select: { done: true } });
    if (run === null) return;
    await tx.simulationRun.update({ where: { id }, data: { done: Math.max(run.done, played._sum.done ?? 0) } });
    await tx.simulationChunk.deleteMany({ where: { runId: id } });
  });
}
