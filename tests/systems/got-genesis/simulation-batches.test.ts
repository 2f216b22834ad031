/**
 * Genesis's simulation in chunks (lib/systems/got-genesis/simulation-batches.ts): chunks merged
 * (through JSON, as they travel between workers and instances) give the same counts as one chunk,
 * the same wins, turns and actions as `playGames` with the same seed, and a per-card table whose
 * numbers are each card's own.
 */
import { describe, expect, it } from "vitest";
import { GENESIS_BATCHES, type GenesisCounts, type GenesisSource } from "@/lib/systems/got-genesis/simulation-batches";
import { playGames } from "@/lib/systems/got-genesis/engine/simulate";
import { testPack } from "./engine/fixtures";

const source: GenesisSource = { document: testPack(0), deck: null, recruits: 0 };
const run = (start: number, end: number, bot = "greedy") => GENESIS_BATCHES.batch(source, { players: 2, bot, seed: "chunks", start, end });
const meta = { deck: "all", players: 2, bot: "greedy", seed: "chunks", workers: 1, elapsedMs: 0 };

describe("Genesis simulation batches", () => {
  it("two chunks merged through JSON count what one chunk of the same games counts", () => {
    // Random bots: greedy games take seconds each on a loaded machine.
    const whole = GENESIS_BATCHES.play(run(0, 30, "random"));
    const merged = GENESIS_BATCHES.empty(2);
    for (const part of [run(0, 13, "random"), run(13, 30, "random")]) GENESIS_BATCHES.merge(merged, JSON.parse(JSON.stringify(GENESIS_BATCHES.play(part))) as GenesisCounts);
    expect(merged).toEqual(whole);
    expect(whole.games).toBe(30);
    expect(Object.keys(whole.cards).length).toBeGreaterThan(3);
  });

  it("wins, turns and actions are playGames's for the same seed and bots", () => {
    const counts = GENESIS_BATCHES.play(run(0, 30, "random"));
    const report = GENESIS_BATCHES.report(counts, { ...meta, bot: "random" }) as ReturnType<typeof import("@/lib/systems/got-genesis/simulation-batches").genesisBatchReport>;
    const direct = playGames(testPack(0), { games: 30, bots: ["random", "random"], seed: "chunks" });
    expect(report.winsBySeat).toEqual(direct.winsBySeat);
    expect(report.winsByFaction).toEqual(direct.winsByFaction);
    expect(report.turns).toEqual(direct.turns);
    expect(report.actions).toEqual(direct.actions);
    expect(report.broken.count).toBe(direct.broken.length);
  });

  it("reports per card: played in at most every game, won at most every game it was in, a card of the pack", () => {
    const report = GENESIS_BATCHES.report(GENESIS_BATCHES.play(run(0, 8)), meta) as ReturnType<typeof import("@/lib/systems/got-genesis/simulation-batches").genesisBatchReport>;
    const identifiers = new Set((source.document.decks ?? []).flatMap((d) => d.cards.map((c) => c.identifier)));
    expect(report.cards.length).toBeGreaterThan(3);
    for (const c of report.cards) {
      expect(identifiers.has(c.card)).toBe(true);
      expect(c.games).toBeLessThanOrEqual(report.finished);
      expect(c.plays).toBeGreaterThanOrEqual(c.games);
      expect(c.playRate).toBe(Math.round((c.games / report.finished) * 1000) / 10);
      expect(c.winRate === null || (c.winRate >= 0 && c.winRate <= 100)).toBe(true);
    }
    // Most played first.
    expect(report.cards.map((c) => c.playRate)).toEqual([...report.cards.map((c) => c.playRate)].sort((a, b) => b - a));
  });

  it("stops between games when asked, and reports progress per game", () => {
    const seen: number[] = [];
    const counts = GENESIS_BATCHES.play(run(0, 10, "random"), (done) => seen.push(done), () => seen.length >= 3);
    expect(counts.games).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
  });
});
