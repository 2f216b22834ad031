/**
 * Simulations on the server (lib/server/simulations, its routes): start -> 202, progress while
 * the engine plays, cancel, the run saved with the pack revision it came from, and the 422s
 * (CGS-180 for the number of players). Runs the real engine in worker threads on the demo pack,
 * from the bundle `npm run build` makes (what `next start` runs; built here first): loading the
 * TypeScript sources through tsx in three threads takes longer than the games themselves.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as packSimulationsRoute from "@/app/api/packs/[id]/simulations/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as cancelRoute from "@/app/api/simulations/[id]/cancel/route";
import * as simulationRoute from "@/app/api/simulations/[id]/route";
import { simulate } from "@/lib/systems/got-cgs/engine/simulate";
import { parsePackJson } from "@/lib/packs/schema";
import { getDb } from "@/lib/server/db";
import { listCards } from "@/lib/server/list-cards";
import { getPack } from "@/lib/server/get-pack";
import { updateCard } from "@/lib/server/update-card";
import { runEnded } from "@/lib/server/simulations/run-ended";
import type { SimulationDto } from "@/lib/server/simulations/types";
import { jobWorkerEntry } from "@/lib/server/simulations/worker-client";
import type { ImportResult } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";

const demoText = readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8");
let cleanup: () => Promise<void>;
let packId = "";

// Worker threads on a machine shared with other test files: generous, never a time goal.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  execFileSync(process.execPath, [join(import.meta.dirname, "..", "..", "scripts", "build-simulate-worker.mjs")]);
  process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
  expect(jobWorkerEntry().mode).toBe("bundle");
  cleanup = useTempDatabase();
  const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: demoText });
  expect(imported.status).toBe(201);
  packId = imported.json.id;
});
afterAll(async () => {
  delete process.env.GREENHOUSE_SIMULATE_WORKER;
  await cleanup();
});

const start = (body: unknown, id = packId) => call<{ id: string } & ErrorJson>(packSimulationsRoute.POST, { method: "POST", params: { id }, body });
const get = async (id: string) => (await call<SimulationDto>(simulationRoute.GET, { params: { id } })).json;

/** Waits for the run to end (its row is written by then, whichever process played it) and answers the run as GET does. */
async function finished(id: string): Promise<SimulationDto> {
  await runEnded(getDb(), id);
  return get(id);
}

describe("starting a simulation and reading its report", () => {
  it("POST -> 202 { id }; GET shows progress growing to every era, then the engine's report, the same as simulate() on the same seed", async () => {
    const started = await start({ era: "The Fog Years", games: 30, seed: 7, bot: "greedy" });
    expect(started.status).toBe(202);
    expect(started.headers.get("location")).toBe(`/api/simulations/${started.json.id}`);
    const first = await get(started.json.id);
    expect(first).toMatchObject({ status: "running", packId, era: "The Fog Years", games: 30, seed: 7, players: 2, bot: "greedy", report: null });
    // Poll as the page does: `done` never goes back, and the run ends with all 30 eras.
    const seen: number[] = [];
    let run = first;
    while (run.status === "running") {
      seen.push(run.done);
      await new Promise((resolve) => setImmediate(resolve));
      run = await get(started.json.id);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(run.status).toBe("done");
    expect(run.done).toBe(30);
    const parsed = parsePackJson(demoText);
    if (!parsed.ok) throw new Error("the demo pack does not parse");
    const direct = await simulate(parsed.value, { era: "The Fog Years", games: 30, seed: 7, players: 2, bot: "greedy", workers: 0 });
    const { workers: _w, elapsedMs: _e, ...expected } = direct;
    expect(run.report).toMatchObject(expected);
  });

  it("a digit-only seed given as text plays as that number (as `cli simulate --seed 7` does)", async () => {
    const started = await start({ games: 5, seed: "7" });
    expect(started.status).toBe(202);
    const run = await finished(started.json.id);
    expect(run.seed).toBe(7);
    expect(run.era).toBe("The Fog Years");
    expect(run.report?.seed).toBe(7);
  });
});

describe("cancel", () => {
  it("POST /api/simulations/{id}/cancel stops a run mid-way; it is saved as cancelled with the eras it played", async () => {
    const started = await start({ games: 100_000, seed: 3 });
    expect(started.status).toBe(202);
    let run = await get(started.json.id);
    while (run.status === "running" && run.done === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      run = await get(started.json.id);
    }
    const cancelled = await call<SimulationDto>(cancelRoute.POST, { method: "POST", params: { id: started.json.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe("cancelled");
    expect(cancelled.json.done).toBeGreaterThan(0);
    expect(cancelled.json.done).toBeLessThan(100_000);
    expect(cancelled.json.report).toBeNull();
    const row = await getDb().simulationRun.findUnique({ where: { id: started.json.id } });
    expect(row).toMatchObject({ status: "cancelled", games: 100_000, report: null });
    // Cancelling again changes nothing.
    const again = await call<SimulationDto>(cancelRoute.POST, { method: "POST", params: { id: started.json.id } });
    expect(again.json).toMatchObject({ status: "cancelled", done: cancelled.json.done });
  });
});

describe("saved runs and the pack revision they came from", () => {
  it("GET /api/packs/{id}/simulations lists saved runs newest first with their revision; editing a card of the era marks them 'the pack changed since'", async () => {
    const started = await start({ era: "The Beacon Years", games: 4, seed: 11 });
    const run = await finished(started.json.id);
    expect(run.revision.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(run.packChanged).toBe(false);
    const listed = await call<{ simulations: SimulationDto[] }>(packSimulationsRoute.GET, { params: { id: packId } });
    expect(listed.status).toBe(200);
    const mine = listed.json.simulations.find((s) => s.id === run.id);
    expect(mine).toMatchObject({ status: "done", era: "The Beacon Years", games: 4, seed: 11, packChanged: false, report: null, revision: run.revision });
    expect(listed.json.simulations[0]?.id).toBe(run.id);
    const fogRuns = listed.json.simulations.filter((s) => s.era === "The Fog Years");
    expect(fogRuns.length).toBeGreaterThan(0);

    // Change how a card of "The Beacon Years" plays: only that era's runs are stale.
    const pack = await getPack({ id: packId });
    const beacon = pack.eras.find((e) => e.name === "The Beacon Years");
    if (beacon === undefined) throw new Error("no Beacon era");
    const card = (await listCards({ eraId: beacon.id })).cards[0];
    if (card === undefined) throw new Error("no card");
    await updateCard({ id: card.id, version: card.version, changes: { copies: card.copies + 1 } });
    const after = await call<{ simulations: SimulationDto[] }>(packSimulationsRoute.GET, { params: { id: packId } });
    expect(after.json.simulations.find((s) => s.id === run.id)?.packChanged).toBe(true);
    expect(after.json.simulations.filter((s) => s.era === "The Fog Years").every((s) => s.packChanged === false)).toBe(true);
    expect((await get(run.id)).packChanged).toBe(true);
    expect((await get(run.id)).report?.games).toBe(4);
  });
});

describe("a run in the list while it plays", () => {
  it("GET /api/packs/{id}/simulations lists a running run first, with its progress and revision; once it ended it is listed once, as saved", async () => {
    const started = await start({ games: 100_000, seed: 5 });
    const list = async () => (await call<{ simulations: SimulationDto[] }>(packSimulationsRoute.GET, { params: { id: packId } })).json.simulations;
    let mine = (await list()).find((s) => s.id === started.json.id);
    expect(mine).toMatchObject({ status: "running", games: 100_000, seed: 5, report: null, packChanged: false });
    expect((await list())[0]?.id).toBe(started.json.id);
    while (mine?.status === "running" && mine.done === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      mine = (await list()).find((s) => s.id === started.json.id);
    }
    expect(mine?.done).toBeGreaterThan(0);
    expect(mine?.revision.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    await call<SimulationDto>(cancelRoute.POST, { method: "POST", params: { id: started.json.id } });
    const after = (await list()).filter((s) => s.id === started.json.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: "cancelled", games: 100_000, report: null });
  });
});

describe("bad requests", () => {
  it("CGS-180: 3 players on a pack whose instructions fix 2 (and whose decks have 2 affiliations) -> 422 naming players", async () => {
    const res = await start({ players: 3 });
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([{ path: "players", message: expect.stringContaining("CGS-180") }]);
  });

  it("CGS-180: fewer than 2 players -> 422 naming players", async () => {
    const res = await start({ players: 1 });
    expect(res.status).toBe(422);
    expect(res.json.error.issues.map((i) => i.path)).toEqual(["players"]);
  });

  it("CGS-180: without instructions.players, more players than the deck's affiliations -> 422 naming players and the affiliations", async () => {
    const doc = JSON.parse(demoText) as { pack: { name: string; instructions: Record<string, unknown> } };
    doc.pack.name = "Tidebound open";
    delete doc.pack.instructions.players;
    const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: JSON.stringify(doc) });
    expect(imported.status).toBe(201);
    const res = await start({ players: 3 }, imported.json.id);
    expect(res.status).toBe(422);
    expect(res.json.error.issues).toEqual([{ path: "players", message: expect.stringMatching(/2 affiliations .*Lamplighters.*Wreckers.*CGS-180/) }]);
    expect((await start({ players: 2, games: 1 }, imported.json.id)).status).toBe(202);
  });

  it("unknown era, games out of range, an unknown bot or field -> 422 naming the field; unknown pack or run -> 404", async () => {
    const era = await start({ era: "No Such Era" });
    expect(era.status).toBe(422);
    expect(era.json.error.issues[0]).toEqual({ path: "era", message: expect.stringContaining('"The Fog Years", "The Beacon Years"') });
    for (const [body, path] of [
      [{ games: 0 }, "games"],
      [{ games: 1.5 }, "games"],
      [{ bot: "smart" }, "bot"],
      [{ seed: "" }, "seed"],
      [{ turbo: true }, "turbo"],
    ] as const) {
      const res = await start(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.issues.map((i) => i.path)).toContain(path);
    }
    expect((await start({}, "no-such-pack")).status).toBe(404);
    expect((await call(simulationRoute.GET, { params: { id: "no-such-run" } })).status).toBe(404);
    expect((await call(cancelRoute.POST, { method: "POST", params: { id: "no-such-run" } })).status).toBe(404);
  });
});
