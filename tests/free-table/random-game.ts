/**
 * Random free-table games for the property tests (prediction-property.test.ts, step-delta.test.ts):
 * an action of any type on any card and zone, many of them refused, from a seeded generator.
 */
import type { FreeTableState, ZoneRef } from "@/lib/free-table/state";

/** A seeded generator of numbers in [0, 1) (the same linear congruence as the tests' others). */
export function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A random action of any type, on any card and zone, by any seat (many are refused). */
export function randomAction(s: FreeTableState, r: () => number): Record<string, unknown> {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const seat = r() < 0.8 ? s.turn : Math.floor(r() * s.names.length);
  const zones: ZoneRef[] = s.zones.map((z) => ({ zone: z.zone, seat: z.seat }));
  const ids = s.zones.flatMap((z) => z.cards.map((c) => c.id));
  const card = pick(ids);
  const k = r();
  if (k < 0.35) return { type: "move", seat, card, to: pick(zones), ...(r() < 0.2 ? { faceDown: r() < 0.5 } : {}) };
  if (k < 0.45) return { type: "flip", seat, card };
  if (k < 0.52) return { type: "turn", seat, card };
  if (k < 0.6) return { type: "counter", seat, target: r() < 0.5 ? { card } : { seat: Math.floor(r() * s.names.length) }, key: r() < 0.5 ? "boost" : "life", delta: r() < 0.5 ? 1 : -2 };
  if (k < 0.66) return { type: "draw", seat, from: pick(zones), to: pick(zones), count: 1 + Math.floor(r() * 2) };
  if (k < 0.7) return { type: "shuffle", seat, zone: pick(zones) };
  if (k < 0.74) return { type: "roll", seat, sides: 6, count: 1 };
  if (k < 0.8) return { type: "look", seat, zone: pick(zones), count: 1 };
  if (k < 0.85) return { type: "reveal", seat, zone: pick(zones), count: 1 };
  if (k < 0.92) return { type: "phase", seat };
  return { type: "endTurn", seat };
}
