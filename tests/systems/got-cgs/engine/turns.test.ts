import { describe, expect, it } from "vitest";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { toAct } from "@/lib/systems/got-cgs/engine/reducer";
import { act, acts, adv, rejects, sup, table, where } from "./builders";

const three = ["Alice", "Bob", "Cat"];

describe("request end of era", () => {
  it("CGS-303 only when no adventure is in progress", () => {
    const t = table({ cards: { "A-1": adv("Battle") }, zones: { Alice: { playground: ["A-1"] } }, adventure: "A-1" });
    rejects(t.state, { type: "requestEndEra", player: 0 }, "era-request-during-adventure");
  });
  it("CGS-304 CGS-379 the End of era step starts when all the rivals agree", () => {
    const t = table({ players: three, cards: { "S-1": sup() }, zones: { Alice: { ops: ["S-1"] } } });
    let s = act(t.state, { type: "requestEndEra", player: 0 });
    expect(toAct(s)).toBe(1);
    s = act(s, { type: "answerRequest", player: 1, agree: true });
    expect(s.eraResults).toHaveLength(0);
    s = act(s, { type: "answerRequest", player: 2, agree: true });
    expect(s.eraResults).toHaveLength(1);
  });
  it("CGS-305 after a refusal, a round from the next rival to the previous one without a card played ends the era", () => {
    const t = table({ players: three, cards: { "S-1": sup() }, zones: { Alice: { ops: ["S-1"] } } });
    let s = acts(t.state, [
      { type: "requestEndEra", player: 0 },
      { type: "answerRequest", player: 1, agree: false },
    ]);
    expect(s.turn).toBe(1);
    s = act(s, { type: "pass", player: 1 });
    expect(s.eraResults).toHaveLength(0);
    s = act(s, { type: "pass", player: 2 });
    expect(s.eraResults).toHaveLength(1);
  });
  it("CGS-304 a card played in that round keeps the era going", () => {
    const t = table({ players: three, cards: { "A-1": adv("Battle") }, zones: { Bob: { ops: ["A-1"] } } });
    let s = acts(t.state, [
      { type: "requestEndEra", player: 0 },
      { type: "answerRequest", player: 1, agree: false },
      { type: "playAdventure", player: 1, card: t.id("A-1") },
      { type: "pass", player: 1 },
      { type: "pass", player: 2 },
    ]);
    expect(s.eraResults).toHaveLength(0);
    expect(s.turn).toBe(0);
    expect(s.request).toBeNull();
    s = act(s, { type: "pass", player: 0 });
    expect(s.adventure).not.toBeNull();
  });
  it("CGS-250 the request comes before playing a card in the turn", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "A-2": adv("Battle") }, zones: { Alice: { ops: ["A-1"] } } });
    const s = act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
    rejects(s, { type: "requestEndEra", player: 0 }, "era-request-during-adventure");
  });
});

describe("request end of adventure", () => {
  const cards = { "A-1": adv("Battle", { acc: { Fire: 9 } }), "S-2": sup() };
  it("CGS-331 CGS-332 CGS-337 all rivals agreeing start the End of adventure at once", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-2"] } }, adventure: "A-1" });
    const s = acts(t.state, [
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: true },
    ]);
    expect(s.adventure).toBeNull();
    expect(s.turn).toBe(1);
  });
  it("CGS-333 a refused request ends the adventure after a silent round", () => {
    const t = table({ players: three, cards, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-2"] } }, adventure: "A-1" });
    let s = acts(t.state, [
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: false },
      { type: "pass", player: 1 },
    ]);
    expect(s.adventure).not.toBeNull();
    s = act(s, { type: "pass", player: 2 });
    expect(s.adventure).toBeNull();
    expect(s.turn).toBe(0);
  });
  it("CGS-332 a card played in the round after the request cancels it", () => {
    const t = table({ cards, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-2"] } }, adventure: "A-1" });
    const s = acts(t.state, [
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: false },
      { type: "playSupport", player: 1, card: t.id("S-2") },
      { type: "pass", player: 1 },
    ]);
    expect(s.adventure).not.toBeNull();
    expect(s.turn).toBe(0);
  });
  it("CGS-304 the asked rival must answer before anything else", () => {
    const t = table({ players: three, cards, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-2"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "requestEndAdventure", player: 0 });
    rejects(s, { type: "pass", player: 0 }, "answer-first");
    rejects(s, { type: "answerRequest", player: 2, agree: true }, "answer-first");
    expect(legalActions(s, 1).map((a) => a.type)).toEqual(["answerRequest", "answerRequest"]);
    expect(legalActions(s, 0)).toEqual([]);
  });
});

describe("pass and turn order", () => {
  it("CGS-335 passing gives the turn to the next player", () => {
    const t = table({ players: three, cards: {}, turn: "Cat" });
    expect(act(t.state, { type: "pass", player: 2 }).turn).toBe(0);
  });
  it("stalemate (README): a whole round of passes ends the adventure", () => {
    const t = table({ cards: { "A-1": adv("Battle", { acc: { Fire: 1 } }) }, zones: { Alice: { playground: ["A-1"] } }, adventure: "A-1" });
    let s = act(t.state, { type: "pass", player: 0 });
    expect(s.adventure).not.toBeNull();
    s = act(s, { type: "pass", player: 1 });
    expect(s.adventure).toBeNull();
    expect(where(t, s, "A-1")).toBe("Alice.ops");
  });
  it("stalemate (README): a whole round of passes with no adventure ends the era", () => {
    const t = table({ cards: { "A-1": adv("Battle") }, zones: { Alice: { ops: ["A-1"] } } });
    const s = acts(t.state, [
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
    ]);
    expect(s.eraResults).toHaveLength(1);
  });
});

describe("special round", () => {
  const cards = {
    "A-1": adv("Battle"),
    "P-2": sup({ conditions: { DisableIf1: [] } }),
    "S-3": sup(),
    "R-4": sup({ globals: { Recover1: "Yes" } }),
    "S-5": sup(),
  };
  it("CGS-326 CGS-435 CGS-554 after a card with a power, the rivals may play only Recover1 or ImmuneIf1 cards", () => {
    const t = table({ players: three, cards, zones: { Alice: { playground: ["A-1"], ops: ["P-2"] }, Bob: { ops: ["S-3", "R-4"] }, Cat: { ops: ["S-5"] } }, adventure: "A-1" });
    let s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("P-2") },
      { type: "pass", player: 0 },
    ]);
    expect(s.special).toEqual({ by: 0, card: t.id("P-2") });
    rejects(s, { type: "playSupport", player: 1, card: t.id("S-3") }, "special-round");
    s = acts(s, [
      { type: "playSupport", player: 1, card: t.id("R-4") },
      { type: "pass", player: 1 },
    ]);
    rejects(s, { type: "playSupport", player: 2, card: t.id("S-5") }, "special-round");
  });
  it("CGS-327 CGS-436 CGS-555 the special round ends with the rival before the player of the power", () => {
    const t = table({ players: three, cards, zones: { Alice: { playground: ["A-1"], ops: ["P-2"] }, Bob: { ops: ["S-3", "R-4"] }, Cat: { ops: ["S-5"] } }, adventure: "A-1" });
    let s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("P-2") },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("R-4") },
      { type: "pass", player: 1 },
      { type: "pass", player: 2 },
    ]);
    expect(s.special).toBeNull();
    expect(s.turn).toBe(0);
    s = act(s, { type: "pass", player: 0 });
    act(s, { type: "playSupport", player: 1, card: t.id("S-3") });
  });
});
