/**
 * cancelSimulation: stops a running simulation (`POST /api/simulations/{id}/cancel`). The
 * engine's signal ends its game workers; the job is "cancelled" once they stopped (well within
 * a second: bench/simulate-page.bench.ts measures it) and saved as such.
 */
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { findJob } from "./jobs";
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
    const row = await dbOf(options).simulationRun.findUnique({ where: { id }, select: { id: true } });
    if (row === null) throw notFound("simulation", id);
  } else if (job.status === "running") {
    job.cancel();
    if (options.wait !== false) await job.finished;
  }
  return getSimulation(options);
}
