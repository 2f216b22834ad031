/**
 * The free table's seeded random numbers, kept in the game state so that `apply` stays pure and
 * every game replays from its log (STYLE.md, "a pure core"). sfc32 (Chris Doty-Humphrey's small
 * fast counter generator) seeded by cyrb128 of the seed's text: four 32-bit words, no floats in
 * the state, the same numbers on every JavaScript engine.
 */

/** The generator's state: four unsigned 32-bit words. */
export type RandomState = readonly [number, number, number, number];

/** cyrb128 of a text: four 32-bit words, never all zero. */
function cyrb128(text: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The state for a game's seed (a number and its decimal text give the same state). */
export function seedRandom(seed: number | string): RandomState {
  return cyrb128(`free-table:${String(seed)}`);
}

/** A mutable generator over a copy of `state`; read its state back with `state()` when done. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RandomState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The next unsigned 32-bit word. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A whole number in [0, n) for 1 <= n <= 2^32, without modulo bias (rejection sampling). */
  below(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  /** A new array: `items` in a uniformly random order (Fisher-Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const x = out[i] as T;
      out[i] = out[j] as T;
      out[j] = x;
    }
    return out;
  }

  state(): RandomState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
