/**
 * Domain findings derived from a definition's field types alone (no rule data): a value outside
 * its domain is lint, never a refused write (docs/systems.md), so half-finished cards
 * save and show these. Each code's message says how to fix it.
 *
 * A wrong JSON type, an unknown field or an unknown card type are format errors that storage and
 * import refuse; lint still reports them (`field-type`, `field-unknown`, `card-type`) so a pack file
 * read loosely (the CLI) gets a finding instead of a crash.
 */
import type { CardTypeDef, FieldDef, FieldValue, SystemCard, SystemDefinition, SystemFinding } from "../types";
import { fieldKind } from "../field-kinds";
import { compilePattern } from "./conditions";
import { closestName } from "./spelling";
import { cardTypeOf, fieldsByKey, isEmpty, showValue, valueOf } from "./values";

/** Stable codes of the domain checks, for the rules page and tests. */
export const FIELD_CODES = ["card-type", "card-copies", "field-unknown", "field-type", "field-required", "field-range", "field-enum", "field-pattern", "identifier-twice"] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** What each domain check finds, in one line (the rules page and docs/systems.md list them); `identifier-twice` is the deck's (./identifiers.ts). */
export const FIELD_CHECKS: Readonly<Record<FieldCode, string>> = {
  "card-type": "The card's type is not one of the system's card types (with a did-you-mean).",
  "card-copies": "Copies is not a whole number of at least 1.",
  "field-unknown": "A field the card's type does not have (a Hero's rarity, a misspelt key).",
  "field-type": "A value of the wrong JSON type: text where a whole number belongs, a fraction for an int.",
  "field-required": "An empty required field: the field is required, or its card type lists it as required.",
  "field-range": "An int outside its field's min..max.",
  "field-enum": "A value that is not one of the field's values (with a did-you-mean).",
  "field-pattern": "A text that does not match its field's pattern; the message gives the pattern's hint.",
  "identifier-twice": "Two entries of one deck with the same identifier: keep one and set its copies, or give each card its own.",
};

function finding(code: FieldCode, card: SystemCard, field: string, message: string): SystemFinding {
  return { code, severity: "error", message, identifier: card.identifier, field };
}

function didYouMean(value: string, candidates: readonly string[]): string {
  const close = closestName(value, candidates.filter((c) => c !== ""));
  return close === undefined ? "" : ` Did you mean "${close}"?`;
}

function list(values: readonly string[]): string {
  return values.map((v) => (v === "" ? "(empty)" : v)).join(", ");
}

/** The JSON type a field kind stores, or null for kinds not stored in `fields` (image). */
function jsonTypeOf(field: FieldDef): "string" | "number" | "boolean" | null {
  return fieldKind(field.type.kind).json;
}

function isRequired(field: FieldDef, type: CardTypeDef): boolean {
  return field.required === true || (type.required?.includes(field.key) ?? false);
}

/** The findings of one field of a card whose type is known. */
function checkField(def: SystemDefinition, card: SystemCard, type: CardTypeDef, field: FieldDef): SystemFinding[] {
  const value: FieldValue = valueOf(def, card, field.key);
  const json = jsonTypeOf(field);
  if (json === null) return [];
  if (isEmpty(value)) {
    return isRequired(field, type)
      ? [finding("field-required", card, field.key, `${field.label} is required on a ${type.label}; fill it in.`)]
      : [];
  }
  if (typeof value !== json || (field.type.kind === "int" && !Number.isInteger(value))) {
    const want = field.type.kind === "int" ? "a whole number" : json === "boolean" ? "true or false" : "text";
    return [finding("field-type", card, field.key, `${field.label} must be ${want}, not ${JSON.stringify(value)}.`)];
  }
  const t = field.type;
  if (t.kind === "int") {
    const n = value as number;
    const low = t.min ?? Number.NEGATIVE_INFINITY;
    const high = t.max ?? Number.POSITIVE_INFINITY;
    if (n < low || n > high) {
      const range = t.min !== undefined && t.max !== undefined ? `from ${t.min} to ${t.max}` : t.min !== undefined ? `at least ${t.min}` : `at most ${t.max}`;
      return [finding("field-range", card, field.key, `${field.label} is ${n}; it must be ${range}.`)];
    }
  } else if (t.kind === "enum") {
    const s = value as string;
    if (!t.values.includes(s) && t.aliases?.[s] === undefined) {
      return [finding("field-enum", card, field.key, `${field.label} "${s}" is not one of ${list(t.values)}.${didYouMean(s, t.values)}`)];
    }
  } else if (t.kind === "text" && t.pattern !== undefined) {
    const re = compilePattern(t.pattern);
    if (re !== null && !re.test(value as string)) {
      const hint = t.patternHint ?? `the pattern ${t.pattern}`;
      return [finding("field-pattern", card, field.key, `${field.label} "${showValue(value)}" does not have the expected shape; write it as ${hint}.`)];
    }
  }
  return [];
}

/**
 * The domain findings of one card: its type, copies, unknown fields, and each of its type's
 * fields in the form's order. An unknown card type stops there (its fields cannot be judged).
 */
export function checkCardFields(def: SystemDefinition, card: SystemCard): SystemFinding[] {
  const out: SystemFinding[] = [];
  if (!Number.isInteger(card.copies) || card.copies < 1) {
    out.push(finding("card-copies", card, "$copies", `Copies is ${card.copies}; a card has 1 or more copies (a whole number).`));
  }
  const type = cardTypeOf(def, card);
  if (type === undefined) {
    const keys = def.cardTypes.map((c) => c.key);
    const what = card.type === "" ? "The card has no type" : `"${card.type}" is not a card type of ${def.name}`;
    out.push(finding("card-type", card, "$type", `${what}; use one of ${list(keys)}.${didYouMean(card.type, keys)}`));
    return out;
  }
  const fields = fieldsByKey(def);
  for (const key of Object.keys(card.fields)) {
    if (!type.fields.includes(key)) {
      const where = fields.has(key) ? `A ${type.label} has no ${fields.get(key)?.label ?? key}` : `${def.name} has no field "${key}"`;
      out.push(finding("field-unknown", card, key, `${where}; remove it.${didYouMean(key, type.fields)}`));
    }
  }
  for (const key of type.fields) {
    const field = fields.get(key);
    if (field !== undefined) out.push(...checkField(def, card, type, field));
  }
  return out;
}
