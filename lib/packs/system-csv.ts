/**
 * Cards of a data system (Altered...) from a spreadsheet: the mapping targets come from the
 * system's definition — the identifier, the copies, the card type and every field (pictures
 * excepted) — and each row becomes a card of the pack file or a list of problems. Pure (no
 * database): preview and import share it, so the preview shows exactly what the import writes.
 *
 * A cell is read by its field's type: an int column takes whole numbers, a bool column
 * true/false (yes/no, 1/0, x), an enum cell is matched to its value ignoring case and its
 * aliases apply (checkCardFormat stores the alias as its value). A cell that cannot be its
 * field's JSON type is a problem of the row, named by its column; a value outside the field's
 * domain (an int above max, an enum value not listed) is left to lint, as everywhere.
 */
import { checkCardFormat } from "../systems/card-format";
import { fieldKind, kindFromCsv, type KindResult } from "../systems/field-kinds";
import type { CardTypeDef, FieldDef, FieldValue, SystemDefinition } from "../systems/types";
import type { CsvTable } from "./csv";
import type { FormatIssue, SystemPackCard } from "./schema";

/** Where a column of a data-system CSV goes: `identifier`, `copies`, `type`, `field:<key>` or `ignore`. */
export type SystemCsvTarget = "identifier" | "copies" | "type" | "ignore" | `field:${string}`;

/** One choice of the mapping step: the target and what the select shows. */
export interface CsvTargetOption {
  readonly value: string;
  readonly label: string;
}

const MAX_COPIES = 999;
const FIELD_PREFIX = "field:";

/** The fields a column can fill: every field of the definition except pictures. */
function mappableFields(definition: SystemDefinition): FieldDef[] {
  return definition.fields.filter((f) => fieldKind(f.type.kind).csv);
}

/** The mapping step's choices, in the definition's order, `ignore` last. */
export function systemCsvTargets(definition: SystemDefinition): CsvTargetOption[] {
  const types = definition.cardTypes.map((t) => t.label).join(", ");
  return [
    { value: "identifier", label: "Identifier" },
    { value: "copies", label: "Copies" },
    { value: "type", label: `Card type (${types})` },
    ...mappableFields(definition).map((f) => ({ value: `${FIELD_PREFIX}${f.key}`, label: `${f.label}${kindHint(f)}` })),
    { value: "ignore", label: "Ignore this column" },
  ];
}

function kindHint(field: FieldDef): string {
  return fieldKind(field.type.kind).csvHint;
}

const squash = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, "");

const SYNONYMS: Readonly<Record<string, "identifier" | "copies" | "type">> = {
  identifier: "identifier",
  id: "identifier",
  code: "identifier",
  number: "identifier",
  copies: "copies",
  count: "copies",
  quantity: "copies",
  qty: "copies",
  type: "type",
  cardtype: "type",
  kind: "type",
};

/**
 * A first guess from the headers: identifier/copies/type and their synonyms, then a field by its
 * key or label (case, spaces, dashes and underscores ignored); anything else is ignored. Each
 * target is proposed for one column only.
 */
export function suggestSystemMapping(definition: SystemDefinition, columns: readonly string[]): Record<string, SystemCsvTarget> {
  const mapping: Record<string, SystemCsvTarget> = {};
  const used = new Set<string>();
  const byName = new Map<string, SystemCsvTarget>();
  for (const field of mappableFields(definition)) {
    byName.set(squash(field.key), `${FIELD_PREFIX}${field.key}`);
    if (!byName.has(squash(field.label))) byName.set(squash(field.label), `${FIELD_PREFIX}${field.key}`);
  }
  for (const column of columns) {
    const key = squash(column);
    const target = byName.get(key) ?? SYNONYMS[key] ?? "ignore";
    if (target !== "ignore" && !used.has(target)) {
      mapping[column] = target;
      used.add(target);
    } else mapping[column] = "ignore";
  }
  return mapping;
}

/** Problems with a mapping itself: an unknown column or target, a target filled twice, no identifier. */
export function systemMappingIssues(definition: SystemDefinition, columns: readonly string[], mapping: Readonly<Record<string, string>>): FormatIssue[] {
  const issues: FormatIssue[] = [];
  const have = new Set(columns);
  const valid = new Set(systemCsvTargets(definition).map((t) => t.value));
  const filled = new Map<string, string>();
  for (const [column, target] of Object.entries(mapping)) {
    const path = `mapping.${column}`;
    if (!have.has(column)) issues.push({ path, message: `the file has no column "${column}"` });
    if (!valid.has(target)) {
      issues.push({ path, message: `unknown target "${target}"; ${definition.name} cards have identifier, copies, type and the fields ${mappableFields(definition).map((f) => `field:${f.key}`).join(", ")}` });
      continue;
    }
    if (target === "ignore") continue;
    const other = filled.get(target);
    if (other !== undefined) issues.push({ path, message: `"${other}" already fills ${target}; map only one column to it` });
    filled.set(target, column);
  }
  if (!filled.has("identifier")) issues.push({ path: "mapping", message: "map one column to identifier: every card needs one" });
  if (!filled.has("type") && definition.cardTypes.length > 1) {
    issues.push({ path: "mapping", message: `map one column to the card type: ${definition.name} has ${definition.cardTypes.map((t) => t.label).join(", ")}` });
  }
  return issues;
}

/** One row of a data-system CSV as the card it makes or its problems. */
export interface SystemCsvRow {
  /** 1-based line in the file where the row starts. */
  readonly line: number;
  /** The identifier cell as written (trimmed), also for a row with problems; null when empty. */
  readonly identifier: string | null;
  /** The card type key the row names (also for a row with problems), or null when unknown or empty. */
  readonly type: string | null;
  /** The card this row makes, or null when it has problems. */
  readonly card: SystemPackCard | null;
  /** Every format problem of the row, `path` naming the column. */
  readonly issues: readonly FormatIssue[];
}

function findType(definition: SystemDefinition, cell: string): CardTypeDef | undefined {
  const wanted = cell.trim().toLowerCase();
  return definition.cardTypes.find((t) => t.key.toLowerCase() === wanted || t.label.toLowerCase() === wanted);
}

/** A cell as its field's JSON value, or the message saying what the cell must be (the field kind's CSV reading). */
function readCell(field: FieldDef, raw: string): KindResult {
  return kindFromCsv(field.type, raw, field.label);
}

/**
 * Turns one row into a card of `definition` (or its problems) under `mapping`. An empty cell
 * leaves its field out (it takes the field's default); a filled cell of a field the row's card
 * type does not have is a problem, as in a pack file.
 */
export function systemRowToCard(definition: SystemDefinition, columns: readonly string[], row: readonly string[], mapping: Readonly<Record<string, string>>, line: number): SystemCsvRow {
  const issues: FormatIssue[] = [];
  const fields: Record<string, FieldValue> = {};
  const fieldColumn = new Map<string, string>();
  let identifier: string | null = null;
  let copies = 1;
  let typeCell: { column: string; value: string } | null = null;
  for (const [i, column] of columns.entries()) {
    const target = mapping[column] ?? "ignore";
    const raw = row[i] ?? "";
    const cell = raw.trim();
    if (target === "identifier") identifier = cell === "" ? null : cell;
    else if (target === "copies") {
      if (cell === "") continue;
      const n = /^\d+$/.test(cell) ? Number.parseInt(cell, 10) : Number.NaN;
      if (n >= 1 && n <= MAX_COPIES) copies = n;
      else issues.push({ path: column, message: `"${cell}" is not a number of copies; write a whole number from 1 to ${MAX_COPIES}` });
    } else if (target === "type") typeCell = { column, value: cell };
    else if (target.startsWith(FIELD_PREFIX)) {
      if (cell === "") continue;
      const key = target.slice(FIELD_PREFIX.length);
      const field = definition.fields.find((f) => f.key === key);
      if (field === undefined) continue; // mappingIssues reports it
      const read = readCell(field, raw);
      if (read.ok) fields[key] = read.value;
      else issues.push({ path: column, message: read.message });
      fieldColumn.set(key, column);
    }
  }
  if (identifier === null) issues.push({ path: columns.find((c) => mapping[c] === "identifier") ?? "identifier", message: "empty; every card needs an identifier (e.g. ALT-001)" });
  const only = definition.cardTypes.length === 1 ? definition.cardTypes[0] : undefined;
  const cell = typeCell;
  const type = cell === null || cell.value === "" ? only : findType(definition, cell.value);
  if (type === undefined) {
    const names = definition.cardTypes.map((t) => t.label).join(", ");
    issues.push({ path: cell?.column ?? "type", message: cell === null || cell.value === "" ? `empty; write the card type (${names})` : `unknown card type "${cell.value}"; ${definition.name} has ${names}` });
  } else {
    const checked = checkCardFormat(definition, { type: type.key, fields });
    if (!checked.ok) {
      for (const issue of checked.issues) {
        const key = issue.path.startsWith("fields.") ? issue.path.slice("fields.".length) : "";
        issues.push({ path: fieldColumn.get(key) ?? issue.path, message: issue.message });
      }
    } else if (issues.length === 0 && identifier !== null) {
      return { line, identifier, type: type.key, card: { identifier, copies, type: type.key, fields: checked.fields }, issues };
    }
  }
  return { line, identifier, type: type?.key ?? null, card: null, issues };
}

/** Every row of the table as a card of `definition` or its problems. */
export function mapSystemCsv(definition: SystemDefinition, table: CsvTable, mapping: Readonly<Record<string, string>>): SystemCsvRow[] {
  return table.rows.map((row, i) => systemRowToCard(definition, table.columns, row, mapping, table.lines[i] ?? i + 2));
}
