/**
 * A field kind's value in the card form's draft (components/system-cards/model.ts): the stored
 * value as the input holds it, and what the input holds as the value to send, or why it is not
 * sent (only a number that is not whole). Pure, framework-free; one entry per kind.
 */
import type { FieldDef, FieldKind, FieldValue } from "@/lib/systems/types";
import type { DraftValue } from "./types";

export type FromDraft = { readonly send: true; readonly value: FieldValue } | { readonly send: false; readonly error?: string };

interface DraftKind {
  /** The input's value for a stored value (or the field's default). */
  toDraft(field: FieldDef, value: FieldValue): DraftValue;
  /** The value to send for what the input holds. */
  fromDraft(field: FieldDef, raw: DraftValue | undefined): FromDraft;
}

const WHOLE = /^-?\d+$/;

const asText = (_field: FieldDef, v: FieldValue): DraftValue => (v === null ? "" : String(v));
const text: DraftKind = { toDraft: asText, fromDraft: (_f, raw) => ({ send: true, value: typeof raw === "string" ? raw : "" }) };

export const DRAFT_KINDS: { readonly [K in FieldKind]: DraftKind } = {
  text,
  richText: text,
  attributeText: text,
  bool: { toDraft: (_f, v) => v === true, fromDraft: (_f, raw) => ({ send: true, value: raw === true }) },
  int: {
    toDraft: asText,
    fromDraft: (field, raw) => {
      const typed = typeof raw === "string" ? raw.trim() : "";
      if (typed === "") return { send: true, value: null };
      if (WHOLE.test(typed)) return { send: true, value: Number(typed) };
      return { send: false, error: `${field.label} must be a whole number (you typed "${typed}"); it is not saved until it is.` };
    },
  },
  enum: {
    toDraft: asText,
    fromDraft: (field, raw) => {
      const typed = typeof raw === "string" ? raw : "";
      return { send: true, value: field.type.kind === "enum" ? (field.type.aliases?.[typed] ?? typed) : typed };
    },
  },
  // The card's picture is its picture column, not a field value: never in the draft.
  image: { toDraft: () => "", fromDraft: () => ({ send: false }) },
};

/**
 * An enum value that is not one of the field's values (nor an alias): shown, kept and flagged.
 * Empty is not outside: it is a choice not made yet (a new card's), which the list offers as
 * "Choose…" and lint's field-required names when the field must be filled.
 */
export function isOutsideEnum(field: FieldDef, value: string): boolean {
  if (field.type.kind !== "enum" || value === "") return false;
  return !field.type.values.includes(value) && field.type.aliases?.[value] === undefined;
}
