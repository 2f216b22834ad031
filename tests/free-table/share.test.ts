/** lib/free-table/share.ts: an answer's state shares every unchanged card and zone with the state drawn, so memoised tiles stay. */
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import { same, shareState } from "@/lib/free-table/share";
import type { FreeTableState } from "@/lib/free-table/state";
import { DOCUMENT } from "./fixture";

const copy = (s: FreeTableState): FreeTableState => JSON.parse(JSON.stringify(s)) as FreeTableState;

describe("shareState", () => {
  it("keeps the drawn objects of what a move left alone, and takes the changed ones", () => {
    const s = E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["P1", "P2"], seed: 9 });
    expect(shareState(s, copy(s))).toBe(s);
    const hand = s.zones.findIndex((z) => z.zone === "hand" && z.seat === 0);
    const board = s.zones.findIndex((z) => z.zone === "board" && z.seat === 0);
    const card = s.zones[hand]?.cards[0]?.id as string;
    const r = E.apply(s, { type: "move", seat: 0, card, to: { zone: "board", seat: 0 } });
    if (!r.ok) throw new Error("refused");
    const shared = shareState(s, copy(r.state));
    expect(shared).toEqual(r.state);
    expect(shared.table).toBe(s.table);
    shared.zones.forEach((z, i) => {
      if (i === hand || i === board) expect(z).not.toBe(s.zones[i]);
      else expect(z).toBe(s.zones[i]);
    });
    // The moved card is a new object (it entered another zone), the hand's others are the drawn ones.
    expect(shared.zones[hand]?.cards.every((c, i) => c === s.zones[hand]?.cards[i + 1])).toBe(true);
  });

  it("compares JSON values in place, as JSON would (an undefined key is absent)", () => {
    expect(same({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(same({ a: 1, u: undefined }, { a: 1 })).toBe(true);
    expect(same({ a: 1 }, { a: 1, u: undefined })).toBe(true);
    expect(same({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(same({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(same({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } })).toBe(false);
    expect(same([], {})).toBe(false);
    expect(same({}, [])).toBe(false);
    expect(same(null, {})).toBe(false);
    expect(same("1", 1)).toBe(false);
    const s = E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["P1", "P2"], seed: 9 });
    expect(same(s, copy(s))).toBe(true);
    expect(same(s, { ...copy(s), turn: 1 })).toBe(false);
  });
});
