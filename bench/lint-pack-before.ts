/**
 * The GOT CGS pack lint as it was before the one findings pipeline (lib/packs/lint.ts at
 * 9067cdf, its own analysis memo, deck input, sort and rows), kept only so that
 * bench/lint-pack.bench.ts can time the old and the new side by side in one run and check that
 * they give the same JSON. Not used by the app, the CLI or any test.
 */
import { analyze } from "../lib/systems/got-cgs/attributes/analyze";
import { deckEra, runDeckRules, type DeckCard, type DeckEra } from "../lib/systems/got-cgs/attributes/deck";
import { summarize, type DiagnosticField, type DiagnosticSummary, type PackDiagnostic } from "../lib/systems/got-cgs/attributes/diagnostics";
import { nameTable } from "../lib/systems/got-cgs/attributes/names";
import type { PackCard, PackDocument } from "../lib/packs/schema";

/** Print-fit findings for a pack (lib/systems/got-cgs/print/fit.ts `printFitDiagnostics`). */
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

const FIELD_ORDER: Readonly<Record<DiagnosticField, number>> = { pack: 0, era: 1, card: 2, identifier: 3, attributes: 4, directive: 5, lore: 6 };

/**
 * Lints a whole pack. Never throws for a valid document; an unknown `era` name yields no era
 * (the CLI checks names first and says which exist). Diagnostics are ordered: pack findings,
 * then era by era in pack order, card by card, field by field, by position.
 */
export function lintPackBefore(doc: PackDocument, options: LintPackOptions = {}): PackLintResult {
  const diagnostics: PackDiagnostic[] = [];
  const allEras = analyzeEras(doc, (era, card, analysis) => {
    if (options.era !== undefined && options.era !== era) return;
    for (const d of analysis.diagnostics) diagnostics.push({ ...d, era, identifier: card.identifier, field: "attributes" });
  });
  const eras = options.era === undefined ? allEras : allEras.filter((e) => e.name === options.era);
  diagnostics.push(...runDeckRules(deckInput(doc, eras, allEras)));
  if (options.printFit !== undefined) {
    const fit = options.printFit(doc);
    diagnostics.push(...(options.era === undefined ? fit : fit.filter((d) => d.era === null || d.era === options.era)));
  }
  sortPackDiagnostics(diagnostics, doc);
  return { diagnostics: diagnostics.map(row), summary: summarize(diagnostics) };
}

type AnalysisSink = (era: string, card: PackCard, analysis: Analysis) => void;

type Analysis = ReturnType<typeof analyze>;

/**
 * Analyses of card texts, reused across lint runs: the app lints a pack after every edit, and
 * all but the edited card are unchanged. Analyses are immutable (nothing downstream mutates an
 * AST, a model or a diagnostic), so sharing them is safe. Keyed by the pack context (aliases,
 * affiliations), then by the text itself (no key is built per card: the texts of a stored pack
 * are the same strings from run to run, so their hashes are computed once). When it grows past
 * MEMO_SIZE analyses it starts over.
 */
const MEMO_SIZE = 5_000;
const memo = new Map<string, Map<string, Partial<Record<PackCard["format"], Analysis>>>>();
let memoSize = 0;

function memoizedAnalysis(text: string, format: PackCard["format"], contextKey: string, aliases: PackDocument["pack"]["aliases"], affiliations: readonly string[] | undefined): Analysis {
  let byText = memo.get(contextKey);
  if (byText === undefined) {
    byText = new Map();
    memo.set(contextKey, byText);
  }
  let byFormat = byText.get(text);
  const hit = byFormat?.[format];
  if (hit !== undefined) return hit;
  const analysis = analyze(text, { aliases, format, affiliations });
  if (memoSize >= MEMO_SIZE) clearLintMemoBefore();
  byText = memo.get(contextKey) ?? new Map();
  memo.set(contextKey, byText);
  byFormat = byText.get(text) ?? {};
  byFormat[format] = analysis;
  byText.set(text, byFormat);
  memoSize++;
  return analysis;
}

/** Forgets every memoized card analysis (benchmarks measure a cold lint with it). */
export function clearLintMemoBefore(): void {
  memo.clear();
  memoSize = 0;
}

/** Every card analysed once (or reused from an earlier run), grouped into deck eras. */
function analyzeEras(doc: PackDocument, sink?: AnalysisSink): DeckEra[] {
  const affiliations = doc.pack.instructions.affiliations;
  const contextKey = JSON.stringify([doc.pack.aliases, affiliations ?? null]);
  return doc.eras.map((era) => {
    const cards: DeckCard[] = era.cards.map((card, index) => {
      const analysis = memoizedAnalysis(card.attributes, card.format, contextKey, doc.pack.aliases, affiliations);
      sink?.(era.name, card, analysis);
      return { era: era.name, card, ast: analysis.ast, model: analysis.model, index };
    });
    return deckEra(era.name, cards);
  });
}

function deckInput(doc: PackDocument, eras: readonly DeckEra[], allEras: readonly DeckEra[]) {
  return { doc, eras, allEras, names: nameTable(doc.pack.aliases), players: doc.pack.instructions.players ?? 2 };
}

/** The documented key order, with `fixes` always present (an empty list when there is none). */
function row(d: PackDiagnostic): PackDiagnostic {
  return {
    era: d.era,
    identifier: d.identifier,
    field: d.field,
    code: d.code,
    severity: d.severity,
    message: d.message,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    fixes: d.fixes ?? [],
  };
}

/** Sorts in place in the order {@link lintPackBefore} documents. */
export function sortPackDiagnostics(list: PackDiagnostic[], doc: PackDocument): void {
  const eraOrder = new Map(doc.eras.map((e, i) => [e.name, i]));
  const cardOrder = new Map<string, number>();
  doc.eras.forEach((era) => era.cards.forEach((card, i) => cardOrder.set(`${era.name}\u0000${card.identifier}`, cardOrder.get(`${era.name}\u0000${card.identifier}`) ?? i)));
  const rank = (d: PackDiagnostic): number[] => [
    d.era === null ? -1 : (eraOrder.get(d.era) ?? 1e9),
    d.identifier === null ? -1 : (cardOrder.get(`${d.era}\u0000${d.identifier}`) ?? 1e9),
    FIELD_ORDER[d.field],
    d.line,
    d.column,
  ];
  const keyed = list.map((d, i) => ({ d, k: rank(d), i }));
  keyed.sort((a, b) => {
    for (let j = 0; j < a.k.length; j++) {
      const diff = (a.k[j] as number) - (b.k[j] as number);
      if (diff !== 0) return diff;
    }
    return a.i - b.i;
  });
  keyed.forEach((x, i) => (list[i] = x.d));
}
