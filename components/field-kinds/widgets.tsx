"use client";
/**
 * The neutral React parts of each field kind: the card form's input and the deck table's cell.
 * No system here: a system's own widget for a kind (GOT CGS's attribute editor) comes through
 * field-kinds.tsx from the systems' UI registry; `attributeText` falls back to a plain text area.
 */
import clsx from "clsx";
import type { ComponentType } from "react";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { fieldKind } from "@/lib/systems/field-kinds";
import type { FieldDef, FieldKind } from "@/lib/systems/types";
import { isOutsideEnum } from "./draft";
import type { FieldCellProps, FieldWidgetProps } from "./types";


const textOf = (value: FieldWidgetProps["value"]) => (typeof value === "string" ? value : "");

function BoolWidget({ value, onValue, ids }: FieldWidgetProps) {
  return (
    <span className="flex h-8.5 items-center">
      <Checkbox {...ids} checked={value === true} onChange={(e) => onValue(e.target.checked)} />
    </span>
  );
}

// A text input, not type=number: the browser would turn "2.5" or "2," into "" and the designer
// would lose what was typed. The draft (draft.ts) refuses a non-whole number with a message.
function IntWidget({ value, onValue, ids }: FieldWidgetProps) {
  return <Input {...ids} inputMode="numeric" className="w-28" value={textOf(value)} onChange={(e) => onValue(e.target.value)} />;
}

function EnumWidget({ field, value, onValue, ids }: FieldWidgetProps) {
  const text = textOf(value);
  const values = field.type.kind === "enum" ? field.type.values : [];
  return (
    <Select {...ids} value={text} onChange={(e) => onValue(e.target.value)}>
      {isOutsideEnum(field, text) ? <option value={text}>{text} (not in the list)</option> : null}
      {/* No choice yet: said so, instead of the browser showing the first value as if it were chosen. */}
      {text === "" && !values.includes("") ? <option value="">Choose…</option> : null}
      {values.map((v) => (
        <option key={v} value={v}>
          {v === "" ? "(none)" : v}
        </option>
      ))}
    </Select>
  );
}

function TextWidget({ field, value, onValue, ids }: FieldWidgetProps) {
  if (field.type.kind === "text" && field.type.multiline === true) return <TextAreaWidget field={field} value={value} onValue={onValue} ids={ids} cardType="" />;
  return <Input {...ids} value={textOf(value)} onChange={(e) => onValue(e.target.value)} />;
}

function TextAreaWidget({ value, onValue, ids }: FieldWidgetProps) {
  return <Textarea {...ids} rows={3} value={textOf(value)} onChange={(e) => onValue(e.target.value)} />;
}

/** A system's language without the system's own editor: plain text, monospaced, kept as typed. */
function AttributeTextWidget({ value, onValue, ids }: FieldWidgetProps) {
  return <Textarea {...ids} rows={6} spellCheck={false} className="font-mono" value={textOf(value)} onChange={(e) => onValue(e.target.value)} data-testid="attribute-text-fallback" />;
}

/** The card's picture is chosen by the form's picture chooser, not typed: no input. */
function NoWidget() {
  return null;
}

/** True when a field's cell holds several lines of text (cut shorter in the table). */
export function isMultiline(field: FieldDef): boolean {
  return field.type.kind === "richText" || field.type.kind === "attributeText" || (field.type.kind === "text" && field.type.multiline === true);
}

/** A cell's text as the kind reads it, cut to the column (the whole text in the cell's title). */
function TextCell({ field, value }: FieldCellProps) {
  return <span className={clsx("block truncate", isMultiline(field) ? "max-w-44" : "max-w-32")}>{fieldKind(field.type.kind).toCell(value)}</span>;
}

/** A number: right-aligned by its column, never cut. */
function NumberCell({ field, value }: FieldCellProps) {
  return <>{fieldKind(field.type.kind).toCell(value)}</>;
}

export interface FieldKindUi {
  /** The card form's input for a field of this kind (absent a system's own). */
  readonly Widget: ComponentType<FieldWidgetProps>;
  /** The deck table's cell content. */
  readonly Cell: ComponentType<FieldCellProps>;
  /** How the column's header and cells align. */
  readonly align: "left" | "right";
}

/** One entry per field kind: the neutral widget and cell. */
export const FIELD_KIND_UI: { readonly [K in FieldKind]: FieldKindUi } = {
  text: { Widget: TextWidget, Cell: TextCell, align: "left" },
  richText: { Widget: TextAreaWidget, Cell: TextCell, align: "left" },
  int: { Widget: IntWidget, Cell: NumberCell, align: "right" },
  enum: { Widget: EnumWidget, Cell: TextCell, align: "left" },
  bool: { Widget: BoolWidget, Cell: TextCell, align: "left" },
  image: { Widget: NoWidget, Cell: () => null, align: "left" },
  attributeText: { Widget: AttributeTextWidget, Cell: TextCell, align: "left" },
};

/** The neutral parts of `kind` (its cell and alignment; the widget without a system's own). */
export function fieldKindUi(kind: FieldKind): FieldKindUi {
  return FIELD_KIND_UI[kind];
}
