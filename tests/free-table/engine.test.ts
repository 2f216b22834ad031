/**
 * The free-table engine (lib/free-table): the deal, every action, the refusals and their reasons,
 * replay determinism and what a seat's view leaves out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE as E } from "@/lib/free-table/engine";
import type { FreeTableAction } from "@/lib/free-table/actions";
import { locate, type FreeTableState, type TableCard, type ZoneState } from "@/lib/free-table/state";
import { DOCUMENT, TABLE } from "./fixture";
import { EngineSetupError } from "@/lib/systems/engine";

function deal(seed: number | string = 7, decks = ["A"], names = decks.map((_, i) => `P${i + 1}`)): FreeTableState {
  return E.deal({ document: DOCUMENT, decks, names, seed });
}

function zone(state: FreeTableState, key: string, seat: number | null = 0): ZoneState {
  const z = state.zones.find((x) => x.zone === key && x.seat === seat);
  if (z === undefined) throw new Error(`no zone ${key}/${seat}`);
  return z;
}

function ok(state: FreeTableState, action: FreeTableAction | Record<string, unknown>) {
  const r = E.apply(state, action);
  if (!r.ok) throw new Error(`refused: ${r.rejection.code} ${r.rejection.message}`);
  return r;
}

function refused(state: FreeTableState, action: unknown) {
  const r = E.apply(state, action);
  if (r.ok) throw new Error("accepted");
  expect(E.check(state, action)).toEqual(r.rejection);
  return r.rejection;
}

const allCards = (s: FreeTableState): TableCard[] => s.zones.flatMap((z) => [...z.cards]);

describe("the deal", () => {
  it("lays each seat's deck out: the hero placed, the rest shuffled, six dealt to the hand", () => {
    const s = deal(7, ["A", "B"]);
    expect(zone(s, "hero").cards.map((c) => c.identifier)).toEqual(["H-001"]);
    expect(zone(s, "hero", 1).cards.map((c) => c.identifier)).toEqual(["H-002"]);
    expect(zone(s, "hand").cards).toHaveLength(6);
    expect(zone(s, "hand", 1).cards).toHaveLength(6);
    expect(zone(s, "deck").cards).toHaveLength(20 - 6);
    expect(zone(s, "deck", 1).cards).toHaveLength(15 - 6);
    expect(s.counters).toEqual([{ life: 20 }, { life: 20 }]);
    expect(s.turn).toBe(0);
    expect(s.round).toBe(1);
    expect(s.phase).toBe(0);
    expect(s.zones.map((z) => `${z.zone}:${z.seat}`)).toEqual(["deck:0", "deck:1", "hand:0", "hand:1", "hero:0", "hero:1", "board:0", "board:1", "mana:0", "mana:1", "discard:0", "discard:1", "common:null"]);
  });

  it("copies are cards of their own, each with a unique id; every card is in exactly one zone", () => {
    const s = deal(3, ["A", "B"]);
    const cards = allCards(s);
    expect(cards).toHaveLength(21 + 16);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(cards.filter((c) => c.identifier === "U-099")).toHaveLength(3);
    expect(cards.filter((c) => c.owner === 1)).toHaveLength(16);
  });

  it("ids are numbered at random: the hero's id is not the first number", () => {
    const ids = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => zone(deal(seed), "hero").cards[0]?.id));
    expect(ids.size).toBeGreaterThan(1);
  });

  it("the same seed deals the same table; another seed shuffles differently", () => {
    expect(deal(42, ["A", "B"])).toEqual(deal(42, ["A", "B"]));
    expect(deal("42")).toEqual(deal(42));
    const hands = new Set(["a", "b", "c", "d"].map((seed) => zone(deal(seed), "hand").cards.map((c) => c.identifier).join()));
    expect(hands.size).toBeGreaterThan(1);
  });

  it("refuses a deal it cannot make, naming the field", () => {
    const err = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        if (e instanceof EngineSetupError) return { path: e.path, index: e.index, message: e.message };
        throw e;
      }
      throw new Error("dealt");
    };
    expect(err(() => E.deal({ document: DOCUMENT, decks: ["A", "Z"], names: ["a", "b"], seed: 1 }))).toMatchObject({ path: "decks", index: 1, message: expect.stringContaining('no deck named "Z"') });
    expect(err(() => E.deal({ document: DOCUMENT, decks: ["A"], names: ["a", "b"], seed: 1 }))).toMatchObject({ path: "decks", message: expect.stringContaining("one deck per seat") });
    expect(err(() => E.deal({ document: DOCUMENT, decks: null, names: ["a"], seed: 1 }))).toMatchObject({ path: "decks" });
    expect(err(() => E.deal({ document: DOCUMENT, decks: ["A", "A", "A", "A", "A"], names: ["a", "b", "c", "d", "e"], seed: 1 }))).toMatchObject({ path: "seats", message: expect.stringContaining("1 to 4") });
    const { table: _table, ...bare } = DOCUMENT.definition;
    expect(err(() => E.deal({ document: { ...DOCUMENT, definition: bare }, decks: ["A"], names: ["a"], seed: 1 }))).toMatchObject({ path: "decks", message: expect.stringContaining("no table") });
  });

  it("seats: the table's players", () => {
    expect(E.seats(DOCUMENT)).toEqual({ min: 1, max: 4 });
  });
});

describe("actions", () => {
  it("move: a hand card to the board at the end; to a stack on top; at an index; face down", () => {
    const s = deal();
    const card = zone(s, "hand").cards[2] as TableCard;
    const r = ok(s, { type: "move", seat: 0, card: card.id, from: { zone: "hand", seat: 0 }, to: { zone: "board", seat: 0 } });
    expect(zone(r.state, "board").cards.map((c) => c.id)).toEqual([card.id]);
    expect(zone(r.state, "hand").cards).toHaveLength(5);
    expect(r.events).toEqual([{ type: "moved", seat: 0, card: { id: card.id, identifier: card.identifier }, from: { zone: "hand", seat: 0 }, to: { zone: "board", seat: 0 }, index: 0, faceDown: false }]);
    const second = zone(r.state, "hand").cards[0] as TableCard;
    const r2 = ok(r.state, { type: "move", seat: 0, card: second.id, to: { zone: "board", seat: 0 }, index: 0 });
    expect(zone(r2.state, "board").cards.map((c) => c.id)).toEqual([second.id, card.id]);
    const r3 = ok(r2.state, { type: "move", seat: 0, card: card.id, to: { zone: "discard", seat: 0 } });
    const r4 = ok(r3.state, { type: "move", seat: 0, card: second.id, to: { zone: "discard", seat: 0 } });
    expect(zone(r4.state, "discard").cards.map((c) => c.id)).toEqual([second.id, card.id]);
    const r5 = ok(r4.state, { type: "move", seat: 0, card: second.id, to: { zone: "board", seat: 0 }, faceDown: true });
    expect(zone(r5.state, "board").cards[0]).toMatchObject({ id: second.id, faceDown: true });
    expect(r5.events[0]).toMatchObject({ card: { id: second.id, identifier: second.identifier }, faceDown: true });
  });

  it("move: within one zone reorders; into a zone that lies face down turns the card face down; to the shared zone", () => {
    const s = deal();
    const [a, b, c] = zone(s, "hand").cards as TableCard[];
    const r = ok(s, { type: "move", seat: 0, card: (c as TableCard).id, to: { zone: "hand", seat: 0 }, index: 0 });
    expect(zone(r.state, "hand").cards.slice(0, 3).map((x) => x.id)).toEqual([c?.id, a?.id, b?.id]);
    const m = ok(r.state, { type: "move", seat: 0, card: (a as TableCard).id, to: { zone: "mana", seat: 0 } });
    expect(zone(m.state, "mana").cards[0]?.faceDown).toBe(true);
    expect(m.events[0]).toMatchObject({ card: { id: a?.id, identifier: a?.identifier } }); // in the hand of the only seat: public
    const sh = ok(m.state, { type: "move", seat: 0, card: (b as TableCard).id, to: { zone: "common", seat: null } });
    expect(zone(sh.state, "common", null).cards.map((x) => x.id)).toEqual([b?.id]);
  });

  it("draw: n from the top of the deck to the hand", () => {
    const s = deal();
    const top = zone(s, "deck").cards.slice(0, 2).map((c) => c.id);
    const r = ok(s, { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 2 });
    expect(zone(r.state, "hand").cards.slice(-2).map((c) => c.id)).toEqual(top);
    expect(zone(r.state, "deck").cards).toHaveLength(12);
    expect(r.events[0]).toMatchObject({ type: "drew", cards: top.map((id) => expect.objectContaining({ id })) });
  });

  it("shuffle: the same cards in another order, from the state's random numbers, and replays alike", () => {
    const s = deal();
    const r = ok(s, { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 0 } });
    const before = zone(s, "deck").cards.map((c) => c.id);
    const after = zone(r.state, "deck").cards.map((c) => c.id);
    expect([...after].sort()).toEqual([...before].sort());
    expect(after).not.toEqual(before);
    expect(r.state.random).not.toEqual(s.random);
    expect(E.apply(s, { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 0 } })).toEqual(r);
  });

  it("flip and turn toggle a card", () => {
    const s = deal();
    const id = (zone(s, "hero").cards[0] as TableCard).id;
    const f = ok(s, { type: "flip", seat: 0, card: id });
    expect(zone(f.state, "hero").cards[0]?.faceDown).toBe(true);
    expect(f.events[0]).toMatchObject({ type: "flipped", faceDown: true, card: { id, identifier: "H-001" } });
    expect(zone(ok(f.state, { type: "flip", seat: 0, card: id }).state, "hero").cards[0]?.faceDown).toBe(false);
    const t = ok(s, { type: "turn", seat: 0, card: id, from: { zone: "hero", seat: 0 } });
    expect(zone(t.state, "hero").cards[0]?.turned).toBe(true);
    expect(zone(ok(t.state, { type: "turn", seat: 0, card: id }).state, "hero").cards[0]?.turned).toBe(false);
  });

  it("counter: a seat's counter and a card's counter by a delta", () => {
    const s = deal(1, ["A", "B"]);
    const r = ok(s, { type: "counter", seat: 0, target: { seat: 1 }, key: "life", delta: -3 });
    expect(r.state.counters).toEqual([{ life: 20 }, { life: 17 }]);
    expect(r.events).toEqual([{ type: "counted", seat: 0, target: { seat: 1 }, key: "life", delta: -3, value: 17 }]);
    const id = (zone(s, "hero").cards[0] as TableCard).id;
    const c = ok(ok(s, { type: "counter", seat: 0, target: { card: id }, key: "boost", delta: 1 }).state, { type: "counter", seat: 0, target: { card: id }, key: "boost", delta: 2 });
    expect(zone(c.state, "hero").cards[0]?.counters).toEqual({ boost: 3 });
    expect(c.events[0]).toMatchObject({ value: 3 });
  });

  it("roll: results from the seeded random state, within the die's sides", () => {
    const s = deal();
    const r = ok(s, { type: "roll", seat: 0, sides: 20, count: 5 });
    const e = r.events[0];
    if (e?.type !== "rolled") throw new Error("no roll");
    expect(e.results).toHaveLength(5);
    for (const x of e.results) expect(x >= 1 && x <= 20).toBe(true);
    expect(E.apply(s, { type: "roll", seat: 0, sides: 20, count: 5 })).toEqual(r);
    const again = ok(r.state, { type: "roll", seat: 0, sides: 20, count: 5 }).events[0];
    expect(again).not.toEqual(e);
  });

  it("reveal: the top n to every seat until the turn ends; the event names them", () => {
    const s = deal(5, ["A", "B"]);
    const r = ok(s, { type: "reveal", seat: 0, zone: { zone: "deck", seat: 0 }, count: 2 });
    const top = zone(s, "deck").cards.slice(0, 2);
    expect(r.events[0]).toEqual({ type: "revealed", seat: 0, zone: { zone: "deck", seat: 0 }, cards: top.map((c) => ({ id: c.id, identifier: c.identifier })) });
    const seen = E.view?.state(r.state, [1]);
    expect(zone(seen as FreeTableState, "deck").cards.slice(0, 3).map((c) => c.identifier)).toEqual([top[0]?.identifier, top[1]?.identifier, undefined]);
    const ended = ok(r.state, { type: "endTurn", seat: 0 }).state;
    expect(zone(E.view?.state(ended, [1]) as FreeTableState, "deck").cards[0]?.identifier).toBeUndefined();
  });

  it("look: the top n to the seat that looked alone, until they move, the zone is shuffled or the turn ends; the event names none", () => {
    const s = deal(5, ["A", "B"]);
    const l = ok(s, { type: "look", seat: 0, zone: { zone: "deck", seat: 0 }, count: 3 });
    const top = zone(s, "deck").cards.slice(0, 3);
    expect(l.events).toEqual([{ type: "looked", seat: 0, zone: { zone: "deck", seat: 0 }, count: 3 }]);
    const mine = zone(E.view?.state(l.state, [0]) as FreeTableState, "deck").cards;
    expect(mine.slice(0, 4).map((c) => c.identifier)).toEqual([...top.map((c) => c.identifier), undefined]);
    expect(zone(E.view?.state(l.state, [1]) as FreeTableState, "deck").cards.every((c) => c.identifier === undefined)).toBe(true);
    // Looking again changes nothing of the seats' lists; a move out, a shuffle or the end of the turn forgets the look.
    expect(zone(ok(l.state, { type: "look", seat: 0, zone: { zone: "deck", seat: 0 }, count: 3 }).state, "deck").cards[0]?.lookedBy).toEqual([0]);
    const moved = ok(l.state, { type: "move", seat: 0, card: top[0]?.id as string, to: { zone: "discard", seat: 0 } }).state;
    expect(zone(moved, "discard").cards[0]?.lookedBy).toBeUndefined();
    expect(zone(ok(l.state, { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 0 } }).state, "deck").cards.some((c) => c.lookedBy !== undefined)).toBe(false);
    expect(zone(ok(l.state, { type: "endTurn", seat: 0 }).state, "deck").cards.some((c) => c.lookedBy !== undefined)).toBe(false);
    expect(refused(s, { type: "look", seat: 0, zone: { zone: "deck", seat: 0 }, count: 99 }).message).toMatch(/"count" is 1 to \d+/);
  });

  it("phase cycles the phases; endTurn passes to the next seat, a new round after the last", () => {
    const s = deal(1, ["A", "B"]);
    const p = ok(s, { type: "phase", seat: 0 });
    expect(p.state.phase).toBe(1);
    expect(p.events).toEqual([{ type: "phase", seat: 0, phase: "Noon" }]);
    let x = p.state;
    for (let i = 0; i < 3; i++) x = ok(x, { type: "phase", seat: 0 }).state;
    expect(x.phase).toBe(0);
    const e1 = ok(x, { type: "endTurn", seat: 0 });
    expect(e1.state).toMatchObject({ turn: 1, round: 1, phase: 0 });
    expect(E.toAct(e1.state)).toBe(1);
    const e2 = ok(e1.state, { type: "endTurn", seat: 1 });
    expect(e2.state).toMatchObject({ turn: 0, round: 2 });
    expect(e2.events).toEqual([{ type: "turnEnded", seat: 1, next: 0, round: 2 }]);
  });
});

describe("refusals give the reason", () => {
  const s = deal(9, ["A", "B"]);
  const handCard = (zone(s, "hand").cards[0] as TableCard).id;

  it.each([
    ["not an object", null, "unknown-action"],
    ["an unknown type", { type: "castSpell", seat: 0 }, "unknown-action"],
    ["an extra key", { type: "endTurn", seat: 0, card: "c1" }, "bad-action"],
    ["a seat that does not exist", { type: "roll", seat: 2, sides: 6, count: 1 }, "bad-seat"],
    ["an unknown card", { type: "flip", seat: 0, card: "c999" }, "unknown-card"],
    ["an unknown zone", { type: "shuffle", seat: 0, zone: { zone: "graveyard", seat: 0 } }, "unknown-zone"],
    ["a per-seat zone without its seat", { type: "shuffle", seat: 0, zone: { zone: "deck", seat: null } }, "unknown-zone"],
    ["a shared zone with a seat", { type: "shuffle", seat: 0, zone: { zone: "common", seat: 0 } }, "unknown-zone"],
    ["a zone of a seat that does not exist", { type: "shuffle", seat: 0, zone: { zone: "deck", seat: 5 } }, "unknown-zone"],
    ["a zone that is not an object", { type: "shuffle", seat: 0, zone: "deck" }, "bad-zone"],
    ["drawing more than the deck holds", { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 15 }, "bad-count"],
    ["drawing 0", { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 0 }, "bad-count"],
    ["drawing from an empty zone", { type: "draw", seat: 0, from: { zone: "board", seat: 0 }, to: { zone: "hand", seat: 0 }, count: 1 }, "bad-count"],
    ["drawing to the same zone", { type: "draw", seat: 0, from: { zone: "deck", seat: 0 }, to: { zone: "deck", seat: 0 }, count: 1 }, "same-zone"],
    ["revealing more than the zone holds", { type: "reveal", seat: 0, zone: { zone: "hand", seat: 0 }, count: 7 }, "bad-count"],
    ["a die the table does not have", { type: "roll", seat: 0, sides: 8, count: 1 }, "bad-die"],
    ["too many dice", { type: "roll", seat: 0, sides: 6, count: 21 }, "bad-count"],
    ["an unknown counter", { type: "counter", seat: 0, target: { seat: 0 }, key: "mana", delta: 1 }, "unknown-counter"],
    ["a card counter on a seat", { type: "counter", seat: 0, target: { seat: 0 }, key: "boost", delta: 1 }, "unknown-counter"],
    ["a seat counter on a card", { type: "counter", seat: 0, target: { card: handCard }, key: "life", delta: 1 }, "unknown-counter"],
    ["a delta of 0", { type: "counter", seat: 0, target: { seat: 0 }, key: "life", delta: 0 }, "bad-delta"],
    ["a fractional delta", { type: "counter", seat: 0, target: { seat: 0 }, key: "life", delta: 0.5 }, "bad-delta"],
    ["a bad target", { type: "counter", seat: 0, target: { seat: 0, card: handCard }, key: "life", delta: 1 }, "bad-target"],
    ["an index past the end", { type: "move", seat: 0, card: handCard, to: { zone: "board", seat: 0 }, index: 1 }, "bad-index"],
    ["a negative index", { type: "move", seat: 0, card: handCard, to: { zone: "board", seat: 0 }, index: -1 }, "bad-index"],
    ["the next phase out of turn", { type: "phase", seat: 1 }, "not-your-turn"],
    ["ending another seat's turn", { type: "endTurn", seat: 1 }, "not-your-turn"],
  ])("%s", (_label, action, code) => {
    const r = refused(s, action);
    expect(r.code).toBe(code);
    expect(r.rule).toMatch(/^free-table\./);
    expect(r.message.length).toBeGreaterThan(10);
  });

  it("a card that is not where the action says: the message names both zones", () => {
    const r = refused(s, { type: "move", seat: 0, card: handCard, from: { zone: "deck", seat: 0 }, to: { zone: "board", seat: 0 } });
    expect(r).toMatchObject({ code: "card-not-there", rule: "free-table.move" });
    expect(r.message).toBe(`The card ${handCard} is not in P1's deck: it is in P1's hand.`);
  });

  it("the phase on a table without phases", () => {
    const { phases: _p, ...table } = TABLE;
    const t = E.deal({ document: { ...DOCUMENT, definition: { ...DOCUMENT.definition, table } }, decks: ["A"], names: ["a"], seed: 1 });
    expect(t.phase).toBeNull();
    expect(refused(t, { type: "phase", seat: 0 }).code).toBe("no-phases");
  });

  it("a view cannot be played on: shuffles and rolls are refused", () => {
    const v = E.view?.state(s, [0]) as FreeTableState;
    expect(v.random).toBeNull();
    expect(refused(v, { type: "roll", seat: 0, sides: 6, count: 1 }).code).toBe("view-state");
  });

  it("a refusal leaves the state as it was", () => {
    const copy = structuredClone(s);
    E.apply(s, { type: "move", seat: 0, card: handCard, to: { zone: "nowhere", seat: 0 } });
    expect(s).toEqual(copy);
  });
});

describe("hidden cards", () => {
  const s = deal(11, ["A", "B"]);

  it("a seat sees its own hand and the public zones, never the other seat's hand or any deck", () => {
    const v = E.view?.state(s, [0]) as FreeTableState;
    expect(zone(v, "hand").cards.every((c) => c.identifier !== undefined)).toBe(true);
    expect(zone(v, "hand", 1).cards.every((c) => c.identifier === undefined)).toBe(true);
    expect(zone(v, "deck").cards.every((c) => c.identifier === undefined)).toBe(true);
    expect(zone(v, "hero", 1).cards[0]?.identifier).toBe("H-002");
    // Ids, face, counters stay: the table draws the backs and acts on them.
    expect(zone(v, "hand", 1).cards.map((c) => c.id)).toEqual(zone(s, "hand", 1).cards.map((c) => c.id));
    const json = JSON.stringify(v);
    for (const c of zone(s, "hand", 1).cards) expect(json).not.toContain(`"identifier":"${c.identifier}","owner":1`);
  });

  it("a face-down card is hidden even in a public zone; the event of a draw into a hand names no card", () => {
    const hero = (zone(s, "hero", 1).cards[0] as TableCard).id;
    const f = ok(s, { type: "flip", seat: 1, card: hero });
    expect(zone(E.view?.state(f.state, [0]) as FreeTableState, "hero", 1).cards[0]?.identifier).toBeUndefined();
    const d = ok(s, { type: "draw", seat: 1, from: { zone: "deck", seat: 1 }, to: { zone: "hand", seat: 1 }, count: 1 });
    expect(JSON.stringify(d.events)).not.toContain("identifier");
    const manaCard = zone(s, "hand", 1).cards[0] as TableCard;
    const m = ok(s, { type: "move", seat: 1, card: manaCard.id, to: { zone: "mana", seat: 1 } });
    expect(JSON.stringify(m.events)).not.toContain("identifier");
    // Its owner may look at its own face-down mana (Altered 3.2.9.d); the other seat may not.
    expect(zone(E.view?.state(m.state, [1]) as FreeTableState, "mana", 1).cards[0]?.identifier).toBe(manaCard.identifier);
    expect(zone(E.view?.state(m.state, [0]) as FreeTableState, "mana", 1).cards[0]?.identifier).toBeUndefined();
  });

  it("a card played from a hand to a public zone face up is named in the event", () => {
    const card = zone(s, "hand", 1).cards[0] as TableCard;
    const m = ok(s, { type: "move", seat: 1, card: card.id, to: { zone: "board", seat: 1 } });
    expect(m.events[0]).toMatchObject({ card: { id: card.id, identifier: card.identifier } });
  });
});

/** A random legal-looking action (some refused on purpose: an index or a count too large). */
function randomAction(s: FreeTableState, r: () => number): unknown {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const seat = s.turn;
  const zones = s.zones.map((z) => ({ zone: z.zone, seat: z.seat }));
  const cards = s.zones.flatMap((z) => z.cards.map((c) => c.id));
  const kind = Math.floor(r() * 10);
  if (kind < 4 && cards.length > 0) return { type: "move", seat, card: pick(cards), to: pick(zones), ...(r() < 0.3 ? { index: Math.floor(r() * 4) } : {}) };
  if (kind === 4) return { type: "draw", seat, from: pick(zones), to: pick(zones), count: 1 + Math.floor(r() * 3) };
  if (kind === 5) return { type: "shuffle", seat, zone: pick(zones) };
  if (kind === 6 && cards.length > 0) return { type: r() < 0.5 ? "flip" : "turn", seat, card: pick(cards) };
  if (kind === 7) return { type: "counter", seat, target: r() < 0.5 ? { seat } : { card: pick(cards) }, key: r() < 0.5 ? "life" : "boost", delta: r() < 0.5 ? 1 : -1 };
  if (kind === 8) return { type: "roll", seat, sides: pick([6, 20]), count: 1 + Math.floor(r() * 3) };
  return pick([{ type: "endTurn", seat }, { type: "phase", seat }, { type: "reveal", seat, zone: pick(zones), count: 1 }, { type: "look", seat, zone: pick(zones), count: 2 }]);
}

describe("properties", () => {
  it("over random games: every card stays in exactly one zone, check agrees with apply, and the log replays to the same states", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 3 }), (seed, seats) => {
        let x = seed;
        const r = () => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          return x / 2 ** 32;
        };
        const decks = Array.from({ length: seats }, (_, i) => (i % 2 === 0 ? "A" : "B"));
        const start = deal(seed, decks);
        const ids = allCards(start).map((c) => c.id).sort();
        const log: unknown[] = [];
        const states = [start];
        let s = start;
        for (let i = 0; i < 60; i++) {
          const action = randomAction(s, r);
          const result = E.apply(s, action);
          if (!result.ok) {
            expect(E.check(s, action)).toEqual(result.rejection);
            continue;
          }
          expect(E.check(s, action)).toBeNull();
          s = result.state;
          log.push(action);
          states.push(s);
          expect(allCards(s).map((c) => c.id).sort()).toEqual(ids);
        }
        // Replay from a fresh deal: the same states, step by step.
        let t = deal(seed, decks);
        log.forEach((a, i) => {
          const res = E.apply(t, a);
          if (!res.ok) throw new Error("replay refused");
          t = res.state;
          expect(t).toEqual(states[i + 1]);
        });
      }),
      { numRuns: 40 },
    );
  });

  it("every action `legal` lists is accepted", () => {
    const s = deal(2, ["A", "B"]);
    const legal = E.legal(s, 0);
    expect(legal.length).toBeGreaterThan(100);
    for (const a of legal) expect(E.check(s, a)).toBeNull();
    const compact = E.legal(s, 0, { compact: true });
    expect(compact.length).toBeLessThan(40);
    expect(compact).toContainEqual({ type: "endTurn", seat: 0 });
    expect(E.legal(s, 1, { compact: true })).not.toContainEqual({ type: "endTurn", seat: 1 });
    expect(locate(s, "nope")).toBeNull();
  });
});
