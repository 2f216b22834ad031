/**
 * A queued run's rows while its chunks play (PostgreSQL, internal to queue.ts and
 * cancel-simulation.ts). A chunk's counts are merged into its run's `counts` in the same write
 * transaction that marks the chunk finished, so a chunk played twice (its instance died after
 * merging, before the queue heard) is merged once; the transaction that merges the last chunk
 * writes the report. Progress: each playing slot writes its chunk's `done`, and the run's `done`
 * becomes the sum (never going back).
 */
import type { Db } from "../db";
import { batchesOf } from "./batches";
import { writeTransaction } from "../tx";
import { LOST_MESSAGE } from "./jobs";
import { engineSeed } from "./to-dto";

export interface ChunkRow {
  readonly id: string;
  readonly runId: string;
  readonly start: number;
  readonly end: number;
}

/** Writes a playing chunk's progress and the run's; whether the run still wants it (false: cancelled or ended). */
export async function tickChunk(db: Db, chunk: ChunkRow, worker: string, done: number): Promise<boolean> {
  await db.simulationChunk.updateMany({ where: { id: chunk.id, worker, finished: false }, data: { done } });
  const rows = await db.$queryRaw<{ cancelRequested: boolean }[]>`
    UPDATE "SimulationRun" SET
      "done" = GREATEST("done", (SELECT COALESCE(SUM("done"), 0)::int FROM "SimulationChunk" WHERE "runId" = ${chunk.runId})),
      "heartbeatAt" = ${new Date()}
    WHERE "id" = ${chunk.runId} AND "status" = 'running'
    RETURNING "cancelRequested"`;
  return rows.length === 1 && rows[0]?.cancelRequested !== true;
}

/** A chunk no longer played here (cancelled, or this instance stops): the queue gives it to the next slot. */
export async function giveBack(db: Db, chunk: ChunkRow, worker: string): Promise<void> {
  await db.simulationChunk.updateMany({ where: { id: chunk.id, worker, finished: false }, data: { worker: null } });
}

/** Merges a played chunk into its run, and ends the run with its report when it was the last. */
export async function finishChunk(db: Db, chunk: ChunkRow, worker: string, counts: unknown): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const marked = await tx.simulationChunk.updateMany({ where: { id: chunk.id, finished: false }, data: { finished: true, done: chunk.end - chunk.start, worker } });
    if (marked.count === 0) return; // merged already by an earlier take of this chunk
    const run = await tx.simulationRun.findUnique({ where: { id: chunk.runId }, include: { pack: { select: { system: true } } } });
    if (run === null || run.status !== "running") return;
    // The counts and the report are the run's system's (its engine's simulation hook).
    const batches = batchesOf(run.pack.system);
    const merged = run.counts === null ? batches.empty(run.players) : (JSON.parse(run.counts) as unknown);
    batches.merge(merged, counts);
    const finished = await tx.simulationChunk.findMany({ where: { runId: run.id, finished: true }, select: { worker: true, done: true } });
    const now = new Date();
    if (finished.length < run.chunks) {
      const done = finished.reduce((sum, c) => sum + c.done, 0);
      await tx.simulationRun.update({ where: { id: run.id }, data: { counts: JSON.stringify(merged), done: Math.max(run.done, done), heartbeatAt: now } });
      return;
    }
    const elapsedMs = now.getTime() - run.startedAt.getTime();
    const report = batches.report(merged, {
      deck: run.era,
      players: run.players,
      bot: run.bot,
      seed: engineSeed(run.seed),
      // The slots (on every instance) that played its chunks.
      workers: new Set(finished.map((c) => c.worker)).size,
      elapsedMs,
    });
    await tx.simulationRun.update({
      where: { id: run.id },
      data: { status: "done", done: run.games, report: JSON.stringify(report), counts: null, source: null, elapsedMs, heartbeatAt: now },
    });
    await tx.simulationChunk.deleteMany({ where: { runId: run.id } });
  });
}

/** Ends a running queued run as failed (or as lost: every instance stopped for too long) with `error`. */
export async function failRun(db: Db, runId: string, error: string = LOST_MESSAGE): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const run = await tx.simulationRun.findUnique({ where: { id: runId }, select: { status: true, startedAt: true } });
    if (run?.status !== "running") return;
    await tx.simulationRun.update({ where: { id: runId }, data: { status: "failed", error, counts: null, source: null, elapsedMs: Date.now() - run.startedAt.getTime() } });
    await tx.simulationChunk.deleteMany({ where: { runId } });
  });
}
