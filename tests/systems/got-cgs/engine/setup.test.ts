import { describe, expect, it } from "vitest";
import type { CardModel } from "@/lib/systems/got-cgs/attributes/model";
import { apply } from "@/lib/systems/got-cgs/engine/reducer";
import { newSession, SessionSetupError, type DeckCard, type DeckSpec } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { act, adv, factionCards, FIXED_AFFILIATIONS, lastEvents, sup } from "./builders";

function card(identifier: string, model: CardModel, extra: Partial<DeckCard> = {}): DeckCard {
  return { identifier, format: "silver", copies: 1, model, ...extra };
}

const deck = (name: string, cards: DeckCard[]): DeckSpec => ({ name, cards });

function idsOf(state: GameState, identifier: string): number[] {
  return state.cards.filter((c) => c.def.identifier === identifier).map((c) => c.id);
}

describe("session and deal", () => {
  const plain = deck("One", [
    card("A-1", adv("Battle", { acc: { Fire: 1 } })),
    card("S-2", sup({ ar: { Fire: 1 } }), { copies: 3 }),
    card("S-3", sup({ ar: { Fire: 2 } })),
    card("G-4", sup({ affiliation: "USSA" }), { format: "gold" }),
    card("G-5", sup({ affiliation: "Spacelings" }), { format: "gold" }),
  ]);

  it("CGS-210 copies of a card become distinct instances sharing one identifier", () => {
    const s = newSession({ players: ["Alice", "Bob"], eras: [plain], seed: 1 });
    expect(idsOf(s, "S-2")).toHaveLength(3);
    expect(s.cards).toHaveLength(7);
  });
  it("CGS-271 the silver cards are dealt one at a time in turn order starting with the first player; CGS-203 gold cards are not dealt", () => {
    const s = newSession({ players: ["Alice", "Bob"], eras: [plain], seed: 1, firstPlayer: 1 });
    expect(s.zones.players[1]?.ops).toHaveLength(3);
    expect(s.zones.players[0]?.ops).toHaveLength(2);
    expect(s.phase).toBe("claim");
    expect(s.zones.void).toEqual([...idsOf(s, "G-4"), ...idsOf(s, "G-5")]);
  });
  it("CGS-255 CGS-256 the players' order is the turn sequence, and firstPlayer has the first turn", () => {
    const three = deck("Three", [card("A-1", adv("Battle")), card("S-2", sup({ affiliation: "USSA" })), card("S-3", sup({ affiliation: "Spacelings" })), card("S-4", sup({ affiliation: "Robots" }))]);
    let s = newSession({ players: ["Alice", "Bob", "Cat"], eras: [three], seed: 1, firstPlayer: 2 });
    expect(s.turn).toBe(2);
    s = act(s, { type: "chooseAffiliation", player: 2, affiliation: "USSA" });
    expect(s.turn).toBe(0);
    s = act(s, { type: "chooseAffiliation", player: 0, affiliation: "Robots" });
    expect(s.phase).toBe("play");
    // Cat had the first turn, so she also turns first; then Alice, then Bob.
    expect(s.turn).toBe(2);
    s = act(s, { type: "pass", player: 2 });
    expect(s.turn).toBe(0);
    s = act(s, { type: "pass", player: 0 });
    expect(s.turn).toBe(1);
  });
  it("CGS-269 the deal is a seeded shuffle: equal seeds deal equally, other seeds differently", () => {
    const big = deck("Big", [...Array.from({ length: 30 }, (_, i) => card(`S-${i + 1}`, sup({ ar: { Fire: 1 } }))), ...factionCards()]);
    const a = newSession({ players: ["A", "B"], eras: [big], seed: 7 });
    const b = newSession({ players: ["A", "B"], eras: [big], seed: 7 });
    const c = newSession({ players: ["A", "B"], eras: [big], seed: 8 });
    expect(a.zones).toEqual(b.zones);
    expect(a.zones).not.toEqual(c.zones);
  });
  it("CGS-180 refuses fewer than two players with a clear message", () => {
    expect(() => newSession({ players: ["Solo"], eras: [plain], seed: 1 })).toThrow(SessionSetupError);
    expect(() => newSession({ players: ["A", "A"], eras: [plain], seed: 1 })).toThrow(/distinct/);
  });
});

describe("claiming affiliations", () => {
  const factions = deck("Factions", [
    card("A-1", adv("Battle")),
    card("S-2", sup({ affiliation: "USSA" }), { copies: 2 }),
    card("S-3", sup({ affiliation: "Spacelings" }), { copies: 2 }),
    card("S-4", sup({ affiliation: "Robots" })),
    card("S-5", sup()),
    card("G-6", sup({ affiliation: "USSA" }), { format: "gold" }),
    card("G-7", sup({ affiliation: "Spacelings" }), { format: "gold" }),
  ]);

  it("CGS-275 players choose in turn order among the deck's affiliations", () => {
    const s = newSession({ players: ["Alice", "Bob"], eras: [factions], seed: 3 });
    expect(s.phase).toBe("claim");
    expect(s.turn).toBe(0);
    const r = apply(s, { type: "chooseAffiliation", player: 1, affiliation: "USSA" });
    expect(!r.ok && r.rejection.code).toBe("not-your-turn");
    const bad = apply(s, { type: "chooseAffiliation", player: 0, affiliation: "Martians" });
    expect(!bad.ok && bad.rejection.code).toBe("affiliation-not-in-deck");
  });
  it("CGS-277 an affiliation already chosen by a rival may not be chosen", () => {
    const s = act(newSession({ players: ["Alice", "Bob", "Cat"], eras: [factions], seed: 3 }), { type: "chooseAffiliation", player: 0, affiliation: "USSA" });
    const r = apply(s, { type: "chooseAffiliation", player: 1, affiliation: "USSA" });
    expect(!r.ok && r.rejection.code).toBe("affiliation-taken");
  });
  it("CGS-276 CGS-278 CGS-279 CGS-282 the chooser claims the silver cards of his affiliation from the rivals' opses and its gold cards from the void", () => {
    const s0 = newSession({ players: ["Alice", "Bob"], eras: [factions], seed: 3 });
    const s = act(s0, { type: "chooseAffiliation", player: 0, affiliation: "USSA" });
    // Said aloud: every player sees the choice and what it claimed.
    expect(lastEvents.find((e) => e.type === "affiliationChosen")).toMatchObject({ player: 0, affiliation: "USSA" });
    const alice = s.zones.players[0]?.ops ?? [];
    for (const id of [...idsOf(s, "S-2"), ...idsOf(s, "G-6")]) expect(alice).toContain(id);
    expect(s.zones.void).toEqual(idsOf(s, "G-7"));
    // Bob's choice left: Spacelings or Robots. Choosing Spacelings claims its silver and gold cards.
    const done = act(s, { type: "chooseAffiliation", player: 1, affiliation: "Spacelings" });
    const bob = done.zones.players[1]?.ops ?? [];
    for (const id of [...idsOf(s, "S-3"), ...idsOf(s, "G-7")]) expect(bob).toContain(id);
    expect(done.phase).toBe("play");
    expect(done.turn).toBe(0);
  });
  it("CGS-275 with one affiliation left the choice is made for the player", () => {
    const three = deck("Three", [card("A-1", adv("Battle")), card("S-2", sup({ affiliation: "USSA" })), card("S-3", sup({ affiliation: "Spacelings" })), card("S-4", sup({ affiliation: "Robots" }))]);
    let s = act(newSession({ players: ["Alice", "Bob", "Cat"], eras: [three], seed: 1 }), { type: "chooseAffiliation", player: 0, affiliation: "USSA" });
    expect(s.phase).toBe("claim");
    s = act(s, { type: "chooseAffiliation", player: 1, affiliation: "Robots" });
    expect(s.affiliations).toEqual(["USSA", "Robots", "Spacelings"]);
    expect(s.phase).toBe("play");
  });
  it("CGS-180 affiliations fixed by the pack are applied without asking", () => {
    const s = newSession({ players: ["Alice", "Bob"], eras: [factions], seed: 3, playerAffiliations: ["Spacelings", "USSA"] });
    expect(s.affiliations).toEqual(["Spacelings", "USSA"]);
    expect(s.phase).toBe("play");
  });
});

describe("eras of a session", () => {
  const first = deck("First", [
    card("A-1", adv("Obstruction", { globals: { MultiEra: "Yes" }, er: { Sway: 3 } })),
    card("A-2", adv("Obstruction", { er: { Sway: 3 } })),
    card("S-3", sup()),
    ...factionCards(),
  ]);
  const second = deck("Second", [card("A-10", adv("Battle")), card("S-11", sup()), ...factionCards()]);

  function winBoth(s: GameState): GameState {
    // Alice plays A-1 (no costs: the hero covers them) and Bob agrees to end; then the same with A-2.
    let state = s;
    for (const identifier of ["A-1", "A-2"]) {
      const id = state.cards.find((c) => c.def.identifier === identifier)?.id as number;
      const owner = state.zones.players.findIndex((z) => z.ops.includes(id));
      while (state.turn !== owner) state = act(state, { type: "pass", player: state.turn });
      state = act(state, { type: "playAdventure", player: owner, card: id });
      state = act(state, { type: "requestEndAdventure", player: owner });
      state = act(state, { type: "answerRequest", player: 1 - owner, agree: true });
    }
    return state;
  }

  it("CGS-259 CGS-425 a MultiEra adventure card stays in its buildsite into the next era; the rest of the old deck goes to the void", () => {
    let s = winBoth(newSession({ players: ["Alice", "Bob"], eras: [first, second], seed: 5, ...FIXED_AFFILIATIONS }));
    const a1 = s.cards.find((c) => c.def.identifier === "A-1")?.id as number;
    const a2 = s.cards.find((c) => c.def.identifier === "A-2")?.id as number;
    const holder = s.zones.players.findIndex((z) => z.buildsite.includes(a1));
    expect(holder).toBeGreaterThanOrEqual(0);
    s = act(s, { type: "requestEndEra", player: s.turn });
    s = act(s, { type: "answerRequest", player: 1 - s.turn, agree: true });
    expect(s.era).toBe(1);
    expect(s.eraResults).toHaveLength(1);
    expect(s.zones.players[holder]?.buildsite).toEqual([a1]);
    expect(s.zones.void).toContain(a2);
  });
  it("CGS-253 CGS-261 a skipped era's MultiEra CommonBuildsite adventure cards start in the common buildsite", () => {
    const old = deck("Old", [
      card("A-90", adv("Battle", { globals: { MultiEra: "Yes", CommonBuildsite: "Yes" }, feats: { Drive: "Fluon" } })),
      card("A-91", adv("Battle", { globals: { MultiEra: "Yes" } })),
    ]);
    const s = newSession({ players: ["Alice", "Bob"], eras: [second], skipped: [old], seed: 1, ...FIXED_AFFILIATIONS });
    expect(s.zones.commonBuildsite.map((id) => s.cards[id]?.def.identifier)).toEqual(["A-90"]);
    expect(s.cards.some((c) => c.def.identifier === "A-91")).toBe(false);
  });
  it("CGS-394 CGS-398 CGS-400 after the last era the session ends with its winners", () => {
    let s = newSession({ players: ["Alice", "Bob"], eras: [second], seed: 2, ...FIXED_AFFILIATIONS });
    s = act(s, { type: "requestEndEra", player: 0 });
    s = act(s, { type: "answerRequest", player: 1, agree: true });
    expect(s.phase).toBe("over");
    expect(s.sessionWinners).toEqual([0, 1]);
    const r = apply(s, { type: "pass", player: 0 });
    expect(!r.ok && r.rejection.code).toBe("game-over");
  });
});
