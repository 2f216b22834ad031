/**
 * Name resolution against the catalogue and a pack's aliases, precomputed once per alias table
 * (lint runs on every keystroke, so nothing here is rebuilt per call).
 *
 * Precedence, when a pack alias collides with a predefined name or built-in alias: the
 * catalogue wins (the collision itself is reported by the deck-level lint as `alias-clash`).
 */
import { ATTRIBUTES, CATALOGUE, CATEGORIES, type AttributeSpec, type CatalogueEntry, type CategorySpec } from "./catalogue";
import type { AliasTable } from "./model";
import { closestName, editDistance } from "./spelling";

export interface NameTable {
  readonly aliases: AliasTable;
  /** The canonical name: built-in alias -> category name, pack alias -> its target; else as written. */
  resolve(name: string): string;
  /** The catalogue entry of a name (resolving aliases), or undefined for a custom name. */
  spec(name: string): CatalogueEntry | undefined;
  attribute(name: string): AttributeSpec | undefined;
  category(name: string): CategorySpec | undefined;
  /**
   * For a name that is not predefined: the predefined name (or alias) it is most likely a
   * misspelling of, or undefined. `kind` restricts the candidates.
   */
  suggest(name: string, kind?: "attribute" | "category"): string | undefined;
}

/**
 * Every predefined name and built-in alias -> its entry, in one Map (the catalogue's `lookup`
 * indexes a frozen object with arbitrary strings, which is slow in the lint's hot path).
 */
const PREDEFINED = new Map<string, CatalogueEntry>(CATALOGUE.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const)));

const ATTRIBUTE_NAMES: readonly string[] = ATTRIBUTES.map((a) => a.name);
const CATEGORY_NAMES: readonly string[] = CATEGORIES.map((c) => c.name);
const CATEGORY_ALIASES: readonly string[] = CATEGORIES.flatMap((c) => c.aliases);

function buildTable(aliases: AliasTable): NameTable {
  const resolved = new Map<string, string>();
  const specs = new Map<string, CatalogueEntry>(PREDEFINED);
  for (const [alias, target] of Object.entries(aliases)) {
    if (PREDEFINED.has(alias)) continue; // the catalogue wins
    const entry = PREDEFINED.get(target);
    resolved.set(alias, entry?.name ?? target);
    if (entry !== undefined) specs.set(alias, entry);
  }
  const suggestions = new Map<string, string | undefined>();
  const table: NameTable = {
    aliases,
    resolve(name) {
      const entry = PREDEFINED.get(name);
      if (entry !== undefined) return entry.name;
      return resolved.get(name) ?? name;
    },
    spec(name) {
      return specs.get(name);
    },
    attribute(name) {
      const e = table.spec(name);
      return e?.kind === "attribute" ? e : undefined;
    },
    category(name) {
      const e = table.spec(name);
      return e?.kind === "category" ? e : undefined;
    },
    suggest(name, kind) {
      const key = `${kind ?? ""}:${name}`;
      if (suggestions.has(key)) return suggestions.get(key);
      let result: string | undefined;
      if (table.spec(name) === undefined) {
        const candidates =
          kind === "attribute"
            ? ATTRIBUTE_NAMES
            : kind === "category"
              ? [...CATEGORY_NAMES, ...CATEGORY_ALIASES]
              : [...ATTRIBUTE_NAMES, ...CATEGORY_NAMES, ...CATEGORY_ALIASES];
        // Two-letter aliases are only suggested for two- or three-letter names: "AX" may mean AR,
        // but "Axe" is not a misspelt "AC".
        const fitting = candidates.filter((c) => c.length > 3 || name.length <= 3);
        result = closestName(name, fitting);
        // Short custom names ("Sway", "Fuel") sit one edit away from little; only suggest when the
        // edit is small relative to the name, so "Feat" -> "Feats" but not "Gold" -> "Solo".
        if (result !== undefined && name.length <= 4 && editDistance(name, result) > 0 && result.length > 3) {
          if (name.toLowerCase().slice(0, 3) !== result.toLowerCase().slice(0, 3)) result = undefined;
        }
        if (suggestions.size > 5000) suggestions.clear();
        suggestions.set(key, result);
      }
      return result;
    },
  };
  return table;
}

const EMPTY: AliasTable = Object.freeze({});
const cache = new WeakMap<object, NameTable>();

/** The name table for a pack's aliases (built once per alias object; `undefined` = no pack aliases). */
export function nameTable(aliases: AliasTable | undefined): NameTable {
  const key = aliases ?? EMPTY;
  let table = cache.get(key);
  if (table === undefined) {
    table = buildTable(key);
    cache.set(key, table);
  }
  return table;
}

