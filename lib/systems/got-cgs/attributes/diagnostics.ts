/**
 * Diagnostics: what every check of the attribute language, the deck and print reports
 * (docs/attributes.md "What Greenhouse checks"). Lines and columns are 1-based, the end exclusive, within the text of the
 * field they concern.
 */

export type Severity = "error" | "warning" | "info";

/** Replace the text between (line, column) and (endLine, endColumn) with `newText`. */
export interface TextEdit {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly newText: string;
}

/** A mechanical fix the editor offers as a quick fix ("Replace with AdventureCosts"). */
export interface Fix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
}

export interface Diagnostic {
  /** Stable kebab-case code, documented with a bad and a good example (`unknown-category`). */
  readonly code: string;
  readonly severity: Severity;
  /** Says how to fix it ("did you mean AdventureCosts?"). */
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly fixes?: readonly Fix[];
}

/** Which text of a card (or which whole) a pack-level finding is about. */
export type DiagnosticField = "attributes" | "directive" | "lore" | "identifier" | "card" | "era" | "pack";

/**
 * A finding within a pack: the `cli lint --json` and `GET /api/packs/{id}/lint` row.
 * `identifier` and `era` are null for findings about the whole pack; `identifier` is null for
 * findings about a whole era.
 */
export interface PackDiagnostic extends Diagnostic {
  readonly era: string | null;
  readonly identifier: string | null;
  readonly field: DiagnosticField;
}

export interface DiagnosticSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

/** Counts diagnostics by severity. */
export function summarize(diagnostics: readonly Pick<Diagnostic, "severity">[]): DiagnosticSummary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === "error") errors++;
    else if (d.severity === "warning") warnings++;
    else infos++;
  }
  return { errors, warnings, infos };
}
