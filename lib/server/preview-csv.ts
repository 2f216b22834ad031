/**
 * previewCsv: the CSV import's first steps — read the file, propose (or apply) a column
 * mapping, and show what each row would become with its problems. Writes nothing.
 *
 * The mapping's targets come from the pack's system: a system whose cards carry text in a
 * language its code reads (GOT CGS; registry-card-lint.ts `hasOwnTextLanguage`) keeps its attribute CSV
 * (lib/packs/csv.ts: a column can become one attribute line); every other system maps columns to
 * its definition's card type and fields (lib/packs/system-csv.ts).
 */
import { z } from "zod";
import { mapCsv, mappingIssues, parseCsv, suggestMapping, type CsvMapping, type CsvRow } from "@/lib/packs/csv";
import type { FormatIssue } from "@/lib/packs/schema";
import { mapSystemCsv, suggestSystemMapping, systemCsvTargets, systemMappingIssues, type CsvTargetOption, type SystemCsvRow } from "@/lib/packs/system-csv";
import { summarizeFindings, type FindingSummary as DiagnosticSummary } from "@/lib/systems/contract/findings";
import { countFindings, lintCard } from "@/lib/systems/lint";
import { findSystem } from "@/lib/systems/registry";
import { cardTextLint, eraFileCardLint, hasOwnTextLanguage } from "@/lib/systems/registry-card-lint";
import type { Db, Tx } from "./db";
import { resolveSystem } from "./systems/resolve";
import type { SystemDefinition } from "@/lib/systems/types";
import { parseInstructions } from "./dto";
import { notFound } from "./errors";
import { requireRoleOn } from "./accounts/require";
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

/** A previewed row of a data system: `lint` counts the card's findings (null for rows with format problems). */
export interface SystemCsvPreviewRow extends SystemCsvRow {
  readonly lint: DiagnosticSummary | null;
}

interface PreviewBase {
  readonly columns: readonly string[];
  /** The mapping used (the suggestion when none was given). */
  readonly mapping: Record<string, string>;
  /** Problems with the file or the mapping: nothing can be imported until they are fixed. */
  readonly issues: readonly FormatIssue[];
  /** Rows without problems / with problems. */
  readonly valid: number;
  readonly invalid: number;
}

/** The preview of a system with attribute text (GOT CGS): rows become attribute text. */
export interface AttributeCsvPreview extends PreviewBase {
  readonly mode: "attributes";
  readonly rows: readonly CsvPreviewRow[];
}

/** The preview of a data system: columns fill the definition's card type and fields. */
export interface FieldCsvPreview extends PreviewBase {
  readonly mode: "fields";
  /** What a column can go to, from the system's definition. */
  readonly targets: readonly CsvTargetOption[];
  /** What the system calls a deck ("deck"). */
  readonly deckNoun: string;
  readonly rows: readonly SystemCsvPreviewRow[];
}

export type CsvPreview = AttributeCsvPreview | FieldCsvPreview;

export const csvTextSchema = z.string().max(5 * 1024 * 1024, "the CSV file is larger than 5 MB; split it");
export const csvMappingSchema = z.record(z.string(), z.string());

/**
 * The definition whose card type and fields a CSV fills, or null when the pack's system has text
 * in a language of its own and keeps the attribute CSV (an unknown key: the attribute CSV too,
 * which refuses to write into it).
 */
export async function fieldCsvSystem(db: Db | Tx, systemKey: string): Promise<SystemDefinition | null> {
  const system = await resolveSystem(db, systemKey);
  if (system === null) return null;
  return hasOwnTextLanguage(system.definition.key) ? null : system.definition;
}

/** The preview; 404 for an unknown era. Lint findings are counted per row, never problems here. */
export async function previewCsv(options: PreviewCsvOptions): Promise<CsvPreview> {
  const eraId = parseField("eraId", idSchema, options.eraId);
  const text = parseField("text", csvTextSchema, options.text);
  const given = options.mapping === undefined ? undefined : (parseField("mapping", csvMappingSchema, options.mapping) as CsvMapping);
  await requireRoleOn(dbOf(options), "era", eraId, "viewer");
  const era = await dbOf(options).deck.findUnique({ where: { id: eraId }, select: { pack: { select: { system: true, aliases: true, instructions: true } } } });
  if (era === null) throw notFound("era deck", eraId);
  const definition = await fieldCsvSystem(dbOf(options), era.pack.system);
  if (definition !== null) {
    const preview = buildFieldPreview(definition, text, given);
    const system = findSystem(definition.key) ?? definition;
    const rows = preview.rows.map((row) => ({ ...row, lint: row.card === null ? null : { ...countFindings(lintCard(system, row.card)), infos: 0 } }));
    return { ...preview, rows };
  }
  const preview = buildPreview(text, given);
  const aliases = Object.fromEntries(era.pack.aliases.map((a) => [a.alias, a.target]));
  const affiliations = parseInstructions(era.pack.instructions).affiliations;
  // The pack's system's "lint one card" hook reads each row's text; a system without one (an
  // unknown key) gets the rows of the attribute CSV read as the era-shaped file's cards, as before.
  const hook = cardTextLint(era.pack.system) ?? eraFileCardLint();
  const rows = preview.rows.map((row) => ({
    ...row,
    lint: row.card === null ? null : summarizeFindings(hook.analyze(row.card.attributes, { aliases, format: row.card.format, affiliations }).diagnostics),
  }));
  return { ...preview, mode: "attributes", rows };
}

/** A data system's preview of `text` under `given` (default: the suggestion), without lint (pure; shared with importCsv). */
export function buildFieldPreview(definition: SystemDefinition, text: string, given?: Readonly<Record<string, string>>): Omit<FieldCsvPreview, "rows"> & { rows: readonly SystemCsvRow[] } {
  const table = parseCsv(text);
  const mapping = given ?? suggestSystemMapping(definition, table.columns);
  const issues = [...table.issues, ...(table.columns.length === 0 ? [] : systemMappingIssues(definition, table.columns, mapping))];
  const rows = table.columns.length === 0 ? [] : mapSystemCsv(definition, table, mapping);
  const valid = rows.filter((r) => r.card !== null).length;
  const targets = systemCsvTargets(definition);
  return { mode: "fields", columns: table.columns, mapping: { ...mapping }, issues, targets, deckNoun: definition.deckNoun, rows, valid, invalid: rows.length - valid };
}

/** The preview of `text` under `mapping`, without lint (pure; shared with importCsv). */
export function buildPreview(text: string, given?: CsvMapping): Omit<AttributeCsvPreview, "rows" | "mode"> & { rows: readonly CsvRow[] } {
  const table = parseCsv(text);
  const mapping = given ?? suggestMapping(table.columns);
  const issues = [...table.issues, ...(table.columns.length === 0 ? [] : mappingIssues(table.columns, mapping))];
  const rows = issues.length > 0 && table.columns.length === 0 ? [] : mapCsv(table, mapping);
  const valid = rows.filter((r) => r.card !== null).length;
  return { columns: table.columns, mapping: { ...mapping }, issues, rows, valid, invalid: rows.length - valid };
}
