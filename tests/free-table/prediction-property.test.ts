/**
 * The free table's prediction (lib/free-table/predict.ts) against the server over many random
 * games: whenever the page predicts from its own view, the prediction is exactly the view the
 * server's answer gives the page (state and events); and the page predicts the common moves
 * (a card moved, flipped, turned, counted) often enough to matter.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import { predictFree } from "@/lib/free-table/predict";
import { viewState } from "@/lib/free-table/view";
import { DOCUMENT } from "./fixture";
import { randomAction } from "./random-game";

describe("free-table prediction", () => {
  it("equals the server's answer as the page sees it, over random games", () => {
    let predicted = 0;
    let tried = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(["A"], ["A", "B"], ["B", "A", "B"]), (seed, decks) => {
        let x = seed;
        const r = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
        let s = E.deal({ document: DOCUMENT, decks, names: decks.map((_, i) => `P${i + 1}`), seed });
        for (let step = 0; step < 50; step++) {
          const action = randomAction(s, r);
          const page = viewState(s, [s.turn]);
          const guess = predictFree(page, action);
          const server = E.apply(s, action);
          tried++;
          if (guess !== null) {
            predicted++;
            expect(server.ok).toBe(true);
            if (!server.ok) return;
            expect(guess.state).toEqual(viewState(server.state, [server.state.turn]));
            expect(guess.events).toEqual(server.events);
          }
          if (server.ok) s = server.state;
        }
      }),
      { numRuns: 60 },
    );
    // Not vacuous: a good share of the random actions were predicted.
    expect(predicted / tried).toBeGreaterThan(0.2);
  });

  it("waits for the server where the view cannot tell", () => {
    const s = E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["P1", "P2"], seed: 3 });
    const page = viewState(s, [0]);
    const deck = s.zones.find((z) => z.zone === "deck" && z.seat === 0);
    const top = deck?.cards[0]?.id as string;
    // A hidden card moved into the open, a shuffle, a roll, a draw: the server names or decides them.
    expect(predictFree(page, { type: "move", seat: 0, card: top, to: { zone: "board", seat: 0 } })).toBeNull();
    expect(predictFree(page, { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 0 } })).toBeNull();
    expect(predictFree(page, { type: "roll", seat: 0, sides: 6, count: 1 })).toBeNull();
    expect(predictFree(page, { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 1 })).toBeNull();
    // The turn passes to P2, whose hand the page does not name.
    expect(predictFree(page, { type: "endTurn", seat: 0 })).toBeNull();
    // A card of the own hand to the board: predicted, and it is what the server shows.
    const hand = s.zones.find((z) => z.zone === "hand" && z.seat === 0);
    const card = hand?.cards[0]?.id as string;
    const action = { type: "move", seat: 0, card, to: { zone: "board", seat: 0 } };
    const server = E.apply(s, action);
    expect(server.ok).toBe(true);
    if (server.ok) expect(predictFree(page, action)?.state).toEqual(viewState(server.state, [0]));
  });
});
