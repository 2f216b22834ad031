/**
 * Cards from a spreadsheet (CSV): parse the file, map its columns to card fields, and turn each
 * row into a card of the pack format or a list of problems. Pure (no database): the preview and
 * the import (lib/server/preview-csv.ts, import-csv.ts) share it, so the preview shows exactly
 * what the import would write.
 *
 * A column maps to a card field (`identifier`, `format`, `copies`, `directive`, `attributes`,
 * `lore`, `orientation`), to `ignore`, or to one attribute of the card's text:
 * `attribute:Type` makes the line `Type "Adventure"` from a cell `Adventure`, and
 * `entry:AdventureCosts.StarshipFlyRange` makes an entry of that category from a cell `2`.
 * Generated lines follow the `attributes` column's own text, in column order.
 */
import Papa from "papaparse";
import { cardSchema, formatPath, NAME_PATTERN, type FormatIssue, type PackCard } from "./schema";

export const CSV_FIELDS = ["identifier", "format", "copies", "directive", "attributes", "lore", "orientation"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Where a column goes. */
export type CsvTarget = CsvField | "ignore" | `attribute:${string}` | `entry:${string}`;
/** Column header -> target. Columns left out are ignored. */
export type CsvMapping = Readonly<Record<string, CsvTarget>>;

/** Largest CSV accepted, in characters; a 5,000-card pack is well below. */
export const MAX_CSV_CHARS = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 10_000;
/** Copies of one card a row may ask for (the card schema's limit). */
const MAX_COPIES = 999;

export interface CsvTable {
  /** Header cells, trimmed; blank headers become `column N` (1-based). */
  readonly columns: readonly string[];
  /** Data rows (the header excluded), each as long as `columns`. */
  readonly rows: readonly (readonly string[])[];
  /** 1-based file line of each row (rows may span lines inside quotes). */
  readonly lines: readonly number[];
  /** Problems with the file itself (unclosed quotes, a duplicated header...). */
  readonly issues: readonly FormatIssue[];
}

/**
 * Parses CSV text (comma, semicolon or tab, detected; a UTF-8 BOM is dropped) whose first row
 * names the columns. Never throws: problems come back in `issues` with a `line N` path.
 */
export function parseCsv(text: string): CsvTable {
  const issues: FormatIssue[] = [];
  if (text.length > MAX_CSV_CHARS) {
    return { columns: [], rows: [], lines: [], issues: [{ path: "(file)", message: `the file is larger than ${MAX_CSV_CHARS / 1048576} MB; split it` }] };
  }
  const clean = text.replace(/^\uFEFF/, "");
  const records: string[][] = [];
  const starts: number[] = [];
  let cursor = 0;
  let line = 1;
  // Step mode gives each row's end offset, from which its first line follows (cells in quotes
  // may span lines, and blank lines are skipped).
  Papa.parse<string[]>(clean, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t"],
    step: (result) => {
      let at = cursor;
      while (at < clean.length && /\s/.test(clean[at] ?? "")) {
        if (clean[at] === "\n") line++;
        at++;
      }
      starts.push(line);
      const end = result.meta.cursor;
      for (let i = at; i < end; i++) if (clean[i] === "\n") line++;
      cursor = end;
      records.push(result.data);
      for (const error of result.errors) {
        if (error.code === "UndetectableDelimiter") continue; // one column: fine
        issues.push({ path: `line ${starts[starts.length - 1]}`, message: `${error.message}; check the quotes on that row` });
      }
    },
  });
  const [header, ...data] = records;
  if (header === undefined) return { columns: [], rows: [], lines: [], issues: [...issues, { path: "(file)", message: "the file is empty; the first row must name the columns" }] };
  const columns = header.map((h, i) => h.trim() || `column ${i + 1}`);
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (seen.has(c)) issues.push({ path: `column ${i + 1}`, message: `two columns are named "${c}"; rename one` });
    seen.add(c);
  });
  if (data.length === 0) issues.push({ path: "(file)", message: "the file has a header row but no cards below it" });
  if (data.length > MAX_CSV_ROWS) issues.push({ path: "(file)", message: `the file has ${data.length} rows; the limit is ${MAX_CSV_ROWS}, split it` });
  const kept = data.slice(0, MAX_CSV_ROWS);
  const rows = kept.map((row) => columns.map((_, i) => row[i] ?? ""));
  return { columns, rows, lines: starts.slice(1, 1 + kept.length), issues };
}

const SYNONYMS: Readonly<Record<string, CsvField>> = {
  identifier: "identifier",
  id: "identifier",
  code: "identifier",
  number: "identifier",
  format: "format",
  copies: "copies",
  count: "copies",
  quantity: "copies",
  qty: "copies",
  directive: "directive",
  attributes: "attributes",
  attribute: "attributes",
  lore: "lore",
  flavor: "lore",
  flavour: "lore",
  orientation: "orientation",
};

/**
 * A first guess at the mapping from the headers: field names and common synonyms (case and
 * spaces ignored), `Category.Name` headers as entries, other attribute-like names as
 * attributes, anything else ignored.
 */
export function suggestMapping(columns: readonly string[]): Record<string, CsvTarget> {
  const mapping: Record<string, CsvTarget> = {};
  const used = new Set<CsvField>();
  for (const column of columns) {
    const key = column.toLowerCase().replace(/[\s_-]+/g, "");
    const field = SYNONYMS[key];
    if (field !== undefined && !used.has(field)) {
      mapping[column] = field;
      used.add(field);
    } else if (/^[A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/.test(column)) {
      mapping[column] = `entry:${column}`;
    } else if (NAME_PATTERN.test(column) && /^[A-Z]/.test(column)) {
      mapping[column] = `attribute:${column}`;
    } else {
      mapping[column] = "ignore";
    }
  }
  return mapping;
}

/** Problems with a mapping itself (unknown columns, a field mapped twice, bad attribute names). */
export function mappingIssues(columns: readonly string[], mapping: CsvMapping): FormatIssue[] {
  const issues: FormatIssue[] = [];
  const have = new Set(columns);
  const fields = new Map<string, string>();
  for (const [column, target] of Object.entries(mapping)) {
    const path = `mapping.${column}`;
    if (!have.has(column)) issues.push({ path, message: `the file has no column "${column}"` });
    if ((CSV_FIELDS as readonly string[]).includes(target)) {
      const other = fields.get(target);
      if (other !== undefined) issues.push({ path, message: `"${other}" already fills ${target}; map only one column to it` });
      fields.set(target, column);
    } else if (target.startsWith("attribute:")) {
      if (!NAME_PATTERN.test(target.slice("attribute:".length))) issues.push({ path, message: "the attribute name must be a letter followed by letters or digits" });
    } else if (target.startsWith("entry:")) {
      if (!/^[A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/.test(target.slice("entry:".length))) {
        issues.push({ path, message: "an entry target reads entry:Category.Name (e.g. entry:AdventureCosts.StarshipFlyRange)" });
      }
    } else if (target !== "ignore") {
      issues.push({ path, message: `unknown target "${target}"; use a card field, attribute:Name, entry:Category.Name or ignore` });
    }
  }
  if (!fields.has("identifier")) issues.push({ path: "mapping", message: "map one column to identifier: every card needs one" });
  return issues;
}

export interface CsvRow {
  /** 1-based line in the file where the row starts. */
  readonly line: number;
  /**
   * The identifier cell as written (trimmed), also for a row with problems, so the preview can
   * say which card a bad row is; null when the cell is empty or no column is the identifier.
   */
  readonly identifier: string | null;
  /** The attribute text the row makes (also for a row with problems). */
  readonly attributes: string;
  /** The card this row makes, or null when it has problems. */
  readonly card: PackCard | null;
  /** Every format problem of the row (not only the first), `path` naming the column (`copies`, `entry:AdventureCosts.X`...). */
  readonly issues: readonly FormatIssue[];
}

function attributeValue(cell: string): string | null {
  if (/^\d+$/.test(cell)) return String(Number.parseInt(cell, 10));
  if (cell.includes('"') || cell.includes("\n")) return null;
  return `"${cell}"`;
}

/** Turns one row into a card (or its problems) under `mapping`. Empty attribute cells are skipped. */
export function rowToCard(columns: readonly string[], row: readonly string[], mapping: CsvMapping, line: number): CsvRow {
  const issues: FormatIssue[] = [];
  const raw: Record<string, unknown> = {};
  const globals: string[] = [];
  const categories = new Map<string, string[]>();
  columns.forEach((column, i) => {
    const target = mapping[column] ?? "ignore";
    const cell = row[i] ?? "";
    if (target === "ignore") return;
    if (target.startsWith("attribute:") || target.startsWith("entry:")) {
      const value = cell.trim();
      if (value === "") return;
      const text = attributeValue(value);
      if (text === null) {
        issues.push({ path: column, message: "an attribute text cannot hold double quotes or line breaks; edit the cell" });
        return;
      }
      if (target.startsWith("attribute:")) globals.push(`${target.slice("attribute:".length)} ${text}`);
      else {
        const [category = "", name = ""] = target.slice("entry:".length).split(".");
        categories.set(category, [...(categories.get(category) ?? []), `  ${name} ${text}`]);
      }
      return;
    }
    if (target === "copies") {
      if (cell.trim() === "") return;
      const copies = /^\s*\d+\s*$/.test(cell) ? Number.parseInt(cell, 10) : Number.NaN;
      if (copies >= 1 && copies <= MAX_COPIES) raw.copies = copies;
      else issues.push({ path: column, message: `"${cell.trim()}" is not a number of copies; write a whole number from 1 to ${MAX_COPIES}` });
    }
    else if (target === "format" || target === "orientation") raw[target] = cell.trim() === "" ? undefined : cell.trim().toLowerCase();
    else raw[target] = cell;
  });
  const generated = [...globals, ...[...categories].flatMap(([category, entries]) => [category, ...entries])];
  const own = typeof raw.attributes === "string" ? raw.attributes.replace(/\s+$/, "") : "";
  raw.attributes = [own, ...generated].filter((part) => part !== "").join("\n");
  raw.format ??= "silver";
  const parsed = cardSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formatPath(issue.path);
      const column = columns.find((c) => mapping[c] === field) ?? field;
      issues.push({ path: column, message: issue.message });
    }
  }
  // Checked whether or not the rest of the row parsed, so a row shows all its problems at once.
  if (raw.format === "silver" && raw.orientation !== undefined) {
    issues.push({ path: columns.find((c) => mapping[c] === "orientation") ?? "orientation", message: "only gold cards have an orientation; leave it empty or make the card gold" });
  }
  const identifier = typeof raw.identifier === "string" && raw.identifier.trim() !== "" ? raw.identifier.trim() : null;
  return { line, identifier, attributes: raw.attributes as string, card: issues.length === 0 && parsed.success ? parsed.data : null, issues };
}

/** Every row of the table as a card or problems. */
export function mapCsv(table: CsvTable, mapping: CsvMapping): CsvRow[] {
  return table.rows.map((row, i) => rowToCard(table.columns, row, mapping, table.lines[i] ?? i + 2));
}
