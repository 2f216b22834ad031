/**
 * Search, filters and sorting of the era table, as pure functions of the rows (tested without
 * a browser). Filters combine with AND; the search matches every word anywhere in the card.
 */
import type { EraRow } from "./rows";

export type SortKey = "position" | "identifier" | "format" | "type" | "roleplay" | "affiliation" | "short" | "copies" | "problems";
export type SortDir = "asc" | "desc";

export interface TableQuery {
  readonly search: string;
  /** "" = any; "none" = cards without a Type. */
  readonly type: "" | "Adventure" | "Support" | "none";
  readonly format: "" | "silver" | "gold";
  readonly roleplay: string;
  /** "" = any; NO_AFFILIATION = cards without an affiliation. */
  readonly affiliation: string;
  readonly problemsOnly: boolean;
  readonly sort: SortKey;
  readonly dir: SortDir;
}

/** Stands for "no affiliation" in the filter (and the URL); parentheses keep it apart from real names. */
export const NO_AFFILIATION = "(none)";

export const DEFAULT_QUERY: TableQuery = {
  search: "",
  type: "",
  format: "",
  roleplay: "",
  affiliation: "",
  problemsOnly: false,
  sort: "position",
  dir: "asc",
};

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Natural order: "GEN-2" before "GEN-10"; case-insensitive. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}

function problemWeight(row: EraRow): number {
  return row.problems.errors * 1_000_000 + row.problems.warnings * 1_000 + row.problems.infos;
}

export function matches(row: EraRow, query: TableQuery): boolean {
  if (query.type === "none" ? row.type !== null : query.type !== "" && row.type !== query.type) return false;
  if (query.format !== "" && row.format !== query.format) return false;
  if (query.roleplay !== "" && row.roleplay !== query.roleplay) return false;
  if (query.affiliation === NO_AFFILIATION ? row.affiliation !== null : query.affiliation !== "" && row.affiliation !== query.affiliation) return false;
  if (query.problemsOnly && problemWeight(row) === 0) return false;
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => row.haystack.includes(word));
}

function compare(a: EraRow, b: EraRow, key: SortKey): number {
  switch (key) {
    case "position":
      return a.position - b.position;
    case "copies":
      return a.copies - b.copies;
    case "problems":
      return problemWeight(a) - problemWeight(b);
    case "identifier":
    case "format":
    case "short":
      return naturalCompare(a[key], b[key]);
    case "type":
    case "roleplay":
    case "affiliation": {
      // Empty values go last in both directions' ascending view.
      const x = a[key];
      const y = b[key];
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return naturalCompare(x, y);
    }
  }
}

/** The rows that pass every filter, sorted (ties keep deck order). Never mutates `rows`. */
export function applyQuery(rows: readonly EraRow[], query: TableQuery): EraRow[] {
  const out = rows.filter((row) => matches(row, query));
  const sign = query.dir === "asc" ? 1 : -1;
  out.sort((a, b) => sign * compare(a, b, query.sort) || a.position - b.position);
  return out;
}

/** The distinct non-empty values of a column, sorted, for a filter's options. */
export function distinct(rows: readonly EraRow[], key: "roleplay" | "affiliation"): string[] {
  const set = new Set<string>();
  for (const row of rows) {
    const value = row[key];
    if (value) set.add(value);
  }
  return [...set].sort(naturalCompare);
}
