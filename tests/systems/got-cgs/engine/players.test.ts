/** CGS-180: how many players may play, checked when a session starts, and offered by playerRange. */
import { describe, expect, it } from "vitest";
import type { PackDocument } from "@/lib/packs/schema";
import { playerRange, sessionFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { newSession, SessionSetupError, type DeckCard, type DeckSpec } from "@/lib/systems/got-cgs/engine/setup";
import { adv, sup } from "./builders";

const card = (identifier: string, affiliation?: string): DeckCard => ({
  identifier,
  format: affiliation === undefined ? "silver" : "gold",
  copies: 1,
  model: affiliation === undefined ? sup() : sup({ affiliation }),
});
const deck = (name: string, ...affiliations: string[]): DeckSpec => ({
  name,
  cards: [{ identifier: `${name}-A`, format: "silver", copies: 1, model: adv("Battle") }, card(`${name}-S`), ...affiliations.map((a, i) => card(`${name}-G${i}`, a))],
});

const names = (n: number) => ["Ann", "Ben", "Cat", "Dan", "Eve"].slice(0, n);

describe("CGS-180 the number of players", () => {
  it("CGS-180 a session starts with 2 up to as many players as the era deck has affiliations", () => {
    const three = deck("Three", "USSA", "Spacelings", "Robots");
    for (const n of [2, 3]) expect(newSession({ players: names(n), eras: [three], seed: 1 }).players).toHaveLength(n);
    expect(() => newSession({ players: names(4), eras: [three], seed: 1 })).toThrow(SessionSetupError);
    expect(() => newSession({ players: names(4), eras: [three], seed: 1 })).toThrow(
      '4 players cannot play: era deck "Three" has only 3 affiliations (USSA, Spacelings, Robots), and each player claims one (CGS-180); play with 2 to 3 players, or add cards of another affiliation',
    );
    expect(() => newSession({ players: names(1), eras: [three], seed: 1 })).toThrow(/at least 2 players.*CGS-180/);
  });

  it("CGS-180 the number is the same for every era of a session: the era deck with the fewest affiliations bounds it", () => {
    const eras = [deck("Wide", "A", "B", "C"), deck("Narrow", "A", "B")];
    expect(() => newSession({ players: names(3), eras, seed: 1 })).toThrow(/era deck "Narrow" has only 2 affiliations/);
    expect(newSession({ players: names(2), eras, seed: 1 }).eras).toHaveLength(2);
    // Skipped eras are not played: their affiliations do not count.
    expect(newSession({ players: names(3), eras: [eras[0] as DeckSpec], skipped: [eras[1] as DeckSpec], seed: 1 }).players).toHaveLength(3);
  });

  it("CGS-180 a deck without two affiliations cannot be played, and the message says how to fix it", () => {
    expect(() => newSession({ players: names(2), eras: [deck("Plain")], seed: 1 })).toThrow(
      /era deck "Plain" has 0 affiliations: a session needs at least 2 players and each player needs an affiliation \(CGS-180\); give the cards of that deck at least 2 different Affiliation values/,
    );
    expect(() => newSession({ players: names(2), eras: [deck("One", "USSA")], seed: 1 })).toThrow(/has 1 affiliation \(USSA\)/);
  });

  it("CGS-180 when the pack says the number of players, exactly that number plays", () => {
    const four = deck("Four", "A", "B", "C", "D");
    expect(newSession({ players: names(3), eras: [four], seed: 1, packPlayers: 3 }).players).toHaveLength(3);
    expect(() => newSession({ players: names(2), eras: [four], seed: 1, packPlayers: 3 })).toThrow("the pack's instructions say 3 players, got 2 (CGS-180); play with 3 players");
    expect(() => newSession({ players: names(3), eras: [deck("Two", "A", "B")], seed: 1, packPlayers: 3 })).toThrow(
      /the pack's instructions say 3 players, but era deck "Two" has 2 affiliations \(A, B\).*change instructions.players/,
    );
  });
});

describe("playerRange", () => {
  const text = (affiliation?: string) => `Type "Support"${affiliation ? ` Affiliation "${affiliation}"` : ""}`;
  const pack = (players?: number): PackDocument => ({
    format: "greenhouse.pack/1",
    pack: { game: "Test", name: "Range", type: "edition", aliases: {}, instructions: players === undefined ? {} : { players } },
    eras: [
      { name: "Three", cards: ["A", "B", "C"].map((a, i) => ({ identifier: `T-${i}`, format: "gold", copies: 1, directive: "", attributes: text(a), lore: "" })) },
      { name: "Two", cards: ["A", "B", undefined].map((a, i) => ({ identifier: `W-${i}`, format: "silver", copies: 1, directive: "", attributes: text(a), lore: "" })) },
    ],
  }) as PackDocument;

  it("CGS-180 offers 2 up to the fewest affiliations of the eras chosen, or the pack's own number", () => {
    expect(playerRange(pack(), ["Three"])).toMatchObject({ min: 2, max: 3, fixed: null, problem: null });
    expect(playerRange(pack(), ["Two"])).toMatchObject({ min: 2, max: 2, fixed: null, problem: null });
    expect(playerRange(pack())).toMatchObject({ min: 2, max: 2, narrowest: { era: "Two", affiliations: ["A", "B"] } });
    expect(playerRange(pack(3), ["Three"])).toMatchObject({ min: 3, max: 3, fixed: 3, problem: null });
    const impossible = playerRange(pack(3), ["Two"]);
    expect(impossible.min).toBeGreaterThan(impossible.max);
    expect(impossible.problem).toMatch(/instructions say 3 players, but era deck "Two" has 2 affiliations/);
    expect(playerRange(pack(), ["Nope"]).problem).toMatch(/no era deck is played/);
  });

  it("CGS-180 sessionFromPack carries the pack's number of players, so newSession checks it", () => {
    expect(() => newSession(sessionFromPack(pack(3), { era: "Three", players: 2, seed: 1 }))).toThrow(/instructions say 3 players, got 2/);
    expect(newSession(sessionFromPack(pack(), { era: "Three", players: 3, seed: 1 })).players).toEqual(["Player 1", "Player 2", "Player 3"]);
  });
});
