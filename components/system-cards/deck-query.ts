/**
 * A data system's deck table view (search, card type, cards with findings only, sort column and direction) as pure
 * functions of the definition and the cards (tested without a browser), and its address-bar
 * form (`?q=ship&type=Character&findings=1&sort=handCost&dir=desc`) so Back from a card returns to the same
 * view, as GOT CGS's era table does (components/era-table/url-query.ts). Only non-default values
 * are written; unknown ones read as the defaults. A field column sorts by its kind's order
 * (lib/systems/field-kinds.ts `compareKindValues`).
 */
import { naturalCompare } from "@/components/era-table/query";
import { compareKindValues } from "@/lib/systems/field-kinds";
import type { FieldDef, SystemCard, SystemDefinition } from "@/lib/systems/types";
import { deckColumns, filterCards, type DeckFilter } from "./model";

export type DeckSortDir = "asc" | "desc";

/** The columns every deck has, beside the definition's fields; "position" is deck order. */
export const FIXED_SORTS = ["position", "identifier", "type", "copies", "findings"] as const;
export type FixedSort = (typeof FIXED_SORTS)[number];

export interface DeckQuery extends DeckFilter {
  /** Only the cards with findings (the era table's "Has problems"). */
  readonly findingsOnly: boolean;
  /** A fixed column's name or a field's sort token (`fieldSort`). */
  readonly sort: string;
  readonly dir: DeckSortDir;
}

export const DEFAULT_DECK_QUERY: DeckQuery = { type: "", text: "", findingsOnly: false, sort: "position", dir: "asc" };

const isFixed = (token: string): token is FixedSort => (FIXED_SORTS as readonly string[]).includes(token);

/** Where a field column's sort is named: its key, or `field:<key>` for a key a fixed column already has. */
export function fieldSort(field: Pick<FieldDef, "key">): string {
  return isFixed(field.key) ? `field:${field.key}` : field.key;
}

/** What a sort token sorts by: a fixed column, a field column of the table, or null (unknown). */
export function resolveSort(def: SystemDefinition, token: string): { readonly fixed: FixedSort } | { readonly field: FieldDef } | null {
  if (isFixed(token)) return { fixed: token };
  const field = deckColumns(def).find((f) => fieldSort(f) === token);
  return field ? { field } : null;
}

/**
 * The cards (in deck order) that pass the search and type filter, sorted by the query's column;
 * ties keep deck order. `findings`: each card's finding count by identifier. Never mutates `cards`.
 */
export function applyDeckQuery<T extends SystemCard & { readonly id: string }>(def: SystemDefinition, cards: readonly T[], query: DeckQuery, findings: ReadonlyMap<string, number>): T[] {
  const shown = query.findingsOnly ? filterCards(cards, query).filter((c) => (findings.get(c.identifier) ?? 0) > 0) : filterCards(cards, query);
  const by = resolveSort(def, query.sort);
  if (by === null) return shown;
  if ("field" in by) {
    const { key, type } = by.field;
    return shown.sort((a, b) => compareKindValues(type, a.fields[key], b.fields[key], query.dir));
  }
  if (by.fixed === "position") return query.dir === "desc" ? shown.reverse() : shown;
  const sign = query.dir === "asc" ? 1 : -1;
  const typeAt = new Map(def.cardTypes.map((t, i) => [t.key, i]));
  const fixedCompare: Record<Exclude<FixedSort, "position">, (a: T, b: T) => number> = {
    identifier: (a, b) => naturalCompare(a.identifier, b.identifier),
    // In the definition's order of card types (as an enum's values); an unknown type after them.
    type: (a, b) => (typeAt.get(a.type) ?? Infinity) - (typeAt.get(b.type) ?? Infinity) || naturalCompare(a.type, b.type),
    copies: (a, b) => a.copies - b.copies,
    findings: (a, b) => (findings.get(a.identifier) ?? 0) - (findings.get(b.identifier) ?? 0),
  };
  const compare = fixedCompare[by.fixed];
  return shown.sort((a, b) => sign * compare(a, b));
}

/** The next query when a column's header is pressed: sort by it, then reverse, then deck order. */
export function nextSort(query: DeckQuery, token: string): Pick<DeckQuery, "sort" | "dir"> {
  if (query.sort !== token) return { sort: token, dir: "asc" };
  return query.dir === "asc" ? { sort: token, dir: "desc" } : { sort: DEFAULT_DECK_QUERY.sort, dir: "asc" };
}

/** True in deck order, first to last: the only view where moving a card one row means something. */
export const inDeckOrder = (query: DeckQuery): boolean => query.sort === "position" && query.dir === "asc";

/** Reads a query from URL parameters; a type or sort the definition does not have reads as the default. */
export function deckQueryFromParams(def: SystemDefinition, params: URLSearchParams): DeckQuery {
  const type = params.get("type") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    text: params.get("q") ?? "",
    type: def.cardTypes.some((t) => t.key === type) ? type : DEFAULT_DECK_QUERY.type,
    findingsOnly: params.get("findings") === "1",
    sort: resolveSort(def, sort) ? sort : DEFAULT_DECK_QUERY.sort,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
  };
}

/** The URL parameters of a query (defaults left out). */
export function paramsFromDeckQuery(query: DeckQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.text) params.set("q", query.text);
  if (query.type) params.set("type", query.type);
  if (query.findingsOnly) params.set("findings", "1");
  if (query.sort !== DEFAULT_DECK_QUERY.sort) params.set("sort", query.sort);
  if (query.dir !== DEFAULT_DECK_QUERY.dir) params.set("dir", query.dir);
  return params;
}
