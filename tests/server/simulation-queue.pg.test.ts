/**
 * The simulation queue on PostgreSQL (lib/server/simulations/queue.ts; test:pg only): one run's
 * chunks are taken by every instance's slots, a run started later is not starved by an earlier
 * large one, and a chunk whose instance was killed (-9) is played again by another, so the run
 * still ends with the report simulate() gives on the same seed. "Instances" are runners with
 * their own pg-boss and slots; the killed one is a process of its own.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as importRoute from "@/app/api/packs/import/route";
import { parsePackJson } from "@/lib/packs/schema";
import { actAs } from "@/lib/server/accounts/acting";
import { getDb } from "@/lib/server/db";
import { getSimulation } from "@/lib/server/simulations/get-simulation";
import { cancelSimulation } from "@/lib/server/simulations/cancel-simulation";
import { bossSchema, startChunkRunner, type ChunkRunner } from "@/lib/server/simulations/queue";
import { runEnded } from "@/lib/server/simulations/run-ended";
import { startSimulation } from "@/lib/server/simulations/start-simulation";
import { simulate } from "@/lib/systems/got-cgs/engine/simulate";
import type { ImportResult } from "@/lib/server/types";
import { call, useTempDatabase } from "../api/helpers";

const root = join(import.meta.dirname, "..", "..");
const demoText = readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8");
let cleanup: () => Promise<void> = async () => {};
let packId = "";
const runners: ChunkRunner[] = [];
let child: ChildProcessWithoutNullStreams | undefined;

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

/** What simulate() reports for the same run in one thread, without the fields that vary. */
async function direct(games: number, seed: number, bot: "random" | "greedy") {
  const parsed = parsePackJson(demoText);
  if (!parsed.ok) throw new Error("the demo pack does not parse");
  const { workers: _w, elapsedMs: _e, ...report } = await simulate(parsed.value, { era: "The Fog Years", games, seed, players: 2, bot, workers: 0 });
  return report;
}

describe("the simulation queue on PostgreSQL", () => {
  beforeAll(async () => {
    execFileSync(process.execPath, [join(root, "scripts", "build-simulate-worker.mjs")]);
    process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
    // This process's own runner (started by the first run) takes no chunk: the runners below do.
    process.env.GREENHOUSE_SIMULATION_SLOTS = "0";
    cleanup = useTempDatabase();
    const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: demoText });
    expect(imported.status).toBe(201);
    packId = imported.json.id;
  });
  afterEach(async () => {
    if (child !== undefined && child.exitCode === null) child.kill("SIGKILL");
    child = undefined;
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    delete process.env.GREENHOUSE_SIMULATE_WORKER;
    delete process.env.GREENHOUSE_SIMULATION_SLOTS;
    delete process.env.GREENHOUSE_SIMULATION_CHUNK_EXPIRE_S;
    await cleanup();
  });

  it("two instances' slots both take chunks of one run; the merged report is simulate()'s on the same seed", async () => {
    runners.push(await startChunkRunner(getDb(), { slots: 1, name: "one" }), await startChunkRunner(getDb(), { slots: 1, name: "two" }));
    const { id } = await startSimulation({ packId, input: { games: 2000, seed: 9, bot: "random" } });
    const takers = new Set<string>();
    await vi.waitFor(
      async () => {
        for (const c of await getDb().simulationChunk.findMany({ where: { runId: id, worker: { not: null } }, select: { worker: true } })) takers.add(c.worker ?? "");
        const ended = (await getDb().simulationRun.findUnique({ where: { id }, select: { status: true } }))?.status !== "running";
        expect(ended || takers.size === 2).toBe(true);
      },
      { timeout: 120_000, interval: 20 },
    );
    expect(await runEnded(getDb(), id)).toBe("done");
    const run = await getSimulation({ id });
    expect([...takers].sort()).toEqual(["one/0", "two/0"]);
    expect(run.report?.workers).toBe(2);
    expect(run).toMatchObject({ status: "done", done: 2000, games: 2000 });
    expect(run.report).toMatchObject(await direct(2000, 9, "random"));
    // The chunks are gone with the run's end; the row keeps no working state.
    expect(await getDb().simulationChunk.count({ where: { runId: id } })).toBe(0);
    expect(await getDb().simulationRun.findUnique({ where: { id }, select: { counts: true, source: true } })).toEqual({ counts: null, source: null });
  });

  it("a small run started after a large one gets its chunks between the large run's: it ends while the large one still plays", async () => {
    runners.push(await startChunkRunner(getDb(), { slots: 1, name: "only" }));
    const large = await actAs({ id: "user-ada", name: "ada", admin: true }, () => startSimulation({ packId, input: { games: 4000, seed: 1, bot: "random" } }));
    await vi.waitFor(async () => expect((await getSimulation({ id: large.id })).done).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });
    const small = await actAs({ id: "user-bo", name: "bo", admin: true }, () => startSimulation({ packId, input: { games: 50, seed: 2, bot: "random" } }));
    expect(await runEnded(getDb(), small.id)).toBe("done");
    const largeNow = await getSimulation({ id: large.id });
    expect(largeNow.status).toBe("running");
    expect(largeNow.done).toBeLessThan(4000);
    expect(await runEnded(getDb(), large.id)).toBe("done");
  });

  it("cancel while two instances play: the answer comes once both slots stopped, nothing plays after it, no chunk job is left queued", async () => {
    runners.push(await startChunkRunner(getDb(), { slots: 1, name: "left" }), await startChunkRunner(getDb(), { slots: 1, name: "right" }));
    const { id } = await startSimulation({ packId, input: { games: 100_000, seed: 6, bot: "random" } });
    await vi.waitFor(async () => expect(await getDb().simulationChunk.count({ where: { runId: id, worker: { not: null }, finished: false } })).toBe(2), { timeout: 60_000, interval: 10 });
    const cancelled = await cancelSimulation({ id });
    expect(cancelled).toMatchObject({ status: "cancelled", report: null });
    expect(cancelled.done).toBeLessThan(100_000);
    expect(await getDb().simulationChunk.count({ where: { runId: id } })).toBe(0);
    const left = await getDb().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${bossSchema(process.env.DATABASE_URL ?? "")}".job WHERE data->>'runId' = $1 AND state < 'active'`, id);
    expect(left[0]?.n).toBe(0);
    // The slots are free again: the next run plays at once.
    const next = await startSimulation({ packId, input: { games: 30, seed: 7, bot: "random" } });
    expect(await runEnded(getDb(), next.id)).toBe("done");
    expect((await getSimulation({ id })).done).toBe(cancelled.done);
  });

  it("a live instance keeps a queued run fresh only while the queue still holds a chunk of it: a run whose chunks are gone for good goes stale (shown lost), not running forever", async () => {
    // No slot plays here; this process's runner (slots 0) still touches queued runs every second.
    const waiting = await startSimulation({ packId, input: { games: 100, seed: 1, bot: "random" } });
    const orphan = await startSimulation({ packId, input: { games: 100, seed: 2, bot: "random" } });
    // As if every take of the orphan's chunks had failed for good: pg-boss holds none to play.
    await getDb().$executeRawUnsafe(`DELETE FROM "${bossSchema(process.env.DATABASE_URL ?? "")}".job WHERE data->>'runId' = $1`, orphan.id);
    const beat = async (id: string) => (await getDb().simulationRun.findUniqueOrThrow({ where: { id }, select: { heartbeatAt: true } })).heartbeatAt?.getTime() ?? 0;
    const orphanAt = await beat(orphan.id);
    const waitingAt = await beat(waiting.id);
    // Two touches of the waiting run (the first might have been under way when the jobs were deleted).
    let seen = waitingAt;
    for (let touches = 0; touches < 2; touches++) {
      const before = seen;
      await vi.waitFor(async () => expect((seen = await beat(waiting.id))).toBeGreaterThan(before), { timeout: 30_000, interval: 50 });
    }
    expect(await beat(orphan.id)).toBe(orphanAt);
    await cancelSimulation({ id: waiting.id });
    await cancelSimulation({ id: orphan.id });
  });

  it("a chunk that outlives its expiry: the slot plays its next chunk only after it, and the report is still simulate()'s", async () => {
    // Expiry of 1 s: pg-boss gives up on the handler of every chunk that plays longer and fetches the next.
    process.env.GREENHOUSE_SIMULATION_CHUNK_EXPIRE_S = "1";
    runners.push(await startChunkRunner(getDb(), { slots: 1, name: "slow", maintenanceSeconds: 1 }));
    const { id } = await startSimulation({ packId, input: { games: 200, seed: 8, bot: "greedy" } });
    expect(await runEnded(getDb(), id)).toBe("done");
    const run = await getSimulation({ id });
    expect(run.report).toMatchObject(await direct(200, 8, "greedy"));
    delete process.env.GREENHOUSE_SIMULATION_CHUNK_EXPIRE_S;
  });

  it("an instance killed (-9) while it plays a chunk: another instance plays that chunk again and the run ends with simulate()'s report", async () => {
    // Taken chunks of a dead instance expire after 2 s here (a chunk of 25 random eras takes far less).
    process.env.GREENHOUSE_SIMULATION_CHUNK_EXPIRE_S = "2";
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "" };
    const proc = spawn(process.execPath, ["--import", "tsx", join(root, "tests", "server", "simulation-queue-child.ts"), "doomed"], { cwd: root, env });
    child = proc;
    let stderr = "";
    proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: proc.stdout });
    const ready = await new Promise<string>((resolve, reject) => {
      lines.once("line", resolve);
      proc.once("exit", (code) => reject(new Error(`the child exited (${code}): ${stderr}`)));
    });
    expect(JSON.parse(ready)).toEqual({ ready: "doomed" });
    const { id } = await startSimulation({ packId, input: { games: 1000, seed: 4, bot: "random" } });
    // Kill it once it finished a chunk and holds the next one.
    await vi.waitFor(
      async () => {
        const chunks = await getDb().simulationChunk.findMany({ where: { runId: id, worker: "doomed/0" }, select: { finished: true } });
        expect(chunks.some((c) => c.finished) && chunks.some((c) => !c.finished)).toBe(true);
      },
      { timeout: 60_000, interval: 5 },
    );
    proc.kill("SIGKILL");
    await new Promise((resolve) => proc.once("exit", resolve));
    const held = await getDb().simulationChunk.findMany({ where: { runId: id, worker: "doomed/0", finished: false }, select: { index: true } });
    expect(held.length).toBe(1);
    runners.push(await startChunkRunner(getDb(), { slots: 1, name: "phoenix", maintenanceSeconds: 1 }));
    expect(await runEnded(getDb(), id)).toBe("done");
    const run = await getSimulation({ id });
    expect(run).toMatchObject({ status: "done", done: 1000 });
    expect(run.report).toMatchObject(await direct(1000, 4, "random"));
  });
});
