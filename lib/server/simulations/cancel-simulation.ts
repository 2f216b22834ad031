/**
 * cancelSimulation: stops a running simulation (`POST /api/simulations/{id}/cancel`). The
 * engine's signal ends its game workers; the job is "cancelled" once they stopped (well within
 * a second: bench/simulate-page.bench.ts measures it) and saved as such. A queued run
 * (PostgreSQL) is cancelled in its row at once; every slot playing one of its chunks stops at its
 * next tick (cancel-queued.ts; bench/simulate-queue.bench.ts measures it).
 */
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { cancelQueued } from "./cancel-queued";
import { findJob, isLost, TICK_MS } from "./jobs";
import { getSimulation } from "./get-simulation";
import type { SimulationDto } from "./types";

export interface CancelSimulationOptions extends DbOptions {
  readonly id: string;
  /** Wait until the run has stopped before answering (default true). */
  readonly wait?: boolean;
}

/**
 * The run after the cancel. Cancelling a run that already ended changes nothing and answers
 * it as it is; 404 when no run has that id.
 */
export async function cancelSimulation(options: CancelSimulationOptions): Promise<SimulationDto> {
  const id = parseField("id", idSchema, options.id);
  const job = findJob(id);
  if (job === undefined) {
    const db = dbOf(options);
    const queued = await db.simulationRun.findUnique({ where: { id }, select: { chunks: true } });
    if (queued !== null && queued.chunks > 0) {
      await cancelQueued(db, id, options.wait !== false);
      return getSimulation(options);
    }
    // Not running here: maybe on another instance, which reads the request at its next tick.
    const asked = await db.simulationRun.updateMany({ where: { id, status: "running" }, data: { cancelRequested: true } });
    if (asked.count === 0) {
      if ((await db.simulationRun.findUnique({ where: { id }, select: { id: true } })) === null) throw notFound("simulation", id);
    } else if (options.wait !== false) {
      await untilEnded(options, id);
    }
  } else if (job.status === "running") {
    job.cancel();
    if (options.wait !== false) await job.finished;
  }
  return getSimulation(options);
}

/** Waits (up to {@link WAIT_MS}) until the run's row has ended or lost its instance. */
async function untilEnded(options: DbOptions, id: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const row = await dbOf(options).simulationRun.findUnique({ where: { id }, select: { status: true, heartbeatAt: true, startedAt: true } });
    if (row === null || row.status !== "running" || isLost(row)) return;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS / 2));
  }
}

/** How long a cancel waits for another instance to stop its run (a few of its ticks and the workers' stop). */
const WAIT_MS = 10_000;
