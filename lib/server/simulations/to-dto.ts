/**
 * A running job or a saved row as a {@link SimulationDto} (internal).
 */
import type { SimulationRun } from "@/generated/prisma/client";
import { isLost, LOST_MESSAGE, type Job } from "./jobs";
import type { SimulationDto, SimulationReportJson, SimulationStatus } from "./types";

/** A seed as the engine takes it: digits only -> a number (as `cli simulate --seed` does). */
export function engineSeed(seed: number | string): number | string {
  return typeof seed === "string" && /^\d{1,15}$/.test(seed) ? Number(seed) : seed;
}

export function jobToDto(job: Job, packChanged: boolean | null): SimulationDto {
  return {
    id: job.id,
    packId: job.packId,
    era: job.era,
    games: job.games,
    seed: job.seed,
    players: job.players,
    bot: job.bot,
    status: job.status,
    done: job.done,
    startedAt: job.startedAt.toISOString(),
    elapsedMs: job.elapsedMs ?? Math.round(Date.now() - job.startedAt.getTime()),
    revision: { fingerprint: job.revision.fingerprint, updatedAt: job.revision.updatedAt.toISOString() },
    packChanged,
    report: job.report,
    error: job.error,
  };
}

const STATUSES: readonly SimulationStatus[] = ["running", "done", "cancelled", "failed"];

/** A row as the API shows it: a run of another instance shows its progress; one whose instance stopped shows as failed. */
export function rowToDto(row: SimulationRun, packChanged: boolean | null, now = Date.now()): SimulationDto {
  const lost = isLost(row, now);
  const running = row.status === "running" && !lost;
  return {
    id: row.id,
    packId: row.packId,
    era: row.era,
    games: row.games,
    seed: engineSeed(row.seed),
    players: row.players,
    bot: row.bot,
    status: lost ? "failed" : (STATUSES as readonly string[]).includes(row.status) ? (row.status as SimulationStatus) : "failed",
    done: row.done,
    startedAt: row.startedAt.toISOString(),
    elapsedMs: running ? Math.max(0, Math.round(now - row.startedAt.getTime())) : row.elapsedMs,
    revision: { fingerprint: row.fingerprint, updatedAt: row.packUpdatedAt.toISOString() },
    packChanged,
    report: row.report === null ? null : (JSON.parse(row.report) as SimulationReportJson),
    error: lost ? LOST_MESSAGE : row.error,
  };
}
