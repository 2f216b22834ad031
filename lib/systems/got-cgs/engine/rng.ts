/**
 * Seeded pseudo-random numbers for the engine: xoshiro128** over four 32-bit words.
 *
 * The generator state is a plain tuple of numbers so it lives inside the (JSON-serialisable)
 * game state: the same seed and the same actions replay the same game exactly (docs/architecture.md). Every function is pure: it returns the value AND the next state; nothing here
 * touches `Math.random`.
 */

import { hashSeed } from "../../seed";

/** Four unsigned 32-bit words; never all zero. */
export type RngState = readonly [number, number, number, number];

/** splitmix32: spreads one 32-bit seed word over the state (the usual way to seed xoshiro). */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}


/** A generator state from any seed (number or text). Equal seeds give equal states. */
export function seedRng(seed: number | string): RngState {
  const next = splitmix32(hashSeed(seed));
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  return state;
}

/**
 * The seed of game number `index` of a run seeded with `seed`: independent of how games are
 * split over workers, so a simulation gives the same numbers on 1 or 8 threads.
 */
export function gameSeed(seed: number | string, index: number): string {
  return `${String(seed)}#${index}`;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** One step: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(s: RngState): [number, RngState] {
  const cursor = new RngCursor(s);
  const value = cursor.uint32();
  return [value, cursor.state];
}

/**
 * A mutable cursor over a generator state, for code that draws many numbers in one go (a
 * shuffle, a bot's choice). Read `state` afterwards to store the advanced generator.
 */
export class RngCursor {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(state: RngState) {
    [this.s0, this.s1, this.s2, this.s3] = state;
  }

  get state(): RngState {
    return [this.s0, this.s1, this.s2, this.s3];
  }

  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.s1 << 9) >>> 0;
    this.s2 = (this.s2 ^ this.s0) >>> 0;
    this.s3 = (this.s3 ^ this.s1) >>> 0;
    this.s1 = (this.s1 ^ this.s2) >>> 0;
    this.s0 = (this.s0 ^ this.s3) >>> 0;
    this.s2 = (this.s2 ^ t) >>> 0;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** A uniform integer in [0, n); n must be a positive integer below 2^32. Unbiased (rejection). */
  below(n: number): number {
    if (n <= 1) return 0;
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.uint32() / 0x100000000;
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** A uniformly chosen element; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.below(items.length)];
  }
}

/** Pure shuffle: a shuffled copy and the advanced generator state. */
export function shuffled<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const cursor = new RngCursor(state);
  const out = cursor.shuffle([...items]);
  return [out, cursor.state];
}
