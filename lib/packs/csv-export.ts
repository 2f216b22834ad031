/**
 * A deck as CSV, with the columns the CSV import maps by itself (csv.ts suggestMapping for GOT
 * CGS's era decks, system-csv.ts suggestSystemMapping for a data system's decks), so export then
 * import gives the same cards. Pictures are not in a CSV (export the pack file for those).
 * RFC 4180: comma separated, CRLF between rows, cells quoted when they hold a comma, a quote or
 * a line break (attribute text spans lines), a UTF-8 byte order mark so spreadsheets read accents.
 */
import type { FieldDef, FieldValue, SystemDefinition } from "../systems/types";
import { fieldKind } from "../systems/field-kinds";
import { CSV_FIELDS } from "./csv";
import type { PackCard, SystemPackCard } from "./schema";

const BOM = "\uFEFF";

/**
 * A CSV cell: quoted when it holds a comma, quote or line break. Kept exactly (no quote mark before
 * a leading `=`), since the import must read back the very text: a spreadsheet that runs formulas
 * from an opened CSV asks first.
 */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csv(rows: readonly (readonly string[])[]): string {
  return `${BOM}${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A GOT CGS era deck: identifier, format, copies, directive, attributes, lore, orientation. */
export function eraDeckCsv(cards: readonly PackCard[]): string {
  const rows: string[][] = [[...CSV_FIELDS]];
  for (const c of cards) {
    rows.push(CSV_FIELDS.map((f) => {
      const v = c[f];
      return v === undefined || v === null ? "" : String(v);
    }));
  }
  return csv(rows);
}

function cell(field: Pick<FieldDef, "type">, value: FieldValue | undefined): string {
  return fieldKind(field.type.kind).toCsv(value);
}

/** The fields a CSV carries: every field of the definition but pictures. */
export function csvFields(definition: Pick<SystemDefinition, "fields">): FieldDef[] {
  return definition.fields.filter((f) => fieldKind(f.type.kind).csv);
}

/** A data system's deck: identifier, copies, type, then each field (not pictures) by its key. */
export function systemDeckCsv(definition: Pick<SystemDefinition, "fields">, cards: readonly SystemPackCard[]): string {
  const fields = csvFields(definition);
  const rows: string[][] = [["identifier", "copies", "type", ...fields.map((f) => f.key)]];
  for (const c of cards) rows.push([c.identifier, String(c.copies), c.type, ...fields.map((f) => cell(f, c.fields[f.key]))]);
  return csv(rows);
}
