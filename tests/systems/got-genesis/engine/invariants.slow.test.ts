/** 10,000 random Genesis games with every invariant checked after every action (npm run test:slow). */
import { describe, expect, it } from "vitest";
import { playGames } from "@/lib/systems/got-genesis/engine/simulate";
import { testPack } from "./fixtures";

describe("invariants over 10,000 random games", () => {
  it("GEN-404 GEN-216 no card created, lost or misplaced and every game ends, in 10,000 random games", () => {
    const a = playGames(testPack(2), { games: 8000, bots: ["random", "random"], seed: "slow-a", check: true });
    const b = playGames(testPack(8), { games: 2000, bots: ["random", "random"], seed: "slow-b", check: true });
    expect([...a.broken, ...b.broken]).toEqual([]);
    expect(a.winsBySeat[0] + a.winsBySeat[1] + b.winsBySeat[0] + b.winsBySeat[1]).toBe(10_000);
  });
});
