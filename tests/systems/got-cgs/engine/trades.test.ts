import { describe, expect, it } from "vitest";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { wasRefused } from "@/lib/systems/got-cgs/engine/trades";
import { act, acts, adv, cond, rejects, sup, table, where } from "./builders";

describe("trades", () => {
  const cards = { "A-1": adv("Battle"), "S-2": sup(), "S-3": sup({ affiliation: "USSA" }), "Z-4": sup({ conditions: { SeizeIf1: [cond("AR.Fire", ">", 1)] } }) };
  it("CGS-285 CGS-286 an accepted trade is fulfilled at once: it moves both cards to their new owners' opses", () => {
    const t = table({ cards, zones: { Alice: { ops: ["S-2"] }, Bob: { ops: ["S-3"] } } });
    const s = acts(t.state, [
      { type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") },
      { type: "answerTrade", player: 1, accept: true },
    ]);
    expect(where(t, s, "S-2")).toBe("Bob.ops");
    expect(where(t, s, "S-3")).toBe("Alice.ops");
  });
  it("CGS-285 a refused trade moves nothing", () => {
    const t = table({ cards, zones: { Alice: { ops: ["S-2"] }, Bob: { ops: ["S-3"] } } });
    const s = acts(t.state, [
      { type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") },
      { type: "answerTrade", player: 1, accept: false },
    ]);
    expect(s.zones).toEqual(t.state.zones);
  });
  it("CGS-287 a refused offer stays legal and is remembered until the adventure ends; an accepted one is not", () => {
    const t = table({ cards: { ...cards, "S-5": sup() }, zones: { Alice: { playground: ["A-1"], ops: ["S-2", "S-5"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1" });
    const offer = { type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") } as const;
    let s = acts(t.state, [offer, { type: "answerTrade", player: 1, accept: false }]);
    expect(s.refusedTrades).toEqual([{ from: 0, to: 1, give: t.id("S-2"), take: t.id("S-3") }]);
    expect(wasRefused(s, 0, t.id("S-2"), t.id("S-3"))).toBe(true);
    expect(wasRefused(s, 0, t.id("S-5"), t.id("S-3"))).toBe(false);
    expect(legalActions(s, 0)).toContainEqual(offer);
    s = acts(s, [{ type: "offerTrade", player: 0, give: t.id("S-5"), take: t.id("S-3") }, { type: "answerTrade", player: 1, accept: true }]);
    expect(s.refusedTrades).toHaveLength(1);
    s = acts(s, [{ type: "requestEndAdventure", player: 0 }, { type: "answerRequest", player: 1, agree: true }]);
    expect(s.adventure).toBeNull();
    expect(s.refusedTrades).toBeUndefined();
  });
  it("CGS-287 CGS-291 a rival may trade during another player's turn", () => {
    const t = table({ cards, zones: { Alice: { ops: ["S-2"] }, Bob: { ops: ["S-3"] } } });
    const s = act(t.state, { type: "offerTrade", player: 1, give: t.id("S-3"), take: t.id("S-2") });
    expect(s.trade?.to).toBe(0);
    rejects(s, { type: "pass", player: 0 }, "trade-pending");
    expect(legalActions(s, 0).map((a) => a.type)).toEqual(["answerTrade", "answerTrade"]);
  });
  it("CGS-285 a trade exchanges cards of the two opses only", () => {
    const t = table({ cards, zones: { Alice: { ops: ["S-2"] }, Bob: { playground: ["S-3"] } } });
    rejects(t.state, { type: "offerTrade", player: 0, give: t.id("S-2"), take: t.id("S-3") }, "trade-card");
    rejects(t.state, { type: "offerTrade", player: 0, give: t.id("S-3"), take: t.id("S-2") }, "trade-card");
  });
  it("CGS-325 playing a seizing card stops all trading, an offer in progress included", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"], ops: ["Z-4", "S-2"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1" });
    let s = act(t.state, { type: "playSupport", player: 0, card: t.id("Z-4") });
    rejects(s, { type: "offerTrade", player: 1, give: t.id("S-3"), take: t.id("S-2") }, "trade-stopped");
    s = acts(s, [
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
      { type: "pass", player: 0 },
    ]);
    act(s, { type: "offerTrade", player: 1, give: t.id("S-3"), take: t.id("S-2") });
  });
});
