/**
 * A card's stored system fields (`Card.fields`, JSON text) and GOT CGS's view of them (internal
 * to lib/server). Cards of every system store `type` + `fields`; GOT CGS pages and the GOT CGS
 * pack file still speak of format, orientation, directive, attributes and lore, so the DTO
 * derives those from `type` + `fields` here, and writes in that old shape map back here. This is
 * the only place that knows where GOT CGS keeps them.
 */
import type { GotCgsView } from "@/lib/packs/schema";
import type { CardFields as SystemFields, FieldValue } from "@/lib/systems/types";

/** GOT CGS's card as the editor, the pack file and the engine know it (its one declaration is in lib/packs/schema.ts). */
export type { GotCgsView };

/**
 * The stored JSON text as fields. Damaged text (never written by Greenhouse: every write goes
 * through checkCardFormat) reads as `{}` rather than crashing a page.
 */
export function parseStoredFields(text: string): SystemFields {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const out: Record<string, FieldValue> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[key] = v;
    }
    return out;
  } catch {
    return {};
  }
}

/** Fields as stored: JSON text, keys in the order given (checkCardFormat puts them in the type's order). */
export function storeFields(fields: SystemFields): string {
  return JSON.stringify(fields);
}

const text = (fields: SystemFields, key: string): string => {
  const value = fields[key];
  return typeof value === "string" ? value : "";
};

/**
 * GOT CGS's view of a card. For cards of other systems it is meaningless but harmless (a
 * "silver" card with empty texts); their pages read `type` and `fields`.
 */
export function gotCgsView(type: string, fields: SystemFields): GotCgsView {
  const orientation = fields.orientation;
  return {
    format: type === "gold" ? "gold" : "silver",
    orientation: orientation === "portrait" || orientation === "landscape" ? orientation : null,
    directive: text(fields, "directive"),
    attributes: text(fields, "attributes"),
    lore: text(fields, "lore"),
  };
}

/** A GOT CGS card in the old shape as `type` + `fields` (keys in GOT CGS's field order). */
export function fromGotCgsView(view: GotCgsView): { type: string; fields: SystemFields } {
  const fields: Record<string, FieldValue> = { directive: view.directive, attributes: view.attributes, lore: view.lore };
  if (view.orientation !== null) fields.orientation = view.orientation;
  return { type: view.format, fields };
}
