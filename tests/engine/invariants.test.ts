import { describe, expect, it } from "vitest";
import { fuzzGame, type FuzzStats } from "./fuzz";

describe("engine invariants over seeded random games", () => {
  it("CGS-292 every card stays in exactly one zone, every listed action applies, no rejected action is listed, every game ends (200 games)", () => {
    const stats: FuzzStats = { games: 0, actions: 0, listedChecked: 0, junkRejected: 0, eras: 0 };
    for (let g = 0; g < 200; g++) fuzzGame(g, stats, 8);
    expect(stats.games).toBe(200);
    expect(stats.listedChecked).toBeGreaterThan(1000);
    expect(stats.junkRejected).toBeGreaterThan(1000);
  });
});
