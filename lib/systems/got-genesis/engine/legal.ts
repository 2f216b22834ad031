/**
 * The legal actions of a seat: every candidate the rules could allow now, kept when `check`
 * accepts it. Draw counts are listed one by one (0..X, GEN-408); an omen lists looking first, then
 * which looked-at card to take (or none), the others put at the bottom in the order they were
 * (any order is legal, GEN-356). A face-down card is targeted by its position, never its id.
 */
import { recruitable } from "./flow";
import { check, toAct } from "./reducer";
import { CORE_ABILITIES, CUSTOM_ABILITIES, NOT_REPEATABLE, type GenesisAction, type GenesisState } from "./types";
import { player, rivalOf } from "./zones";

const NAMEABLE = [...CORE_ABILITIES, ...CUSTOM_ABILITIES].filter((a) => !(NOT_REPEATABLE as readonly string[]).includes(a));

function counts(max: number): number[] {
  return Array.from({ length: Math.max(0, max) + 1 }, (_, i) => i);
}

/** Every action the rules could allow `seat` now, legal or not (`legal` filters them). */
export function candidates(s: GenesisState, seat: number): GenesisAction[] {
  const me = player(s, seat);
  const rival = player(s, rivalOf(seat));
  const owed = s.pending[0];
  if (owed) return (owed.kind === "reserve" ? me.reserve : me.ops).map((card) => ({ type: "discard", seat, card }));
  if (s.window !== null) {
    return [{ type: "pass", seat }, ...me.ops.filter((id) => s.cards[id]?.ability === "Battle").map((card) => ({ type: "battle" as const, seat, card }))];
  }
  if (s.phase === "recruit") {
    return [{ type: "recruit", seat, card: null }, ...s.void.filter((id) => recruitable(s, seat, id)).map((card) => ({ type: "recruit" as const, seat, card }))];
  }
  if (s.phase === "refill") return counts(7).map((count) => ({ type: "refill", seat, count }));
  const combo = s.combo;
  if (!combo) return [];
  const out: GenesisAction[] = [];
  const firstSteps = new Map<string, (typeof combo.steps)[number]>();
  for (const st of combo.steps) if (!firstSteps.has(st.card)) firstSteps.set(st.card, st);
  for (const [card, st] of firstSteps) {
    const base = { type: "use" as const, seat, card };
    switch (st.kind) {
      case "draw":
      case "refill":
        for (const count of counts(st.left)) out.push({ ...base, count });
        break;
      case "negotiate": {
        // Stop after 0 .. gap-1 cards, or draw until even (no count: the gap may grow, GEN-434).
        const gap = rival.ops.length - me.ops.length;
        out.push(...counts(gap - 1).map((count) => ({ ...base, count })), gap > 0 ? base : { ...base, count: 0 });
        break;
      }
      case "omen":
        // Before looking the cards are named nowhere (GEN-194): look, or do not.
        if (st.looked === undefined) out.push({ ...base, target: null }, { ...base, look: true });
        else out.push({ ...base, target: null }, ...st.looked.map((target) => ({ ...base, target })));
        break;
      case "persuade":
        out.push({ ...base, target: null }, ...rival.timeline.map((id, position) => (s.hidden.includes(id) ? { ...base, position } : { ...base, target: id })));
        break;
      case "experience":
        out.push({ ...base, target: null }, ...me.ops.map((target) => ({ ...base, target })));
        break;
      case "recruit":
        out.push({ ...base, target: null }, ...s.void.map((target) => ({ ...base, target })));
        break;
      case "maven":
      case "replicate":
        out.push({ ...base, ability: null }, ...NAMEABLE.map((ability) => ({ ...base, ability })));
        break;
    }
  }
  for (const card of me.ops) {
    const seen = new Set<string>();
    for (const g of combo.grants) {
      const key = `${g.kind}:${g.left}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: "engage", seat, card, by: g.id });
    }
    if (s.cards[card]?.ability === "Rescue" && combo.phase === "obstruct") out.push({ type: "engage", seat, card, by: "rescue" });
  }
  for (const card of me.reserve) out.push({ type: "reserve", seat, card });
  if (me.experience.length > 0) out.push({ type: "experience", seat });
  out.push({ type: "finish", seat });
  if (combo.phase === "plot" && combo.engaged.length > 0) for (const experience of me.ops) out.push({ type: "finish", seat, experience });
  return out;
}

/** The legal actions of `seat` now; empty when the game does not wait for it. */
export function legal(s: GenesisState, seat: number): GenesisAction[] {
  if (toAct(s) !== seat) return [];
  return candidates(s, seat).filter((a) => check(s, a) === null);
}
