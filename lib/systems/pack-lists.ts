/**
 * A system's definition as one pack sees it: enum fields with a `packList` take the pack's own
 * entries as values too (Genesis: the abilities a pack defines in `pack.customAbilities`), and
 * conditions `{ inPackList }` read the same lists. The result is still a plain JSON definition, so
 * the card form, the live lint in the browser, the rules and print need nothing else.
 *
 * Where the lists live: `pack.customAbilities` in a pack file, `instructions.customAbilities` in
 * storage (lib/packs/schema.ts `instructionsSchema`), edited on the pack page.
 */
import type { FieldDef, PackLists, SystemDefinition } from "./types";

/** The list names a definition reads (`packList` of its enum fields), in field order, without repeats. */
export function packListNames(def: SystemDefinition): string[] {
  const names: string[] = [];
  for (const f of def.fields) {
    if (f.type.kind === "enum" && f.type.packList !== undefined && !names.includes(f.type.packList)) names.push(f.type.packList);
  }
  return names;
}

/** The pack lists kept in a pack's instructions (only `customAbilities` exists today). */
export function packListsOf(instructions: { readonly customAbilities?: readonly string[] }): PackLists {
  return instructions.customAbilities === undefined ? {} : { customAbilities: instructions.customAbilities };
}

/**
 * The name of a list entry: the text before its first colon. After the colon an entry may carry
 * a definition a system's engine reads (Genesis: "Foresight: draw 1, then engage 2"); fields and
 * lint see only the name.
 */
export function entryName(entry: string): string {
  const colon = entry.indexOf(":");
  return (colon < 0 ? entry : entry.slice(0, colon)).trim();
}

function extend(field: FieldDef, lists: PackLists): FieldDef {
  const t = field.type;
  if (t.kind !== "enum" || t.packList === undefined) return field;
  const extra = (lists[t.packList] ?? []).filter((v) => v.trim() !== "" && !t.values.includes(v));
  return extra.length === 0 ? field : { ...field, type: { ...t, values: [...t.values, ...extra] } };
}

/**
 * `def` with the pack's lists: enum fields with a `packList` get its entries appended to their
 * values (blank and already listed entries skipped) and `packLists` is set. A pack without lists
 * (or a system without `packList` fields) gets `def` itself back.
 */
export function definitionForPack(def: SystemDefinition, lists: PackLists): SystemDefinition {
  const names = packListNames(def);
  if (names.every((n) => (lists[n] ?? []).length === 0)) return def;
  const own: Record<string, readonly string[]> = {};
  for (const n of names) own[n] = (lists[n] ?? []).map(entryName);
  return { ...def, fields: def.fields.map((f) => extend(f, own)), packLists: own };
}
