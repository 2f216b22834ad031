/**
 * The free table's state (docs/systems.md, "The free table"): every zone of the table with its
 * cards in order (index 0 is the top of a stack), the seats' counters, whose turn it is, the
 * phase, and the seeded random numbers. A JSON value; the game server stores none of it (a game
 * is its log) and the table draws it.
 */
import type { TableDef, TableZoneDef } from "./definition";
import type { RandomState } from "./random";

/** A zone by key and seat: `seat` is the owning seat of a per-seat zone, null for a shared one. */
export interface ZoneRef {
  readonly zone: string;
  readonly seat: number | null;
}

export interface TableCard {
  /** Stable for the whole game (`c17`); numbered at random at the deal, so it says nothing of the card. */
  readonly id: string;
  /** The card's identifier in the pack; absent in a view for a card the viewing seats may not see. */
  readonly identifier?: string;
  /** The seat whose deck the card came from. */
  readonly owner: number;
  readonly faceDown: boolean;
  /** Tapped / exhausted. */
  readonly turned: boolean;
  /** Card counters that were changed (others read as their `start`). */
  readonly counters: Readonly<Record<string, number>>;
  /** Shown to every seat by a `reveal`, until it moves, its zone is shuffled or the turn ends. */
  readonly revealed?: true;
  /** The seats that looked at the card (a `look`), each alone, until it moves, its zone is shuffled or the turn ends. */
  readonly lookedBy?: readonly number[];
}

export interface ZoneState extends ZoneRef {
  readonly cards: readonly TableCard[];
}

export interface FreeTableState {
  readonly kind: "free-table";
  /** The definition's table: the zones, counters, dice and phases every action is checked against. */
  readonly table: TableDef;
  /** One name per seat. */
  readonly names: readonly string[];
  /** Every zone: the table's zones in definition order, a per-seat zone once per seat (seat order). */
  readonly zones: readonly ZoneState[];
  /** Seat counters, one record per seat. */
  readonly counters: readonly Readonly<Record<string, number>>[];
  /** The seat whose turn it is (0-based). */
  readonly turn: number;
  /** 1-based; a round ends when the last seat ends its turn. */
  readonly round: number;
  /** Index into `table.phases`, null when the table has no phases. */
  readonly phase: number | null;
  /** The seeded random numbers; null in a seat's view (a view cannot be played on). */
  readonly random: RandomState | null;
}

/** A zone's label for messages: "Ann's Hand", "Common buildsite". */
export function zoneLabel(state: FreeTableState, ref: ZoneRef): string {
  const def = state.table.zones.find((z) => z.key === ref.zone);
  const label = def?.label ?? ref.zone;
  if (ref.seat === null) return label;
  return `${state.names[ref.seat] ?? `Seat ${ref.seat + 1}`}'s ${label.toLowerCase()}`;
}

/** The index of a zone in `state.zones`, or -1. */
export function zoneIndex(state: FreeTableState, ref: ZoneRef): number {
  return state.zones.findIndex((z) => z.zone === ref.zone && z.seat === ref.seat);
}

/** Where a card lies: its zone's index in `state.zones` and its index in that zone; null when no card has that id. */
export function locate(state: FreeTableState, id: string): { readonly zone: number; readonly index: number } | null {
  for (let zone = 0; zone < state.zones.length; zone++) {
    const index = (state.zones[zone] as ZoneState).cards.findIndex((c) => c.id === id);
    if (index >= 0) return { zone, index };
  }
  return null;
}

export function zoneDef(state: FreeTableState, key: string): TableZoneDef | undefined {
  return state.table.zones.find((z) => z.key === key);
}

/**
 * True when `seat` may see the face of `card` lying in `zone`: a revealed card, one it looked at, a face-up card in
 * a zone it may look at, or a face-down card of its own outside a hidden zone (Altered 3.2.9.d: a
 * player can look at the cards in their Mana zone; the others may not).
 */
export function seesCard(def: TableZoneDef | undefined, zone: ZoneRef, card: TableCard, seat: number): boolean {
  if (card.revealed === true || card.lookedBy?.includes(seat) === true) return true;
  if (def === undefined || def.visibility === "hidden") return false;
  if (card.faceDown) return card.owner === seat && (def.visibility === "all" || zone.seat === null || zone.seat === seat);
  if (def.visibility === "all" || zone.seat === null) return true;
  return zone.seat === seat;
}

/** True when every seat of the game sees the card: its identity is public (log events may name it). */
export function isPublic(state: FreeTableState, zone: ZoneRef, card: TableCard): boolean {
  const def = zoneDef(state, zone.zone);
  return state.names.every((_, seat) => seesCard(def, zone, card, seat));
}

/** A card counter's value: its own, else the counter's `start`. */
export function cardCounter(state: FreeTableState, card: TableCard, key: string): number {
  return card.counters[key] ?? state.table.counters?.find((c) => c.key === key)?.start ?? 0;
}

/** The card without what lasts only while it stays put: a reveal and the seats' looks. */
export function settled(card: TableCard): TableCard {
  if (card.revealed === undefined && card.lookedBy === undefined) return card;
  const { revealed: _revealed, lookedBy: _lookedBy, ...rest } = card;
  return rest;
}
