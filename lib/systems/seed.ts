/**
 * Seeds for every engine: a game's seed is a number or a text ("demo", 42); engines start their
 * own generators from this 32-bit hash, so equal seeds give equal games in every system.
 */

/** FNV-1a hash of the seed's text to 32 bits, so text seeds ("demo", "42") work as well as numbers. */
export function hashSeed(seed: number | string): number {
  const text = typeof seed === "number" ? String(Math.trunc(seed)) : seed;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
