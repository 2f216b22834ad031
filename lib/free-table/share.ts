/**
 * Structural sharing for the table's states: `next` with every part equal to `prev`'s replaced by
 * `prev`'s own object (a card, a zone, the table's definition, the names, the counters), so a view
 * memoised on those objects (components/free-table) redraws only what an answer changed. The
 * server's answer arrives as fresh JSON: without this, every tile of the table would redraw on it.
 */
import type { FreeTableState, TableCard, ZoneState } from "./state";

/**
 * True when `a` and `b` are the same JSON value (a key holding undefined counts as absent, as in
 * JSON). Compared in place: a window of replay steps shares 25 states of 240 cards each, and a
 * JSON.stringify of both sides per card was most of the time it took (issue 27 "Speed").
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    n++;
    if (!same(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
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
