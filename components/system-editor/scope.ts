/**
 * The parts of the draft the editor's sections read besides their own, narrowed so a keystroke
 * re-renders only the section it touches (issue 28, "Speed"). Each section is memoized and gets
 * its own part of the draft by reference (edit.ts keeps the objects of the parts a change left
 * equal) plus, where it needs other parts, one of these: objects that stay the same while what
 * they hold reads the same.
 *
 * - {@link DraftScope}: what the rule builder, the free table's setup conditions, the layout
 *   editor's sample cards and the region forms read of the fields and card types: each field's
 *   key, label, kind and list of values, never its minimum, maximum, pattern, default or help. So
 *   typing a field's maximum re-renders that field's form (and the live lint), not the rules.
 * - {@link useStableKeys}: the keys of a list (the faces a card type may name).
 */
import { useMemo } from "react";
import type { CardTypeDef, FieldDef, SystemCard, SystemDefinition } from "@/lib/systems/types";
import { exampleCards } from "./layout-sample-cards";

/** A field as the other sections read it: key, label, kind and an enum's values. */
export function fieldShape(f: FieldDef): FieldDef {
  const type: FieldDef["type"] = f.type.kind === "enum" ? { kind: "enum", values: f.type.values } : ({ kind: f.type.kind } as FieldDef["type"]);
  return { key: f.key, label: f.label, type };
}

/** What the rule builder and the table's conditions read of a draft (a `Pick` of it, so whole definitions pass too). */
export type DraftScope = Pick<SystemDefinition, "fields" | "cardTypes">;

/**
 * The fields as {@link fieldShape}s and the card types, one object while they read the same.
 * (A change of the card types is a new object anyway: edit.ts shares unchanged parts.)
 */
export function useDraftScope(fields: readonly FieldDef[], cardTypes: readonly CardTypeDef[]): DraftScope {
  const shapes = JSON.stringify(fields.map(fieldShape));
  return useMemo(() => ({ fields: JSON.parse(shapes) as FieldDef[], cardTypes }), [shapes, cardTypes]);
}

/** The keys of `items`, one array while they read the same. */
export function useStableKeys(items: readonly { readonly key: string }[]): readonly string[] {
  const text = JSON.stringify(items.map((i) => i.key));
  return useMemo(() => JSON.parse(text) as string[], [text]);
}

/**
 * What a face's form and its layout editor read of the rest of the draft: the key, the fields
 * (as {@link fieldShape}s), card types (faces by type, borders), symbols and the rules' example
 * cards (the sample cards when no pack has any), not the rules themselves.
 */
export type LayoutScope = Pick<SystemDefinition, "key" | "fields" | "cardTypes" | "symbols"> & { readonly examples: readonly SystemCard[] };

/** The {@link LayoutScope} of a draft, with the fields of its {@link DraftScope}: one object while those parts read the same. */
export function useLayoutScope(draft: SystemDefinition, scope: DraftScope): LayoutScope {
  const { key, cardTypes, symbols } = draft;
  const fields = scope.fields;
  const examplesText = JSON.stringify(exampleCards(draft));
  const examples = useMemo(() => JSON.parse(examplesText) as SystemCard[], [examplesText]);
  return useMemo(() => ({ key, fields, cardTypes, examples, ...(symbols === undefined ? {} : { symbols }) }), [key, fields, cardTypes, symbols, examples]);
}
