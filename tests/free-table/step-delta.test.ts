/**
 * The replay's delta-encoded windows (lib/free-table/step-delta.ts): over many random games, every
 * window of steps decodes, after a trip through JSON as on the wire, to exactly its steps as JSON;
 * a move of one card costs a few hundred bytes, not the view's many KiB; and the layouts the
 * patches do not cover (zones or seats added, keys gone) still decode.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import type { FreeTableState } from "@/lib/free-table/state";
import { decodeSteps, encodeStep, encodeSteps } from "@/lib/free-table/step-delta";
import { viewState } from "@/lib/free-table/view";
import { DOCUMENT } from "./fixture";
import { lcg, randomAction } from "./random-game";

const wire = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A move of a random card to a place inside a random zone. */
function moveInside(s: FreeTableState, r: () => number): Record<string, unknown> {
  const ids = s.zones.flatMap((z) => z.cards.map((c) => c.id));
  const to = s.zones[Math.floor(r() * s.zones.length)];
  return { type: "move", seat: s.turn, card: ids[Math.floor(r() * ids.length)], to: { zone: to?.zone, seat: to?.seat }, index: Math.floor(r() * 5) };
}

/**
 * A random game's steps as a window would hold them: mostly the view of the seat whose turn it is
 * (what the server sends), some the view of every seat or of another seat, some the full state
 * (random numbers and all), so the hidden cards change between steps as much as they can.
 */
function randomSteps(seed: number, decks: readonly string[], length: number): FreeTableState[] {
  const r = lcg(seed);
  let s = E.deal({ document: DOCUMENT, decks, names: decks.map((_, i) => `P${i + 1}`), seed });
  const out: FreeTableState[] = [];
  const seen = (state: FreeTableState): FreeTableState => {
    const k = r();
    if (k < 0.7) return viewState(state, [state.turn]);
    if (k < 0.8) return viewState(state, state.names.map((_, i) => i));
    if (k < 0.9) return viewState(state, [Math.floor(r() * state.names.length)]);
    return state;
  };
  out.push(seen(s));
  for (let tries = 0; out.length < length && tries < length * 4; tries++) {
    // A move to a place inside a zone now and then: the patches' kept head and tail both matter.
    const action = r() < 0.15 ? moveInside(s, r) : randomAction(s, r);
    const result = E.apply(s, action);
    if (!result.ok) continue;
    s = result.state;
    out.push(seen(s));
  }
  return out;
}

describe("step-delta", () => {
  it("decodes every window of random games to its steps (through JSON)", () => {
    let windows = 0;
    let patched = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(["A"], ["A", "B"], ["B", "A", "B"], ["A", "B", "A", "B"]), (seed, decks) => {
        const steps = randomSteps(seed, decks, 100);
        const r = lcg(seed + 1);
        // The replay's windows of 25, and windows of any start and length up to the route's cap.
        const starts = [...Array.from({ length: Math.ceil(steps.length / 25) }, (_, i) => [i * 25, 25] as const), ...Array.from({ length: 6 }, () => [Math.floor(r() * steps.length), 1 + Math.floor(r() * 50)] as const)];
        for (const [from, count] of starts) {
          const window = steps.slice(from, from + count);
          const encoded = wire(encodeSteps(window));
          expect(decodeSteps(encoded)).toStrictEqual(wire(window));
          // Without the trip through JSON too (the server's own objects).
          expect(decodeSteps(encodeSteps(window))).toEqual(window);
          windows++;
          patched += encoded.deltas.filter((d) => d.zones !== undefined).length;
        }
      }),
      { numRuns: 40 },
    );
    // Not vacuous: many windows, and their steps mostly told as zone patches.
    expect(windows).toBeGreaterThan(200);
    expect(patched).toBeGreaterThan(windows * 5);
  }, 120_000);

  it("tells a move of one card in a few hundred bytes, and unchanged steps in two", () => {
    const s = E.deal({ document: DOCUMENT, decks: ["A", "B", "A", "B"], names: ["P1", "P2", "P3", "P4"], seed: 5 });
    const hand = s.zones.find((z) => z.zone === "hand" && z.seat === 0);
    const moved = E.apply(s, { type: "move", seat: 0, card: hand?.cards[2]?.id, to: { zone: "board", seat: 0 } });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const [a, b] = [viewState(s, [0]), viewState(moved.state, [0])];
    const delta = JSON.stringify(encodeStep(a, b));
    expect(JSON.stringify(b).length).toBeGreaterThan(5000);
    expect(delta.length).toBeLessThan(200);
    expect(decodeSteps(wire({ first: a, deltas: [encodeStep(a, b)] }))[1]).toStrictEqual(wire(b));
    expect(JSON.stringify(encodeStep(a, a))).toBe("{}");
  });

  it("decodes what the patches do not cover: zones and seats added, top-level keys gone or new", () => {
    const s = viewState(E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["P1", "P2"], seed: 9 }), [0]);
    const [z0, ...rest] = s.zones;
    if (z0 === undefined) throw new Error("no zone");
    const variants: FreeTableState[] = [
      { ...s, zones: [...s.zones, { zone: "extra", seat: null, cards: [{ id: "c999", owner: 0, faceDown: false, turned: false, counters: {} }] }] },
      { ...s, zones: [{ ...z0, seat: 7 }, ...rest] },
      { ...s, counters: [...s.counters, { life: 3 }] },
      { ...s, counters: [s.counters[0] ?? {}, { life: 1 }] },
      { ...s, phase: null, round: 4, names: ["Ann", "Bo"] },
      { ...s, extra: { x: 1 } } as unknown as FreeTableState,
      (({ phase: _phase, ...t }) => t)(s) as unknown as FreeTableState,
      { ...s, zones: [{ ...z0, cards: [...z0.cards].reverse() }, ...rest] },
      { ...s, zones: [{ ...z0, cards: z0.cards.map((c, i) => (i === 0 ? { id: c.id, owner: c.owner, faceDown: !c.faceDown, turned: true, counters: { boost: 2 } } : c)) }, ...rest] },
    ];
    for (const v of variants) {
      const window = [s, v, s];
      expect(decodeSteps(wire(encodeSteps(window)))).toStrictEqual(wire(window));
    }
    expect(decodeSteps(encodeSteps([]))).toEqual([]);
  });
});
