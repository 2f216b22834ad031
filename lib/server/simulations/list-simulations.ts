/**
 * listSimulations: a pack's saved runs, newest first, each with the pack revision it came from
 * and whether its era deck changed since (`GET /api/packs/{id}/simulations`). Runs still
 * playing are listed first. Reports are left out (`report: null`): getSimulation has them.
 */
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { changedSince } from "./get-simulation";
import { allJobs } from "./jobs";
import { wakeQueue } from "./queue";
import { jobToDto, rowToDto } from "./to-dto";
import type { SimulationDto } from "./types";

export interface ListSimulationsOptions extends DbOptions {
  readonly packId: string;
  /** At most this many saved runs (default 50). */
  readonly limit?: number;
}

/** The runs; 404 for an unknown pack. */
export async function listSimulations(options: ListSimulationsOptions): Promise<SimulationDto[]> {
  const packId = parseField("id", idSchema, options.packId);
  const db = dbOf(options);
  wakeQueue(db);
  if ((await db.pack.findUnique({ where: { id: packId }, select: { id: true } })) === null) throw notFound("pack", packId);
  const rows = await db.simulationRun.findMany({ where: { packId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: options.limit ?? 50 });
  // One revision read per era deck, not per run.
  const changed = new Map<string, Map<string, boolean | null>>();
  const isChanged = async (era: string, fingerprint: string): Promise<boolean | null> => {
    let byPrint = changed.get(era);
    if (byPrint === undefined) changed.set(era, (byPrint = new Map()));
    if (!byPrint.has(fingerprint)) byPrint.set(fingerprint, await changedSince(db, packId, era, fingerprint));
    return byPrint.get(fingerprint) ?? null;
  };
  // Running runs first: this instance's from memory (freshest), other instances' from their rows.
  const local = new Map<string, SimulationDto>();
  for (const job of allJobs()) {
    if (job.packId === packId) local.set(job.id, jobToDto(job, await isChanged(job.era, job.revision.fingerprint)));
  }
  const all: SimulationDto[] = [];
  for (const row of rows) all.push({ ...(local.get(row.id) ?? rowToDto(row, await isChanged(row.era, row.fingerprint))), report: null });
  return [...all.filter((r) => r.status === "running"), ...all.filter((r) => r.status !== "running")];
}
