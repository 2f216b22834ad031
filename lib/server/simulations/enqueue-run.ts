/**
 * A run on PostgreSQL (internal): its row, its chunks and their queue jobs are written in one
 * write transaction, after the caps are counted in it (admit.ts), so concurrent starts on any
 * number of instances never pass the cap together, and a run never exists without its jobs.
 */
import type { SimulationBatches } from "@/lib/systems/engine";
import { batchesOf } from "./batches";
import type { Db } from "../db";
import { writeTransaction } from "../tx";
import { capError, MAX_QUEUED_RUNS } from "./admit";
import { isLost } from "./jobs";
import { queueOf, QUEUE, type ChunkJob } from "./queue";
import type { StartRequest } from "./start-request";

/** A chunk is at least this many eras (fewer would spend more on taking it than on playing it)... */
export const MIN_CHUNK = 25;
/*
 * ...and at most the system's `maxChunk(bot)`: a few seconds of play on a busy core, well under
 * the time after which a taken chunk is presumed lost, and small enough that two instances finish
 * a run together (GOT CGS: 1,000 random eras, 100 greedy ones).
 */

/** Chunks a run is split into when its size allows (enough for every slot of a few instances)... */
export const SPREAD = 64;

/**
 * Eras [start, end) of each chunk of a run of `games`: {@link SPREAD} chunks (fewer when they
 * would be under MIN_CHUNK eras), more when they would be over MAX_CHUNK. Taking a chunk costs a
 * few queries: on one instance 20,000 random eras as 800 chunks of 25 played at 797 games/s,
 * 200,000 as 200 chunks of 1,000 at 3,912 (bench/simulate-queue.bench.ts).
 */
export function chunkRanges(games: number, bot: string, batches: Pick<SimulationBatches, "maxChunk">): { start: number; end: number }[] {
  const count = Math.max(1, Math.ceil(games / Math.max(1, batches.maxChunk(bot))), Math.min(SPREAD, Math.ceil(games / MIN_CHUNK)));
  const ranges: { start: number; end: number }[] = [];
  for (let k = 0; k < count; k++) ranges.push({ start: Math.floor((games * k) / count), end: Math.floor((games * (k + 1)) / count) });
  return ranges;
}

/** How long a taken chunk may play before the queue gives it to another instance (its taker is presumed dead). */
function chunkExpireSeconds(): number {
  const fromEnv = Number(process.env.GREENHOUSE_SIMULATION_CHUNK_EXPIRE_S);
  return Number.isInteger(fromEnv) && fromEnv >= 1 ? fromEnv : 60;
}

/** Queues the run; "busy" (503) when its starter already runs its share or the studio its cap. */
export async function enqueueRun(db: Db, start: StartRequest): Promise<{ id: string }> {
  const { boss } = await queueOf(db);
  const ranges = chunkRanges(start.games, start.bot, batchesOf(start.system));
  const expireInSeconds = chunkExpireSeconds();
  await writeTransaction(db, async (tx) => {
    const running = await tx.simulationRun.findMany({ where: { status: "running" }, select: { status: true, startedBy: true, heartbeatAt: true, startedAt: true } });
    const error = capError(running.filter((r) => !isLost(r)).map((r) => r.startedBy), start.startedBy, MAX_QUEUED_RUNS);
    if (error !== null) throw error;
    await tx.simulationRun.create({
      data: {
        id: start.id,
        packId: start.packId,
        era: start.era,
        games: start.games,
        seed: String(start.seed),
        players: start.players,
        bot: start.bot,
        fingerprint: start.revision.fingerprint,
        packUpdatedAt: start.revision.updatedAt,
        status: "running",
        done: 0,
        elapsedMs: 0,
        startedAt: start.startedAt,
        heartbeatAt: start.startedAt,
        startedBy: start.startedBy,
        chunks: ranges.length,
        source: JSON.stringify(start.source),
      },
    });
    await tx.simulationChunk.createMany({ data: ranges.map((r, index) => ({ runId: start.id, index, start: r.start, end: r.end })) });
    // pg-boss writes the jobs through this transaction's connection: they commit with the run.
    const executor = { executeSql: async (text: string, values: unknown[]) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
    const jobs = ranges.map((_, index) => ({ name: QUEUE, data: { runId: start.id, index } satisfies ChunkJob, priority: -index, retryLimit: 10, retryDelay: 0, expireInSeconds }));
    await boss.insert(jobs, { db: executor });
  });
  return { id: start.id };
}
