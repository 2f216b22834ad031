/**
 * The historic rows, made from the one `Finding` (../contract/findings.ts) at the edges, so
 * that every output stays byte for byte what it was (docs/lint.md):
 * - a data system's `SystemFinding` (the rules' own shape, the CLI's data-system rows);
 * - GOT CGS's pack row (`cli lint --json`, `GET /api/packs/{id}/lint`): era, identifier, field,
 *   code, severity, message, line, column, endLine, endColumn, fixes, in that key order;
 * - the print dialog's preflight item (lib/print/preflight.ts `PreflightItem`), structurally.
 */
import type { Finding, FindingFix, FindingSeverity, FindingSource } from "../contract/findings";
import type { SystemFinding } from "../types";

/** A finding as a `SystemFinding` (keys absent rather than null; an info reads as a warning). */
export function toSystemFinding(f: Finding): SystemFinding {
  return {
    code: f.code,
    severity: f.severity === "error" ? "error" : "warning",
    message: f.message,
    ...(f.identifier !== null ? { identifier: f.identifier } : {}),
    ...(f.field !== null ? { field: f.field } : {}),
    ...(f.deck !== null ? { deck: f.deck } : {}),
  };
}

/** GOT CGS's pack row (its `PackDiagnostic`), as the CLI and the API print it. */
export interface PackRow {
  readonly era: string | null;
  readonly identifier: string | null;
  readonly field: string;
  readonly code: string;
  readonly severity: FindingSeverity;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly fixes: readonly FindingFix[];
}

/** A positioned row (GOT CGS's `PackDiagnostic`, or anything of its shape) as a `Finding`. */
export function fromPackRow(d: Omit<PackRow, "fixes"> & { readonly fixes?: readonly FindingFix[] }, source: FindingSource): Finding {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    deck: d.era,
    identifier: d.identifier,
    field: d.field,
    range: { line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn },
    ...(d.fixes !== undefined ? { fixes: d.fixes } : {}),
    source,
  };
}

/** The pack row of a finding, in the documented key order, `fixes` always present. A finding without a range sits at 1:1. */
export function toPackRow(f: Finding): PackRow {
  const r = f.range ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
  return {
    era: f.deck,
    identifier: f.identifier,
    field: f.field ?? "card",
    code: f.code,
    severity: f.severity,
    message: f.message,
    line: r.line,
    column: r.column,
    endLine: r.endLine,
    endColumn: r.endColumn,
    fixes: f.fixes ?? [],
  };
}

/** A preflight item's shape (lib/print/preflight.ts `PreflightItem`, whose codes are lib/print's). */
export interface PreflightRow<C extends string = string> {
  readonly code: C;
  readonly severity: FindingSeverity;
  readonly message: string;
  readonly era: string | null;
  readonly identifier: string | null;
  readonly count?: number;
}

/** A preflight item as a `Finding`. */
export function fromPreflightRow(item: PreflightRow): Finding {
  return {
    code: item.code,
    severity: item.severity,
    message: item.message,
    deck: item.era,
    identifier: item.identifier,
    field: null,
    ...(item.count !== undefined ? { count: item.count } : {}),
    source: "preflight",
  };
}

/** A preflight finding back as the item the print dialog lists (same keys, same order as lib/print makes them). */
export function toPreflightRow<C extends string>(f: Finding & { readonly code: C }): PreflightRow<C> {
  return { code: f.code, severity: f.severity, message: f.message, era: f.deck, identifier: f.identifier, ...(f.count !== undefined ? { count: f.count } : {}) };
}
