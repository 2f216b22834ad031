/**
 * What a set of seats may see of a Genesis game (GEN-194 .. GEN-202): the destiny is invisible to
 * both players, the ops and the experience to the rival, a card engaged face down by sabotage to
 * the rival (GEN-438); the void, the reserves and the face-up timeline cards to both. The omen's
 * looked-at cards are seen by the player who looks (GEN-356). A card no given seat may see is
 * replaced by an id that names no card (`hidden:<where>:<n>`) and left out of the card table, in
 * the state, in the log's actions and in their events; the full state stays on the server (the
 * replay export keeps it as the record of the game).
 */
import type { GenesisAction, GenesisEvent, GenesisState, PlayerState } from "./types";

/** The prefix of an id that stands for a card the viewer may not see. */
export const HIDDEN = "hidden:";

/** True for an id that stands for a hidden card. */
export function isHiddenId(id: string): boolean {
  return id.startsWith(HIDDEN);
}

/** The card ids `seats` may see now. */
export function visibleIds(s: GenesisState, seats: readonly number[]): Set<string> {
  const out = new Set<string>([...s.void]);
  s.players.forEach((p, seat) => {
    const own = seats.includes(seat);
    for (const id of p.reserve) out.add(id);
    for (const id of p.timeline) if (own || !s.hidden.includes(id)) out.add(id);
    if (own) for (const id of [...p.ops, ...p.experience]) out.add(id);
  });
  const combo = s.combo;
  if (combo && seats.includes(combo.seat)) for (const st of combo.steps) for (const id of st.looked ?? []) out.add(id);
  return out;
}

function masker(seen: ReadonlySet<string>, where: string): (id: string, n: number) => string {
  return (id, n) => (seen.has(id) ? id : `${HIDDEN}${where}:${n}`);
}

/** The state as `seats` may see it: hidden cards replaced, their definitions and the shuffle's seed left out. */
export function visibleState(s: GenesisState, seats: readonly number[]): GenesisState {
  const seen = visibleIds(s, seats);
  const keep = (ids: readonly string[]) => ids.filter((id) => seen.has(id));
  const timelines = s.players.map((p, seat) => p.timeline.map(masker(seen, `${seat}.timeline`)));
  // A face-down card keeps its place: `hidden` names it by the same stand-in as its timeline.
  const standIn = new Map(s.players.flatMap((p, seat) => p.timeline.map((id, n): [string, string] => [id, timelines[seat]?.[n] ?? id])));
  const player = (p: PlayerState, seat: number): PlayerState => ({
    ...p,
    ops: p.ops.map(masker(seen, `${seat}.ops`)),
    reserve: [...p.reserve],
    timeline: [...(timelines[seat] ?? [])],
    experience: p.experience.map(masker(seen, `${seat}.experience`)),
    fresh: keep(p.fresh),
    stale: keep(p.stale),
  });
  const combo = s.combo && {
    ...s.combo,
    grants: s.combo.grants.map((g) => ({ ...g })),
    steps: s.combo.steps.map((st) => (st.looked ? { ...st, looked: st.looked.map(masker(seen, "looked")) } : { ...st })),
    locked: Object.fromEntries(Object.entries(s.combo.locked).map(([k, v]) => [k, v.map((g) => ({ ...g }))])),
    engaged: s.combo.engaged.map((id) => standIn.get(id) ?? id),
    drawn: keep(s.combo.drawn),
  };
  return {
    ...s,
    cards: Object.fromEntries(Object.entries(s.cards).filter(([id]) => seen.has(id))),
    players: [player(s.players[0], 0), player(s.players[1], 1)],
    destiny: s.destiny.map((_, n) => `${HIDDEN}destiny:${n}`),
    void: [...s.void],
    combo,
    pending: s.pending.map((p) => ({ ...p })),
    hidden: s.hidden.map((id) => standIn.get(id) ?? id),
    doubled: keep(s.doubled),
    // The shuffle's state would let a reader replay the deal and read the destiny.
    rng: 0,
  };
}

/**
 * One log entry (an action and its events) as `seats` may see it. An entry of a seat in `seats`
 * is its own; another seat's names only what its events make public: a face-down engagement, the
 * card an omen takes and the order it buries, the cards drawn into or moved within the hidden
 * zones are replaced.
 */
export function visibleEntry(action: GenesisAction, events: readonly GenesisEvent[], seats: readonly number[]): { action: GenesisAction; events: GenesisEvent[] } {
  const mine = (seat: number) => seats.includes(seat);
  const masked = (n: number) => `${HIDDEN}card:${n}`;
  const shownEvents = events.map((e): GenesisEvent => {
    if ("seat" in e && mine(e.seat)) return e;
    switch (e.type) {
      case "drew":
        return { ...e, cards: e.cards.map((_, n) => masked(n)) };
      case "engaged":
        return e.hidden ? { ...e, card: masked(0) } : e;
      case "looked":
        return { ...e, cards: e.cards.map((_, n) => masked(n)) };
      case "executed":
        return (e.step === "omen" || e.step === "experience") && typeof e.target === "string" ? { ...e, target: masked(0) } : e;
      case "moved":
        return e.from === "reserve" ? e : { ...e, cards: e.cards.map((_, n) => masked(n)) };
      default:
        return e;
    }
  });
  if (mine(action.seat)) return { action, events: shownEvents };
  // Card ids an entry's events make public: discarded to the void, recruited, engaged face up.
  const public_ = new Set<string>();
  for (const e of events) {
    if (e.type === "discarded") for (const id of e.cards) public_.add(id);
    if (e.type === "recruited") public_.add(e.card);
    if (e.type === "engaged" && !e.hidden) public_.add(e.card);
  }
  const shown = (id: string) => (public_.has(id) ? id : masked(0));
  switch (action.type) {
    case "engage":
      return { action: { ...action, card: shown(action.card) }, events: shownEvents };
    case "use": {
      const { bottom, ...rest } = action;
      const target = typeof action.target === "string" ? { target: shown(action.target) } : {};
      return { action: { ...rest, ...target, ...(bottom === undefined ? {} : { bottom: bottom.map((_, n) => masked(n)) }) }, events: shownEvents };
    }
    case "finish":
      return { action: action.experience === undefined ? action : { ...action, experience: masked(0) }, events: shownEvents };
    default:
      return { action, events: shownEvents };
  }
}
