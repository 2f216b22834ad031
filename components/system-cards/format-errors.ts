/**
 * A refused save's format errors (a 422's issues, each naming its key path) placed at the
 * generated form's fields: `changes.fields.water` and `decks[0].cards[1].fields.water` are the
 * Water field, `copies` the Copies field, `pictureId` the picture. An issue whose key the form
 * does not show (a field of no type of this card) is kept apart with its path, so the designer
 * still reads where it is. Pure, for tests.
 */
import type { FormatIssue } from "@/lib/packs/schema";
import type { SystemDefinition } from "@/lib/systems/types";
import { typeFields, type DraftErrors } from "./model";

/** 422 issue paths (`changes.fields.handCost`, `card.copies`) as the form's paths (`fields.handCost`, `copies`, `picture`). */
export function formPathOf(path: string): string | null {
  const field = /(?:^|\.)fields(?:\.|\[")([A-Za-z0-9_$-]+)/.exec(path);
  if (field) return `fields.${field[1]}`;
  if (/(?:^|\.)(pictureId|imagePath)$/.test(path)) return "picture";
  const top = /(?:^|\.)(identifier|copies|type)$/.exec(path);
  return top ? (top[1] ?? null) : null;
}

/** A format error the form shows: where (the form path, the field's `data-field`, its label) and what. */
export interface PlacedIssue {
  /** The form path (`fields.water`), or null when the form shows no such field. */
  readonly formPath: string | null;
  /** The field's `data-field` in the form (`water`, `$copies`), or null. */
  readonly place: string | null;
  /** The field's label, or the issue's own path when the form does not show it. */
  readonly label: string;
  readonly message: string;
}

/** The form's paths a card of `type` shows, with their `data-field` and label. */
function shownFields(definition: SystemDefinition, type: string): Map<string, { place: string; label: string }> {
  const shown = new Map<string, { place: string; label: string }>([
    ["identifier", { place: "$identifier", label: "Identifier" }],
    ["copies", { place: "$copies", label: "Copies" }],
    ["type", { place: "$type", label: "Card type" }],
  ]);
  for (const field of typeFields(definition, type)) {
    if (field.type.kind === "image") shown.set("picture", { place: field.key, label: field.label });
    else if (field.type.kind !== "attributeText") shown.set(`fields.${field.key}`, { place: field.key, label: field.label });
  }
  return shown;
}

/** Each issue at its field (when a card of `type` shows it), in the server's order. */
export function placeIssues(definition: SystemDefinition, type: string, issues: readonly FormatIssue[]): PlacedIssue[] {
  const shown = shownFields(definition, type);
  return issues.map((issue) => {
    const formPath = formPathOf(issue.path);
    const at = formPath === null ? undefined : shown.get(formPath);
    return at === undefined ? { formPath: null, place: null, label: issue.path, message: issue.message } : { formPath, place: at.place, label: at.label, message: issue.message };
  });
}

/** The messages the form shows under its fields, by form path (the first issue of each field). */
export function errorsByField(placed: readonly PlacedIssue[]): DraftErrors {
  const out: Record<string, string> = {};
  for (const issue of placed) if (issue.formPath !== null) out[issue.formPath] ??= issue.message;
  return out;
}
