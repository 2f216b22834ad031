/**
 * A window of replay steps, delta-encoded (`GET /api/games/{id}/steps?...&encoding=delta`, issue
 * 27 "Speed"): the first step whole, each later one as what changed since the step before it. A
 * seat's view is ~20 KiB of JSON, and one action changes a card or two of it: sent whole, a window
 * of 25 steps is ~500 KiB to transfer and parse on the page's thread; as differences, a move of
 * one card costs tens of bytes.
 *
 * Made only from the views the server sends anyway (never from the full state), so the encoding
 * shows nothing a plain answer would not: decodeSteps(encodeSteps(xs)) is xs as JSON.
 *
 * The difference follows FreeTableState's shape: the table's definition, names, turn, round,
 * phase, random (any top-level key) are sent when they changed; a seat's counters by seat; a zone
 * whose cards changed as its kept first and last cards (counts) and the cards between, each a card
 * id when the card is as it was in the step before (in any zone: a card moved), its changed keys
 * when it changed, whole when it is new. A step whose zones or counters are laid out differently
 * sends those whole.
 */
import { same } from "./share";
import type { FreeTableState, TableCard, ZoneState } from "./state";

/**
 * A card of a changed zone's run: its id alone when it is as it was in the step before (in any
 * zone), `[id, set, unset]` when some of its keys changed (`unset` absent when none went), or the
 * whole card when the step before had no card of that id.
 */
export type CardEntry = string | readonly [id: string, set: Readonly<Record<string, unknown>>, unset?: readonly string[]] | TableCard;

/** A zone whose cards changed: its index in `zones`, how many of its first and last cards are kept from the step before, and the cards between. */
export type ZonePatch = readonly [zone: number, head: number, tail: number, cards: readonly CardEntry[]];

/** One step as the difference from the step before it; `{}` when nothing changed. */
export interface StepDelta {
  /** Top-level keys whose value changed, with the new value (`zones` or `counters` whole when laid out differently). */
  readonly set?: Readonly<Record<string, unknown>>;
  /** Top-level keys gone. */
  readonly unset?: readonly string[];
  /** The zones whose cards changed. */
  readonly zones?: readonly ZonePatch[];
  /** The seats whose counters changed: `[seat, counters]`. */
  readonly counters?: readonly (readonly [seat: number, counters: Readonly<Record<string, number>>])[];
}

/** A window of steps: the first whole, then one difference per later step. */
export interface EncodedSteps {
  /** The window's first step; absent for an empty window. */
  readonly first?: FreeTableState;
  readonly deltas: readonly StepDelta[];
}

/** The keys of `a` and `b` (with a defined value) that differ, as `set` (new values) and `unset` (gone). */
function recordDiff(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>, skip: ReadonlySet<string>): { set: Record<string, unknown>; unset: string[] } {
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const k of Object.keys(b)) if (!skip.has(k) && b[k] !== undefined && !same(a[k], b[k])) set[k] = b[k];
  for (const k of Object.keys(a)) if (!skip.has(k) && a[k] !== undefined && b[k] === undefined) unset.push(k);
  return { set, unset };
}

/** `base` with `set` applied and `unset` removed. */
function applyRecord<T extends object>(base: T, set: Readonly<Record<string, unknown>> | undefined, unset: readonly string[] | undefined): T {
  const out: Record<string, unknown> = { ...base, ...set };
  for (const k of unset ?? []) delete out[k];
  return out as T;
}

/** Every card of the state by id (encoder and decoder read the step before through this one map, so they agree). */
function cardsById(state: FreeTableState): Map<string, TableCard> {
  const out = new Map<string, TableCard>();
  for (const z of state.zones) for (const c of z.cards) out.set(c.id, c);
  return out;
}

const NONE: ReadonlySet<string> = new Set();
const ZONE_PARTS: ReadonlySet<string> = new Set(["cards"]);
const STATE_PARTS: ReadonlySet<string> = new Set(["zones", "counters"]);

function cardEntry(card: TableCard, before: ReadonlyMap<string, TableCard>): CardEntry {
  const old = before.get(card.id);
  if (old === undefined) return card;
  if (same(old, card)) return card.id;
  const { set, unset } = recordDiff(old as unknown as Record<string, unknown>, card as unknown as Record<string, unknown>, NONE);
  return unset.length === 0 ? [card.id, set] : [card.id, set, unset];
}

/** The zone's change as a patch, null when its cards are as they were. */
function zonePatch(index: number, a: ZoneState, b: ZoneState, before: ReadonlyMap<string, TableCard>): ZonePatch | null {
  const n = Math.min(a.cards.length, b.cards.length);
  let head = 0;
  while (head < n && same(a.cards[head], b.cards[head])) head++;
  if (head === a.cards.length && head === b.cards.length) return null;
  let tail = 0;
  while (tail < n - head && same(a.cards[a.cards.length - 1 - tail], b.cards[b.cards.length - 1 - tail])) tail++;
  return [index, head, tail, b.cards.slice(head, b.cards.length - tail).map((c) => cardEntry(c, before))];
}

/** True when the zones can be sent as patches: as many, each with the same parts but its cards. */
function sameLayout(a: readonly ZoneState[], b: readonly ZoneState[]): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((z, i) => {
    const y = b[i] as ZoneState;
    const { set, unset } = recordDiff(z as unknown as Record<string, unknown>, y as unknown as Record<string, unknown>, ZONE_PARTS);
    return Array.isArray(z.cards) && Array.isArray(y.cards) && Object.keys(set).length === 0 && unset.length === 0;
  });
}

/** `b` as the difference from `a`. */
export function encodeStep(a: FreeTableState, b: FreeTableState): StepDelta {
  const { set, unset } = recordDiff(a as unknown as Record<string, unknown>, b as unknown as Record<string, unknown>, STATE_PARTS);
  const out: { set?: Record<string, unknown>; unset?: string[]; zones?: ZonePatch[]; counters?: [number, Readonly<Record<string, number>>][] } = {};
  if (sameLayout(a.zones, b.zones)) {
    const before = cardsById(a);
    const zones = b.zones.map((z, i) => zonePatch(i, a.zones[i] as ZoneState, z, before)).filter((p): p is ZonePatch => p !== null);
    if (zones.length > 0) out.zones = zones;
  } else if (b.zones === undefined) {
    if (a.zones !== undefined) unset.push("zones");
  } else set.zones = b.zones;
  if (Array.isArray(a.counters) && Array.isArray(b.counters) && a.counters.length === b.counters.length) {
    const counters = b.counters.flatMap((c, seat): [number, Readonly<Record<string, number>>][] => (same(a.counters[seat], c) ? [] : [[seat, c]]));
    if (counters.length > 0) out.counters = counters;
  } else if (b.counters === undefined) {
    if (a.counters !== undefined) unset.push("counters");
  } else set.counters = b.counters;
  if (Object.keys(set).length > 0) out.set = set;
  if (unset.length > 0) out.unset = unset;
  return out;
}

/** The step after `a` that `delta` describes. Unchanged cards, zones and counters are `a`'s own objects. */
export function decodeStep(a: FreeTableState, delta: StepDelta): FreeTableState {
  let out = applyRecord(a, delta.set, delta.unset);
  if (delta.zones !== undefined) {
    const before = cardsById(a);
    const card = (e: CardEntry): TableCard => {
      if (typeof e === "string") return known(before, e);
      if (Array.isArray(e)) {
        const [id, set, unset] = e as readonly [string, Readonly<Record<string, unknown>>, (readonly string[])?];
        return applyRecord(known(before, id), set, unset);
      }
      return e as TableCard;
    };
    const zones = [...a.zones];
    for (const [i, head, tail, cards] of delta.zones) {
      const z = zones[i];
      if (z === undefined) throw new Error(`step delta: no zone ${i}`);
      zones[i] = { ...z, cards: [...z.cards.slice(0, head), ...cards.map(card), ...z.cards.slice(z.cards.length - tail)] };
    }
    out = { ...out, zones };
  }
  if (delta.counters !== undefined) {
    const counters = [...a.counters];
    for (const [seat, c] of delta.counters) counters[seat] = c;
    out = { ...out, counters };
  }
  return out;
}

function known(before: ReadonlyMap<string, TableCard>, id: string): TableCard {
  const card = before.get(id);
  if (card === undefined) throw new Error(`step delta: no card ${id} in the step before`);
  return card;
}

/** The window `states` encoded: the first whole, each later one against the one before it. */
export function encodeSteps(states: readonly FreeTableState[]): EncodedSteps {
  const [first] = states;
  if (first === undefined) return { deltas: [] };
  return { first, deltas: states.slice(1).map((s, i) => encodeStep(states[i] as FreeTableState, s)) };
}

/** The window's steps back from {@link encodeSteps}'s answer (as JSON). Consecutive steps share their unchanged parts. */
export function decodeSteps(encoded: EncodedSteps): FreeTableState[] {
  if (encoded.first === undefined) return [];
  const out = [encoded.first];
  for (const d of encoded.deltas) out.push(decodeStep(out[out.length - 1] as FreeTableState, d));
  return out;
}
