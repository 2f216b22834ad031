/**
 * How two versions of a data-system card differ, field by field, for the shared history and
 * conflict dialogs (components/card-editor/field-diff.tsx): identifier, copies, type, the fields
 * of either version's type in the definition's order (multi-line text by word), the picture.
 */
import type { FieldChange } from "@/components/card-editor/field-diff";
import type { FieldDef, FieldValue, SystemDefinition } from "@/lib/systems/types";
import { typeFields } from "./model";
import type { SaveSystemCardInput } from "./system-autosave";

function text(value: FieldValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

function kindOf(field: FieldDef): FieldChange["kind"] {
  return field.type.kind === "richText" || (field.type.kind === "text" && field.type.multiline === true) ? "words" : "value";
}

/**
 * The fields that differ from `before` to `after`, in form order; `pictureName` names a picture
 * id for the designer (absent or unknown: the id).
 */
export function systemFieldChanges(definition: SystemDefinition, before: Pick<SaveSystemCardInput, "card" | "pictureId">, after: typeof before, pictureName?: (id: string) => string | undefined): FieldChange[] {
  const out: FieldChange[] = [];
  const add = (key: string, label: string, kind: FieldChange["kind"], a: string | null, b: string | null) => {
    if (a !== b) out.push({ key, label, kind, before: a, after: b });
  };
  const typeLabel = (key: string) => definition.cardTypes.find((t) => t.key === key)?.label ?? key;
  add("$identifier", "Identifier", "value", before.card.identifier, after.card.identifier);
  add("$copies", "Copies", "value", String(before.card.copies), String(after.card.copies));
  add("$type", "Card type", "value", typeLabel(before.card.type), typeLabel(after.card.type));
  const keys = new Set([...typeFields(definition, before.card.type), ...typeFields(definition, after.card.type)].map((f) => f.key));
  for (const field of definition.fields) {
    if (!keys.has(field.key) || field.type.kind === "image") continue;
    add(field.key, field.label, kindOf(field), text(before.card.fields[field.key]), text(after.card.fields[field.key]));
  }
  const picture = (id: string | null) => (id === null ? null : (pictureName?.(id) ?? id));
  add("$picture", "Picture", "value", picture(before.pictureId), picture(after.pictureId));
  return out;
}
