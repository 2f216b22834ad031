/**
 * Writing an ended job as a SimulationRun row (internal). A pack deleted while its simulation
 * ran has nowhere to keep it: the job then stays in memory only, until it is retired.
 */
import type { Db } from "../db";
import { writeTransaction } from "../tx";
import type { Job } from "./jobs";

export async function saveRun(db: Db, job: Job): Promise<void> {
  try {
    await writeTransaction(db, (tx) =>
      tx.simulationRun.create({
        data: {
          id: job.id,
          packId: job.packId,
          era: job.era,
          games: job.games,
          seed: String(job.seed),
          players: job.players,
          bot: job.bot,
          fingerprint: job.revision.fingerprint,
          packUpdatedAt: job.revision.updatedAt,
          status: job.status,
          done: job.done,
          report: job.report === null ? null : JSON.stringify(job.report),
          error: job.error,
          elapsedMs: job.elapsedMs ?? 0,
          startedAt: job.startedAt,
        },
      }),
    );
  } catch (error) {
    const exists = await db.pack.findUnique({ where: { id: job.packId }, select: { id: true } }).catch(() => null);
    if (exists !== null) console.error("greenhouse: could not save a simulation run", error);
  }
}
