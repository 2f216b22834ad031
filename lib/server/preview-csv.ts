/**
 * previewCsv: the CSV import's first steps — read the file, propose (or apply) a column
 * mapping, and show what each row would become with its problems. Writes nothing.
 */
import { z } from "zod";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import { summarize, type DiagnosticSummary } from "@/lib/systems/got-cgs/attributes/diagnostics";
import { mapCsv, mappingIssues, parseCsv, suggestMapping, type CsvMapping, type CsvRow } from "@/lib/packs/csv";
import type { FormatIssue } from "@/lib/packs/schema";
import { parseInstructions } from "./dto";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export interface PreviewCsvOptions extends DbOptions {
  /** The era the cards would go to (checked to exist). */
  readonly eraId: string;
  readonly text: string;
  /** Column -> target; default: `suggestMapping` of the headers. */
  readonly mapping?: Readonly<Record<string, string>>;
}

/**
 * A previewed row. `lint` counts what the attribute linter finds in the card's text (null for
 * rows with format problems): shown as a hint, never a reason to refuse the row, since a
 * designer may import half-finished cards.
 */
export interface CsvPreviewRow extends CsvRow {
  readonly lint: DiagnosticSummary | null;
}

export interface CsvPreview {
  readonly columns: readonly string[];
  /** The mapping used (the suggestion when none was given). */
  readonly mapping: Record<string, string>;
  /** Problems with the file or the mapping: nothing can be imported until they are fixed. */
  readonly issues: readonly FormatIssue[];
  readonly rows: readonly CsvPreviewRow[];
  /** Rows without problems / with problems. */
  readonly valid: number;
  readonly invalid: number;
}

export const csvTextSchema = z.string().max(5 * 1024 * 1024, "the CSV file is larger than 5 MB; split it");
export const csvMappingSchema = z.record(z.string(), z.string());

/** The preview; 404 for an unknown era. Lint errors in the attribute text are not problems here. */
export async function previewCsv(options: PreviewCsvOptions): Promise<CsvPreview> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const text = parseField("text", csvTextSchema, options.text);
  const given = options.mapping === undefined ? undefined : (parseField("mapping", csvMappingSchema, options.mapping) as CsvMapping);
  const era = await dbOf(options).era.findUnique({ where: { id: eraId }, select: { pack: { select: { aliases: true, instructions: true } } } });
  if (era === null) throw notFound("era deck", eraId);
  const preview = buildPreview(text, given);
  const aliases = Object.fromEntries(era.pack.aliases.map((a) => [a.alias, a.target]));
  const affiliations = parseInstructions(era.pack.instructions).affiliations;
  const rows = preview.rows.map((row) => ({
    ...row,
    lint: row.card === null ? null : summarize(analyze(row.card.attributes, { aliases, format: row.card.format, affiliations }).diagnostics),
  }));
  return { ...preview, rows };
}

/** The preview of `text` under `mapping`, without lint (pure; shared with importCsv). */
export function buildPreview(text: string, given?: CsvMapping): Omit<CsvPreview, "rows"> & { rows: readonly CsvRow[] } {
  const table = parseCsv(text);
  const mapping = given ?? suggestMapping(table.columns);
  const issues = [...table.issues, ...(table.columns.length === 0 ? [] : mappingIssues(table.columns, mapping))];
  const rows = issues.length > 0 && table.columns.length === 0 ? [] : mapCsv(table, mapping);
  const valid = rows.filter((r) => r.card !== null).length;
  return { columns: table.columns, mapping: { ...mapping }, issues, rows, valid, invalid: rows.length - valid };
}
