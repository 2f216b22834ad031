import { describe, expect, it } from "vitest";
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import { check } from "@/lib/systems/got-cgs/engine/reducer";
import { generateDeck } from "@/lib/systems/got-cgs/engine/generate-deck";
import { playOut } from "@/lib/systems/got-cgs/engine/runner";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import { act, acts, adv, cond, sup, table } from "./builders";

describe("the greedy bot", () => {
  it("plays the support card that covers what it lacks", () => {
    const t = table({
      cards: { "A-1": adv("Obstruction", { acc: { Fire: 3 } }), "S-2": sup({ ar: { Range: 5 } }), "S-3": sup({ ar: { Fire: 3 } }), "S-4": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["S-2", "S-3", "S-4"] } },
      adventure: "A-1",
    });
    expect(greedyBot(1).choose(t.state, 0)).toEqual({ type: "playSupport", player: 0, card: t.id("S-3") });
  });
  it("requests the end of the adventure when it wins it, and a rival who cannot change it agrees", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 3 } }), "S-3": sup({ ar: { Range: 1 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { ops: ["S-3"] } },
      adventure: "A-1",
    });
    const request = greedyBot(1).choose(t.state, 0);
    expect(request).toEqual({ type: "requestEndAdventure", player: 0 });
    const asked = act(t.state, request);
    expect(greedyBot(2).choose(asked, 1)).toEqual({ type: "answerRequest", player: 1, agree: true });
  });
  it("refuses to end an adventure a rival wins when it can still beat him", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 2 } }), "S-3": sup({ ar: { Fire: 5 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { ops: ["S-3"] } },
      adventure: "A-1",
    });
    const asked = act(t.state, { type: "requestEndAdventure", player: 0 });
    expect(greedyBot(2).choose(asked, 1)).toEqual({ type: "answerRequest", player: 1, agree: false });
  });
  it("CGS-287 does not offer again a trade refused in this adventure, even as a new bot (the server makes one per request)", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 3 } }), "S-2": sup({ ar: { Range: 1 } }), "S-3": sup({ ar: { Fire: 5 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["S-2"] }, Bob: { ops: ["S-3"] } },
      adventure: "A-1",
    });
    const offer = greedyBot(1).choose(t.state, 0);
    expect(offer).toEqual({ type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") });
    const refused = acts(t.state, [offer, { type: "answerTrade", player: 1, accept: false }]);
    const next = greedyBot(2).choose(refused, 0);
    expect(next.type).not.toBe("offerTrade");
    expect(check(refused, next)).toBeNull();
  });
  it("accepts a trade that gains it a better card and refuses one that loses", () => {
    const t = table({ cards: { "S-1": sup({ ar: { Fire: 5 } }), "S-2": sup({ ar: { Fire: 1 } }) }, zones: { Alice: { ops: ["S-1"] }, Bob: { ops: ["S-2"] } } });
    const good = act(t.state, { type: "offerTrade", player: 0, give: t.id("S-1"), take: t.id("S-2") });
    expect(greedyBot(3).choose(good, 1)).toEqual({ type: "answerTrade", player: 1, accept: true });
    const bad = act(t.state, { type: "offerTrade", player: 1, give: t.id("S-2"), take: t.id("S-1") });
    expect(greedyBot(3).choose(bad, 0)).toEqual({ type: "answerTrade", player: 0, accept: false });
  });
  it("resolves its pending power against the rival card that hurts it most", () => {
    const t = table({
      cards: {
        "A-1": adv("Battle", { acc: { Fire: 1 } }),
        "D-2": sup({ conditions: { DisableIf1: [cond("AR.Fire", ">", 1)] }, ar: { Fire: 2 } }),
        "S-3": sup({ ar: { Fire: 2 } }),
        "S-4": sup({ ar: { Fire: 6 } }),
      },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("D-2") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
    ]);
    expect(greedyBot(4).choose(s, 0)).toEqual({ type: "resolvePower", player: 0, targets: [t.id("S-4")] });
  });
  it("becomes immune to a rival's power when its card allows it", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "F-2": sup({ globals: { FreezeAdventureCommonCosts: "Yes" } }), "I-3": sup({ conditions: { ImmuneIf1: [] } }) },
      zones: { Alice: { playground: ["A-1", "F-2"] }, Bob: { ops: ["I-3"] } },
      adventure: "A-1",
      turn: "Bob",
    });
    const s = act(t.state, { type: "playSupport", player: 1, card: t.id("I-3") });
    expect(greedyBot(5).choose(s, 1)).toEqual({ type: "becomeImmune", player: 1, source: t.id("I-3"), target: t.id("F-2") });
  });
  it("requests the end of the era when it alone would win it", () => {
    const t = table({ cards: { "A-1": adv("Battle", { er: { Sway: 5 } }), "A-2": adv("Battle", { acc: { Fire: 9 } }) }, zones: { Alice: { buildsite: ["A-1"], ops: ["A-2"] } } });
    expect(greedyBot(6).choose(t.state, 0)).toEqual({ type: "requestEndEra", player: 0 });
  });
});

describe("bots", () => {
  it("choose only legal actions and finish their games, deterministically for a seed", () => {
    const deck = generateDeck(11, "Generated era", { affiliations: ["USSA", "Spacelings", "Robots"] });
    for (const kind of ["random", "greedy"] as const) {
      const make = (p: number) => (kind === "random" ? randomBot(`k${p}`) : greedyBot(`k${p}`));
      const run = () => {
        const seen: string[] = [];
        const bots = [0, 1, 2].map(make).map((b) => ({
          kind: b.kind,
          choose: (s: Parameters<typeof b.choose>[0], p: number) => {
            const a = b.choose(s, p);
            expect(check(s, a)).toBeNull();
            seen.push(JSON.stringify(a));
            return a;
          },
        }));
        const r = playOut(newSession({ players: ["A", "B", "C"], eras: [deck], seed: kind }), bots);
        expect(r.capped).toBe(false);
        expect(r.state.phase).toBe("over");
        return seen;
      };
      expect(run()).toEqual(run());
    }
  });
  it("CGS-287 the random bot does not offer again a trade refused since the adventure began", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "S-2": sup(), "S-3": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["S-2"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1" });
    const offer = { type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") } as const;
    // tradeRate 1: a trade offer is tried first at every decision; there is only one to make.
    expect(randomBot(1, { tradeRate: 1 }).choose(t.state, 0)).toEqual(offer);
    const refused = acts(t.state, [offer, { type: "answerTrade", player: 1, accept: false }]);
    for (let seed = 0; seed < 20; seed++) {
      const next = randomBot(seed, { tradeRate: 1 }).choose(refused, 0);
      expect(next.type).not.toBe("offerTrade");
      expect(check(refused, next)).toBeNull();
    }
  });
});

describe("the greedy bot tells copies apart by value", () => {
  it("decides alike on a state and on its JSON copy, where every copy has its own definition object", () => {
    // Generated decks have two copies of every third card; a JSON copy of a state (the table's,
    // after a GET) no longer shares one definition object between them, the server's does.
    const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    let decisions = 0;
    let withCopies = 0;
    for (let g = 0; g < 6; g++) {
      const deck = generateDeck(g, "Generated era", { affiliations: ["USSA", "Spacelings", "Robots"] });
      const players = g % 2 === 0 ? ["A", "B"] : ["A", "B", "C"];
      const bots = players.map((_, p) => {
        const driver = greedyBot(`${g}/${p}`);
        return {
          kind: driver.kind,
          choose: (s: Parameters<typeof driver.choose>[0], player: number) => {
            // Fresh bots on both sides (the server makes one per request): same seed, same state value.
            const copy = wire(s);
            expect(copy.cards[0]?.def).not.toBe(copy.cards[1]?.def);
            expect(greedyBot(`q${decisions}`).choose(copy, player)).toEqual(greedyBot(`q${decisions}`).choose(s, player));
            const ops = s.zones.players[player]?.ops ?? [];
            const defs = ops.map((id) => s.cards[id]?.def);
            if (defs.some((d, i) => d?.isSupport === true && defs.indexOf(d) !== i)) withCopies++;
            decisions++;
            return driver.choose(s, player);
          },
        };
      });
      const r = playOut(newSession({ players, eras: [deck], seed: g }), bots);
      expect(r.capped).toBe(false);
    }
    // The case the copy keys exist for: a support card with its copy in the same ops.
    expect(withCopies).toBeGreaterThan(50);
    expect(decisions).toBeGreaterThan(500);
  });
});
