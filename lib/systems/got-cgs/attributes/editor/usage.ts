/**
 * How often each custom name is used across a pack (or a list of attribute texts): what
 * completion offers beside the catalogue, so a designer reuses `StarshipFlyRange` instead of
 * inventing `StarshipRange`.
 */
import { parseAttributes } from "../analyze";
import type { AliasTable } from "../model";
import { nameTable } from "../names";
import type { GotCgsPackDocument as PackDocument } from "../../pack-document";

/**
 * Custom name -> number of places it is written (global attributes, entries, condition
 * references), over every card of `source`. Predefined names, built-in aliases and the pack's
 * aliases are not custom and are left out. Never throws.
 *
 * Beside each plain name, `Category.Name` keys (the category's canonical name, never an alias)
 * count how often a name is listed as an entry of a predefined cost, resource or Feats category.
 * A condition's `AR.` may only name an attribute listed by that category (CGS-237), so this is
 * what completion offers there. Names cannot contain a dot, so the two kinds of key never clash;
 * use {@link plainNameUsage} for the plain names alone.
 */
export function customNameUsage(source: PackDocument | readonly string[], aliases?: AliasTable): Record<string, number> {
  const texts = Array.isArray(source) ? (source as readonly string[]) : (source as PackDocument).eras.flatMap((e) => e.cards.map((c) => c.attributes));
  const table = nameTable(Array.isArray(source) ? aliases : (source as PackDocument).pack.aliases);
  const counts: Record<string, number> = {};
  const count = (key: string): void => {
    counts[key] = (Object.hasOwn(counts, key) ? (counts[key] as number) : 0) + 1;
  };
  const add = (name: string): void => {
    if (table.spec(name) !== undefined || table.aliases[name] !== undefined) return;
    count(name);
  };
  // A member written through a pack alias (`AR SFR 2`) is listed under the alias's target.
  const addMember = (category: string, name: string): void => {
    if (table.spec(name) === undefined) count(`${category}.${table.resolve(name)}`);
  };
  for (const text of texts) {
    if (typeof text !== "string") continue;
    for (const item of parseAttributes(text, table).ast.items) {
      if (item.kind === "attribute") {
        add(item.name.text);
        continue;
      }
      const category = table.category(item.name.text);
      const lists = category !== undefined && category.entries !== "conditional";
      for (const entry of item.entries) {
        add(entry.ref.name.text);
        if (lists && entry.ref.category === null) addMember(category.name, entry.ref.name.text);
      }
    }
  }
  return counts;
}

/** The plain names of a {@link customNameUsage} result (without its `Category.Name` keys). */
export function plainNameUsage(usage: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(usage).filter(([key]) => !key.includes(".")));
}

/** The names `usage` lists as entries of `category` (canonical name), with their counts. */
export function memberUsage(usage: Readonly<Record<string, number>>, category: string): Record<string, number> {
  const prefix = `${category}.`;
  return Object.fromEntries(Object.entries(usage).flatMap(([key, n]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), n] as const] : [])));
}
