/**
 * How often each custom name is used across a pack (or a list of attribute texts): what
 * completion offers beside the catalogue, so a designer reuses `StarshipFlyRange` instead of
 * inventing `StarshipRange`.
 */
import { parseAttributes } from "../analyze";
import type { AliasTable } from "../model";
import { nameTable } from "../names";
import type { PackDocument } from "../../packs/schema";

/**
 * Custom name -> number of places it is written (global attributes, entries, condition
 * references), over every card of `source`. Predefined names, built-in aliases and the pack's
 * aliases are not custom and are left out. Never throws.
 */
export function customNameUsage(source: PackDocument | readonly string[], aliases?: AliasTable): Record<string, number> {
  const texts = Array.isArray(source) ? (source as readonly string[]) : (source as PackDocument).eras.flatMap((e) => e.cards.map((c) => c.attributes));
  const table = nameTable(Array.isArray(source) ? aliases : (source as PackDocument).pack.aliases);
  const counts: Record<string, number> = {};
  const add = (name: string): void => {
    if (table.spec(name) !== undefined || table.aliases[name] !== undefined) return;
    counts[name] = (Object.hasOwn(counts, name) ? (counts[name] as number) : 0) + 1;
  };
  for (const text of texts) {
    if (typeof text !== "string") continue;
    for (const item of parseAttributes(text, table).ast.items) {
      if (item.kind === "attribute") add(item.name.text);
      else for (const entry of item.entries) add(entry.ref.name.text);
    }
  }
  return counts;
}
