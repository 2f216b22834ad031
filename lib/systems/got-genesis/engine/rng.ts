/**
 * Seeded numbers for the Genesis engine: mulberry32 over one 32-bit word, kept in the game state
 * (a plain number) so the deal and every shuffle replay exactly from the seed. Pure: each call
 * returns the value and the next state.
 */

import { hashSeed } from "../../seed";

export { hashSeed };

/** A float in [0, 1) and the next state. */
export function nextFloat(state: number): { value: number; state: number } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: s };
}

/** Fisher-Yates over a copy of `items`; returns the shuffled copy and the next state. */
export function shuffle<T>(items: readonly T[], state: number): { items: T[]; state: number } {
  const out = [...items];
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextFloat(s);
    s = r.state;
    const j = Math.floor(r.value * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return { items: out, state: s };
}
