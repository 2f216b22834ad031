/**
 * The simulation page's chart rows (components/got-cgs/simulation/chart-data.ts) from a report: what
 * each chart draws, in the order a designer reads it.
 */
import { describe, expect, it } from "vitest";
import { adventureRows, deadCards, lengthRows, supportRows, unplayedAdventures, victoryPointRows, winnerRows } from "@/components/got-cgs/simulation/chart-data";
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";

function makeReport(): SimulationReport {
  return {
    era: "E",
    games: 10,
    players: ["Player 1", "Player 2"],
    bot: "greedy",
    seed: 1,
    eras: {
      completed: 10,
      capped: 0,
      outcomes: { "victory-points": 7, doomsday: 3 },
      noWinner: 2,
      ties: 1,
      winsBySeat: [5, 4],
      eraCostFailures: 0,
      mustPlayLosses: 0,
      victoryPoints: { "10": 3, "2": 5, "0": 12 },
      meanVictoryPoints: 2,
      adventuresPerEra: { mean: 3.1, histogram: { "4": 2, "3": 7, "1": 1 } },
      turnsPerEra: 20,
      actionsPerEra: 60,
    },
    adventures: [
      { identifier: "A-1", played: 4, won: 1, lost: 3, winRate: 0.25, meanOverflow: 1 },
      { identifier: "A-2", played: 0, won: 0, lost: 0, winRate: null, meanOverflow: null },
      { identifier: "A-3", played: 3, won: 2, lost: 1, winRate: 0.6667, meanOverflow: 2 },
    ],
    supports: [
      { identifier: "S-1", played: 9, playRate: 0.9, turnsInOps: 10, blockedRate: 0.1, blockedBy: [] },
      { identifier: "S-2", played: 0, playRate: 0, turnsInOps: 40, blockedRate: 0.75, blockedBy: [{ rule: "CGS-320 support-play-condition", turns: 20 }, { rule: "CGS-324 support-same-number-in-playground", turns: 10 }] },
      { identifier: "S-3", played: 1, playRate: 0.1, turnsInOps: 5, blockedRate: 0, blockedBy: [] },
    ],
    workers: 0,
    elapsedMs: 1,
  };
}

describe("simulation chart rows", () => {
  it("adventure win rates: played adventures in percent, best first; never-played ones listed apart", () => {
    const r = makeReport();
    expect(adventureRows(r)).toEqual([
      { card: "A-3", winRate: 66.7, played: 3, won: 2 },
      { card: "A-1", winRate: 25, played: 4, won: 1 },
    ]);
    expect(unplayedAdventures(r)).toEqual(["A-2"]);
  });

  it("support play rates, most played first; dead cards (under 5% of the eras) with the rules that blocked them and their share", () => {
    const r = makeReport();
    expect(supportRows(r).map((s) => [s.card, s.playRate])).toEqual([
      ["S-1", 90],
      ["S-3", 10],
      ["S-2", 0],
    ]);
    expect(deadCards(r)).toEqual([
      {
        card: "S-2",
        playRate: 0,
        blockedRate: 75,
        turnsInOps: 40,
        blockedBy: [
          { rule: "CGS-320", code: "support-play-condition", turns: 20, share: 66.7, ofTurns: 50 },
          { rule: "CGS-324", code: "support-same-number-in-playground", turns: 10, share: 33.3, ofTurns: 25 },
        ],
      },
    ]);
  });

  it("victory points and game length in numeric order (not text order); winners by seat then 'No winner'", () => {
    const r = makeReport();
    expect(victoryPointRows(r).map((v) => v.label)).toEqual(["0", "2", "10"]);
    expect(lengthRows(r)).toEqual([
      { label: "1", count: 1 },
      { label: "3", count: 7 },
      { label: "4", count: 2 },
    ]);
    expect(winnerRows(r)).toEqual([
      { label: "Player 1", count: 5 },
      { label: "Player 2", count: 4 },
      { label: "No winner", count: 2 },
    ]);
  });
});
