/**
 * The free table's replay steps (components/free-table/replay-steps.ts) against a fake server:
 * the designer's step is asked alone and first, the buffer's windows come only after the designer
 * has left the replay alone for QUIET_MS, one at a time, and stop when the replay is left. The
 * windows are asked delta-encoded and decoded; a whole answer (an older server) is read as it is.
 */
import { describe, expect, it } from "vitest";
import { answerStates, QUIET_MS, ReplaySteps, STEP_WINDOW, stepsQuery } from "@/components/free-table/replay-steps";
import type { FreeTableState } from "@/lib/free-table";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import { encodeSteps } from "@/lib/free-table/step-delta";
import { viewState } from "@/lib/free-table/view";
import { DOCUMENT } from "./fixture";

/** A fake view per step: only its turn says which step it is. */
const stateAt = (n: number) => ({ kind: "free-table", table: { zones: [] }, names: [], zones: [], counters: [], turn: n, round: 1, phase: null, random: null }) as unknown as FreeTableState;

function fakeServer(total: number) {
  const calls: { from: number; count: number; at: number; out: number }[] = [];
  let out = 0;
  const fetchSteps = async (from: number, count: number) => {
    out++;
    calls.push({ from, count, at: Date.now(), out });
    await new Promise((resolve) => setTimeout(resolve, 5));
    out--;
    return Array.from({ length: Math.max(0, Math.min(count, total + 1 - from)) }, (_, i) => stateAt(from + i));
  };
  return { calls, steps: new ReplaySteps(fetchSteps, () => stateAt(total), () => total) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe("ReplaySteps", () => {
  it("answers the designer's step alone, buffers only after a quiet moment, one window at a time, and holds every step", async () => {
    const { calls, steps } = fakeServer(100);
    const asked = Date.now();
    expect((await steps.ask(60))?.turn).toBe(60);
    expect(calls[0]).toMatchObject({ from: 60, count: 1 });
    // Asked for, and answered: every step held.
    await until(() => calls.filter((c) => c.count === STEP_WINDOW).length === 5 && steps.held(0) !== undefined && steps.held(100) !== undefined);
    // The step's own window follows its answer; the buffer's others wait for the quiet moment.
    const buffered = calls.filter((c) => c.count === STEP_WINDOW && c.from !== 50);
    expect(buffered.map((c) => c.from)).toEqual([75, 25, 100, 0]);
    for (const c of buffered) expect(c.at - asked).toBeGreaterThanOrEqual(QUIET_MS - 5);
    expect(Math.max(...buffered.map((c) => c.out))).toBe(1);
    for (let n = 0; n <= 100; n++) expect(steps.held(n)?.turn).toBe(n);
    const before = calls.length;
    expect((await steps.ask(3))?.turn).toBe(3);
    expect(calls.length).toBe(before);
  });

  it("asks for nothing more once the replay is left", async () => {
    const { calls, steps } = fakeServer(1000);
    await steps.ask(500);
    steps.stop();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 150));
    // The step and its own window, and no window of the buffer's.
    expect(calls.map((c) => `${c.from},${c.count}`)).toEqual(["500,1", "500,25"]);
  });

  it("asks the steps delta-encoded, decodes them, and reads a whole answer as it is", () => {
    expect(new URLSearchParams(stepsQuery(50, 25)).get("encoding")).toBe("delta");
    let s = E.deal({ document: DOCUMENT, decks: ["A", "B"], names: ["P1", "P2"], seed: 2 });
    const states = [viewState(s, [0])];
    for (const card of s.zones.find((z) => z.zone === "hand" && z.seat === 0)?.cards.slice(0, 3) ?? []) {
      const r = E.apply(s, { type: "move", seat: 0, card: card.id, to: { zone: "board", seat: 0 } });
      if (r.ok) s = r.state;
      states.push(viewState(s, [0]));
    }
    expect(states).toHaveLength(4);
    const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
    expect(answerStates(json({ encoding: "delta", steps: encodeSteps(states) }))).toStrictEqual(json(states));
    expect(answerStates({ states })).toBe(states);
  });
});
