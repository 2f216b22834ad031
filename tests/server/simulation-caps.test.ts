/**
 * The caps on simulations (lib/server/simulations/admit.ts), on SQLite (npm test: in-process
 * runs) and on PostgreSQL (test:pg: queued runs): concurrent starts never pass the cap together,
 * and the cap is per account, so one editor's runs never answer another account 503.
 * Every run started here is long and cancelled at the end, so the caps are what is measured.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as packSimulationsRoute from "@/app/api/packs/[id]/simulations/route";
import * as importRoute from "@/app/api/packs/import/route";
import { actAs, type ActingUser } from "@/lib/server/accounts/acting";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { MAX_LOCAL_RUNS, MAX_QUEUED_RUNS, MAX_RUNS_PER_USER } from "@/lib/server/simulations/admit";
import { cancelSimulation } from "@/lib/server/simulations/cancel-simulation";
import { startSimulation } from "@/lib/server/simulations/start-simulation";
import type { ImportResult } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";
import { testPgUrl } from "./helpers";

const demoText = readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8");
let cleanup: () => Promise<void>;
let packId = "";
const started: string[] = [];

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  execFileSync(process.execPath, [join(import.meta.dirname, "..", "..", "scripts", "build-simulate-worker.mjs")]);
  process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
  // Queued runs stay queued: no slot of this process plays them (the caps are about starting).
  process.env.GREENHOUSE_SIMULATION_SLOTS = "0";
  cleanup = useTempDatabase();
  const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: demoText });
  expect(imported.status).toBe(201);
  packId = imported.json.id;
});
afterEach(async () => {
  // Cancel what a test started, so the next one starts from no running run.
  await Promise.all(started.splice(0).map((id) => cancelSimulation({ id })));
});
afterAll(async () => {
  delete process.env.GREENHOUSE_SIMULATE_WORKER;
  delete process.env.GREENHOUSE_SIMULATION_SLOTS;
  await cleanup();
});

const longRun = { games: 100_000, seed: 3, bot: "random" };
const users: ActingUser[] = ["ada", "bo", "cy", "di", "ed"].map((name) => ({ id: `user-${name}`, name, admin: true }));

/** Starts a long run as `user`: its id, or the AppError code it was refused with. */
async function startAs(user: ActingUser): Promise<string> {
  try {
    const { id } = await actAs(user, () => startSimulation({ packId, input: longRun, workers: 1 }));
    started.push(id);
    return "started";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("the cap holds under concurrent starts", () => {
  it("10 concurrent POSTs of one designer start exactly the per-account cap; the others answer 503 saying why", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call<{ id: string } & ErrorJson>(packSimulationsRoute.POST, { method: "POST", params: { id: packId }, body: longRun })));
    for (const a of answers) if (a.status === 202) started.push(a.json.id);
    expect(answers.filter((a) => a.status === 202)).toHaveLength(MAX_RUNS_PER_USER);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused.map((a) => a.status)).toEqual(Array(10 - MAX_RUNS_PER_USER).fill(503));
    expect(refused[0]?.json.error.message).toMatch(/You already run 2 simulations; wait for one of yours to finish or cancel it/);
    expect(await getDb().simulationRun.count({ where: { status: "running" } })).toBe(MAX_RUNS_PER_USER);
  });

  it("10 concurrent starts of 5 accounts: each account gets its share, never more, and the total stays under the server's cap", async () => {
    const answers = await Promise.all(users.flatMap((u) => [startAs(u), startAs(u)]));
    const cap = testPgUrl === undefined ? MAX_LOCAL_RUNS : MAX_QUEUED_RUNS;
    expect(answers.filter((a) => a === "started")).toHaveLength(Math.min(cap, 10));
    expect(answers.filter((a) => a !== "started").every((a) => a === "busy")).toBe(true);
    const byUser = await getDb().simulationRun.groupBy({ by: ["startedBy"], where: { status: "running" }, _count: true });
    for (const row of byUser) expect(row._count).toBeLessThanOrEqual(MAX_RUNS_PER_USER);
  });
});

describe("the cap is per account", () => {
  it("one editor's two runs do not answer another account (the owner included) 503; the editor's third does", async () => {
    const [editor, owner] = users as [ActingUser, ActingUser];
    expect(await startAs(editor)).toBe("started");
    expect(await startAs(editor)).toBe("started");
    expect(await startAs(editor)).toBe("busy");
    expect(await startAs(owner)).toBe("started");
    // Once one of the editor's runs ended, the editor may start again.
    const first = started.shift() ?? "";
    await cancelSimulation({ id: first });
    expect(await startAs(editor)).toBe("started");
  });
});
