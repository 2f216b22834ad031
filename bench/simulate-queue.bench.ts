/**
 * Simulations through the PostgreSQL queue (lib/server/simulations/queue.ts): one run of
 * 1,000,000 random eras of the demo pack played by one app instance, then by two (each a
 * process of its own with GREENHOUSE_SIMULATION_SLOTS slots, default 1), printing games/s of
 * each and the speed-up (goal: about 2 with two instances, when the machine has a free core per
 * instance). While each plays, `done` is polled every 50 ms as the page's poll would see it:
 * the largest gap between two changes (goal at most 1 s; the wait for the first one is printed
 * apart). Then a run is cancelled while both instances play it: the time until every slot
 * stopped (goal at most 1 s) and whether `done` moved afterwards.
 * Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL); works in a fresh schema it drops.
 * `SIMULATE_QUEUE_BENCH_GAMES` changes the count.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { closeAllDbs, getDb } from "../lib/server/db";
import { importPack } from "../lib/server/import-pack";
import { parsePgUrl } from "../lib/server/pg-url";
import { cancelSimulation } from "../lib/server/simulations/cancel-simulation";
import { stopQueues } from "../lib/server/simulations/queue";
import { startSimulation } from "../lib/server/simulations/start-simulation";

const root = join(import.meta.dirname, "..");
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (base === undefined || !/^postgres(ql)?:\/\//.test(base)) {
  console.log("simulate-queue: set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server; skipped");
  process.exit(0);
}
// The bundled threads (what `next start` runs) when they were built: tsx in every thread costs seconds.
if (process.env.GREENHOUSE_SIMULATE_WORKER === undefined && existsSync(join(root, "generated", "simulate-chunk.mjs"))) process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
const games = Number(process.env.SIMULATE_QUEUE_BENCH_GAMES ?? 1_000_000);
const slots = process.env.GREENHOUSE_SIMULATION_SLOTS ?? "1";
const url = new URL(parsePgUrl(base).connectionString);
const schema = `bench_${randomBytes(4).toString("hex")}`;
url.searchParams.set("schema", schema);
process.env.DATABASE_URL = url.toString();
// This process starts runs and polls them, as the instance serving the page does; it plays nothing.
process.env.GREENHOUSE_SIMULATION_SLOTS = "0";
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(name: string): Promise<ChildProcess> {
  const env = { ...process.env, GREENHOUSE_SIMULATION_SLOTS: slots };
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench", "simulate-queue-instance.ts"), name], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.once("line", () => resolve());
    child.once("exit", (code) => reject(new Error(`instance ${name} exited (${code})`)));
  });
  return child;
}

async function stopInstances(): Promise<void> {
  await Promise.all(children.splice(0).map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : (c.once("exit", resolve), c.kill("SIGTERM"))))));
}

const row = (id: string) => getDb().simulationRun.findUniqueOrThrow({ where: { id }, select: { status: true, done: true } });

/** Plays one run to its end, polling as the page does; games/s and the progress gaps. */
async function play(packId: string, label: string, seed: number): Promise<number> {
  const t0 = performance.now();
  const { id } = await startSimulation({ packId, input: { games, seed, bot: "random" } });
  let firstAt: number | null = null;
  let lastAt = 0;
  let lastDone = 0;
  let maxGap = 0;
  for (;;) {
    const r = await row(id);
    const now = performance.now();
    if (r.done !== lastDone) {
      if (firstAt === null) firstAt = now - t0;
      else maxGap = Math.max(maxGap, now - lastAt);
      lastAt = now;
      lastDone = r.done;
    }
    if (r.status !== "running") {
      if (r.status !== "done") throw new Error(`${label}: the run ended ${r.status}`);
      break;
    }
    await sleep(50);
  }
  const seconds = (performance.now() - t0) / 1000;
  const rate = games / seconds;
  console.log(`${label}: ${games.toLocaleString("en")} random eras in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString("en")} games/s; first progress after ${Math.round(firstAt ?? 0)} ms, then the largest gap ${Math.round(maxGap)} ms (goal <= 1000)`);
  return rate;
}

try {
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")} on ${availableParallelism()} cores; ${slots} slot(s) per instance`);
  const db = getDb();
  const packId = (await importPack({ db, document: readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8") })).id;

  await startInstance("one");
  const one = await play(packId, "one instance ", 1);
  await startInstance("two");
  const two = await play(packId, "two instances", 2);
  console.log(`speed-up with two instances: ${(two / one).toFixed(2)}x (goal about 2 with a free core per instance; load average now ${loadavg()[0]?.toFixed(1)})`);

  // Cancel while both instances play chunks of it.
  const { id } = await startSimulation({ packId, input: { games, seed: 3, bot: "random" } });
  while ((await getDb().simulationChunk.count({ where: { runId: id, worker: { not: null }, finished: false } })) < children.length) await sleep(20);
  const c0 = performance.now();
  const cancelled = await cancelSimulation({ id });
  const latency = performance.now() - c0;
  await sleep(1000);
  const after = await row(id);
  console.log(`cancel with ${children.length} instances playing: every slot stopped after ${Math.round(latency)} ms (goal <= 1000); status ${cancelled.status}, ${cancelled.done.toLocaleString("en")} eras played, ${after.done === cancelled.done ? "no progress after it" : `done moved to ${after.done} after it`}`);
} finally {
  await stopInstances();
  await stopQueues();
  await closeAllDbs();
  const client = new pg.Client({ connectionString: parsePgUrl(base).connectionString });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
  await client.end();
}
