/**
 * GOT CGS's pack lint as the one findings pipeline's hook (`GameSystem.packFindings`,
 * lib/systems/contract/findings.ts; docs/lint.md): every card's attribute text analysed (memoized
 * across runs), the deck and pack rules, and GOT CGS's order of a pack's findings (pack, then
 * era by era in pack order, card by card, field by field, by position). lib/packs/lint.ts's
 * `lintPack(doc)` is this hook run through lib/systems/lint/pack.ts, in GOT CGS's historic rows.
 *
 * Pure (no I/O, no framework), so the browser runs it too. Print fit, measured with font files,
 * is the registry's Node-only half (lib/systems/registry-print-fit.ts).
 */
import type { Finding, FindingSource, PackFindingsHook } from "../contract/findings";
import { analyze } from "./attributes/analyze";
import { deckEra, runDeckRules, type DeckCard, type DeckEra } from "./attributes/deck";
import type { PackDiagnostic } from "./attributes/diagnostics";
import { nameTable } from "./attributes/names";
import type { GotCgsCard, GotCgsPackDocument } from "./pack-document";
import { fromPackRow } from "../lint/finding-rows";

type Analysis = ReturnType<typeof analyze>;
type Format = GotCgsCard["format"];

/** A GOT CGS diagnostic as the one `Finding` (its shape is the neutral positioned row). */
export function findingOf(d: PackDiagnostic, source: FindingSource): Finding {
  return fromPackRow(d, source);
}

/**
 * Analyses of card texts, reused across lint runs: the app lints a pack after every edit, and
 * all but the edited card are unchanged. Analyses are immutable (nothing downstream mutates an
 * AST, a model or a diagnostic), so sharing them is safe. Keyed by the pack context (aliases,
 * affiliations), then by the text itself (no key is built per card: the texts of a stored pack
 * are the same strings from run to run, so their hashes are computed once). When it grows past
 * MEMO_SIZE analyses it starts over.
 */
const MEMO_SIZE = 5_000;
const memo = new Map<string, Map<string, Partial<Record<Format, Analysis>>>>();
let memoSize = 0;

function memoizedAnalysis(text: string, format: Format, contextKey: string, aliases: GotCgsPackDocument["pack"]["aliases"], affiliations: readonly string[] | undefined): Analysis {
  let byText = memo.get(contextKey);
  if (byText === undefined) {
    byText = new Map();
    memo.set(contextKey, byText);
  }
  let byFormat = byText.get(text);
  const hit = byFormat?.[format];
  if (hit !== undefined) return hit;
  const analysis = analyze(text, { aliases, format, affiliations });
  if (memoSize >= MEMO_SIZE) clearLintMemo();
  byText = memo.get(contextKey) ?? new Map();
  memo.set(contextKey, byText);
  byFormat = byText.get(text) ?? {};
  byFormat[format] = analysis;
  byText.set(text, byFormat);
  memoSize++;
  return analysis;
}

/** Forgets every memoized card analysis (benchmarks measure a cold lint with it). */
export function clearLintMemo(): void {
  memo.clear();
  memoSize = 0;
}

type AnalysisSink = (era: string, card: GotCgsCard, analysis: Analysis) => void;

/** Every card analysed once (or reused from an earlier run), grouped into deck eras. */
function analyzeEras(doc: GotCgsPackDocument, sink?: AnalysisSink): DeckEra[] {
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

function deckInput(doc: GotCgsPackDocument, eras: readonly DeckEra[], allEras: readonly DeckEra[]) {
  return { doc, eras, allEras, names: nameTable(doc.pack.aliases), players: doc.pack.instructions.players ?? 2 };
}

/** The card layer (every attribute text's analysis) and the deck layer of a pack, or of one era deck (pack findings always). */
export function lintGotCgsDocument(doc: GotCgsPackDocument, era?: string): Finding[] {
  const out: Finding[] = [];
  const allEras = analyzeEras(doc, (eraName, card, analysis) => {
    if (era !== undefined && era !== eraName) return;
    for (const d of analysis.diagnostics) out.push(findingOf({ ...d, era: eraName, identifier: card.identifier, field: "attributes" }, "system"));
  });
  const eras = era === undefined ? allEras : allEras.filter((e) => e.name === era);
  for (const d of runDeckRules(deckInput(doc, eras, allEras))) out.push(findingOf(d, "system"));
  return out;
}

/**
 * For an editor open on one card: a function from that card's (edited) attribute text to the
 * deck-level findings about its attributes (a misspelt custom name, a condition nothing
 * fulfils...), with the rest of the pack analysed once up front. The card layer is not included
 * (the editor runs `analyze` itself). `era` and `index` locate the card in `doc`; an unknown
 * place gives a function that returns []. Each call costs one card analysis plus the deck rules.
 */
export function deckFindingsForCard(doc: GotCgsPackDocument, era: string, index: number): (text: string) => PackDiagnostic[] {
  const allEras = analyzeEras(doc);
  const eraIndex = allEras.findIndex((e) => e.name === era);
  const target = allEras[eraIndex]?.cards[index];
  if (target === undefined) return () => [];
  const affiliations = doc.pack.instructions.affiliations;
  return (text: string) => {
    const card = { ...target.card, attributes: text };
    const analysis = analyze(text, { aliases: doc.pack.aliases, format: card.format, affiliations, lint: false });
    const edited: DeckCard = { ...target, card, ast: analysis.ast, model: analysis.model };
    const eraNow = deckEra(era, (allEras[eraIndex] as DeckEra).cards.map((c, i) => (i === index ? edited : c)));
    const eras = allEras.map((e, i) => (i === eraIndex ? eraNow : e));
    return runDeckRules(deckInput(doc, [eraNow], eras)).filter((d) => d.era === era && d.identifier === card.identifier && d.field === "attributes");
  };
}

const FIELD_ORDER: Readonly<Record<string, number>> = { pack: 0, era: 1, card: 2, identifier: 3, attributes: 4, directive: 5, lore: 6 };

/** What a finding is sorted by: its deck, card, field and position. */
interface Sortable {
  readonly deck: string | null;
  readonly identifier: string | null;
  readonly field: string | null;
  readonly line: number;
  readonly column: number;
}

/**
 * Sorts in place in GOT CGS's order: pack findings, then era by era in pack order, card by card
 * (first place of an identifier), field by field, by position; ties keep their order.
 */
export function sortGotCgsFindings<T>(list: T[], doc: GotCgsPackDocument, key: (item: T) => Sortable): void {
  const eraOrder = new Map(doc.eras.map((e, i) => [e.name, i]));
  const cardOrder = new Map<string, number>();
  doc.eras.forEach((era) => era.cards.forEach((card, i) => cardOrder.set(`${era.name}\u0000${card.identifier}`, cardOrder.get(`${era.name}\u0000${card.identifier}`) ?? i)));
  const rank = (item: T): number[] => {
    const d = key(item);
    return [
      d.deck === null ? -1 : (eraOrder.get(d.deck) ?? 1e9),
      d.identifier === null ? -1 : (cardOrder.get(`${d.deck}\u0000${d.identifier}`) ?? 1e9),
      FIELD_ORDER[d.field ?? "card"] ?? 1e9,
      d.line,
      d.column,
    ];
  };
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

const positionOf = (f: Finding): Sortable => ({ deck: f.deck, identifier: f.identifier, field: f.field, line: f.range?.line ?? 0, column: f.range?.column ?? 0 });

/** The hook the registry hands out on GOT CGS's `GameSystem`; the document is GOT CGS's `PackDocument`. */
export const GOT_CGS_PACK_FINDINGS: PackFindingsHook = {
  lint: (document, options) => lintGotCgsDocument(document as GotCgsPackDocument, options.deck),
  order: (findings, document) => sortGotCgsFindings(findings, document as GotCgsPackDocument, positionOf),
  // duplicate-identifier (CGS-210) checks every era of the pack.
  checksIdentifiers: true,
};
