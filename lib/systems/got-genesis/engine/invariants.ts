/**
 * What must hold after every action: every card in exactly one zone (nothing created or lost),
 * no card of the rival's faction in a player's zones (GEN-404), bookkeeping lists inside their zones.
 * Returns the broken invariants in words (empty when all hold).
 */
import type { GenesisState } from "./types";
import { mayHold } from "./zones";

export function invariantsBroken(s: GenesisState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const zones: [string, readonly string[]][] = [["destiny", s.destiny], ["void", s.void]];
  s.players.forEach((p, i) => {
    zones.push([`ops${i}`, p.ops], [`reserve${i}`, p.reserve], [`timeline${i}`, p.timeline], [`experience${i}`, p.experience]);
  });
  for (const [zone, ids] of zones) {
    for (const id of ids) {
      const before = seen.get(id);
      if (before) out.push(`${id} is in ${before} and ${zone}`);
      seen.set(id, zone);
      if (!s.cards[id]) out.push(`${id} in ${zone} is not a card of the deal`);
    }
  }
  for (const id of Object.keys(s.cards)) if (!seen.has(id)) out.push(`${id} is in no zone`);
  s.players.forEach((p, i) => {
    for (const id of [...p.ops, ...p.reserve, ...p.timeline, ...p.experience]) {
      if (!mayHold(s, i, id)) out.push(`${id} of faction ${s.cards[id]?.faction} is in a zone of ${p.faction}`);
    }
    for (const id of p.fresh) if (!p.ops.includes(id)) out.push(`fresh ${id} is not in ops${i}`);
  });
  const timelines = s.players.flatMap((p) => p.timeline);
  for (const id of [...s.hidden, ...s.doubled]) if (!timelines.includes(id)) out.push(`${id} is marked hidden/doubled outside a timeline`);
  return out;
}
