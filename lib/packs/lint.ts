/**
 * `lintPack(doc)`: every diagnostic of a GOT CGS pack, card layer and deck layer together:
 * exactly the JSON of `cli lint --json` and `GET /api/packs/{id}/lint` (docs/cli.md).
 *
 * It is the one findings pipeline (lib/systems/lint/pack.ts `lintPack`, docs/lint.md) run on
 * the document's system from the registry (GOT CGS, whose pack document this is), in GOT CGS's historic rows. Pure (no I/O, no
 * framework), so the browser can run it too. Print fit (text that cannot fit its area) is
 * measured with font files, server-side only, so it comes in through the `printFit` hook: the
 * CLI and the API route pass the one from lib/systems/registry-print-fit.ts.
 */
import { summarizeFindings, type Finding } from "../systems/contract/findings";
import { fromPackRow, toPackRow } from "../systems/lint/finding-rows";
import { lintPack as lintFindings } from "../systems/lint/pack";
import { findSystem } from "../systems/registry";
import { clearCardLintMemos, eraFileCardLint, type PackTextDiagnostic as PackDiagnostic, type TextDiagnosticSummary as DiagnosticSummary } from "../systems/registry-card-lint";
import type { PackDocument } from "./schema";

/** Forgets every memoized card analysis (benchmarks measure a cold lint with it). */
export function clearLintMemo(): void {
  clearCardLintMemos();
}

/**
 * For an editor open on one card of `doc`: its (edited) text -> the deck-level findings about it,
 * the rest of the pack analysed once (the era-shaped file's system's card lint hook). The card
 * layer is not included (the editor analyses the card itself).
 */
export function deckFindingsForCard(doc: PackDocument, era: string, index: number): (text: string) => PackDiagnostic[] {
  return eraFileCardLint().deckFindingsForCard(doc, era, index);
}

/** Print-fit findings for a pack (the system's print fit, lib/systems/registry-print-fit.ts). */
export type PrintFitHook = (doc: PackDocument) => readonly PackDiagnostic[];

export interface LintPackOptions {
  /** Lint only the era deck of this name (pack-level findings are still reported). */
  readonly era?: string;
  /** Adds print-fit findings (server side); see the file comment. */
  readonly printFit?: PrintFitHook;
}

export interface PackLintResult {
  readonly diagnostics: PackDiagnostic[];
  readonly summary: DiagnosticSummary;
}

/**
 * Lints a whole pack. Never throws for a valid document; an unknown `era` name yields no era
 * (the CLI checks names first and says which exist). Diagnostics are ordered: pack findings,
 * then era by era in pack order, card by card, field by field, by position.
 */
export function lintPack(doc: PackDocument, options: LintPackOptions = {}): PackLintResult {
  const printFit = options.printFit;
  // The document's system from the registry (its pack-findings hook reads this document).
  const system = findSystem(doc.system);
  if (system === null) throw new Error(`internal: the pack document's game system "${doc.system}" is not in the registry`);
  const { findings } = lintFindings(system, { decks: [], document: doc }, {
    deck: options.era,
    printFit: printFit === undefined ? undefined : () => printFit(doc).map((d) => fromPackRow(d, "print-fit")),
  });
  return packLintResult(findings);
}

/** GOT CGS's historic result (rows in the documented key order, and the summary) of the one pipeline's findings. */
export function packLintResult(findings: readonly Finding[]): PackLintResult {
  return { diagnostics: findings.map(toPackRow) as PackDiagnostic[], summary: summarizeFindings(findings) };
}

