/**
 * What the greedy bot decides, pinned: seeded greedy eras of the demo pack (2 players, as the
 * simulation page plays them) and of generated 3-player two-era sessions, each summed up as
 * "winners | victory points | actions", plus one hash over every action of them all. A speed-up
 * of the bot or the engine must leave every line as it is; a rule change that alters games
 * (CGS-301's era costs, for one) updates the expected values in the same commit and says why.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { generateDeck } from "@/lib/systems/got-cgs/engine/generate-deck";
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { playOut } from "@/lib/systems/got-cgs/engine/runner";
import { newSession, type SessionOptions } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { parsePackJson } from "@/lib/packs/schema";

const GAMES = 40;

/** One line per game and a hash over every action of every game. */
function fingerprint(sessions: readonly SessionOptions[]): { games: string[]; actions: string } {
  const hash = createHash("sha256");
  const games = sessions.map((options, g) => {
    const start = newSession(options);
    const bots = start.players.map((_, p) => greedyBot(`${g}/${p}`));
    const result = playOut(start, bots, { onAction: (action) => hash.update(JSON.stringify(action)) });
    return summary(result.state, result.actions);
  });
  return { games, actions: hash.digest("hex").slice(0, 16) };
}

function summary(state: GameState, actions: number): string {
  const eras = state.eraResults.map((e) => `${e.winners.join("+") || "-"}:${e.players.map((p) => p.victoryPoints).join(",")}`);
  return `${eras.join(" ")} | ${actions}`;
}

const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "seeds", "tidebound.pack.json"), "utf8"));
if (!parsed.ok) throw new Error("seeds/tidebound.pack.json is not a valid pack");
const demo = decksFromPack(parsed.value);

describe("the greedy bot's decisions (a fingerprint of seeded games)", () => {
  for (const deck of demo) {
    it(`"${deck.name}": ${GAMES} seeded 2-player eras end as before`, () => {
      const sessions = Array.from({ length: GAMES }, (_, g): SessionOptions => ({ players: ["A", "B"], eras: [deck], seed: g, explain: g % 4 === 0, packPlayers: 2 }));
      expect(fingerprint(sessions)).toEqual(EXPECTED[deck.name]);
    });
  }
  it(`generated decks: ${GAMES / 2} seeded 3-player two-era sessions end as before`, () => {
    const affiliations = ["USSA", "Spacelings", "Robots"];
    const sessions = Array.from({ length: GAMES / 2 }, (_, g): SessionOptions => ({
      players: ["A", "B", "C"],
      eras: [generateDeck(g % 5, "First", { doomsdayAndEpic: g % 2 === 0, affiliations }), generateDeck(100 + (g % 3), "Second", { affiliations })],
      seed: g,
      explain: g % 3 === 0,
    }));
    expect(fingerprint(sessions)).toEqual(EXPECTED.generated);
  });
});

const EXPECTED: Record<string, { games: string[]; actions: string }> = {
  "The Fog Years": {
    actions: "e9d41ef7fabaa83b",
    games: [
      "-:8,7 | 158", "0:17,1 | 178", "0:1,13 | 154", "1:3,3 | 60", "0:5,3 | 86",
      "1:4,11 | 64", "0:11,2 | 189", "-:7,6 | 200", "1:1,12 | 78", "0:8,2 | 55",
      "1:2,6 | 87", "1:11,3 | 64", "-:6,10 | 186", "-:13,7 | 192", "0:2,8 | 76",
      "0:4,10 | 55", "0:3,10 | 112", "0:4,11 | 73", "1:7,3 | 68", "-:11,5 | 85",
      "-:5,9 | 199", "0:4,7 | 61", "0:6,3 | 75", "1:7,3 | 58", "0:9,1 | 95",
      "1:4,9 | 52", "-:1,5 | 211", "0:5,4 | 100", "0:5,10 | 69", "0:5,5 | 101",
      "0:4,9 | 55", "-:4,1 | 202", "0:4,9 | 71", "1:7,5 | 96", "1:7,3 | 58",
      "1:7,4 | 66", "1:6,3 | 64", "1:3,7 | 70", "0:5,8 | 59", "0:5,8 | 61",
    ],
  },
  "The Beacon Years": {
    actions: "def5999857ef3e80",
    games: [
      "1:4,7 | 90", "0:6,13 | 65", "1:13,6 | 67", "1:11,12 | 120", "-:4,9 | 198",
      "1:12,6 | 70", "1:1,4 | 195", "1:12,8 | 67", "1:9,8 | 79", "1:11,2 | 93",
      "0:10,5 | 108", "1:7,7 | 84", "0:6,10 | 75", "0:10,9 | 79", "-:10,7 | 79",
      "0:7,13 | 73", "0:3,10 | 219", "-:10,7 | 75", "1:6,8 | 80", "1:7,8 | 96",
      "1:11,7 | 63", "1:12,6 | 67", "0:6,13 | 65", "0:5,8 | 88", "0:8,13 | 101",
      "0:3,14 | 128", "1:11,6 | 67", "0:6,13 | 78", "1:12,6 | 90", "1:13,5 | 74",
      "1:11,6 | 67", "1:4,6 | 90", "1:6,6 | 134", "1:10,8 | 63", "0:7,9 | 70",
      "0:8,12 | 74", "1:7,13 | 98", "0:5,15 | 69", "0:10,8 | 121", "1:14,13 | 140",
    ],
  },
  "generated": {
    actions: "a12a6f363e6d6028",
    games: [
      "0+1:4,-2,-2 0+2:3,-4,3 | 334", "0:4,0,-3 -:4,-3,-2 | 349", "0+2:4,-2,-2 0:14,-2,7 | 321", "1:-5,15,-2 1:-13,15,4 | 479", "1:0,0,0 2:-2,-2,1 | 237",
      "2:-3,0,9 2:6,-7,13 | 523", "2:6,-2,-2 0:12,-7,3 | 411", "1:-8,19,7 1:-5,11,1 | 481", "-:0,-8,-1 1:5,13,2 | 374", "0:15,-5,-3 0:8,2,5 | 722",
      "2:14,-3,3 2:10,3,12 | 344", "0:10,-2,-6 0:11,-9,6 | 393", "2:1,2,2 0:12,-6,6 | 237", "2:7,0,12 0:19,1,-1 | 510", "-:4,-9,-8 0+1:8,8,2 | 569",
      "2:3,-9,8 0:6,-7,3 | 623", "2:-1,3,-1 1:-1,19,-5 | 285", "0:11,-1,-6 0:17,6,-12 | 586", "0:0,0,0 1:-5,0,-3 | 342", "0+1:10,10,1 0:12,0,-5 | 376",
    ],
  },
};
