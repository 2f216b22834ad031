/**
 * Evaluating a data rule's `Condition` (lib/systems/types.ts) on one card. Pure; regular
 * expressions are compiled once per pattern. A pattern that does not compile never matches
 * (lib/systems/definition-schema.ts reports it when the definition is checked).
 */
import type { Comparand, Condition, FieldValue, SystemCard, SystemDefinition } from "../types";
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

/** A value as a number for a comparison, or null when it is empty or not a number. */
function asNumber(value: FieldValue): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The number a comparison compares with, or null when the other field is empty or not a number. */
function comparand(def: SystemDefinition, card: SystemCard, c: Comparand): number | null {
  return typeof c === "number" ? c : asNumber(valueOf(def, card, c.field));
}

/** `value` compared with `c`, `cmp` given both as numbers; false when either side is not a number. */
function compare(def: SystemDefinition, card: SystemCard, value: FieldValue, c: Comparand, cmp: (a: number, b: number) => boolean): boolean {
  const a = asNumber(value);
  const b = comparand(def, card, c);
  return a !== null && b !== null && cmp(a, b);
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
  if ("atLeast" in cond) return compare(def, card, value, cond.atLeast, (a, b) => a >= b);
  if ("atMost" in cond) return compare(def, card, value, cond.atMost, (a, b) => a <= b);
  if ("inPackList" in cond) return typeof value === "string" && (def.packLists?.[cond.inPackList]?.includes(value) ?? false);
  return isEmpty(value) === cond.empty;
}

/** Every field key a condition reads (for the definition's reference check). */
export function conditionFields(cond: Condition): string[] {
  if ("all" in cond) return cond.all.flatMap(conditionFields);
  if ("any" in cond) return cond.any.flatMap(conditionFields);
  if ("not" in cond) return conditionFields(cond.not);
  const other = "atLeast" in cond ? cond.atLeast : "atMost" in cond ? cond.atMost : undefined;
  return typeof other === "object" ? [cond.field, other.field] : [cond.field];
}

/** Every comparison in a condition: the field compared and the other field when it names one. */
export function comparisonFields(cond: Condition): string[] {
  if ("all" in cond) return cond.all.flatMap(comparisonFields);
  if ("any" in cond) return cond.any.flatMap(comparisonFields);
  if ("not" in cond) return comparisonFields(cond.not);
  if (!("atLeast" in cond) && !("atMost" in cond)) return [];
  const other = "atLeast" in cond ? cond.atLeast : cond.atMost;
  return typeof other === "object" ? [cond.field, other.field] : [cond.field];
}
