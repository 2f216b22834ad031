/**
 * The generated card form's model, pure and framework-free: which fields a card type shows, the
 * draft the inputs hold (what was typed, as typed), turning a draft into a `SystemCard` (refusing
 * only what cannot be sent: a number that is not whole), the deck table's columns and its filter.
 * Everything is read from the system's definition; nothing here names a system.
 */
import { DRAFT_KINDS, isOutsideEnum } from "@/components/field-kinds/draft";
import { faceOfCard } from "@/lib/print/face-of-card";
import { fieldKind, kindOfValue } from "@/lib/systems/field-kinds";
import type { CardTypeDef, FieldDef, FieldKind, FieldValue, SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";

/** What the inputs hold: text as typed (numbers too, so "2." or "" survive), booleans for checkboxes. */
export interface CardDraft {
  readonly identifier: string;
  readonly copies: string;
  readonly type: string;
  readonly fields: Readonly<Record<string, string | boolean>>;
}

/** The card's type, or null for a type the definition does not have. */
export function typeDef(def: SystemDefinition, type: string): CardTypeDef | null {
  return def.cardTypes.find((t) => t.key === type) ?? null;
}

/**
 * The fields of `type` in the form's order. An image field stands for the card's own picture
 * (the card's picture column, not a field value): the form shows the picture chooser there.
 */
export function typeFields(def: SystemDefinition, type: string): FieldDef[] {
  const t = typeDef(def, type);
  if (t === null) return [];
  return t.fields.map((key) => def.fields.find((f) => f.key === key)).filter((f): f is FieldDef => f !== undefined);
}

/** True when the type has an image field (the card's picture). */
export function typeHasPicture(def: SystemDefinition, type: string): boolean {
  return typeFields(def, type).some((f) => f.type.kind === "image");
}

/**
 * The size in mm the card's picture prints at: the face's picture rectangle, or the whole face
 * inside its border. Null when the draft's type has no face.
 */
export function pictureArea(def: SystemDefinition, draft: CardDraft): { width: number; height: number } | null {
  const face = faceOfCard(def, draft.type, draft.fields);
  if (face === null) return null;
  if (face.picture !== undefined) return { width: face.picture.width, height: face.picture.height };
  const border = face.borderMm ?? 0;
  return { width: face.widthMm - 2 * border, height: face.heightMm - 2 * border };
}

export function isRequired(def: SystemDefinition, type: string, field: FieldDef): boolean {
  return field.required === true || (typeDef(def, type)?.required?.includes(field.key) ?? false);
}

/** The draft of a stored card (absent fields take their defaults), each value as its kind's input holds it. */
export function draftFromCard(def: SystemDefinition, card: SystemCard): CardDraft {
  const fields: Record<string, string | boolean> = {};
  for (const field of def.fields) {
    if (field.type.kind === "image") continue;
    const value = card.fields[field.key];
    fields[field.key] = DRAFT_KINDS[field.type.kind].toDraft(field, value === undefined ? (field.default ?? null) : value);
  }
  return { identifier: card.identifier, copies: String(card.copies), type: card.type, fields };
}

/** Input path -> message for what the form refuses to send (`fields.handCost`, `copies`). */
export type DraftErrors = Readonly<Record<string, string>>;

const WHOLE = /^-?\d+$/;

/**
 * The card a draft stands for, with only the type's fields. An int that is not a whole number
 * ("2.5", "two") is not sent: it is in `errors` with a message saying what to type, and the card
 * leaves it out. An empty int is null (absent); an enum alias becomes its value. Domain problems
 * (out of range, not in the list, empty required) are left to lint: the card saves with them.
 */
export function cardFromDraft(def: SystemDefinition, draft: CardDraft): { card: SystemCard; errors: DraftErrors } {
  const errors: Record<string, string> = {};
  const fields: Record<string, FieldValue> = {};
  for (const field of typeFields(def, draft.type)) {
    const read = DRAFT_KINDS[field.type.kind].fromDraft(field, draft.fields[field.key]);
    if (read.send) fields[field.key] = read.value;
    else if (read.error !== undefined) errors[`fields.${field.key}`] = read.error;
  }
  const copiesText = draft.copies.trim();
  let copies = 1;
  if (WHOLE.test(copiesText) && Number(copiesText) >= 1) copies = Number(copiesText);
  else errors.copies = `Copies must be a whole number of 1 or more (you typed "${copiesText}").`;
  return { card: { identifier: draft.identifier.trim(), copies, type: draft.type, fields }, errors };
}

export { isOutsideEnum };

/** The findings about one field of the card (`$identifier`, `$copies`, `$type` included). */
export function findingsFor(findings: readonly SystemFinding[], field: string): SystemFinding[] {
  return findings.filter((f) => f.field === field);
}

/**
 * The deck table's field columns: every field whose `column` is not false and whose kind reads
 * in a cell (not pictures or a system's own language: the field kind's `column`), in the definition's order.
 */
export function deckColumns(def: SystemDefinition): FieldDef[] {
  return def.fields.filter((f) => f.column === true || (f.column !== false && fieldKind(f.type.kind).column));
}

/** A cell's text (the field kind's `toCell`): "" for absent, "yes"/"" for booleans. */
export function cellText(value: FieldValue | undefined, kind?: FieldKind): string {
  return fieldKind(kind ?? kindOfValue(value)).toCell(value);
}

export interface DeckFilter {
  /** A card type key, or "" for every type. */
  readonly type: string;
  /** Matched case-insensitively against the identifier and every field value. */
  readonly text: string;
}

/** The cards the filter keeps, in their order. */
export function filterCards<T extends SystemCard>(cards: readonly T[], filter: DeckFilter): T[] {
  const needle = filter.text.trim().toLowerCase();
  return cards.filter((card) => {
    if (filter.type !== "" && card.type !== filter.type) return false;
    if (needle === "") return true;
    if (card.identifier.toLowerCase().includes(needle)) return true;
    return Object.values(card.fields).some((v) => cellText(v).toLowerCase().includes(needle));
  });
}
