/** The free table's log in words (components/free-table/log-lines.ts): a line names a card only when the page may see it. */
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE as E, type FreeTableState } from "@/lib/free-table";
import { keepLines, logLines } from "@/components/free-table/log-lines";
import { DOCUMENT } from "./fixture";

describe("log lines", () => {
  const s = E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["Ann", "Bo"], seed: 4 });
  const step = (state: FreeTableState, action: unknown) => {
    const r = E.apply(state, action);
    if (!r.ok) throw new Error(r.rejection.message);
    return r;
  };
  const cards = { "H-001": { name: "Hero A", type: "Hero", facts: [] } };

  it("moves, rolls, counters and turns in words; a hidden card is 'a card'", () => {
    const hero = s.zones.find((z) => z.zone === "hero" && z.seat === 0)?.cards[0]?.id as string;
    const a = step(s, { type: "move", seat: 0, card: hero, to: { zone: "board", seat: 0 } });
    const b = step(a.state, { type: "counter", seat: 0, target: { card: hero }, key: "boost", delta: 2 });
    const c = step(b.state, { type: "draw", seat: 1, from: { zone: "deck", seat: 1 }, to: { zone: "hand", seat: 1 }, count: 2 });
    const d = step(c.state, { type: "roll", seat: 0, sides: 6, count: 2 });
    const e = step(d.state, { type: "endTurn", seat: 0 });
    const log = [a, b, c, d, e].map((r) => ({ events: r.events, by: "human" }));
    const view = E.view?.state(e.state, [1]) as FreeTableState;
    const lines = logLines([...log, { events: [], by: "undo" }], view, cards).map((l) => l.text);
    const roll = d.events[0] as unknown as { results: number[] };
    expect(lines).toEqual([
      "Ann moves Hero A from Ann's hero to Ann's board",
      "Ann: Boost of Hero A +2 = 2",
      "Bo draws 2 cards from Bo's deck to Bo's hand",
      `Ann rolls 2d6: ${roll.results.join(", ")}`,
      "Ann ends the turn: Bo's turn, round 1",
      "Takes back the last action",
    ]);
  });

  it("keepLines keeps the drawn line objects whose words did not change", () => {
    const a = [{ index: 0, text: "x", undo: false }, { index: 1, text: "y", undo: false }];
    expect(keepLines(a, a.map((l) => ({ ...l })))).toBe(a);
    const next = keepLines(a, [{ index: 0, text: "x", undo: false }, { index: 1, text: "z", undo: false }, { index: 2, text: "w", undo: true }]);
    expect(next[0]).toBe(a[0]);
    expect(next[1]).toEqual({ index: 1, text: "z", undo: false });
    expect(next).toHaveLength(3);
    expect(keepLines(a, a.slice(0, 1))).toEqual([a[0]]);
  });
});
