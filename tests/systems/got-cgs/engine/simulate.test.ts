import { describe, expect, it } from "vitest";
import { generateDeck } from "@/lib/systems/got-cgs/engine/generate-deck";
import { simulate, SimulationError } from "@/lib/systems/got-cgs/engine/simulate";
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";

const deck = generateDeck(3, "Generated", { adventures: 10, supports: 30 });
const strip = ({ workers: _w, elapsedMs: _e, ...rest }: SimulationReport) => rest;

describe("simulate", () => {
  it("gives the same report on 1 and 2 worker threads, and in this thread (per-game seeds)", async () => {
    const options = { games: 24, seed: "same", players: 2, bot: "random" as const };
    const one = await simulate({ deck }, { ...options, workers: 1 });
    const two = await simulate({ deck }, { ...options, workers: 2 });
    const none = await simulate({ deck }, { ...options, workers: 0 });
    expect(two.workers).toBe(2);
    expect(strip(two)).toEqual(strip(one));
    expect(strip(none)).toEqual(strip(one));
    expect(one.games).toBe(24);
    expect(one.eras.completed + one.eras.capped).toBe(24);
    const other = await simulate({ deck }, { ...options, seed: "other", workers: 0 });
    expect(strip(other)).not.toEqual(strip(one));
  });

  it("reports per adventure card, per support card and per era", async () => {
    const r = await simulate({ deck }, { games: 30, seed: 1, players: 2, bot: "greedy", workers: 0 });
    expect(r.adventures.map((a) => a.identifier)).toEqual(deck.cards.filter((c) => c.model.type === "Adventure").map((c) => c.identifier).sort());
    for (const a of r.adventures) {
      expect(a.won + a.lost).toBe(a.played);
      if (a.played > 0) expect(a.winRate).toBeCloseTo(a.won / a.played, 3);
    }
    const played = r.adventures.reduce((s, a) => s + a.played, 0);
    expect(r.eras.adventuresPerEra.mean).toBeCloseTo(played / 30, 1);
    expect(r.supports.length).toBeGreaterThan(20);
    expect(r.supports.some((s) => s.blockedBy.length > 0)).toBe(true);
    expect(r.eras.winsBySeat).toHaveLength(2);
    expect(Object.values(r.eras.outcomes).reduce((a, b) => a + b, 0)).toBe(r.eras.completed);
    expect(r.eras.capped).toBe(0);
  });

  it("reports progress and can be cancelled", async () => {
    const seen: number[] = [];
    await simulate({ deck }, { games: 12, seed: 2, players: 2, bot: "random", workers: 2, onProgress: (p) => seen.push(p.done) });
    expect(seen.at(-1)).toBe(12);
    const controller = new AbortController();
    const run = simulate({ deck }, { games: 5000, seed: 2, players: 2, bot: "greedy", workers: 2, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    const inThread = new AbortController();
    inThread.abort();
    await expect(simulate({ deck }, { games: 5, seed: 2, players: 2, bot: "random", workers: 0, signal: inThread.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("refuses unusable options with a clear message", async () => {
    await expect(simulate({ deck }, { games: 0, seed: 1, players: 2, bot: "random" })).rejects.toThrow(SimulationError);
    await expect(simulate({ deck }, { games: 3, seed: 1, players: 1, bot: "random" })).rejects.toThrow(/at least 2 players/);
  });

  it("CGS-180 refuses more players than the deck has affiliations, or another number than the pack fixes, before starting any worker", async () => {
    // The generated deck has two affiliations: a third player would claim nothing.
    await expect(simulate({ deck }, { games: 3, seed: 1, players: 3, bot: "random" })).rejects.toThrow(/has only 2 affiliations.*CGS-180.*play with 2 to 2 players/);
    await expect(simulate({ deck, packPlayers: 3 }, { games: 3, seed: 1, players: 2, bot: "random" })).rejects.toThrow(/instructions say 3 players, but era deck "Generated" has 2 affiliations/);
    const wide = generateDeck(3, "Wide", { adventures: 6, supports: 18, affiliations: ["A", "B", "C"] });
    await expect(simulate({ deck: wide, packPlayers: 2 }, { games: 3, seed: 1, players: 3, bot: "random" })).rejects.toThrow(/instructions say 2 players, got 3 \(CGS-180\)/);
    const r = await simulate({ deck: wide }, { games: 3, seed: 1, players: 3, bot: "random", workers: 0 });
    expect(r.players).toHaveLength(3);
  });
});
