/**
 * An in-process run (SQLite, internal): the whole run in this process's worker threads, its
 * progress in memory and written to its row every tick (jobs.ts).
 */
import type { Db } from "../db";
import { reserveLocal } from "./admit";
import { addJob, retire, tickJob, type Job } from "./jobs";
import { insertRun, saveRun } from "./save-run";
import type { StartRequest } from "./start-request";
import { runJob } from "./worker-client";

/** Starts the run in this process, or throws "busy" when the starter or the server is at its cap. */
export async function runLocal(db: Db, start: StartRequest, workers: number | undefined): Promise<{ id: string }> {
  const release = reserveLocal(start.startedBy);
  try {
    // The row first: every instance sharing the database sees the run from its first moment.
    await insertRun(db, start);
    const running = runJob({ system: start.system, deck: start.era, source: start.source, games: start.games, seed: start.seed, players: start.players, bot: start.bot, ...(workers !== undefined ? { workers } : {}) }, (done) => {
      job.done = Math.max(job.done, done);
    });
    const job: Job = {
      id: start.id,
      packId: start.packId,
      era: start.era,
      games: start.games,
      seed: start.seed,
      players: start.players,
      bot: start.bot,
      revision: start.revision,
      startedAt: start.startedAt,
      startedBy: start.startedBy,
      status: "running",
      done: 0,
      elapsedMs: null,
      report: null,
      error: null,
      cancel: () => running.cancel(),
      finished: running.outcome.then(async (outcome) => {
        stopTicking();
        job.elapsedMs = Math.round(Date.now() - start.startedAt.getTime());
        if (outcome.status === "done") {
          job.report = outcome.report;
          job.done = start.games;
        } else if (outcome.status === "failed") {
          if (!outcome.expected) console.error("greenhouse: a simulation failed", outcome.message);
          job.error = outcome.expected ? outcome.message : "The simulation stopped on an error in the engine; the server log has the details.";
        }
        job.status = outcome.status;
        await saveRun(db, job);
        retire(job.id);
      }),
    };
    addJob(job);
    const stopTicking = tickJob(db, job);
    return { id: job.id };
  } finally {
    release();
  }
}
