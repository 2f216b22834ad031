/**
 * Evaluating a data rule's `Condition` (lib/systems/types.ts) on one card. Pure; regular
 * expressions are compiled once per pattern. A pattern that does not compile never matches
 * (lib/systems/definition-schema.ts reports it when the definition is checked).
 */
import type { Condition, FieldValue, SystemCard, SystemDefinition } from "../types";
import { isEmpty, valueOf } from "./values";

const regexCache = new Map<string, RegExp | null>();

/** The compiled pattern, or null when it does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern);
    } catch {
      re = null;
    }
    regexCache.set(pattern, re);
  }
  return re;
}

/** A value as text for `matches`: empty values read as "". */
function asText(value: FieldValue): string {
  return value === null ? "" : String(value);
}

/** True when `card` satisfies `cond`. An empty `all` holds; an empty `any` does not. */
export function matches(def: SystemDefinition, card: SystemCard, cond: Condition): boolean {
  if ("all" in cond) return cond.all.every((c) => matches(def, card, c));
  if ("any" in cond) return cond.any.some((c) => matches(def, card, c));
  if ("not" in cond) return !matches(def, card, cond.not);
  const value = valueOf(def, card, cond.field);
  if ("equals" in cond) return value === cond.equals;
  if ("in" in cond) return cond.in.includes(value);
  if ("matches" in cond) return compilePattern(cond.matches)?.test(asText(value)) ?? false;
  if ("inPackList" in cond) return typeof value === "string" && (def.packLists?.[cond.inPackList]?.includes(value) ?? false);
  return isEmpty(value) === cond.empty;
}

/** Every field key a condition reads (for the definition's reference check). */
export function conditionFields(cond: Condition): string[] {
  if ("all" in cond) return cond.all.flatMap(conditionFields);
  if ("any" in cond) return cond.any.flatMap(conditionFields);
  if ("not" in cond) return conditionFields(cond.not);
  return [cond.field];
}
