/**
 * The one finding type of every check of a pack (docs/lint.md): a definition's field types and
 * card and deck rules, a system's own lint hooks (GOT CGS's attribute text), print fit (text that
 * does not fit its region) and preflight (what is worth knowing before printing). `lintPack`
 * (lib/systems/lint/pack.ts) returns it; the historic output rows (GOT CGS's `PackDiagnostic` of
 * `cli lint --json` and `GET /api/packs/{id}/lint`, a data system's `SystemFinding`, the print
 * dialog's preflight item) are made from it at the edges, byte for byte as before.
 *
 * Imports nothing: the contract is the lowest layer.
 */

export type FindingSeverity = "error" | "warning" | "info";

/** Which check found it. */
export type FindingSource = "rules" | "system" | "print-fit" | "preflight";

/** Replace the text between (line, column) and (endLine, endColumn), 1-based, end exclusive. */
export interface FindingEdit {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly newText: string;
}

/** A mechanical fix an editor can offer ("Replace with AdventureCosts"). */
export interface FindingFix {
  readonly title: string;
  readonly edits: readonly FindingEdit[];
}

/** Where in a field's text (1-based lines and columns, the end exclusive). */
export interface FindingRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface Finding {
  /** Stable kebab-case code, explained with a bad and a good example on /rules. */
  readonly code: string;
  readonly severity: FindingSeverity;
  /** Says how to fix it. */
  readonly message: string;
  /** The deck (GOT CGS: era deck); null for a finding about the whole pack. */
  readonly deck: string | null;
  /** The card; null for a finding about a whole deck or pack. */
  readonly identifier: string | null;
  /**
   * The field key the finding is about, "$type" / "$copies" for a data system's card, or the
   * system's own word for a whole ("card", "era", "pack" in GOT CGS); null when none is named.
   */
  readonly field: string | null;
  /** Within the field's text, when the check knows where. */
  readonly range?: FindingRange;
  readonly fixes?: readonly FindingFix[];
  /** How many problems this one finding stands for, when more than one (preflight: "GEN-001 has 2 lint errors"). */
  readonly count?: number;
  readonly source: FindingSource;
}

export interface FindingSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

/** Counts findings by severity. */
export function summarizeFindings(findings: readonly Pick<Finding, "severity">[]): FindingSummary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const f of findings) {
    if (f.severity === "error") errors++;
    else if (f.severity === "warning") warnings++;
    else infos++;
  }
  return { errors, warnings, infos };
}

/**
 * A system's own pack lint (GOT CGS: its attribute analyser and deck rules over its pack
 * document), handed out by the registry on the `GameSystem`. Neutral code calls it through
 * `lintPack` and never imports it. A system's print fit measured with font files is Node-only, so
 * it is not here but in the registry's Node-only half (lib/systems/registry-print-fit.ts).
 */
export interface PackFindingsHook {
  /** Every finding of the system's own checks on its pack document (only `deck` when given; pack-wide findings always). */
  readonly lint: (document: unknown, options: { readonly deck?: string }) => readonly Finding[];
  /** The system's order of a pack's findings (all sources together); absent: as found. */
  readonly order?: (findings: Finding[], document: unknown) => void;
  /**
   * True when `lint` reports an identifier used twice itself (GOT CGS's duplicate-identifier,
   * CGS-210, over the whole pack): the pipeline's own check (lib/systems/lint/identifiers.ts) is
   * then not run, so the designer is not told twice.
   */
  readonly checksIdentifiers?: boolean;
}
