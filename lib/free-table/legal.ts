/**
 * The actions a seat may take on the free table. Nearly everything is allowed at any time, so the
 * full list is long (every card to every zone); `compact` keeps the few the table offers as
 * buttons (end the turn, the next phase, a roll of each die, a draw and a shuffle of each
 * non-empty zone of the seat) and leaves card actions to the table, which the engine checks when
 * posted.
 */
import type { FreeTableAction } from "./actions";
import type { FreeTableState, ZoneRef, ZoneState } from "./state";

const ref = (z: ZoneState): ZoneRef => ({ zone: z.zone, seat: z.seat });

export function legalFree(state: FreeTableState, seat: number, options?: { readonly compact?: boolean }): FreeTableAction[] {
  if (seat < 0 || seat >= state.names.length) return [];
  const out: FreeTableAction[] = [];
  if (seat === state.turn) {
    out.push({ type: "endTurn", seat });
    if (state.phase !== null) out.push({ type: "phase", seat });
  }
  const dice = state.table.dice !== undefined && state.table.dice.length > 0 ? state.table.dice : [6];
  for (const sides of dice) out.push({ type: "roll", seat, sides, count: 1 });
  const own = state.zones.filter((z) => z.seat === seat || z.seat === null);
  for (const z of own) {
    if (z.cards.length === 0) continue;
    out.push({ type: "shuffle", seat, zone: ref(z) });
    out.push({ type: "reveal", seat, zone: ref(z), count: 1 });
    out.push({ type: "look", seat, zone: ref(z), count: 1 });
  }
  if (options?.compact === true) return out;
  for (const from of state.zones) {
    for (const card of from.cards) {
      out.push({ type: "flip", seat, card: card.id, from: ref(from) });
      out.push({ type: "turn", seat, card: card.id, from: ref(from) });
      for (const to of state.zones) if (to !== from) out.push({ type: "move", seat, card: card.id, from: ref(from), to: ref(to) });
      for (const c of state.table.counters ?? []) {
        if (c.on === "card") out.push({ type: "counter", seat, target: { card: card.id }, key: c.key, delta: 1 });
      }
    }
  }
  for (const c of state.table.counters ?? []) {
    if (c.on === "seat") for (let s = 0; s < state.names.length; s++) out.push({ type: "counter", seat, target: { seat: s }, key: c.key, delta: 1 });
  }
  return out;
}
