/**
 * The simulation page's job on the server: 10,000 greedy eras of the demo pack
 * (seeds/tidebound.pack.json) started and followed exactly as the page does it
 * (startSimulation -> the run's chunks on worker threads through the system's simulation hook,
 * polled for progress), then a second run cancelled mid-way. Prints the total time (goal under 15 s on 2
 * cores), the largest gap between two progress updates (goal at most 1 s; the wait for the
 * first one, while the threads start, is printed on its own) and the time from cancel to
 * stopped (goal at most 1 s). Runs the bundled worker (generated/simulate-chunk.mjs, what
 * `next start` runs) when it was built, else the TypeScript sources.
 * `SIMULATE_BENCH_GAMES` changes the count. A temporary database, never the dev one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { closeAllDbs, createDb } from "../lib/server/db";
import { importPack } from "../lib/server/import-pack";
import { cancelSimulation } from "../lib/server/simulations/cancel-simulation";
import { findJob } from "../lib/server/simulations/jobs";
import { startSimulation } from "../lib/server/simulations/start-simulation";
import { jobWorkerEntry } from "../lib/server/simulations/worker-client";

const root = join(import.meta.dirname, "..");
const games = Number(process.env.SIMULATE_BENCH_GAMES ?? 10_000);
if (process.env.GREENHOUSE_SIMULATE_WORKER === undefined && (existsSync(join(root, "generated", "simulate-chunk.mjs")) || existsSync(join(root, "generated", "simulate-job.mjs")))) process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-"));
const db = createDb(join(dir, "bench.db"));
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

try {
  const imported = await importPack({ db, document: readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8") });
  console.log(`worker: ${jobWorkerEntry().mode}; load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")} on ${availableParallelism()} cores`);

  const t0 = performance.now();
  const { id } = await startSimulation({ db, packId: imported.id, input: { games, seed: 1, bot: "greedy" } });
  const job = findJob(id);
  if (job === undefined) throw new Error("the job is not registered");
  // Follow `done` as a poll would see it (every 10 ms): when it last moved.
  let firstAt: number | null = null;
  let lastAt = 0;
  let lastDone = 0;
  let largestGap = 0;
  let updates = 0;
  while (job.status === "running") {
    await tick();
    if (job.done !== lastDone) {
      const now = performance.now();
      if (firstAt === null) firstAt = now - t0;
      else largestGap = Math.max(largestGap, now - lastAt);
      lastAt = now;
      lastDone = job.done;
      updates++;
    }
  }
  await job.finished;
  const total = (performance.now() - t0) / 1000;
  if (job.status !== "done" || job.report === null) throw new Error(`the run ended ${job.status}: ${job.error ?? ""}`);
  console.log(`${games.toLocaleString("en")} greedy eras of "${job.era}" through the server job: ${total.toFixed(1)} s (${(games / total).toFixed(0)} eras/s; engine ${(Number(job.report.elapsedMs) / 1000).toFixed(1)} s on ${String(job.report.workers)} workers), ${String((job.report.eras as { capped?: number } | undefined)?.capped)} capped`);
  console.log(`progress: ${updates} updates; first after ${((firstAt ?? 0) / 1000).toFixed(2)} s (threads starting); largest gap between updates after that ${(largestGap / 1000).toFixed(2)} s`);

  // Cancel: a long run, cancelled once it has played for a second.
  const long = await startSimulation({ db, packId: imported.id, input: { games: 100_000, seed: 2, bot: "greedy" } });
  const longJob = findJob(long.id);
  if (longJob === undefined) throw new Error("the job is not registered");
  while (longJob.done === 0) await tick();
  const playing = performance.now();
  while (performance.now() - playing < 1000) await tick();
  const c0 = performance.now();
  const stopped = await cancelSimulation({ db, id: long.id });
  const cancelMs = performance.now() - c0;
  console.log(`cancel: ${stopped.status} after ${stopped.done.toLocaleString("en")} eras, stopped ${cancelMs.toFixed(0)} ms after the cancel`);
  // Genesis through the same server job (its simulation hook's batches), when the app plays it.
  const genesisGames = Number(process.env.SIMULATE_BENCH_GENESIS_GAMES ?? 2000);
  const genesis = await importPack({ db, document: readFileSync(join(root, "seeds", "genesis-demo.pack.json"), "utf8") });
  try {
    const g0 = performance.now();
    const started = await startSimulation({ db, packId: genesis.id, input: { games: genesisGames, seed: 1, bot: "greedy" } });
    const gJob = findJob(started.id);
    if (gJob === undefined) throw new Error("the job is not registered");
    await gJob.finished;
    const gTotal = (performance.now() - g0) / 1000;
    if (gJob.status !== "done") throw new Error(`the Genesis run ended ${gJob.status}: ${gJob.error ?? ""}`);
    console.log(`${genesisGames.toLocaleString("en")} greedy Genesis games of "${gJob.era}" through the server job: ${gTotal.toFixed(1)} s (${(genesisGames / gTotal).toFixed(0)} games/s)`);
  } catch (error) {
    console.log(`Genesis through the server job: not played (${error instanceof Error ? error.message : String(error)})`);
  }
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
  console.log("goals: 10,000 greedy eras under 15 s on 2 cores; progress at least every 1 s; cancel honoured within 1 s");
} finally {
  await closeAllDbs();
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
}
