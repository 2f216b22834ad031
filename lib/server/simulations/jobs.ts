/**
 * The simulations running in this server process (internal to lib/server/simulations). A job
 * lives here while it runs and for a while after, and is saved to the database when it ends
 * (save-run.ts); the team-server work will move running jobs out of process memory.
 */
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";
import type { PackRevision } from "./read-era";
import type { SimulationSettings, SimulationStatus } from "./types";

export interface Job extends SimulationSettings {
  readonly revision: PackRevision;
  readonly startedAt: Date;
  status: SimulationStatus;
  done: number;
  elapsedMs: number | null;
  report: SimulationReport | null;
  error: string | null;
  cancel: () => void;
  /** Settles when the job ended and its row is written. */
  finished: Promise<void>;
}

/** Ended jobs stay readable from memory this long (then from the database only). */
const KEEP_MS = 10 * 60_000;
/** Jobs running at once; more would only share the same cores (503 "busy" past it). */
export const MAX_RUNNING = 2;

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

export function runningJobs(): number {
  let n = 0;
  for (const j of jobs.values()) if (j.status === "running") n++;
  return n;
}

/** Forgets an ended job after {@link KEEP_MS}. */
export function retire(id: string): void {
  const t = setTimeout(() => jobs.delete(id), KEEP_MS);
  t.unref();
}

export function allJobs(): Iterable<Job> {
  return jobs.values();
}
