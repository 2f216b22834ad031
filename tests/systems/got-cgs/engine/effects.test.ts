import { describe, expect, it } from "vitest";
import { eraInput } from "@/lib/systems/got-cgs/engine/era-end";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { resolveEra } from "@/lib/systems/got-cgs/engine/resolution-era";
import { act, acts, adv, cond, rejects, sup, table, where } from "./builders";

describe("Recover1", () => {
  const cards = { "A-1": adv("Battle"), "R-2": sup({ globals: { Recover1: "Yes" } }), "S-3": sup(), "F-4": sup({ globals: { Freeze: "Yes" } }), "S-5": sup() };
  it("CGS-329 CGS-453 after playing it, move one card of his playground (not the adventure card) back to his ops", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1", "S-3"], ops: ["R-2"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("R-2") });
    rejects(s, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("A-1") }, "recover-target");
    const done = act(s, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("S-3") });
    expect(where(t, done, "S-3")).toBe("Alice.ops");
    rejects(done, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("S-3") }, "no-effect");
  });
  it("CGS-454 cards with Recover1 or a power may not be recovered", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1", "F-4"], ops: ["R-2"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("R-2") });
    rejects(s, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("R-2") }, "recover-protected");
    rejects(s, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("F-4") }, "recover-protected");
  });
  it("CGS-298 the effect may still be used at the start of the next turn, then lapses", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1", "S-3"], ops: ["R-2", "S-5"] } }, adventure: "A-1" });
    const next = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("R-2") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
    ]);
    expect(legalActions(next, 0).some((a) => a.type === "recover")).toBe(true);
    const later = act(next, { type: "playSupport", player: 0, card: t.id("S-5") });
    rejects(later, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("S-3") }, "no-effect");
  });
  it("CGS-435 a Recover1 card may be played in a rival's special round to save a card from a power", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "W-2": sup({ conditions: { WreckIf1: [cond("AR.Fire", ">", 1)] } }), "S-3": sup({ ar: { Fire: 2 } }), "R-4": sup({ globals: { Recover1: "Yes" } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["W-2"] }, Bob: { playground: ["S-3"], ops: ["R-4"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("W-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("R-4") },
      { type: "recover", player: 1, source: t.id("R-4"), card: t.id("S-3") },
      { type: "pass", player: 1 },
    ]);
    expect(where(t, s, "S-3")).toBe("Bob.ops");
    rejects(s, { type: "resolvePower", player: 0, targets: [t.id("S-3")] }, "power-target");
  });
});

describe("Reuse", () => {
  const cards = {
    "A-1": adv("Battle"),
    "U-2": sup({ globals: { Reuse: 2 } }),
    "S-3": sup(),
    "S-4": sup(),
    "S-5": sup(),
    "X-6": sup({ affiliation: "USSA" }),
    "R-7": sup({ globals: { Recover1: "Yes" } }),
    "A-8": adv("Battle"),
  };
  const layout = { Alice: { playground: ["A-1"], ops: ["U-2"] }, Bob: { wreckage: ["S-3", "S-4", "S-5", "X-6", "R-7", "A-8"] } };
  it("CGS-458 take up to X unaffiliated support cards from a rival's wreckage into the ops", () => {
    const t = table({ cards, zones: layout, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("U-2") });
    rejects(s, { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("S-3"), t.id("S-4"), t.id("S-5")] }, "reuse-target");
    rejects(s, { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("A-8")] }, "reuse-target");
    const done = act(s, { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("S-3"), t.id("S-4")] });
    expect(where(t, done, "S-4")).toBe("Alice.ops");
  });
  it("CGS-300 CGS-301 the costs of a reused card leave the rival's wreckage with it; the reuser pays them once he plays it and it is wrecked", () => {
    const costly = { ...cards, "S-3": sup({ ec: { Sway: 4 }, ar: { Fire: 1 } }), "A-1": adv("Competition", { acc: { Fire: 1 } }) };
    const t = table({ cards: costly, zones: layout, adventure: "A-1" });
    const before = resolveEra(eraInput(t.state));
    expect(before.players[1]?.requirements).toMatchObject({ Sway: 4 });
    let s = act(act(t.state, { type: "playSupport", player: 0, card: t.id("U-2") }), { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("S-3")] });
    expect(resolveEra(eraInput(s)).players[1]?.requirements.Sway).toBeUndefined();
    s = acts(s, [
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
      { type: "playSupport", player: 0, card: t.id("S-3") },
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: true },
    ]);
    expect(where(t, s, "S-3")).toBe("Alice.wreckage");
    expect(resolveEra(eraInput(s)).players[0]?.requirements).toMatchObject({ Sway: 4 });
  });
  it("CGS-301 a reused card kept in the ops costs its holder its era costs at the era end; the rival it came from pays nothing", () => {
    const costly = { ...cards, "S-3": sup({ ec: { Sway: 4 } }) };
    const t = table({ cards: costly, zones: layout, adventure: "A-1" });
    const s = act(act(t.state, { type: "playSupport", player: 0, card: t.id("U-2") }), { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("S-3")] });
    expect(where(t, s, "S-3")).toBe("Alice.ops");
    expect(s.cards[t.id("S-3")]?.origin).toBe("reused");
    const era = resolveEra(eraInput(s));
    expect(era.players[0]?.requirements).toMatchObject({ Sway: 4 });
    expect(era.players[0]?.costs).toBe(4);
    expect(era.players[1]?.requirements.Sway).toBeUndefined();
    // The table's instances are copied, never changed.
    expect(t.state.cards[t.id("S-3")]?.origin).toBeUndefined();
  });
  it("CGS-416 cards with an affiliation may not be reused", () => {
    const t = table({ cards, zones: layout, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("U-2") });
    rejects(s, { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("X-6")] }, "reuse-affiliation");
  });
  it("CGS-459 protected cards may not be reused", () => {
    const t = table({ cards, zones: layout, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("U-2") });
    rejects(s, { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("R-7")] }, "reuse-protected");
  });
  it("CGS-299 a reused card's era costs move with it to the reusing player", () => {
    const t = table({ cards: { ...cards, "S-3": sup({ ec: { Sway: 1 } }) }, zones: layout, adventure: "A-1" });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("U-2") },
      { type: "reuse", player: 0, source: t.id("U-2"), cards: [t.id("S-3")] },
    ]);
    expect(s.zones.players[1]?.wreckage).not.toContain(t.id("S-3"));
  });
});

describe("SeizeIf and SeizeIf1", () => {
  const cards = {
    "A-1": adv("Battle"),
    "Z-2": sup({ conditions: { SeizeIf: [cond("AR.Fire", ">", 2)] } }),
    "Z-3": sup({ conditions: { SeizeIf1: [cond("AR.Fire", ">", 2)] } }),
    "S-4": sup({ ar: { Fire: 2 } }),
    "S-5": sup({ ar: { Fire: 3 } }),
    "S-6": sup({ ar: { Fire: 1 } }),
    "X-7": sup({ ar: { Fire: 3 }, affiliation: "USSA" }),
    "P-8": sup({ ar: { Fire: 3 }, globals: { Freeze: "Yes" } }),
  };
  const layout = { Alice: { playground: ["A-1"], ops: ["Z-2", "Z-3"] }, Bob: { ops: ["S-4", "S-5", "S-6", "X-7", "P-8"] } };
  it("CGS-301 a seized card kept in the ops costs the seizer its era costs at the era end", () => {
    const t = table({ cards: { ...cards, "S-5": sup({ ar: { Fire: 3 }, ec: { Sway: 2 } }) }, zones: layout, adventure: "A-1" });
    const before = resolveEra(eraInput(t.state));
    expect(before.players[1]?.requirements.Sway).toBeUndefined();
    const s = act(act(t.state, { type: "playSupport", player: 0, card: t.id("Z-2") }), { type: "seize", player: 0, source: t.id("Z-2"), cards: [t.id("S-5")] });
    expect(where(t, s, "S-5")).toBe("Alice.ops");
    expect(resolveEra(eraInput(s)).players[0]?.requirements).toMatchObject({ Sway: 2 });
  });
  it("CGS-633 CGS-634 SeizeIf takes any matching unaffiliated cards from a rival's ops into the seizer's ops", () => {
    const t = table({ cards, zones: layout, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("Z-2") });
    rejects(s, { type: "seize", player: 0, source: t.id("Z-2"), cards: [t.id("S-6")] }, "seize-condition");
    rejects(s, { type: "seize", player: 0, source: t.id("Z-2"), cards: [t.id("X-7")] }, "seize-affiliation");
    rejects(s, { type: "seize", player: 0, source: t.id("Z-2"), cards: [t.id("P-8")] }, "seize-protected");
    const done = act(s, { type: "seize", player: 0, source: t.id("Z-2"), cards: [t.id("S-4"), t.id("S-5")] });
    expect(done.zones.players[0]?.ops).toEqual([t.id("Z-3"), t.id("S-4"), t.id("S-5")]);
  });
  it("CGS-641 CGS-642 SeizeIf1 takes a single card", () => {
    const t = table({ cards, zones: layout, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("Z-3") });
    rejects(s, { type: "seize", player: 0, source: t.id("Z-3"), cards: [t.id("S-4"), t.id("S-5")] }, "seize-single");
    expect(where(t, act(s, { type: "seize", player: 0, source: t.id("Z-3"), cards: [t.id("S-5")] }), "S-5")).toBe("Alice.ops");
  });
  it("CGS-637 CGS-645 cards with SeizeIf may not be seized", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["Z-3"] }, Bob: { ops: ["Z-2"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("Z-3") });
    rejects(s, { type: "seize", player: 0, source: t.id("Z-3"), cards: [t.id("Z-2")] }, "seize-protected");
  });
  it("CGS-636 CGS-644 a card may be seized any number of times", () => {
    const t = table({
      cards: { ...cards, "Z-9": sup({ conditions: { SeizeIf1: [cond("AR.Fire", ">", 1)] } }), "S-10": sup() },
      zones: { Alice: { playground: ["A-1"], ops: ["Z-3", "S-10"] }, Bob: { ops: ["S-4", "Z-9"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("Z-3") },
      { type: "seize", player: 0, source: t.id("Z-3"), cards: [t.id("S-4")] },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("Z-9") },
      { type: "seize", player: 1, source: t.id("Z-9"), cards: [t.id("S-4")] },
    ]);
    expect(where(t, s, "S-4")).toBe("Bob.ops");
  });
});

describe("ImmuneIf1", () => {
  it("CGS-609 immunity to the powers of a rival's played card that meets the conditions", () => {
    const t = table({
      cards: {
        "A-1": adv("Battle"),
        "F-2": sup({ globals: { FreezeAdventureCommonCosts: "Yes" }, ar: { Strength: 1 } }),
        "I-3": sup({ conditions: { ImmuneIf1: [cond("AR.Strength", "<", 1)] } }),
        "S-4": sup({ globals: { Subtype: "Shield" } }),
      },
      zones: { Alice: { playground: ["A-1", "F-2", "S-4"] }, Bob: { ops: ["I-3"] } },
      adventure: "A-1",
      turn: "Bob",
    });
    const s = act(t.state, { type: "playSupport", player: 1, card: t.id("I-3") });
    rejects(s, { type: "becomeImmune", player: 1, source: t.id("I-3"), target: t.id("S-4") }, "immune-target");
    const done = act(s, { type: "becomeImmune", player: 1, source: t.id("I-3"), target: t.id("F-2") });
    expect(done.adventure?.immunities).toEqual([{ player: 1, card: t.id("F-2") }]);
  });
  it("CGS-613 cards with ImmuneIf1 may not be recovered", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "R-2": sup({ globals: { Recover1: "Yes" } }), "I-3": sup({ conditions: { ImmuneIf1: [] } }) },
      zones: { Alice: { playground: ["A-1", "I-3"], ops: ["R-2"] } },
      adventure: "A-1",
    });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("R-2") });
    rejects(s, { type: "recover", player: 0, source: t.id("R-2"), card: t.id("I-3") }, "recover-protected");
  });
});
