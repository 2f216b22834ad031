/**
 * The simulation queue on PostgreSQL (pg-boss, in the schema `<app schema>_pgboss`, which
 * pg-boss creates and migrates itself at start): every app instance runs a {@link ChunkRunner}
 * with one slot per core. A slot takes one chunk at a time (pg-boss: exactly one taker, highest
 * priority first; chunk k of every run has priority -k, so a run started later gets its first
 * chunk before any earlier run's next one: runs share the slots round-robin), plays it in its
 * thread (chunk-thread.ts), writes progress every {@link TICK_MS} and stops within a tick when the
 * run was cancelled. A chunk whose instance died expires and is taken again by a live instance;
 * a run no instance touched for STALE_MS is lost (jobs.ts).
 */
import { availableParallelism, hostname } from "node:os";
import { randomBytes } from "node:crypto";
import PgBoss from "pg-boss";
import { dbUrlOf, type Db } from "../db";
import { batchesOf } from "./batches";
import { parsePgUrl } from "../pg-url";
import { ChunkThread } from "./chunk-thread";
import { failRun, finishChunk, giveBack, tickChunk, type ChunkRow } from "./chunk-store";
import { isLost, TICK_MS } from "./jobs";
import { engineSeed } from "./to-dto";

export const QUEUE = "simulation-chunks";

/** A chunk job's data. */
export interface ChunkJob {
  readonly runId: string;
  readonly index: number;
}

export interface RunnerOptions {
  /** Chunks played at once by this instance (default GREENHOUSE_SIMULATION_SLOTS, else one per core). */
  readonly slots?: number;
  /** How this instance signs the chunks it plays (default host and a random suffix). */
  readonly name?: string;
  /** How often pg-boss looks for expired chunks of dead instances (default 10 s). */
  readonly maintenanceSeconds?: number;
}

export interface ChunkRunner {
  readonly name: string;
  readonly boss: PgBoss;
  /** Gives back the chunks playing here (the queue hands them to other slots) and stops. */
  stop(): Promise<void>;
}

/** pg-boss's schema for the app's schema: beside it, so a test's schema and its queue go together. */
export function bossSchema(url: string): string {
  const { schema } = parsePgUrl(url);
  return schema === "public" ? "pgboss" : `${schema}_pgboss`;
}

function defaultSlots(): number {
  const fromEnv = Number(process.env.GREENHOUSE_SIMULATION_SLOTS);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : Math.min(8, availableParallelism());
}

/** Starts pg-boss on `db`'s database (creating its schema and the queue if needed) and the slots. */
export async function startChunkRunner(db: Db, options: RunnerOptions = {}): Promise<ChunkRunner> {
  const url = dbUrlOf(db);
  if (url === undefined) throw new Error("the simulation queue needs a PostgreSQL database");
  const name = options.name ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  const boss = new PgBoss({ connectionString: parsePgUrl(url).connectionString, schema: bossSchema(url), max: 4, maintenanceIntervalSeconds: options.maintenanceSeconds ?? 10, application_name: `greenhouse-simulations ${name}` });
  boss.on("error", (error: Error) => console.error("greenhouse: the simulation queue", error));
  await boss.start();
  await boss.createQueue(QUEUE);
  const threads: ChunkThread[] = [];
  let stopping = false;
  const slots = options.slots ?? defaultSlots();
  for (let s = 0; s < slots; s++) {
    const thread = new ChunkThread();
    threads.push(thread);
    const slot = `${name}/${s}`;
    let worker = "";
    // pg-boss gives up on a handler that outlives the job's expiry and fetches the next job while
    // the chunk still plays: the slot's chunks run one after the other all the same.
    let playing: Promise<unknown> = Promise.resolve();
    worker = await boss.work<ChunkJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) {
        const turn = playing.then(() => playChunk(db, thread, slot, job.data, () => stopping));
        playing = turn.catch(() => {});
        // Thrown: pg-boss fails the job, which is retried at once by another slot.
        if ((await turn) === "given back") throw new Error(`the instance ${name} stopped; the chunk goes to another`);
      }
      // pg-boss would wait out the rest of its polling interval after a short job: take the next chunk now.
      boss.notifyWorker(worker);
    });
  }
  // Queued runs stay fresh while this instance lives (their chunks may wait for a free slot).
  const touch = setInterval(() => void touchQueuedRuns(db, url).catch((error: unknown) => console.error("greenhouse: could not touch queued simulations", error)), 1000);
  touch.unref();
  return {
    name,
    boss,
    async stop() {
      stopping = true;
      clearInterval(touch);
      for (const thread of threads) thread.stop();
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}

/** Plays one chunk in `thread`: "played" (merged, skipped or failed the run) or "given back" (cancelled or stopping). */
async function playChunk(db: Db, thread: ChunkThread, slot: string, job: ChunkJob, stopping: () => boolean): Promise<"played" | "given back"> {
  const run = await db.simulationRun.findUnique({ where: { id: job.runId }, select: { status: true, cancelRequested: true, heartbeatAt: true, startedAt: true, players: true, bot: true, seed: true, source: true, pack: { select: { system: true } } } });
  if (run === null || run.status !== "running" || run.cancelRequested || run.source === null) return "played";
  if (isLost(run)) {
    await failRun(db, job.runId);
    return "played";
  }
  const found = await db.simulationChunk.findUnique({ where: { runId_index: { runId: job.runId, index: job.index } }, select: { id: true, runId: true, start: true, end: true, finished: true } });
  if (found === null || found.finished) return "played";
  const chunk: ChunkRow = found;
  await db.simulationChunk.updateMany({ where: { id: chunk.id, finished: false }, data: { worker: slot, done: 0 } });
  // The run's system builds its batch from what the run read (its own JSON).
  const batch = batchesOf(run.pack.system).batch(JSON.parse(run.source) as unknown, { players: run.players, bot: run.bot, seed: engineSeed(run.seed), start: chunk.start, end: chunk.end });
  let done = 0;
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    tickChunk(db, chunk, slot, done)
      .then(
        (wanted) => {
          if (!wanted || stopping()) thread.stop();
        },
        (error: unknown) => console.error("greenhouse: could not write a simulation chunk's progress", error),
      )
      .finally(() => (busy = false));
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  const outcome = await thread.play(run.pack.system, batch, (d) => {
    // The chunk's first game is written at once: the run's progress does not pause between chunks.
    const first = done === 0;
    done = d;
    if (first) tick();
  });
  clearInterval(timer);
  if (outcome.status === "stopped") {
    await giveBack(db, chunk, slot);
    return stopping() ? "given back" : "played";
  }
  if (outcome.status === "failed") {
    if (!outcome.expected) console.error("greenhouse: a simulation chunk failed", outcome.message);
    await failRun(db, chunk.runId, outcome.expected ? outcome.message : "The simulation stopped on an error in the engine; the server log has the details.");
    return "played";
  }
  await finishChunk(db, chunk, slot, outcome.counts);
  return "played";
}

// This process's runner per database URL, on globalThis (Next bundles each route apart).
const KEY = Symbol.for("greenhouse.simulation-queues");
const holder = globalThis as unknown as Record<symbol, Map<string, Promise<ChunkRunner>> | undefined>;
const runners = (holder[KEY] ??= new Map<string, Promise<ChunkRunner>>());

/** This process's runner for `db` (started on first use: the first simulation request, or the server's start). */
export function queueOf(db: Db): Promise<ChunkRunner> {
  const url = dbUrlOf(db);
  if (url === undefined) throw new Error("the simulation queue needs a PostgreSQL database");
  let runner = runners.get(url);
  if (runner === undefined) {
    runner = startChunkRunner(db);
    runners.set(url, runner);
    runner.catch(() => runners.delete(url));
  }
  return runner;
}

/** Stops every runner of this process (tests, and a server shutting down). */
export async function stopQueues(): Promise<void> {
  const all = [...runners.values()];
  runners.clear();
  await Promise.all(all.map(async (r) => (await r.catch(() => null))?.stop()));
}

/** Starts this process's runner on PostgreSQL if it is not running yet (without waiting); nothing on SQLite. */
export function wakeQueue(db: Db): void {
  if (dbUrlOf(db) !== undefined) queueOf(db).catch((error: unknown) => console.error("greenhouse: could not start the simulation queue", error));
}

/**
 * Deletes the chunk jobs of an ended run that no slot took yet (a cancelled or failed run of
 * 10,000 chunks would otherwise be taken and skipped one by one). Best effort: a job left over
 * is skipped by the slot that takes it (its run is not running).
 */
export async function dropQueuedChunks(db: Db, runId: string): Promise<void> {
  const url = dbUrlOf(db);
  if (url === undefined) return;
  try {
    await db.$executeRawUnsafe(`DELETE FROM "${bossSchema(url)}".job WHERE name = $1 AND state < 'active' AND data->>'runId' = $2`, QUEUE, runId);
  } catch (error) {
    console.error("greenhouse: could not drop a simulation's queued chunks", error);
  }
}

/**
 * Every queued run still running stays fresh while some instance's queue runs, as long as the
 * queue still holds a chunk of it to play (waiting, being retried, or taken by a slot): a run
 * whose chunks all failed for good (a chunk that killed its instance every time it was taken)
 * is not touched, goes stale, and shows as lost instead of running forever.
 */
async function touchQueuedRuns(db: Db, url: string): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE "SimulationRun" r SET "heartbeatAt" = $1
     WHERE r."status" = 'running' AND r."chunks" > 0
       AND EXISTS (SELECT 1 FROM "${bossSchema(url)}".job j WHERE j.name = $2 AND j.state < 'completed' AND j.data->>'runId' = r."id")`,
    new Date(),
    QUEUE,
  );
}
