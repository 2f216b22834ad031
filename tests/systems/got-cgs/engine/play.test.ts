import { describe, expect, it } from "vitest";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { act, adv, cond, rejects, sup, table, where } from "./builders";

describe("play adventure card", () => {
  it("CGS-307 with no adventure in progress the player who turns may play an adventure card from his ops and becomes the hero (CGS-308)", () => {
    const t = table({ cards: { "A-1": adv("Battle") }, zones: { Alice: { ops: ["A-1"] } } });
    const s = act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
    expect(s.adventure?.hero).toBe(0);
    expect(where(t, s, "A-1")).toBe("Alice.playground");
  });
  it("CGS-291 a rival may not play during another player's turn", () => {
    const t = table({ cards: { "A-1": adv("Battle") }, zones: { Bob: { ops: ["A-1"] } } });
    rejects(t.state, { type: "playAdventure", player: 1, card: t.id("A-1") }, "not-your-turn");
  });
  it("CGS-307 CGS-311 an adventure card may not be played while an adventure is in progress", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "A-2": adv("Battle") }, zones: { Alice: { playground: ["A-1"], ops: ["A-2"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-2") }, "adventure-in-progress");
    expect(legalActions(t.state, 0).some((a) => a.type === "playAdventure")).toBe(false);
  });
  it("CGS-204 CGS-310 the first card of an adventure must be an adventure card", () => {
    const t = table({ cards: { "S-1": sup() }, zones: { Alice: { ops: ["S-1"] } } });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("S-1") }, "not-an-adventure-card");
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-1") }, "no-adventure");
  });
  it("CGS-312 an adventure card with play conditions needs them fulfilled", () => {
    const needs = adv("Battle", { conditions: { PlayIfBuildsite: [cond("Feats.Drive", "=", "Fluon")] } });
    const t = table({ cards: { "A-1": needs, "A-2": adv("Battle", { feats: { Drive: "Fluon" } }) }, zones: { Alice: { ops: ["A-1"] }, Bob: { buildsite: ["A-2"] } } });
    const r = rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") }, "adventure-play-condition");
    expect(r.message).toContain("Feats.Drive = \"Fluon\"");
    const mine = table({ cards: { "A-1": needs, "A-2": adv("Battle", { feats: { Drive: "Fluon" } }) }, zones: { Alice: { ops: ["A-1"], buildsite: ["A-2"] } } });
    act(mine.state, { type: "playAdventure", player: 0, card: mine.id("A-1") });
  });
  it("CGS-420 the common buildsite's cards fulfil play conditions for every player", () => {
    const needs = adv("Battle", { conditions: { PlayIfBuildsite1: [cond("Feats.Drive", "=", "Fluon")] } });
    const t = table({ cards: { "A-1": needs, "A-2": adv("Battle", { feats: { Drive: "Fluon" } }) }, zones: { Alice: { ops: ["A-1"] } }, common: ["A-2"] });
    act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
  });
  it("CGS-314 not with an adventure card of the same identification number in his buildsite or the common buildsite", () => {
    const t = table({ cards: { "A-7": adv("Battle"), "B-7": adv("Battle") }, zones: { Alice: { ops: ["A-7"] } }, common: ["B-7"] });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-7") }, "same-number-in-buildsite");
    const rival = table({ cards: { "A-7": adv("Battle"), "B-7": adv("Battle") }, zones: { Alice: { ops: ["A-7"] }, Bob: { buildsite: ["B-7"] } } });
    act(rival.state, { type: "playAdventure", player: 0, card: rival.id("A-7") });
  });
  it("CGS-516 not with an adventure card of the same Unique value in his buildsite or the common buildsite", () => {
    const t = table({ cards: { "A-1": adv("Battle", { globals: { Unique: "Fluon" } }), "A-2": adv("Battle", { globals: { Unique: "Fluon" } }) }, zones: { Alice: { ops: ["A-1"], buildsite: ["A-2"] } } });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") }, "unique-in-buildsite");
  });
  it("CGS-518 a card without Unique may be played anyway", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "A-2": adv("Battle", { globals: { Unique: "Fluon" } }) }, zones: { Alice: { ops: ["A-1"], buildsite: ["A-2"] } } });
    act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
  });
  it("CGS-522 UniqueAny: not with an adventure card of that value in any player's buildsite", () => {
    const t = table({ cards: { "A-1": adv("Battle", { globals: { UniqueAny: "Mars" } }), "A-2": adv("Battle", { globals: { UniqueAny: "Mars" } }) }, zones: { Alice: { ops: ["A-1"] }, Bob: { buildsite: ["A-2"] } } });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") }, "unique-any-in-buildsite");
  });
  it("CGS-316 CGS-498 a Solo adventure is played together with its support cards and resolves at once", () => {
    const t = table({
      cards: { "A-1": adv("Solo", { acc: { Fire: 3 }, er: { Sway: 2 } }), "S-2": sup({ ar: { Fire: 2 } }), "S-3": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { ops: ["A-1", "S-2", "S-3"] } },
    });
    const s = act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1"), supports: [t.id("S-2"), t.id("S-3")] });
    expect(s.adventure).toBeNull();
    expect(where(t, s, "A-1")).toBe("Alice.buildsite");
    expect(where(t, s, "S-2")).toBe("Alice.wreckage");
    expect(s.turn).toBe(1);
  });
  it("CGS-316 a Solo adventure without enough support cards is lost at once; no competitor plays", () => {
    const t = table({ cards: { "A-1": adv("Solo", { acc: { Fire: 3 } }), "S-2": sup({ ar: { Fire: 2 } }) }, zones: { Alice: { ops: ["A-1", "S-2"] } } });
    const s = act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1"), supports: [t.id("S-2")] });
    expect(where(t, s, "A-1")).toBe("Alice.ops");
    expect(s.lastAdventure?.outcome).toBe("lost");
  });
  it("CGS-316 support cards go with a Solo adventure only", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "S-2": sup() }, zones: { Alice: { ops: ["A-1", "S-2"] } } });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("A-1"), supports: [t.id("S-2")] }, "supports-only-with-solo");
  });
});

describe("play support card", () => {
  const base = { "A-1": adv("Battle", { acc: { Fire: 2 } }) };
  it("CGS-318 the player who turns plays a support card from his ops into his playground", () => {
    const t = table({ cards: { ...base, "S-2": sup() }, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-2"] } }, adventure: "A-1", turn: "Bob" });
    const s = act(t.state, { type: "playSupport", player: 1, card: t.id("S-2") });
    expect(where(t, s, "S-2")).toBe("Bob.playground");
    rejects(t.state, { type: "playSupport", player: 1, card: t.id("A-1") }, "card-not-in-ops");
  });
  it("CGS-265 a player plays a single card per turn", () => {
    const t = table({ cards: { ...base, "S-2": sup(), "S-3": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["S-2", "S-3"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("S-2") });
    rejects(s, { type: "playSupport", player: 0, card: t.id("S-3") }, "one-card-per-turn");
  });
  it("CGS-311 an adventure card may only be the first card of an adventure", () => {
    const t = table({ cards: { ...base, "A-2": adv("Battle") }, zones: { Alice: { playground: ["A-1"], ops: ["A-2"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("A-2") }, "not-a-support-card");
  });
  it("CGS-205 CGS-319 a support card may not be played with no adventure in progress", () => {
    const t = table({ cards: { "S-2": sup() }, zones: { Alice: { ops: ["S-2"] } } });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2") }, "no-adventure");
  });
  it("CGS-320 CGS-532 a support card's play conditions must be fulfilled (PlayIfBuildsiteSum)", () => {
    const needs = sup({ conditions: { PlayIfBuildsiteSum: [cond("Feats.Fire", ">", 3)] } });
    const cards = { ...base, "S-2": needs, "A-3": adv("Battle", { feats: { Fire: 2 } }), "A-4": adv("Battle", { feats: { Fire: 1 } }) };
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["S-2"], buildsite: ["A-3"] }, Bob: { buildsite: ["A-4"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2") }, "support-play-condition");
    const ok = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["S-2"], buildsite: ["A-3"] } }, common: ["A-4"], adventure: "A-1" });
    act(ok.state, { type: "playSupport", player: 0, card: ok.id("S-2") });
  });
  it("CGS-324 not with a card of the same identification number in his playground (copies included)", () => {
    const t = table({ cards: { ...base, "S-2": sup(), "S-2*2": sup() }, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-2*2"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2*2") }, "support-same-number-in-playground");
  });
  it("CGS-324 a rival's card of the same number does not block", () => {
    const t = table({ cards: { ...base, "S-2": sup(), "S-2*2": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["S-2*2"] }, Bob: { playground: ["S-2"] } }, adventure: "A-1" });
    act(t.state, { type: "playSupport", player: 0, card: t.id("S-2*2") });
  });
  it("CGS-517 not with a card of the same Unique value in his own playground", () => {
    const t = table({ cards: { ...base, "S-2": sup({ globals: { Unique: "Magellan" } }), "S-3": sup({ globals: { Unique: "Magellan" } }) }, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-3"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-3") }, "unique-in-playground");
  });
  it("CGS-523 UniqueAny: not with a card of that value in any playground", () => {
    const t = table({ cards: { ...base, "S-2": sup({ globals: { UniqueAny: "Flagship" } }), "S-3": sup({ globals: { UniqueAny: "Flagship" } }) }, zones: { Alice: { playground: ["A-1"], ops: ["S-3"] }, Bob: { playground: ["S-2"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-3") }, "unique-any-in-playground");
  });
  it("CGS-524 a card without UniqueAny may be played anyway", () => {
    const t = table({ cards: { ...base, "S-2": sup({ globals: { UniqueAny: "Flagship" } }), "S-3": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["S-3"] }, Bob: { playground: ["S-2"] } }, adventure: "A-1" });
    act(t.state, { type: "playSupport", player: 0, card: t.id("S-3") });
  });
  it("CGS-535 AcceptSupportIf1 refuses a support whose listed attribute is not conformant", () => {
    const a = adv("Competition", { conditions: { AcceptSupportIf1: [cond("AR.StarshipFlyRange", ">", 2)] } });
    const t = table({ cards: { "A-1": a, "S-2": sup({ ar: { StarshipFlyRange: 1 } }), "S-3": sup({ ar: { StarshipFlyRange: 2 } }) }, zones: { Alice: { playground: ["A-1"], ops: ["S-2", "S-3"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2") }, "accept-support");
    act(t.state, { type: "playSupport", player: 0, card: t.id("S-3") });
  });
  it("CGS-504 a StockHolding card only while the StockHolding played stays below the StockOffering", () => {
    const a = adv("Cooperation", { globals: { StockOffering: 2 } });
    const cards = { "A-1": a, "S-2": sup({ globals: { StockHolding: 1 } }), "S-3": sup({ globals: { StockHolding: 1 } }), "S-4": sup({ globals: { StockHolding: 3 } }) };
    const t = table({ cards, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-4"] }, Bob: { playground: ["S-3"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-4") }, "stock-offering-full");
    const below = table({ cards, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-4"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1" });
    act(below.state, { type: "playSupport", player: 0, card: below.id("S-4") });
  });
  it("CGS-504 StockHolding is not limited in an adventure that is not cooperative", () => {
    const t = table({ cards: { "A-1": adv("Battle", { globals: { StockOffering: 1 } }), "S-2": sup({ globals: { StockHolding: 1 } }), "S-3": sup({ globals: { StockHolding: 1 } }) }, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-3"] } }, adventure: "A-1" });
    act(t.state, { type: "playSupport", player: 0, card: t.id("S-3") });
  });
});
