/**
 * The slow tier (`npm run test:slow`): 10,000 seeded random games, 2 to 4 players, one or two
 * eras, generated decks with every predefined attribute. At every step: every card in exactly
 * one zone, nothing created or lost; every 8 steps every listed action of every player applies
 * and random junk actions that are refused are never listed; every game ends.
 */
import { describe, expect, it } from "vitest";
import { fuzzGame, type FuzzStats } from "./fuzz";

const GAMES = Number(process.env.ENGINE_FUZZ_GAMES ?? 10_000);
const CHUNK = 1_000;

describe(`engine invariants over ${GAMES} seeded random games`, () => {
  const stats: FuzzStats = { games: 0, actions: 0, listedChecked: 0, junkRejected: 0, junkAccepted: 0, eras: 0 };
  for (let start = 0; start < GAMES; start += CHUNK) {
    const end = Math.min(GAMES, start + CHUNK);
    it(`CGS-292 games ${start}..${end - 1}: one zone per card, listed actions apply, refused ones are not listed, every game ends`, () => {
      // Seeds 1,000,000+ keep clear of the fast tier's first 200 games.
      for (let g = start; g < end; g++) fuzzGame(1_000_000 + g, stats, 8);
      expect(stats.games).toBe(end);
    });
  }
  it("summary", () => {
    console.log(`${stats.games} games, ${stats.eras} eras, ${stats.actions} actions, ${stats.listedChecked} listed actions applied, ${stats.junkRejected} junk actions refused, ${stats.junkAccepted} legal random actions found listed`);
    expect(stats.games).toBe(GAMES);
  });
});
