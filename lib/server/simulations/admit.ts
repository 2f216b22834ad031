/**
 * Who may start a simulation now (internal). Each account has its own cap
 * ({@link MAX_RUNS_PER_USER} running runs), so one editor's runs never answer another 503;
 * the server has a global cap on top. The check and the start are one step: on SQLite a run
 * reserves its place synchronously before anything is awaited (in-process runs), on PostgreSQL
 * the count and the insert share one write transaction, which holds the writers' advisory lock
 * (tx.ts), so N concurrent POSTs on any number of instances start at most the cap.
 */
import { actingUser } from "../accounts/acting";
import { AppError } from "../errors";
import { allJobs } from "./jobs";

/** Running runs of one account (or of the local designer outside a team server). */
export const MAX_RUNS_PER_USER = 2;
/** Runs playing at once in one process on SQLite; each one uses every core, more would only share them. */
export const MAX_LOCAL_RUNS = 4;
/** Runs running or queued at once in the studio on PostgreSQL (their chunks share every instance's slots). */
export const MAX_QUEUED_RUNS = 8;

/** The account starting a run in this request; null outside a team server (one designer). */
export function starter(): string | null {
  return actingUser()?.id ?? null;
}

/** The "busy" error when `user` may not start one more run beside `running` (their starters); null when it may. */
export function capError(running: readonly (string | null)[], user: string | null, max: number): AppError | null {
  if (running.filter((u) => u === user).length >= MAX_RUNS_PER_USER) {
    return new AppError("busy", `You already run ${MAX_RUNS_PER_USER} simulations; wait for one of yours to finish or cancel it, then start again.`);
  }
  if (running.length >= max) return new AppError("busy", `${max} simulations are already running on this server; wait for one to finish, then start again.`);
  return null;
}

const KEY = Symbol.for("greenhouse.simulation-reservations");
const holder = globalThis as unknown as Record<symbol, Map<symbol, string | null> | undefined>;
/** Places taken by runs being started in this process (between the check and their job). */
const reserved = (holder[KEY] ??= new Map<symbol, string | null>());

/**
 * Takes a place for an in-process run of `user`, or throws "busy" (503). Synchronous, so two
 * requests can never both see the last free place. Call the returned release once the job is
 * in the jobs map (or the start failed).
 */
export function reserveLocal(user: string | null): () => void {
  const running: (string | null)[] = [...reserved.values()];
  for (const job of allJobs()) if (job.status === "running") running.push(job.startedBy);
  const error = capError(running, user, MAX_LOCAL_RUNS);
  if (error !== null) throw error;
  const token = Symbol("reservation");
  reserved.set(token, user);
  return () => reserved.delete(token);
}
