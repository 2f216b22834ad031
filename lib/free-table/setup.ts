/**
 * The free table's deal: each seat's deck (one deck of the pack per seat) laid in its start zone,
 * then the table's setup steps (place where a condition holds, shuffle, deal) for every seat in
 * seat order. Card ids are numbered in a random order from the seed, so an id says nothing about
 * which card it is.
 */
import { EngineSetupError, type DealOptions } from "../systems/engine";
import { matches } from "../systems/lint/conditions";
import type { Condition, SystemCard, SystemDefinition } from "../systems/types";
import { startZone, type TableDef, type TableZoneDef } from "./definition";
import { Random, seedRandom } from "./random";
import type { FreeTableState, TableCard, ZoneRef, ZoneState } from "./state";

/** A deck as the free table deals it: the pack's cards (copies counted). */
export interface FreeTableDeck {
  readonly name: string;
  readonly cards: readonly SystemCard[];
}

/** What the free table deals from: the system's definition (with its `table`) and the pack's decks. */
export interface FreeTableDocument {
  readonly definition: SystemDefinition;
  readonly decks: readonly FreeTableDeck[];
}

/** The most cards one deal lays out (every seat's deck together). */
export const MAX_TABLE_CARDS = 20_000;

/** The zones of a fresh table, each empty, in the state's order. */
function emptyZones(table: TableDef<Condition>, seats: number): ZoneState[] {
  return table.zones.flatMap((z): ZoneState[] => (z.owner === "shared" ? [{ zone: z.key, seat: null, cards: [] }] : Array.from({ length: seats }, (_, seat) => ({ zone: z.key, seat, cards: [] }))));
}

/**
 * The state after the deal. EngineSetupError: no table (`decks`), a number of seats outside the
 * table's players (`seats`), not one deck per seat or an unknown deck (`decks`, with the index),
 * more than {@link MAX_TABLE_CARDS} cards (`decks`).
 */
export function dealTable(options: DealOptions<FreeTableDocument>): FreeTableState {
  const { definition, decks: packDecks } = options.document;
  const table = definition.table;
  if (table === undefined) throw new EngineSetupError(`The system "${definition.name}" has no table to play on: add a "table" section to its definition.`, "decks");
  const seats = options.names.length;
  const { min, max } = table.players;
  if (seats < min || seats > max) throw new EngineSetupError(`The free table of ${definition.name} seats ${min === max ? min : `${min} to ${max}`} players; ${seats} given.`, "seats");
  const names = options.decks ?? [];
  if (names.length !== seats) throw new EngineSetupError(`Choose one deck per seat: ${seats} seat${seats === 1 ? "" : "s"}, ${names.length} deck${names.length === 1 ? "" : "s"} given.`, "decks");
  const decks = names.map((name, i) => {
    const deck = packDecks.find((d) => d.name === name);
    if (deck === undefined) throw new EngineSetupError(`The pack has no deck named "${name}" (it has ${packDecks.map((d) => `"${d.name}"`).join(", ") || "none"}).`, "decks", i);
    return deck;
  });
  const total = decks.reduce((n, d) => n + d.cards.reduce((k, c) => k + c.copies, 0), 0);
  if (total > MAX_TABLE_CARDS) throw new EngineSetupError(`The decks hold ${total} cards together; the free table lays out at most ${MAX_TABLE_CARDS}.`, "decks");

  const random = new Random(seedRandom(options.seed));
  const numbers = random.shuffled(Array.from({ length: total }, (_, i) => i + 1));
  const zones = emptyZones(table, seats);
  const at = (ref: ZoneRef) => zones.findIndex((z) => z.zone === ref.zone && z.seat === ref.seat);
  const defOf = (key: string) => table.zones.find((z) => z.key === key) as TableZoneDef;
  const refOf = (key: string, seat: number): ZoneRef => ({ zone: key, seat: defOf(key).owner === "shared" ? null : seat });
  const start = startZone(table) as string;

  // What each instance is, by id: `place` reads the pack card's fields.
  const source = new Map<string, SystemCard>();
  let n = 0;
  decks.forEach((deck, seat) => {
    const cards: TableCard[] = [];
    for (const card of deck.cards) {
      for (let k = 0; k < card.copies; k++) {
        const id = `c${numbers[n++] as number}`;
        source.set(id, card);
        cards.push({ id, identifier: card.identifier, owner: seat, faceDown: defOf(start).faceDown ?? false, turned: false, counters: {} });
      }
    }
    const i = at({ zone: start, seat });
    zones[i] = { ...(zones[i] as ZoneState), cards };
  });

  const setCards = (i: number, cards: readonly TableCard[]) => {
    zones[i] = { ...(zones[i] as ZoneState), cards };
  };
  const shared = new Set<string>();
  for (const step of table.setup ?? []) {
    shared.clear();
    for (let seat = 0; seat < seats; seat++) {
      if (step.do === "place") {
        const from = at({ zone: start, seat });
        const to = at(refOf(step.to, seat));
        if (from === to) continue;
        const faceDown = step.faceDown ?? defOf(step.to).faceDown ?? false;
        const cards = (zones[from] as ZoneState).cards;
        const placed = cards.filter((c) => matches(definition, source.get(c.id) as SystemCard, step.where));
        setCards(from, cards.filter((c) => !placed.includes(c)));
        setCards(to, [...(zones[to] as ZoneState).cards, ...placed.map((c) => ({ ...c, faceDown }))]);
      } else if (step.do === "shuffle") {
        const ref = refOf(step.zone, seat);
        if (ref.seat === null && shared.has(step.zone)) continue;
        shared.add(step.zone);
        const i = at(ref);
        setCards(i, random.shuffled((zones[i] as ZoneState).cards));
      } else {
        const from = at(refOf(step.from, seat));
        const to = at(refOf(step.to, seat));
        if (from === to) continue;
        const cards = (zones[from] as ZoneState).cards;
        const dealt = cards.slice(0, step.count);
        const faceDown = defOf(step.to).faceDown ?? false;
        setCards(from, cards.slice(dealt.length));
        setCards(to, [...(zones[to] as ZoneState).cards, ...dealt.map((c) => ({ ...c, faceDown }))]);
      }
    }
  }

  const seatCounters = (table.counters ?? []).filter((c) => c.on === "seat");
  return {
    kind: "free-table",
    table,
    names: [...options.names],
    zones,
    counters: Array.from({ length: seats }, () => Object.fromEntries(seatCounters.map((c) => [c.key, c.start ?? 0]))),
    turn: 0,
    round: 1,
    phase: table.phases !== undefined && table.phases.length > 0 ? 0 : null,
    random: random.state(),
  };
}
