/**
 * Random games must never break an invariant (every card in exactly one zone, nothing created or
 * lost, no rival-faction card in a player's zones) and must end. 500 games here; 10,000 in
 * invariants.slow.test.ts (npm run test:slow).
 */
import { describe, expect, it } from "vitest";
import { playGames } from "@/lib/systems/got-genesis/engine/simulate";
import { testPack } from "./fixtures";

describe("invariants over random games", () => {
  it("GEN-404 GEN-216 300 random games with 2 recruits each: no card created, lost or misplaced; every game ends", () => {
    const r = playGames(testPack(2), { games: 300, bots: ["random", "random"], seed: "inv-a", check: true });
    expect(r.broken).toEqual([]);
    expect(r.winsBySeat[0] + r.winsBySeat[1]).toBe(300);
  });

  it("150 random games with 8 recruits (many custom cards in play)", () => {
    const r = playGames(testPack(8), { games: 150, bots: ["random", "random"], seed: "inv-b", check: true });
    expect(r.broken).toEqual([]);
  });

  it("50 greedy-against-random games", () => {
    const r = playGames(testPack(2), { games: 50, bots: ["greedy", "random"], seed: "inv-c", check: true });
    expect(r.broken).toEqual([]);
    expect(r.winsBySeat[0]).toBeGreaterThan(r.winsBySeat[1]);
  });
});

describe("the invariant check itself", () => {
  it("reports a card in two zones and a card in none", async () => {
    const { invariantsBroken } = await import("@/lib/systems/got-genesis/engine/invariants");
    const { table } = await import("./builders");
    const s = table({ ops: [["E-Omen-A"], []] });
    expect(invariantsBroken(s)).toEqual([]);
    const twice = { ...s, void: [...s.void, "E-Omen-A"] };
    expect(invariantsBroken(twice)).toContainEqual(expect.stringMatching(/E-Omen-A is in (ops0 and void|void and ops0)/));
    const lost = { ...s, destiny: s.destiny.slice(1) };
    expect(invariantsBroken(lost)).toContainEqual(expect.stringMatching(/is in no zone/));
  });
});
