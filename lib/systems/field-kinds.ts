/**
 * The registry of field kinds (issue 26, "one card model"): what each `FieldType["kind"]` means to
 * the layers that are not React (docs/architecture.md, "Field kinds"): the JSON type it stores, its
 * empty value, the format check of a stored value, how a CSV cell reads and writes, how it prints
 * and how the deck table's cell reads it. The CSV import/export (lib/packs/system-csv.ts,
 * csv-export.ts), the format check (card-format.ts), lint (lint/values.ts, lint/card-fields.ts),
 * the print binding (lib/print/face-scene.ts, symbols.ts `fillTemplate`) and the card form's model
 * look a kind up here instead of switching on it. The React side (form widget, table cell) is
 * components/field-kinds/.
 *
 * Neutral and pure: it imports only the contract's types and names no system. A system's own
 * language (`attributeText`) is plain text to every layer here; its meaning is the system's hooks.
 */
import type { FieldKind, FieldType, FieldValue } from "./types";

/** A value read or checked: the stored value, or a sentence saying what it must be. */
export type KindResult = { readonly ok: true; readonly value: FieldValue } | { readonly ok: false; readonly message: string };

/** The field type of kind `K` (its options: an int's min/max, an enum's values). */
export type TypeOf<K extends FieldKind> = Extract<FieldType, { readonly kind: K }>;

export interface FieldKindSpec<K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** The JSON type a value is stored as in `Card.fields`; null for a kind not stored there (image: the card's picture). */
  readonly json: "string" | "number" | "boolean" | null;
  /** The value of an absent field without a default of its own. */
  readonly empty: FieldValue;
  /** Shown as a deck-table column unless the field says `column` (pictures and a system's language are not). */
  readonly column: boolean;
  /** A CSV column can fill it (pictures cannot: export the pack file for those). */
  readonly csv: boolean;
  /** What the CSV mapping step adds to the field's label (" (whole number)"). */
  readonly csvHint: string;
  /** The format check of a stored value (card-format.ts): the value to store, or what it must be. */
  check(type: TypeOf<K>, value: unknown): KindResult;
  /** A non-empty CSV cell as the field's value, or the problem of the row (`label`: the field's label). */
  fromCsv(type: TypeOf<K>, raw: string, label: string): KindResult;
  /** A stored value as a CSV cell (read back by `fromCsv`). */
  toCsv(value: FieldValue | undefined): string;
  /** A stored value as printed in a region or a template (the print binding): "" prints nothing. */
  toPrint(value: FieldValue | undefined): string;
  /** A stored value as the deck table's cell text (and what its filter searches). */
  toCell(value: FieldValue | undefined): string;
  /**
   * The deck table's sort order of two stored values of this kind, ascending: negative when `a`
   * comes first. Blank values (`blank`) come after every other value, so a sort column lists what
   * is filled in first; `compareKindValues` keeps them last when the order is reversed too.
   */
  compare(type: TypeOf<K>, a: FieldValue | undefined, b: FieldValue | undefined): number;
  /** The value sorts as blank: absent, null or "" (`isBlankValue`); never for a bool (absent reads false). */
  blank(value: FieldValue | undefined): boolean;
}

/** The largest whole number a JSON number holds exactly: an int field's bound. */
const MAX_INT = Number.MAX_SAFE_INTEGER;

/** Keys as a format message lists them: `"a", "b"`. */
export const listKeys = (keys: readonly string[]): string => keys.map((k) => `"${k}"`).join(", ");

/** How a wrong value reads in a format message ("the text \"2\"", "the number 3", "null"). */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  if (typeof value === "number") return `the number ${String(value)}`;
  if (typeof value === "boolean") return String(value);
  return typeof value === "object" ? "an object" : typeof value;
}

/** Any value as plain text: absent or null "", booleans by `yes`/`no`, the rest as written. */
function plain(value: FieldValue | undefined, yes: string, no: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? yes : no;
  return String(value);
}

const csvText = (value: FieldValue | undefined) => plain(value, "true", "false");
const printText = (value: FieldValue | undefined) => plain(value, "Yes", "No");
const cellText = (value: FieldValue | undefined) => plain(value, "yes", "");

/** A value the cell shows as nothing: absent, null or "" (false is a value: a bool's "no"). */
export function isBlankValue(value: FieldValue | undefined): value is undefined | null | "" {
  return value === undefined || value === null || value === "";
}

/** Blanks after values; 0 when both are blank; null when neither is (the kind's order decides). */
function blanksLast(a: FieldValue | undefined, b: FieldValue | undefined): number | null {
  const blankA = isBlankValue(a);
  const blankB = isBlankValue(b);
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  return null;
}

/** Texts compare case-insensitively, digits as numbers ("Unit 2" before "Unit 10"). */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
const compareText = (a: FieldValue | undefined, b: FieldValue | undefined): number => blanksLast(a, b) ?? collator.compare(String(a), String(b));

/** Numbers by value; a stored value that is not a number (a format problem) after the numbers. */
function compareNumber(a: FieldValue | undefined, b: FieldValue | undefined): number {
  const blank = blanksLast(a, b);
  if (blank !== null) return blank;
  const numA = typeof a === "number";
  const numB = typeof b === "number";
  if (numA && numB) return a - b;
  return numA === numB ? compareText(a, b) : numA ? -1 : 1;
}

/**
 * Enum values in the definition's order (not alphabetical: a rarity reads Common, Rare, Unique);
 * a value outside the list (a format finding) after the listed ones, by its text.
 */
function compareEnum(type: TypeOf<"enum">, a: FieldValue | undefined, b: FieldValue | undefined): number {
  const blank = blanksLast(a, b);
  if (blank !== null) return blank;
  const at = (v: FieldValue | undefined) => {
    const i = type.values.indexOf(String(v));
    return i < 0 ? type.values.length : i;
  };
  return at(a) - at(b) || (at(a) === type.values.length ? compareText(a, b) : 0);
}

/** false before true; an absent bool reads as false, as its cell shows it (nothing). */
const compareBool = (_type: unknown, a: FieldValue | undefined, b: FieldValue | undefined): number => Number(a === true) - Number(b === true);

const textCheck = (_type: unknown, value: unknown): KindResult =>
  typeof value === "string" ? { ok: true, value } : { ok: false, message: `must be a text (in quotes), not ${describeValue(value)}` };

/** The text kinds share everything but whether a CSV cell keeps its surrounding spaces. */
function textKind<K extends "text" | "richText" | "attributeText">(kind: K, keepSpaces: boolean): FieldKindSpec<K> {
  return {
    kind,
    json: "string",
    empty: "",
    column: kind !== "attributeText",
    csv: true,
    csvHint: "",
    check: textCheck,
    fromCsv: (_type, raw) => ({ ok: true, value: keepSpaces ? raw : raw.trim() }),
    toCsv: csvText,
    toPrint: printText,
    toCell: cellText,
    compare: (_type, a, b) => compareText(a, b),
    blank: isBlankValue,
  };
}

const TRUE = new Set(["true", "yes", "y", "1", "x"]);
const FALSE = new Set(["false", "no", "n", "0"]);

/** One entry per field kind. */
export const FIELD_KINDS: { readonly [K in FieldKind]: FieldKindSpec<K> } = {
  text: textKind("text", true),
  richText: textKind("richText", true),
  attributeText: textKind("attributeText", false),
  int: {
    kind: "int",
    json: "number",
    empty: null,
    column: true,
    csv: true,
    csvHint: " (whole number)",
    check: (_type, value) => {
      // An empty int field is an absent key (it takes its default); null is not a number. The
      // card form's PATCH clears a field with null, but drops it before this check (card-write.ts).
      if (typeof value !== "number" || !Number.isFinite(value)) return { ok: false, message: `must be a whole number, not ${describeValue(value)}${value === null ? " (leave the key out for an empty field)" : ""}` };
      if (!Number.isInteger(value)) return { ok: false, message: `must be a whole number, not the fraction ${String(value)}` };
      // Past 2^53 - 1 a JSON number is no longer one exact whole number (2^53 + 1 reads as 2^53).
      if (!Number.isSafeInteger(value)) return { ok: false, message: `must be a whole number from -${MAX_INT} to ${MAX_INT} (2^53 - 1), not ${String(value)}` };
      return { ok: true, value };
    },
    fromCsv: (_type, raw, label) => {
      const cell = raw.trim();
      return /^[+-]?\d+$/.test(cell) ? { ok: true, value: Number.parseInt(cell, 10) } : { ok: false, message: `"${cell}" is not a whole number; ${label} takes one (e.g. 3)` };
    },
    toCsv: csvText,
    toPrint: printText,
    toCell: cellText,
    compare: (_type, a, b) => compareNumber(a, b),
    blank: isBlankValue,
  },
  enum: {
    kind: "enum",
    json: "string",
    empty: "",
    column: true,
    csv: true,
    csvHint: " (one of a list)",
    check: (type, value) => {
      if (typeof value !== "string") return { ok: false, message: `must be a text (one of ${listKeys(type.values)}), not ${describeValue(value)}` };
      return { ok: true, value: type.aliases?.[value] ?? value };
    },
    fromCsv: (type, raw) => {
      // A value written in another case is that value; an alias is left for the format check to replace.
      const cell = raw.trim().toLowerCase();
      const value = type.values.find((v) => v.toLowerCase() === cell) ?? Object.keys(type.aliases ?? {}).find((a) => a.toLowerCase() === cell) ?? raw.trim();
      return { ok: true, value };
    },
    toCsv: csvText,
    toPrint: printText,
    toCell: cellText,
    compare: compareEnum,
    blank: isBlankValue,
  },
  bool: {
    kind: "bool",
    json: "boolean",
    empty: false,
    column: true,
    csv: true,
    csvHint: " (yes/no)",
    check: (_type, value) => (typeof value === "boolean" ? { ok: true, value } : { ok: false, message: `must be true or false, not ${describeValue(value)}` }),
    fromCsv: (_type, raw, label) => {
      const cell = raw.trim();
      const lower = cell.toLowerCase();
      if (TRUE.has(lower)) return { ok: true, value: true };
      if (FALSE.has(lower)) return { ok: true, value: false };
      return { ok: false, message: `"${cell}" is not yes or no; ${label} takes true/false, yes/no or 1/0` };
    },
    toCsv: csvText,
    toPrint: printText,
    toCell: cellText,
    compare: compareBool,
    blank: () => false,
  },
  image: {
    kind: "image",
    json: null,
    empty: null,
    column: false,
    csv: false,
    csvHint: "",
    check: () => ({ ok: false, message: "the card's picture is not a field: give it as the card's image (pack file) or pictureId" }),
    // Not a mapping target (`csv: false`); a mapping that names it anyway gets the format check's message.
    fromCsv: (_type, raw) => ({ ok: true, value: raw.trim() }),
    toCsv: () => "",
    toPrint: () => "",
    toCell: () => "",
    // Not a column (the card's picture): every card ties, and keeps its deck order.
    compare: () => 0,
    blank: () => false,
  },
};

/** The registry's entry for a field type, typed by its kind (so `check` and `fromCsv` get their options). */
function specOf<K extends FieldKind>(type: TypeOf<K>): FieldKindSpec<K> {
  return FIELD_KINDS[type.kind as K];
}

/** The entry of a field kind. */
export function fieldKind<K extends FieldKind>(kind: K): FieldKindSpec<K> {
  return FIELD_KINDS[kind];
}

/** The format check of `value` for a field of `type` (card-format.ts). */
export function checkKindValue(type: FieldType, value: unknown): KindResult {
  return specOf(type).check(type as never, value);
}

/**
 * The deck table's order of two values of a field of `type`: its kind's `compare`, reversed for
 * "desc" but with the kind's blanks still last (an empty cost is not the highest cost).
 */
export function compareKindValues(type: FieldType, a: FieldValue | undefined, b: FieldValue | undefined, dir: "asc" | "desc" = "asc"): number {
  const spec = specOf(type);
  const order = spec.compare(type as never, a, b);
  if (dir === "asc") return order;
  const blankA = spec.blank(a);
  return blankA !== spec.blank(b) ? (blankA ? 1 : -1) : -order;
}

/** A CSV cell (not empty) as a field of `type`'s value, or the row's problem. */
export function kindFromCsv(type: FieldType, raw: string, label: string): KindResult {
  return specOf(type).fromCsv(type as never, raw, label);
}

/**
 * The print text of a value when only the value is known (a region binds a field by key, a
 * template names keys): the kind its JSON type stores. Every kind prints the same way as its
 * JSON type today, so this is the kind's own `toPrint`.
 */
export function printValueText(value: FieldValue | undefined, kind?: FieldKind): string {
  return FIELD_KINDS[kind ?? kindOfValue(value)].toPrint(value);
}

/** The simplest kind that stores a value of this JSON type (int for numbers, bool for booleans, text otherwise). */
export function kindOfValue(value: FieldValue | undefined): "text" | "int" | "bool" {
  return typeof value === "number" ? "int" : typeof value === "boolean" ? "bool" : "text";
}
