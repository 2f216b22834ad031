/**
 * The bots' turns at the table (lib/table/bot-turns.ts): the server plays them, and the table
 * predicts them, with bots made anew for each human action. Whatever such a bot must not repeat
 * has to live in the state: a greedy bot whose rival accepts every offer (CGS-285, CGS-287: any
 * number of trades, at any time) used to trade X for Y, then Y for X, for ever, and the era never
 * ended (bench/table-click.bench.ts stalled on seed 2 of the demo pack's first era).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { GOT_CGS_ENGINE } from "@/lib/systems/got-cgs/rules-engine";
import { botTurns } from "@/lib/table/bot-turns";

const demo = JSON.parse(readFileSync(join(process.cwd(), "seeds", "tidebound.pack.json"), "utf8")) as Parameters<typeof GOT_CGS_ENGINE.deal>[0]["document"];

/** The designer the table-click bench plays: claims, agrees, accepts every trade, plays the first card it may, else passes. */
function agreeable(state: GameState, seat: number): Action {
  const legal = legalActions(state, seat, { trades: false });
  const pick =
    legal.find((a) => a.type === "chooseAffiliation") ??
    legal.find((a) => (a.type === "answerRequest" && a.agree) || (a.type === "answerTrade" && a.accept)) ??
    legal.find((a) => a.type === "playSupport" || a.type === "playAdventure") ??
    legal.find((a) => a.type === "pass") ??
    legal[0];
  if (pick === undefined) throw new Error("the human seat has nothing to do");
  return pick;
}

describe("bot turns against a designer who accepts every trade (CGS-285, CGS-287)", () => {
  // Seeds 2, 3, 5 and 13 went round in circles before the state remembered accepted trades.
  for (const seed of ["2", "3", "5", "13"]) {
    it(`CGS-287: the greedy bot never asks back a card it gave away in the adventure, and the era ends (seed ${seed})`, () => {
      const seats = ["human", "greedy"];
      let state = GOT_CGS_ENGINE.deal({ document: demo, decks: ["The Fog Years"], names: ["You", "Bot"], seed });
      let entries = 0;
      let adventures = state.adventures;
      const given = new Set<number>();
      while (state.phase !== "over" && entries < 2_000) {
        for (const turn of botTurns(GOT_CGS_ENGINE, seats, seed, entries, state)) {
          if (turn.state.adventures !== adventures) given.clear();
          if (turn.action.type === "offerTrade") {
            expect(given.has(turn.action.take), `entry ${entries}: the bot asks back card ${turn.action.take}`).toBe(false);
            given.add(turn.action.give);
          }
          adventures = turn.state.adventures;
          state = turn.state;
          entries++;
        }
        if (state.phase === "over") break;
        const result = GOT_CGS_ENGINE.apply(state, agreeable(state, 0));
        if (!result.ok) throw new Error(result.rejection.message);
        state = result.state;
        entries++;
      }
      expect(state.phase).toBe("over");
    });
  }
});
