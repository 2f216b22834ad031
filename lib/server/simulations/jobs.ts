/**
 * Simulations, as every app instance sees them (internal to lib/server/simulations).
 *
 * A run's row (`SimulationRun`) is written when it starts, with status "running"; the instance
 * that runs it (in its worker threads) writes its progress and a heartbeat every {@link TICK_MS}
 * and reads `cancelRequested` at the same tick, so any instance sharing the database can show the
 * run's progress and stop it. The process that runs a job also keeps it in memory (the workers'
 * cancel handle, and the freshest progress for its own requests).
 */
import type { Db } from "../db";
import type { PackRevision } from "./read-era";
import type { SimulationReportJson, SimulationSettings, SimulationStatus } from "./types";

export interface Job extends SimulationSettings {
  readonly revision: PackRevision;
  readonly startedAt: Date;
  /** The account that started it (null outside a team server). */
  readonly startedBy: string | null;
  status: SimulationStatus;
  done: number;
  elapsedMs: number | null;
  /** The system's report (JSON) once done. */
  report: SimulationReportJson | null;
  error: string | null;
  cancel: () => void;
  /** Settles when the job ended and its row is written. */
  finished: Promise<void>;
}

/** Ended jobs stay readable from memory this long (then from the database only). */
const KEEP_MS = 10 * 60_000;
/** How often the running instance writes progress and looks for a cancel from another instance. */
export const TICK_MS = 250;
/** A "running" row without a heartbeat for this long lost its instance (it stopped or crashed). */
export const STALE_MS = 30_000;
export const LOST_MESSAGE = "The server that ran this simulation stopped before it ended; start it again.";

// On globalThis: Next bundles each route on its own, and the POST that starts a job, the GET
// that follows it and the page that lists it must see the same map (and `next dev` reloads
// modules on every edit, which must not forget running jobs).
const holder = globalThis as unknown as Record<symbol, Map<string, Job> | undefined>;
const KEY = Symbol.for("greenhouse.simulation-jobs");
const jobs = (holder[KEY] ??= new Map<string, Job>());

export function addJob(job: Job): void {
  jobs.set(job.id, job);
}

export function findJob(id: string): Job | undefined {
  return jobs.get(id);
}

/** Forgets an ended job after {@link KEEP_MS}. */
export function retire(id: string): void {
  const t = setTimeout(() => jobs.delete(id), KEEP_MS);
  t.unref();
}

export function allJobs(): Iterable<Job> {
  return jobs.values();
}

/**
 * Every {@link TICK_MS} while `job` runs: writes its progress and heartbeat, and cancels it when
 * another instance asked (`cancelRequested`). Returns the function that stops the ticking.
 */
export function tickJob(db: Db, job: Job): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || job.status !== "running") return;
    busy = true;
    db.simulationRun
      .updateManyAndReturn({ where: { id: job.id, status: "running" }, data: { done: job.done, heartbeatAt: new Date() }, select: { cancelRequested: true } })
      .then(
        (rows) => {
          if (rows[0]?.cancelRequested === true && job.status === "running") job.cancel();
        },
        (error: unknown) => console.error("greenhouse: could not write a simulation's progress", error),
      )
      .finally(() => {
        busy = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether a row says "running" but its instance stopped ticking long ago. */
export function isLost(row: { status: string; heartbeatAt: Date | null; startedAt: Date }, now = Date.now()): boolean {
  return row.status === "running" && now - (row.heartbeatAt ?? row.startedAt).getTime() > STALE_MS;
}
