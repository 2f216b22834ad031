/** The Genesis engine through the rules-engine contract (lib/systems/engine.ts), as trial play and replays call it. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EngineSetupError } from "@/lib/systems/engine";
import { genesisRulesEngine as engine } from "@/lib/systems/got-genesis/rules-engine";
import { testPack } from "./fixtures";

const options = { document: testPack(2), decks: null, names: ["Ann", "Bot"], seed: "contract" };

describe("genesisRulesEngine", () => {
  it("deals, asks a seat, checks and applies its legal actions, and plays to an outcome with its bots", () => {
    let state = engine.deal(options);
    const bots = [engine.bots.greedy?.("a"), engine.bots.random?.("b")];
    let moves = 0;
    for (let seat = engine.toAct(state); seat !== null; seat = engine.toAct(state)) {
      const legal = engine.legal(state, seat);
      expect(legal.length).toBeGreaterThan(0);
      expect(engine.legal(state, seat === 0 ? 1 : 0)).toEqual([]);
      const action = bots[seat]?.choose(state, seat);
      expect(engine.check(state, action)).toBeNull();
      const r = engine.apply(state, action);
      if (!r.ok) throw new Error(r.rejection.message);
      state = r.state;
      moves++;
    }
    const o = engine.outcome(state);
    expect(o.winners).toHaveLength(1);
    expect(o.summary[0]).toMatch(/wins/);
    expect(moves).toBeGreaterThan(10);
  });

  it("is deterministic: the same options and actions give the same states", () => {
    const a = engine.deal(options);
    const b = engine.deal(options);
    expect(a).toEqual(b);
    const bot = engine.bots.random?.("x");
    const seat = engine.toAct(a) ?? 0;
    expect(bot?.choose(a, seat)).toEqual(engine.bots.random?.("x").choose(b, seat));
  });

  it("never throws for bad input: malformed actions are rejections naming GEN-378", () => {
    const s = engine.deal(options);
    for (const bad of [null, 3, "engage", {}, { type: "fly", seat: 0 }, { type: "engage", seat: 5, card: "x" }, { type: "refill", seat: 0, count: -1 }]) {
      const r = engine.check(s, bad);
      expect(r?.rule).toBe("GEN-378");
      expect(engine.apply(s, bad).ok).toBe(false);
    }
  });

  it("GEN-101 seats: 2 for a pack with two factions; none for one without", () => {
    expect(engine.seats(testPack())).toEqual({ min: 2, max: 2 });
    expect(engine.seats({ decks: [] })).toEqual({ min: 0, max: 0 });
    expect(() => engine.deal({ ...options, decks: ["Nope"] })).toThrow(EngineSetupError);
  });

  it("the test pack file is the fixture (tests/cli/simulate-genesis.test.ts plays it)", () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, "test-pack.json"), "utf8"));
    expect(file.decks).toEqual(JSON.parse(JSON.stringify(testPack().decks)));
  });
});
