/**
 * Moving cards between zones: drawing with the 7-card ops limit (GEN-216), discarding to the void,
 * sway sums, and the copy of the state every action works on (cards are shared: they never change).
 */
import type { GenesisEvent, GenesisState, PlayerState } from "./types";

/** The ops limit of drawing and refilling (GEN-216, GEN-242). */
export const OPS_LIMIT = 7;

export function rivalOf(seat: number): number {
  return seat === 0 ? 1 : 0;
}

export function player(state: GenesisState, seat: number): PlayerState {
  return state.players[seat === 0 ? 0 : 1];
}

/** Ops cards that take space: former experience cards moved this turn do not (GEN-290). */
export function opsSpace(p: PlayerState): number {
  return p.ops.length - p.fresh.length;
}

/** Remove `id` from `list` in place; true when it was there. */
export function take(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** The sway of cards (GEN-184); insurgence doubles a card's sway (GEN-430). */
export function swayOf(state: GenesisState, ids: readonly string[]): number {
  let sum = 0;
  for (const id of ids) sum += (state.cards[id]?.sway ?? 0) * (state.doubled.includes(id) ? 2 : 1);
  return sum;
}

/** A card may be in a player's zones only with no faction or the player's (GEN-404). */
export function mayHold(state: GenesisState, seat: number, id: string): boolean {
  const f = state.cards[id]?.faction ?? "";
  return f === "" || f === player(state, seat).faction;
}

/** A copy to change: every zone list is new, the card table is shared. */
export function cloneState(s: GenesisState): GenesisState {
  const copyPlayer = (p: PlayerState): PlayerState => ({
    ...p, ops: [...p.ops], reserve: [...p.reserve], timeline: [...p.timeline], experience: [...p.experience],
    fresh: [...p.fresh], stale: [...p.stale],
  });
  return {
    ...s,
    players: [copyPlayer(s.players[0]), copyPlayer(s.players[1])],
    destiny: [...s.destiny],
    void: [...s.void],
    combo: s.combo && {
      ...s.combo,
      grants: s.combo.grants.map((g) => ({ ...g })),
      steps: s.combo.steps.map((st) => (st.looked ? { ...st, looked: [...st.looked] } : { ...st })),
      locked: Object.fromEntries(Object.entries(s.combo.locked).map(([k, v]) => [k, v.map((g) => ({ ...g }))])),
      engaged: [...s.combo.engaged],
      drawn: [...s.combo.drawn],
    },
    pending: s.pending.map((p) => ({ ...p })),
    recruitsLeft: [...s.recruitsLeft],
    refillQueue: [...s.refillQueue],
    dread: s.dread && { ...s.dread },
    hidden: [...s.hidden],
    doubled: [...s.doubled],
    lastRuin: [...s.lastRuin],
    lastTriumph: [...s.lastTriumph],
  };
}

/** Move cards to the void (GEN-214), from wherever they are in `p`. */
export function discard(state: GenesisState, seat: number, ids: readonly string[], from: string, events: GenesisEvent[]): void {
  if (ids.length === 0) return;
  const p = player(state, seat);
  for (const id of ids) {
    for (const zone of [p.ops, p.reserve, p.timeline, p.experience]) if (take(zone, id)) break;
    take(p.fresh, id);
    take(p.stale, id);
    take(state.hidden, id);
    take(state.doubled, id);
    state.void.push(id);
  }
  events.push({ type: "discarded", seat, cards: [...ids], from });
}

/**
 * Draw up to `count` cards (GEN-216): a card of the player's faction or none goes to the ops, one
 * of the rival's faction to the rival's ops, one of a third faction to the void (GEN-404). Stops
 * at 7 ops cards. Former experience cards left unengaged are discarded first if the ops is full
 * (GEN-290). Whoever ends above 7 owes discards (a pending decision). `more` is asked before
 * each card (negotiation stops once both ops are even, GEN-434). Returns the cards drawn.
 */
export function draw(state: GenesisState, seat: number, count: number, events: GenesisEvent[], more: () => boolean = () => true): string[] {
  const me = player(state, seat);
  const rival = player(state, rivalOf(seat));
  if (count <= 0) return [];
  if (me.stale.length > 0) {
    const stale = me.stale.filter((id) => me.ops.includes(id));
    if (stale.length > 0 && me.ops.length >= OPS_LIMIT) discard(state, seat, stale, "experience", events);
    me.stale = [];
  }
  const mine: string[] = [];
  const toRival: string[] = [];
  while (mine.length < count && opsSpace(me) < OPS_LIMIT && state.destiny.length > 0 && more()) {
    const id = state.destiny.shift() as string;
    const f = state.cards[id]?.faction ?? "";
    if (f === "" || f === me.faction) {
      me.ops.push(id);
      mine.push(id);
    } else if (f === rival.faction) {
      rival.ops.push(id);
      toRival.push(id);
    } else {
      state.void.push(id);
    }
  }
  if (state.combo && state.combo.seat === seat) state.combo.drawn.push(...mine);
  if (mine.length + toRival.length === 0) return mine;
  events.push({ type: "drew", seat, cards: mine, toRival });
  for (const s of [seat, rivalOf(seat)]) {
    const over = opsSpace(player(state, s)) - OPS_LIMIT;
    if (over <= 0) continue;
    const owed = state.pending.find((p) => p.seat === s && p.kind === "overflow");
    if (owed) owed.left = over;
    else state.pending.push({ seat: s, kind: "overflow", left: over });
  }
  return mine;
}
