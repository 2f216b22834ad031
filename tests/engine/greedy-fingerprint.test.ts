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
import { greedyBot } from "@/lib/engine/bots/greedy";
import { generateDeck } from "@/lib/engine/generate-deck";
import { decksFromPack } from "@/lib/engine/pack";
import { playOut } from "@/lib/engine/runner";
import { newSession, type SessionOptions } from "@/lib/engine/setup";
import type { GameState } from "@/lib/engine/state";
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

const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "tidebound.pack.json"), "utf8"));
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
      "-:8,8 | 158", "0:17,2 | 178", "0:1,14 | 154", "1:3,3 | 60", "0:5,3 | 86",
      "1:4,11 | 64", "0:12,2 | 189", "-:8,6 | 200", "1:1,12 | 78", "0:8,2 | 55",
      "1:2,6 | 87", "1:11,3 | 64", "-:6,10 | 186", "-:13,7 | 192", "0:2,8 | 76",
      "0:4,10 | 55", "0:3,10 | 112", "0:4,11 | 73", "1:7,3 | 68", "-:11,5 | 85",
      "-:6,9 | 199", "0:4,7 | 61", "0:6,3 | 75", "1:7,3 | 58", "0:9,1 | 95",
      "1:4,9 | 52", "-:2,5 | 211", "0:5,5 | 100", "0:5,10 | 69", "0:5,5 | 101",
      "0:4,9 | 55", "-:5,1 | 202", "0:4,9 | 71", "1:7,5 | 96", "1:7,3 | 58",
      "1:7,4 | 66", "1:6,3 | 64", "1:3,7 | 70", "0:5,8 | 59", "0:5,8 | 61",
    ],
  },
  "The Beacon Years": {
    actions: "def5999857ef3e80",
    games: [
      "1:4,7 | 90", "0:6,13 | 65", "1:13,6 | 67", "1:11,14 | 120", "-:4,9 | 198",
      "1:12,6 | 70", "1:1,5 | 195", "1:12,8 | 67", "1:9,8 | 79", "1:11,2 | 93",
      "0:10,7 | 108", "1:7,7 | 84", "0:6,10 | 75", "0:10,9 | 79", "-:10,7 | 79",
      "0:7,13 | 73", "0:3,11 | 219", "-:10,7 | 75", "1:6,8 | 80", "1:7,8 | 96",
      "1:11,7 | 63", "1:12,6 | 67", "0:6,13 | 65", "0:5,8 | 88", "0:8,13 | 101",
      "0:3,14 | 128", "1:11,6 | 67", "0:6,13 | 78", "1:12,7 | 90", "1:13,5 | 74",
      "1:11,6 | 67", "1:4,6 | 90", "1:6,8 | 134", "1:10,8 | 63", "0:7,9 | 70",
      "0:8,13 | 74", "1:7,13 | 98", "0:5,15 | 69", "0:10,8 | 121", "1:14,14 | 140",
    ],
  },
  "generated": {
    actions: "19c35f516fa8219e",
    games: [
      "0+1:4,-1,-2 2:2,-4,4 | 261", "0:4,0,-3 -:4,-3,-2 | 349", "0+2:4,-1,-2 2:6,3,7 | 332", "1:-5,16,1 1:-12,16,4 | 479", "1:0,0,0 2:-1,-3,0 | 224",
      "2:3,2,9 2:7,4,13 | 523", "2:6,-1,-2 0:6,-7,5 | 417", "1+2:-8,8,8 2:4,-3,5 | 391", "-:0,3,-1 2:10,7,11 | 401", "0:15,-5,-3 0:8,7,7 | 660",
      "2:14,-2,3 2:10,3,12 | 344", "0:10,-1,-6 0:11,1,7 | 393", "2:1,3,2 0:16,-6,12 | 329", "2:7,1,13 0:21,1,10 | 510", "-:4,-9,-8 0+1:8,8,3 | 569",
      "2:3,-9,8 0:6,5,3 | 623", "2:-1,4,-1 1:-1,19,-4 | 285", "0:11,8,-6 0:17,7,-12 | 586", "0:0,0,0 2:-1,-6,1 | 230", "0+1:13,13,-2 0:13,1,-8 | 386",
    ],
  },
};
