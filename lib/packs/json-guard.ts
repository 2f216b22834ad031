/**
 * Checks on a parsed JSON value before anything recursive or key-driven sees it.
 *
 * Depth: `JSON.parse` reads any depth without recursing, but what comes after it (validation,
 * `JSON.stringify` when a value is stored, the engines) recurses, and 100,000 nested arrays
 * overflow the stack there: a 500 instead of a 4xx.
 *
 * Keys: `JSON.parse` makes `"__proto__"` an own key, but copying it into a fresh object (zod's
 * records, `{ ...spread }`, `obj[key] = v`) sets that object's prototype instead; `constructor`
 * and `prototype` name the same machinery. No Greenhouse format has such a key, so they are
 * refused with their path rather than half-applied.
 *
 * Walks with its own stack, so it never overflows whatever the input. Pure: no framework.
 */

/**
 * The deepest nesting any of our formats needs is far below this (a pack document: about 6
 * levels; an engine action: 2); the margin leaves room for new formats.
 */
export const MAX_JSON_DEPTH = 64;

/** Keys that reach an object's prototype machinery when copied: refused everywhere. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** A problem found by {@link jsonGuardIssues}: its path (keys and 0-based indices) and what to do. */
export interface JsonGuardIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** Whether `value` has `key` as its own property (so `{}.constructor`, inherited, is not one). */
function hasOwn(value: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(value, key);
}

/**
 * The first value nested deeper than `maxDepth` levels (the top-level value is level 0), and
 * every forbidden key, each at its path; at most `limit` issues. Empty when the value is fine.
 */
export function jsonGuardIssues(value: unknown, maxDepth: number = MAX_JSON_DEPTH, limit = 20): JsonGuardIssue[] {
  const issues: JsonGuardIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && issues.length < limit) {
    const { value: v, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (v === null || typeof v !== "object") continue;
    if (path.length >= maxDepth) {
      issues.push({ path, message: `nested more than ${maxDepth} levels deep; no Greenhouse format nests that deep, so send the value without the extra nesting` });
      return issues;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(v);
    for (const key of FORBIDDEN_KEYS) {
      if (hasOwn(v, key)) issues.push({ path: [...path, key], message: `the key "${key}" is not allowed in any Greenhouse document; remove it` });
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (!FORBIDDEN_KEYS.has(key)) stack.push({ value: (v as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return issues;
}
