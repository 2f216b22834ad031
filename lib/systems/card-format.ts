/**
 * The format check of a card of any system (docs/systems.md): what storage and import
 * refuse. Pure: no database, no framework.
 *
 * Format errors (the write is refused, 422 naming the path): an unknown card type, a field the
 * card type does not have, a value of the wrong JSON type (text where an int belongs, a fraction
 * for an int, null or a number past 2^53 - 1 for an int, a number for text). Everything else is the domain (min/max, an enum value not
 * listed, an empty required field, a pattern): lint reports it and the card saves, so a designer
 * can save half-finished cards.
 */
import { checkKindValue, describeValue, fieldKind, listKeys } from "./field-kinds";
import type { CardFields, CardTypeDef, FieldValue, SystemDefinition } from "./types";

/** One format problem; `path` is relative to the card: `type`, `fields`, `fields.handCost`. */
export interface CardFormatIssue {
  readonly path: string;
  readonly message: string;
}

export type CardFormatResult =
  | {
      readonly ok: true;
      /** The fields in the card type's order, enum aliases replaced by their values. */
      readonly fields: CardFields;
    }
  | { readonly ok: false; readonly issues: readonly CardFormatIssue[] };

/** The card type `key` of `definition`, or undefined. */
export function findCardType(definition: SystemDefinition, key: string): CardTypeDef | undefined {
  return definition.cardTypes.find((t) => t.key === key);
}

/**
 * True when the card type shows the card's own picture: it has a field of kind `image`, or a face
 * it prints on has a `picture` area (every system's cards get a picture: Altered's face has one
 * and no image field). A type whose faces have neither (GOT CGS silver) has no picture.
 */
export function cardTypeHasPicture(definition: SystemDefinition, type: CardTypeDef): boolean {
  if (type.fields.some((key) => definition.fields.find((f) => f.key === key)?.type.kind === "image")) return true;
  const faces = typeof type.face === "string" ? [type.face] : [type.face.default, ...Object.values(type.face.faces)];
  return definition.faces.some((f) => faces.includes(f.key) && f.picture !== undefined);
}

/**
 * Checks a card's type and fields against its system's definition. Never throws; lists every
 * problem. On success the fields come back in the card type's field order (absent keys stay
 * absent: they take the field's default), with enum aliases stored as their value.
 */
export function checkCardFormat(definition: SystemDefinition, card: { readonly type: unknown; readonly fields: unknown }): CardFormatResult {
  const types = definition.cardTypes.map((t) => t.key);
  if (typeof card.type !== "string") {
    return { ok: false, issues: [{ path: "type", message: `must be a card type of ${definition.name} (${listKeys(types)}), not ${describeValue(card.type)}` }] };
  }
  const type = findCardType(definition, card.type);
  if (type === undefined) {
    return { ok: false, issues: [{ path: "type", message: `unknown card type "${card.type}": ${definition.name} has ${listKeys(types)}` }] };
  }
  const fields = card.fields;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return { ok: false, issues: [{ path: "fields", message: `must be an object of field values, not ${describeValue(fields)}` }] };
  }
  const given = fields as Record<string, unknown>;
  const issues: CardFormatIssue[] = [];
  for (const key of Object.keys(given)) {
    if (!type.fields.includes(key)) {
      const own = type.fields.filter((k) => {
        const f = definition.fields.find((d) => d.key === k);
        return f === undefined || fieldKind(f.type.kind).json !== null;
      });
      issues.push({ path: `fields.${key}`, message: `unknown field "${key}" for a ${type.label} card: it has ${listKeys(own)}; remove it or correct the spelling` });
    }
  }
  const out: Record<string, FieldValue> = {};
  for (const key of type.fields) {
    if (!Object.hasOwn(given, key)) continue;
    const field = definition.fields.find((f) => f.key === key);
    if (field === undefined) {
      // A definition naming a field it does not define is the definition's bug (its schema test).
      issues.push({ path: `fields.${key}`, message: `the system defines no field "${key}"` });
      continue;
    }
    const checked = checkKindValue(field.type, given[key]);
    if (checked.ok) out[key] = checked.value;
    else issues.push({ path: `fields.${key}`, message: checked.message });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, fields: out };
}
