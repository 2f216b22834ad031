/**
 * Spelling distance and "did you mean" suggestions: GOT CGS attribute and category names, and any
 * system's enum values and card types (lib/systems/lint).
 *
 * Case is ignored when measuring (a designer who types `eraresources` means `EraResources`),
 * and a swap of two neighbouring letters counts as one edit (`Faets` -> `Feats`).
 */

/**
 * Optimal-string-alignment distance between `a` and `b`, compared case-insensitively, or
 * `max + 1` as soon as it is known to exceed `max` (so a long miss costs little).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t) return 0;
  if (Math.abs(s.length - t.length) > max) return max + 1;
  const n = t.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s.charCodeAt(i - 1) === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === t.charCodeAt(j - 1)) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] as number;
}

/** How many edits still count as a misspelling of a name of this length (1 up to 5 letters, 2 up to 12, then 3). */
export function typoBudget(length: number): number {
  if (length <= 5) return 1;
  if (length <= 12) return 2;
  return 3;
}

/**
 * The candidate `name` is most likely a misspelling of, or undefined when none is close enough.
 * An exact case-insensitive match wins; ties go to the earlier candidate.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const budget = typoBudget(name.length);
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = editDistance(name, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      if (d === 0) break;
    }
  }
  return best;
}
