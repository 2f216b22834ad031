/** The free-table page's card infos: the game's decks only (issue 27, "Speed"), as the whole pack gave them. */
import { describe, expect, it } from "vitest";
import { cardInfo, decksHoldGame, gameCardInfos } from "@/components/free-table/card-infos";
import { dealTable } from "@/lib/free-table/setup";
import { viewState } from "@/lib/free-table/view";
import { DEFINITION, DOCUMENT } from "./fixture";

const C = { name: "C", cards: [{ identifier: "C-001", copies: 1, type: "unit", fields: { name: "Unit C" } }] };
const decks = [...DOCUMENT.decks, C];
const link = (c: { identifier: string }) => `/edit/${c.identifier}`;

describe("gameCardInfos", () => {
  it("gives every card of the dealt decks, hidden ones too, and no other deck's", () => {
    const state = dealTable({ document: DOCUMENT, decks: ["A", "A"], names: ["Ann", "Bob"], seed: 3 });
    // The page's state is a view: the decks' cards come without their identifiers.
    const view = viewState(state, [0, 1]);
    expect(view.zones.some((z) => z.cards.some((c) => c.identifier === undefined))).toBe(true);
    const infos = gameCardInfos(DEFINITION, decks, { eras: ["A", "A"], state: view }, link);
    expect(Object.keys(infos).sort()).toEqual(DOCUMENT.decks[0]?.cards.map((c) => c.identifier).sort());
    expect(infos["U-099"]).toEqual(cardInfo(DEFINITION, { identifier: "U-099", type: "unit", fields: { name: "Unit 99" } }, "/edit/U-099"));
  });

  it("adds a card the state shows from another deck, and every deck when a dealt deck's name is gone", () => {
    const state = dealTable({ document: DOCUMENT, decks: ["A", "B"], names: ["Ann", "Bob"], seed: 3 });
    const onlyB = gameCardInfos(DEFINITION, decks, { eras: ["B"], state }, link);
    expect(onlyB["H-001"]?.name).toBe("Hero A");
    expect(onlyB["C-001"]).toBeUndefined();
    const renamed = gameCardInfos(DEFINITION, decks, { eras: ["A", "Old name"], state }, link);
    expect(Object.keys(renamed)).toHaveLength(new Set(decks.flatMap((d) => d.cards.map((c) => c.identifier))).size);
  });

  it("takes an identifier in two decks from the first, as the whole pack did", () => {
    const twice = [{ name: "X", cards: [{ identifier: "H-002", copies: 1, type: "hero", fields: { name: "First" } }] }, ...DOCUMENT.decks];
    const state = dealTable({ document: DOCUMENT, decks: ["B"], names: ["Ann"], seed: 1 });
    expect(gameCardInfos(DEFINITION, twice, { eras: ["B"], state }, link)["H-002"]?.name).toBe("First");
  });
});

describe("decksHoldGame", () => {
  const state = viewState(dealTable({ document: DOCUMENT, decks: ["A", "B"], names: ["Ann", "Bob"], seed: 5 }), [0, 1]);
  const [a, b] = DOCUMENT.decks as [(typeof DOCUMENT.decks)[number], (typeof DOCUMENT.decks)[number]];

  it("holds when the dealt decks are there, by name, with every card the state shows", () => {
    expect(decksHoldGame([a, b], { eras: ["A", "B"], state })).toBe(true);
  });

  it("does not when a dealt deck's name is gone, or a shown card left its deck", () => {
    expect(decksHoldGame([a], { eras: ["A", "B"], state })).toBe(false);
    expect(decksHoldGame([a, { name: "B", cards: b.cards.filter((c) => c.identifier !== "H-002") }], { eras: ["A", "B"], state })).toBe(false);
  });
});
