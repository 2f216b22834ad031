import { describe, expect, it } from "vitest";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { pendingPower } from "@/lib/systems/got-cgs/engine/powers";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { act, acts, adv, cond, rejects, sup, table, where, type Table } from "./builders";

const three = ["Alice", "Bob", "Cat"];

/** Alice plays `power`, everyone passes through the special round: Alice's next turn begins. */
function afterSpecialRound(t: Table, power: string, rivals = 1): GameState {
  let s = acts(t.state, [
    { type: "playSupport", player: 0, card: t.id(power) },
    { type: "pass", player: 0 },
  ]);
  for (let r = 1; r <= rivals; r++) s = act(s, { type: "pass", player: r });
  return s;
}

describe("Freeze", () => {
  const cards = {
    "A-1": adv("Battle", { acc: { Fire: 1 } }),
    "F-2": sup({ globals: { Freeze: "Yes" }, ar: { TimeDistortionStrength: 1 } }),
    "S-3": sup({ ar: { Fire: 2 } }),
    "I-4": sup({ conditions: { ImmuneIf1: [cond("AR.TimeDistortionStrength", "<", 1)] } }),
    "S-5": sup({ ar: { Fire: 1 } }),
  };
  it("CGS-432 CGS-440 no rival may play more cards; with nobody immune the End of adventure starts one round later", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["F-2"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1" });
    let s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("F-2") },
      { type: "pass", player: 0 },
    ]);
    rejects(s, { type: "playSupport", player: 1, card: t.id("S-3") }, "special-round");
    s = act(s, { type: "pass", player: 1 });
    expect(s.adventure).toBeNull();
    expect(s.lastAdventure?.outcome).toBe("lost");
  });
  it("CGS-440 CGS-611 a rival who became immune in the special round plays on; the others stay frozen", () => {
    const t = table({
      players: three,
      cards,
      zones: { Alice: { playground: ["A-1"], ops: ["F-2"] }, Bob: { ops: ["I-4", "S-3"] }, Cat: { ops: ["S-5"] } },
      adventure: "A-1",
    });
    let s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("F-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("I-4") },
      { type: "becomeImmune", player: 1, source: t.id("I-4"), target: t.id("F-2") },
      { type: "pass", player: 1 },
      { type: "pass", player: 2 },
      { type: "pass", player: 0 },
    ]);
    expect(s.adventure).not.toBeNull();
    s = acts(s, [
      { type: "playSupport", player: 1, card: t.id("S-3") },
      { type: "pass", player: 1 },
    ]);
    rejects(s, { type: "playSupport", player: 2, card: t.id("S-5") }, "frozen");
  });
});

describe("FreezeAdventureCommonCosts", () => {
  it("CGS-443 no rival may play more cards with AdventureCommonCosts in this adventure; others still may", () => {
    const t = table({
      cards: {
        "A-1": adv("Obstruction"),
        "F-2": sup({ globals: { FreezeAdventureCommonCosts: "Yes" } }),
        "C-3": sup({ acc: { Fire: 2 } }),
        "R-4": sup({ globals: { Recover1: "Yes" } }),
        "S-5": sup(),
        "S-6": sup(),
      },
      zones: { Alice: { playground: ["A-1"], ops: ["F-2", "S-6"] }, Bob: { ops: ["C-3", "R-4", "S-5"] } },
      adventure: "A-1",
    });
    let s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("F-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("R-4") },
      { type: "pass", player: 1 },
      { type: "playSupport", player: 0, card: t.id("S-6") },
      { type: "pass", player: 0 },
    ]);
    rejects(s, { type: "playSupport", player: 1, card: t.id("C-3") }, "common-costs-frozen");
    s = act(s, { type: "playSupport", player: 1, card: t.id("S-5") });
    expect(where(t, s, "S-5")).toBe("Bob.playground");
  });
});

describe("RewindAdventure", () => {
  const cards = {
    "A-1": adv("Battle", { acc: { Fire: 1 } }),
    "W-2": sup({ globals: { RewindAdventure: "Yes" } }),
    "S-3": sup({ ar: { Fire: 2 } }),
    "R-4": sup({ globals: { Recover1: "Yes" } }),
    "I-5": sup({ conditions: { ImmuneIf1: [] } }),
  };
  it("CGS-447 everyone takes back his played cards, the adventure card returns, the rewinding and protected cards are wrecked", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["W-2"] }, Bob: { playground: ["S-3"], ops: ["R-4"] } }, adventure: "A-1" });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("W-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("R-4") },
      { type: "pass", player: 1 },
    ]);
    expect(s.adventure).toBeNull();
    expect(where(t, s, "A-1")).toBe("Alice.ops");
    expect(where(t, s, "S-3")).toBe("Bob.ops");
    expect(where(t, s, "W-2")).toBe("Alice.wreckage");
    expect(where(t, s, "R-4")).toBe("Bob.wreckage");
    expect(s.lastAdventure).toBeNull();
  });
  it("CGS-448 CGS-612 nobody may become immune to RewindAdventure", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["W-2"] }, Bob: { ops: ["I-5"] } }, adventure: "A-1" });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("W-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("I-5") },
    ]);
    rejects(s, { type: "becomeImmune", player: 1, source: t.id("I-5"), target: t.id("W-2") }, "immune-rewind");
  });
});

describe("conditional powers", () => {
  const disable1 = sup({ conditions: { DisableIf1: [cond("AR.StarshipCapacity", ">", 2), cond("Subtype", "=", "Starship")] } });
  const starship = (capacity: number) => sup({ globals: { Subtype: "Starship" }, ar: { StarshipCapacity: capacity } });

  it("CGS-296 CGS-433 CGS-549 CGS-550 a conditional power is resolved one round later, in its player's next turn, not before", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "D-2": disable1, "S-3": starship(2) }, zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3"] } }, adventure: "A-1" });
    const now = act(t.state, { type: "playSupport", player: 0, card: t.id("D-2") });
    rejects(now, { type: "resolvePower", player: 0, targets: [t.id("S-3")] }, "no-pending-power");
    const later = afterSpecialRound(t, "D-2");
    expect(pendingPower(later, 0)).toBe(t.id("D-2"));
    const s = act(later, { type: "resolvePower", player: 0, targets: [t.id("S-3")] });
    expect(where(t, s, "S-3")).toBe("Bob.ops");
  });
  it("CGS-296 the power lapses once the next turn moves on", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "D-2": disable1, "S-3": starship(2), "S-4": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["D-2", "S-4"] }, Bob: { playground: ["S-3"] } }, adventure: "A-1" });
    const s = act(afterSpecialRound(t, "D-2"), { type: "playSupport", player: 0, card: t.id("S-4") });
    rejects(s, { type: "resolvePower", player: 0, targets: [t.id("S-3")] }, "no-pending-power");
  });
  it("CGS-561 CGS-562 DisableIf1: one matching rival support card back to its player's ops, not playable again this adventure (CGS-323)", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "D-2": disable1, "S-3": starship(2), "S-4": starship(3) }, zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } }, adventure: "A-1" });
    const later = afterSpecialRound(t, "D-2");
    rejects(later, { type: "resolvePower", player: 0, targets: [t.id("S-3"), t.id("S-4")] }, "power-single-target");
    let s = acts(later, [
      { type: "resolvePower", player: 0, targets: [t.id("S-4")] },
      { type: "pass", player: 0 },
    ]);
    rejects(s, { type: "playSupport", player: 1, card: t.id("S-4") }, "blocked-this-adventure");
    s = act(s, { type: "pass", player: 1 });
    expect(where(t, s, "S-4")).toBe("Bob.ops");
  });
  it("CGS-552 a conditional power acts only on cards meeting every condition", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "D-2": disable1, "S-3": starship(1), "S-4": sup({ ar: { StarshipCapacity: 5 } }) }, zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } }, adventure: "A-1" });
    const later = afterSpecialRound(t, "D-2");
    rejects(later, { type: "resolvePower", player: 0, targets: [t.id("S-3")] }, "power-condition");
    rejects(later, { type: "resolvePower", player: 0, targets: [t.id("S-4")] }, "power-condition");
    expect(legalActions(later, 0).filter((a) => a.type === "resolvePower")).toEqual([]);
  });
  it("CGS-558 CGS-559 DisableIf: any matching cards of a rival at once", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": sup({ conditions: { DisableIf: [cond("Subtype", "=", "Starship")] } }), "S-3": starship(1), "S-4": starship(3) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } },
      adventure: "A-1",
    });
    const s = act(afterSpecialRound(t, "D-2"), { type: "resolvePower", player: 0, targets: [t.id("S-3"), t.id("S-4")] });
    expect(s.zones.players[1]?.ops).toEqual([t.id("S-3"), t.id("S-4")]);
    expect(s.adventure?.blocked).toEqual([t.id("S-3"), t.id("S-4")]);
  });
  it("CGS-553 CGS-434 a rival immune to the power card keeps his cards", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": disable1, "S-3": starship(2), "I-4": sup({ conditions: { ImmuneIf1: [cond("Subtype", "=", "Starship")] } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3"], ops: ["I-4"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("D-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("I-4") },
    ]);
    rejects(s, { type: "becomeImmune", player: 1, source: t.id("I-4"), target: t.id("D-2") }, "immune-condition");
  });
  it("CGS-564 CGS-565 CGS-566 CGS-571 DivertIf moves the cards to the diverter's playground, where they count for him as if he had played them", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 1 } }), "D-2": sup({ conditions: { DivertIf: [cond("AR.Fire", ">", 1)] } }), "S-3": sup({ ar: { Fire: 2 } }), "S-4": sup({ ar: { Fire: 3 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } },
      adventure: "A-1",
    });
    let s = act(afterSpecialRound(t, "D-2"), { type: "resolvePower", player: 0, targets: [t.id("S-3"), t.id("S-4")] });
    expect(where(t, s, "S-4")).toBe("Alice.playground");
    s = acts(s, [
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: true },
    ]);
    expect(s.lastAdventure?.winner).toBe(0);
    expect(where(t, s, "S-3")).toBe("Alice.wreckage");
  });
  it("CGS-567 CGS-569 CGS-570 CGS-572 DivertIf1: a card may be diverted, and diverted back, any number of times", () => {
    const divert = () => sup({ conditions: { DivertIf1: [cond("AR.Fire", ">", 1)] } });
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": divert(), "D-3": divert(), "S-4": sup({ ar: { Fire: 2 } }), "S-5": sup() },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2", "S-5"] }, Bob: { playground: ["S-4"], ops: ["D-3"] } },
      adventure: "A-1",
    });
    let s = act(afterSpecialRound(t, "D-2"), { type: "resolvePower", player: 0, targets: [t.id("S-4")] });
    expect(where(t, s, "S-4")).toBe("Alice.playground");
    s = acts(s, [
      { type: "playSupport", player: 0, card: t.id("S-5") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("D-3") },
      { type: "pass", player: 1 },
      { type: "pass", player: 0 },
      { type: "resolvePower", player: 1, targets: [t.id("S-4")] },
    ]);
    expect(where(t, s, "S-4")).toBe("Bob.playground");
  });
  it("CGS-574 CGS-575 CGS-576 WreckIf moves the cards to the wrecker's wreckage; they may not be played again this adventure", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": sup({ conditions: { WreckIf: [cond("AR.Fire", ">", 1)] } }), "S-3": sup({ ar: { Fire: 2 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3"] } },
      adventure: "A-1",
    });
    const s = act(afterSpecialRound(t, "D-2"), { type: "resolvePower", player: 0, targets: [t.id("S-3")] });
    expect(where(t, s, "S-3")).toBe("Alice.wreckage");
    expect(s.adventure?.blocked).toContain(t.id("S-3"));
  });
  it("CGS-578 CGS-579 CGS-580 WreckIf1 wrecks a single card", () => {
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": sup({ conditions: { WreckIf1: [cond("AR.Fire", ">", 1)] } }), "S-3": sup({ ar: { Fire: 2 } }), "S-4": sup({ ar: { Fire: 2 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3", "S-4"] } },
      adventure: "A-1",
    });
    const later = afterSpecialRound(t, "D-2");
    rejects(later, { type: "resolvePower", player: 0, targets: [t.id("S-3"), t.id("S-4")] }, "power-single-target");
    expect(where(t, act(later, { type: "resolvePower", player: 0, targets: [t.id("S-4")] }), "S-4")).toBe("Alice.wreckage");
  });
  it("CGS-437 CGS-556 cards with powers, Recover1, Reuse, ImmuneIf1 or SeizeIf may not be disabled, diverted or wrecked", () => {
    const protectedCards = {
      "F-3": sup({ globals: { FreezeAdventureCommonCosts: "Yes" }, ar: { Fire: 2 } }),
      "R-4": sup({ globals: { Recover1: "Yes" }, ar: { Fire: 2 } }),
      "U-5": sup({ globals: { Reuse: 1 }, ar: { Fire: 2 } }),
      "I-6": sup({ conditions: { ImmuneIf1: [] }, ar: { Fire: 2 } }),
      "Z-7": sup({ conditions: { SeizeIf1: [] }, ar: { Fire: 2 } }),
      "W-8": sup({ conditions: { WreckIf1: [] }, ar: { Fire: 2 } }),
    };
    const t = table({
      cards: { "A-1": adv("Battle"), "D-2": sup({ conditions: { WreckIf: [cond("AR.Fire", ">", 1)] } }), ...protectedCards },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: Object.keys(protectedCards) } },
      adventure: "A-1",
    });
    const later = afterSpecialRound(t, "D-2");
    for (const key of Object.keys(protectedCards)) rejects(later, { type: "resolvePower", player: 0, targets: [t.id(key)] }, "power-target-protected");
  });
  it("CGS-558 a conditional power acts on the cards of one rival (its target)", () => {
    const t = table({
      players: three,
      cards: { "A-1": adv("Battle"), "D-2": sup({ conditions: { DisableIf: [cond("AR.Fire", ">", 1)] } }), "S-3": sup({ ar: { Fire: 2 } }), "S-4": sup({ ar: { Fire: 2 } }) },
      zones: { Alice: { playground: ["A-1"], ops: ["D-2"] }, Bob: { playground: ["S-3"] }, Cat: { playground: ["S-4"] } },
      adventure: "A-1",
    });
    const later = afterSpecialRound(t, "D-2", 2);
    rejects(later, { type: "resolvePower", player: 0, targets: [t.id("S-3"), t.id("S-4")] }, "power-target");
  });
});
