import { describe, expect, it } from "vitest";
import { fuzzGame, type FuzzStats } from "./fuzz";

describe("engine invariants over seeded random games", () => {
  it("CGS-292 every card stays in exactly one zone, every listed action applies, no rejected action is listed, every legal one is, every game ends (200 games)", () => {
    const stats: FuzzStats = { games: 0, actions: 0, listedChecked: 0, junkRejected: 0, junkAccepted: 0, eras: 0 };
    for (let g = 0; g < 200; g++) fuzzGame(g, stats, 8);
    expect(stats.games).toBe(200);
    expect(stats.listedChecked).toBeGreaterThan(1000);
    expect(stats.junkRejected).toBeGreaterThan(1000);
    expect(stats.junkAccepted).toBeGreaterThan(100);
  });
});

describe("replay", () => {
  it("the same seed and the same actions replay the same game, events included", async () => {
    const { generateDeck } = await import("@/lib/systems/got-cgs/engine/generate-deck");
    const { newSession } = await import("@/lib/systems/got-cgs/engine/setup");
    const { randomBot } = await import("@/lib/systems/got-cgs/engine/bots/random");
    const { greedyBot } = await import("@/lib/systems/got-cgs/engine/bots/greedy");
    const { playOut } = await import("@/lib/systems/got-cgs/engine/runner");
    const { apply } = await import("@/lib/systems/got-cgs/engine/reducer");
    const options = { players: ["Ann", "Ben", "Cat"], eras: [generateDeck(5, "First", { affiliations: ["USSA", "Spacelings", "Robots"] }), generateDeck(6, "Second", { affiliations: ["USSA", "Spacelings", "Robots"] })], seed: "replay" };
    const log: unknown[] = [];
    const events: unknown[] = [];
    const first = playOut(newSession(options), [randomBot("r1"), greedyBot("g2"), randomBot("r3")], {
      onAction: (action, ev) => {
        log.push(action);
        events.push(...ev);
      },
    });
    expect(first.state.phase).toBe("over");
    let state = newSession(options);
    const replayed: unknown[] = [];
    for (const action of log) {
      const r = apply(state, action as Parameters<typeof apply>[1]);
      if (!r.ok) throw new Error(r.rejection.message);
      state = r.state;
      replayed.push(...r.events);
    }
    expect(JSON.parse(JSON.stringify(state))).toEqual(JSON.parse(JSON.stringify(first.state)));
    expect(replayed).toEqual(events);
    // A state survives JSON: serialise, parse, and keep playing with the same result.
    const { legalActions } = await import("@/lib/systems/got-cgs/engine/legal");
    const fresh = newSession(options);
    const revived = JSON.parse(JSON.stringify(fresh));
    const action = legalActions(fresh, fresh.turn)[0];
    expect(action).toBeDefined();
    const a = apply(fresh, action as Parameters<typeof apply>[1]);
    const b = apply(revived, action as Parameters<typeof apply>[1]);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(JSON.parse(JSON.stringify(b.state))).toEqual(JSON.parse(JSON.stringify(a.state)));
  });
});
