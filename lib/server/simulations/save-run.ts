/**
 * A run's row (internal): written when it starts ("running", so every instance sees it) and
 * again when it ends. A pack deleted while its simulation ran takes the row with it: the job then
 * stays in memory only, until it is retired.
 */
import type { Db } from "../db";
import { writeTransaction } from "../tx";
import type { Job } from "./jobs";

type Start = Pick<Job, "id" | "packId" | "era" | "games" | "seed" | "players" | "bot" | "revision" | "startedAt" | "startedBy">;

export async function insertRun(db: Db, job: Start): Promise<void> {
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
        status: "running",
        done: 0,
        elapsedMs: 0,
        startedAt: job.startedAt,
        heartbeatAt: job.startedAt,
        startedBy: job.startedBy,
      },
    }),
  );
}

export async function saveRun(db: Db, job: Job): Promise<void> {
  try {
    await writeTransaction(db, (tx) =>
      tx.simulationRun.updateMany({
        where: { id: job.id },
        data: {
          status: job.status,
          done: job.done,
          report: job.report === null ? null : JSON.stringify(job.report),
          error: job.error,
          elapsedMs: job.elapsedMs ?? 0,
          heartbeatAt: new Date(),
        },
      }),
    );
  } catch (error) {
    const exists = await db.pack.findUnique({ where: { id: job.packId }, select: { id: true } }).catch(() => null);
    if (exists !== null) console.error("greenhouse: could not save a simulation run", error);
  }
}
