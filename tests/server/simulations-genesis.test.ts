/**
 * A Genesis pack simulated by the server through its system's simulation hook (no key branch in
 * lib/server/simulations): the setup offers its deck, a run plays on worker threads and reports
 * the neutral per-card table, the same counts as the hook's batches played in one thread, and
 * the hook's refusals come back as 422s at their field. Runs the bundle `npm run build` makes.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as packSimulationsRoute from "@/app/api/packs/[id]/simulations/route";
import * as importRoute from "@/app/api/packs/import/route";
import * as simulationRoute from "@/app/api/simulations/[id]/route";
import { getDb } from "@/lib/server/db";
import { buildPackDocument } from "@/lib/server/export-pack";
import { getSimulationSetup } from "@/lib/server/simulations/get-simulation-setup";
import { runEnded } from "@/lib/server/simulations/run-ended";
import type { SimulationDto } from "@/lib/server/simulations/types";
import type { SimulationCardStat } from "@/lib/systems/engine";
import { findSystem } from "@/lib/systems/registry";
import type { ImportResult } from "@/lib/server/types";
import { call, useTempDatabase, type ErrorJson } from "../api/helpers";

const genesisText = readFileSync(join(import.meta.dirname, "..", "..", "seeds", "genesis-demo.pack.json"), "utf8");
let cleanup: () => Promise<void>;
let packId = "";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  execFileSync(process.execPath, [join(import.meta.dirname, "..", "..", "scripts", "build-simulate-worker.mjs")]);
  process.env.GREENHOUSE_SIMULATE_WORKER = "bundle";
  cleanup = useTempDatabase();
  const imported = await call<ImportResult>(importRoute.POST, { method: "POST", body: genesisText });
  expect(imported.status).toBe(201);
  packId = imported.json.id;
});
afterAll(async () => {
  delete process.env.GREENHOUSE_SIMULATE_WORKER;
  await cleanup();
});

const start = (body: unknown) => call<{ id: string } & ErrorJson>(packSimulationsRoute.POST, { method: "POST", params: { id: packId }, body });
const get = async (id: string) => (await call<SimulationDto>(simulationRoute.GET, { params: { id } })).json;

describe("a Genesis pack on the Simulate page's server", () => {
  it("the setup offers its deck, 2 players, the Genesis bots and its words", async () => {
    const setup = await getSimulationSetup({ packId });
    expect(setup).toMatchObject({ system: "got-genesis", eras: [{ name: "First Light", minPlayers: 2, maxPlayers: 2, problem: null }], defaultPlayers: 2, bots: ["greedy", "random"], gameWord: "game", deckWord: "deck" });
  });

  it("POST -> 202; the run ends done with a per-card table equal to the hook's batches played in one thread", async () => {
    const started = await start({ games: 60, seed: 4, bot: "greedy" });
    expect(started.status).toBe(202);
    await runEnded(getDb(), started.json.id);
    const run = await get(started.json.id);
    expect(run).toMatchObject({ status: "done", era: "First Light", games: 60, done: 60, players: 2, bot: "greedy", seed: 4 });
    const report = run.report as { games: number; finished: number; cards: SimulationCardStat[]; winsBySeat: [number, number] };
    expect(report.games).toBe(60);
    expect(report.cards.length).toBeGreaterThan(5);
    expect(report.cards.every((c) => c.playRate >= 0 && c.playRate <= 100 && c.plays >= c.games)).toBe(true);

    // The same games in this thread, through the registry's hook: the same numbers.
    const batches = findSystem("got-genesis")?.engine?.simulation?.batches;
    if (batches === undefined) throw new Error("Genesis has no batches");
    const document = await buildPackDocument(packId, { db: getDb(), pictures: "omit" });
    const { source, deck } = batches.source(document, null);
    const counts = batches.play(batches.batch(source, { players: 2, bot: "greedy", seed: 4, start: 0, end: 60 }));
    const direct = batches.report(counts, { deck, players: 2, bot: "greedy", seed: 4, workers: 0, elapsedMs: 0 }) as typeof report;
    expect(report.cards).toEqual(direct.cards);
    expect(report.winsBySeat).toEqual(direct.winsBySeat);
    expect(report.finished).toBe(direct.finished);
  });

  it("the hook's refusals are 422s at their field: 3 players (GEN-101), an unknown deck, an unknown bot", async () => {
    const players = await start({ players: 3 });
    expect(players.status).toBe(422);
    expect(players.json.error.issues).toEqual([{ path: "players", message: expect.stringContaining("GEN-101") }]);
    const deck = await start({ era: "Nope" });
    expect(deck.status).toBe(422);
    expect(deck.json.error.issues).toEqual([{ path: "era", message: expect.stringContaining('"First Light"') }]);
    const bot = await start({ bot: "smart" });
    expect(bot.status).toBe(422);
    expect(bot.json.error.issues.map((i) => i.path)).toEqual(["bot"]);
  });
});
