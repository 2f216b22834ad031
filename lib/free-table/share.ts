/**
 * Structural sharing for the table's states: `next` with every part equal to `prev`'s replaced by
 * `prev`'s own object (a card, a zone, the table's definition, the names, the counters), so a view
 * memoised on those objects (components/free-table) redraws only what an answer changed. The
 * server's answer arrives as fresh JSON: without this, every tile of the table would redraw on it.
 */
import type { FreeTableState, TableCard, ZoneState } from "./state";

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** `next`, sharing with `prev` every part that is equal (see the file's comment); `prev` itself when all is. */
export function shareState(prev: FreeTableState, next: FreeTableState): FreeTableState {
  if (prev === next) return prev;
  // Cards move between zones: a card's old object is found in any zone of `prev`.
  const cardsOf = new Map<string, TableCard>();
  for (const z of prev.zones) for (const c of z.cards) cardsOf.set(c.id, c);
  const zones = next.zones.map((z, i): ZoneState => {
    const cards = z.cards.map((c) => {
      const old = cardsOf.get(c.id);
      return old !== undefined && same(old, c) ? old : c;
    });
    const old = prev.zones[i];
    const kept = old !== undefined && old.zone === z.zone && old.seat === z.seat && old.cards.length === cards.length && cards.every((c, k) => c === old.cards[k]);
    return kept ? old : { ...z, cards };
  });
  const counters = next.counters.map((c, i) => (same(prev.counters[i], c) ? (prev.counters[i] as typeof c) : c));
  const out: FreeTableState = {
    ...next,
    table: same(prev.table, next.table) ? prev.table : next.table,
    names: same(prev.names, next.names) ? prev.names : next.names,
    zones: zones.length === prev.zones.length && zones.every((z, i) => z === prev.zones[i]) ? prev.zones : zones,
    counters: counters.length === prev.counters.length && counters.every((c, i) => c === prev.counters[i]) ? prev.counters : counters,
  };
  const keys = Object.keys(out) as (keyof FreeTableState)[];
  return keys.length === Object.keys(prev).length && keys.every((k) => out[k] === prev[k] || same(out[k], prev[k])) ? prev : out;
}
