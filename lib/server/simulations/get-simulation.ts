/**
 * getSimulation: a run by id, running (status, progress) or saved (with the report), and
 * whether the era deck changed since it ran (`GET /api/simulations/{id}`).
 */
import { AppError, notFound } from "../errors";
import type { Db } from "../db";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { findJob } from "./jobs";
import { wakeQueue } from "./queue";
import { eraRevision } from "./read-era";
import { jobToDto, rowToDto } from "./to-dto";
import type { SimulationDto } from "./types";

export interface GetSimulationOptions extends DbOptions {
  readonly id: string;
}

/** Whether the era deck now differs from `fingerprint`; null when the pack or era is gone. */
export async function changedSince(db: Db, packId: string, era: string, fingerprint: string): Promise<boolean | null> {
  try {
    return (await eraRevision(db, packId, era)).fingerprint !== fingerprint;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The run; 404 when no run has that id. */
export async function getSimulation(options: GetSimulationOptions): Promise<SimulationDto> {
  const id = parseField("id", idSchema, options.id);
  const db = dbOf(options);
  wakeQueue(db);
  const job = findJob(id);
  if (job !== undefined) return jobToDto(job, await changedSince(db, job.packId, job.era, job.revision.fingerprint));
  const row = await db.simulationRun.findUnique({ where: { id } });
  if (row === null) throw notFound("simulation", id);
  return rowToDto(row, await changedSince(db, row.packId, row.era, row.fingerprint));
}
