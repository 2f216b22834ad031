/**
 * Reading a card's field values the way every layer does: an absent key takes the field's
 * default, or the kind's default ("" for text kinds and enum, null for int, false for bool).
 */
import { fieldKind } from "../field-kinds";
import type { CardTypeDef, FieldDef, FieldValue, SystemCard, SystemDefinition } from "../types";

/** The value an absent field has. */
export function defaultValue(field: FieldDef): FieldValue {
  if (field.default !== undefined) return field.default;
  return fieldKind(field.type.kind).empty;
}

/** Null, absent, or a string of only white space. `false` and `0` are values, not empty. */
export function isEmpty(value: FieldValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** Field definitions by key. Cached per definition object (definitions are immutable data). */
const fieldMaps = new WeakMap<SystemDefinition, ReadonlyMap<string, FieldDef>>();
export function fieldsByKey(def: SystemDefinition): ReadonlyMap<string, FieldDef> {
  let map = fieldMaps.get(def);
  if (map === undefined) {
    map = new Map(def.fields.map((f) => [f.key, f]));
    fieldMaps.set(def, map);
  }
  return map;
}

/**
 * The card type of a card: its `type`, or the only type when the system has one and the card
 * names none (pack files may leave `"type"` out then). Undefined for an unknown type.
 */
export function cardTypeOf(def: SystemDefinition, card: Pick<SystemCard, "type">): CardTypeDef | undefined {
  if (card.type === "" && def.cardTypes.length === 1) return def.cardTypes[0];
  return def.cardTypes.find((t) => t.key === card.type);
}

/**
 * The value of `key` on `card`: `"$type"` is the card type's key, `"$identifier"` the identifier,
 * `"$copies"` the copies; a field takes its default when absent, and when the card's type does not
 * have it (a stray value is a `field-unknown` finding, not data rules read); an unknown key reads as null.
 */
export function valueOf(def: SystemDefinition, card: SystemCard, key: string): FieldValue {
  if (key === "$type") return cardTypeOf(def, card)?.key ?? card.type;
  if (key === "$identifier") return card.identifier;
  if (key === "$copies") return card.copies;
  const stored = card.fields[key];
  const type = cardTypeOf(def, card);
  if (stored !== undefined && (type === undefined || type.fields.includes(key))) return stored;
  const field = fieldsByKey(def).get(key);
  return field === undefined ? null : defaultValue(field);
}

/** How a value reads inside a message: strings as they are, empty as "(empty)". */
export function showValue(value: FieldValue | undefined): string {
  if (isEmpty(value)) return "(empty)";
  return String(value);
}
