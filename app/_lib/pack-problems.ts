/**
 * Every lint finding of a pack, tied to the card it is about (so the Problems panel can open
 * the card at the spot), and each card's meaning for the pages.
 *
 * Findings are the one pipeline's (lib/systems/lint/pack.ts `lintPack`: the system's card, deck
 * and pack layers) plus the system's print fit (text that does not fit its area, the registry's
 * lib/systems/registry-print-fit.ts), on the pack document export builds
 * (lib/server/export-pack.ts `buildPackDocument`, pictures named but not read). Results are kept
 * and reused while the document is unchanged: the pack header's error count, the era table and
 * the Problems tab all read them on every load.
 *
 * A finding names its card by era and identifier; when several cards of an era share an
 * identifier (itself reported), the finding opens the first of them.
 *
 * A pack of a system with the generated pages (app/_lib/data-system.ts) has no attribute text:
 * its problems are its system's lint (app/_lib/system-findings.ts), in the same rows.
 */
import { createHash } from "node:crypto";
import { cache } from "react";
import { packLintResult } from "@/lib/packs/lint";
import { isSystemPack, type PackDocument } from "@/lib/packs/schema";
import { summarizeFindings, type Finding } from "@/lib/systems/contract/findings";
import { lintPack } from "@/lib/systems/lint/pack";
import { findSystem } from "@/lib/systems/registry";
import { cardTextLint, eraFileCardLint, type PackTextDiagnostic as PackDiagnostic, type TextAliases as AliasTable, type TextDiagnostic as Diagnostic, type TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint";
import { packPrintFit } from "@/lib/systems/registry-print-fit";
import { validationError } from "@/lib/server/errors";
import { buildPackDocument } from "@/lib/server/export-pack";
import type { CardDto, EraCards } from "@/lib/server/types";
import { aliasTable } from "./card-meaning";
import { generatedPagesSystem } from "./data-system";
import { loadEraCards, loadPack } from "./loaders";
import { loadSystemFindings, type DeckFinding } from "./system-findings";

export interface PackProblem extends Diagnostic {
  /** The field's key, or the system's word for a whole ("card", "era", "pack"). */
  readonly field: string;
  readonly eraId: string | null;
  readonly eraName: string | null;
  readonly cardId: string | null;
  readonly identifier: string | null;
  /**
   * A finding of a system whose cards have no text of its own language: the field of the
   * definition it is about ("$type", "$copies" or a field key), or null for a whole card or deck.
   * Such a finding has no place in a text (line and column are 1:1). Absent for GOT CGS.
   */
  readonly systemField?: string | null;
}

/**
 * One card's meaning and findings, from one pass of the era-shaped file's system's "lint one
 * card" hook: its meaning (opaque here; the era table's rows read its cells through the same
 * hook) and the card's kind in the system's words ("Adventure").
 */
export interface CardAnalysis {
  readonly model: unknown;
  readonly kind: string | null;
  readonly diagnostics: readonly Diagnostic[];
}

/** Least-recently-used memo: `get` refreshes an entry, `set` evicts the oldest past `max`. */
class Memo<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: V): V {
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    return value;
  }
}

const ANALYSES = new Memo<CardAnalysis>(20_000);
const FITS = new Memo<readonly Finding[]>(20_000);
const LINTS = new Memo<readonly PackProblem[]>(50);
const USAGES = new Memo<Record<string, number>>(50);

/** The card's meaning and findings (card layer); shared, never mutate the result. */
export function analyzeCard(card: Pick<CardDto, "attributes" | "format">, aliases: AliasTable): CardAnalysis {
  const key = `${card.format}\u0000${JSON.stringify(aliases)}\u0000${card.attributes}`;
  const hit = ANALYSES.get(key);
  if (hit) return hit;
  const { model, kind, diagnostics } = eraFileCardLint().analyze(card.attributes, { aliases, format: card.format });
  return ANALYSES.set(key, { model, kind, diagnostics });
}

/**
 * The system's print fit card by card (each card measured as a one-card document of its era),
 * each kept while its card and the aliases are unchanged.
 */
function cardByCardFit(fit: (document: unknown) => readonly Finding[]): (doc: PackDocument) => Finding[] {
  return (doc) => {
    const out: Finding[] = [];
    const aliases = JSON.stringify(doc.pack.aliases);
    for (const era of doc.eras) {
      for (const card of era.cards) {
        const key = `${aliases}\u0000${JSON.stringify(card)}`;
        const found = FITS.get(key) ?? FITS.set(key, fit({ ...doc, eras: [{ name: era.name, cards: [card] }] }));
        for (const f of found) out.push({ ...f, deck: era.name });
      }
    }
    return out;
  };
}

/** Ties each finding to its era and card ids. */
function locate(diagnostics: readonly PackDiagnostic[], eras: readonly EraCards[]): PackProblem[] {
  const eraByName = new Map(eras.map((e) => [e.era.name, e]));
  const cardIds = new Map<string, string>();
  for (const { era, cards } of eras) {
    for (const card of cards) {
      const key = `${era.name}\u0000${card.identifier}`;
      if (!cardIds.has(key)) cardIds.set(key, card.id);
    }
  }
  return diagnostics.map((d) => {
    const era = d.era === null ? undefined : eraByName.get(d.era);
    const cardId = d.era !== null && d.identifier !== null ? (cardIds.get(`${d.era}\u0000${d.identifier}`) ?? null) : null;
    const { era: eraName, ...rest } = d;
    return { ...rest, eraName, eraId: era?.era.id ?? null, cardId };
  });
}

/** The pack as a document without pictures, and its eras' cards (once per request). */
export const loadPackDocument = cache(async (packId: string): Promise<{ doc: PackDocument; eras: readonly EraCards[] }> => {
  const pack = await loadPack(packId);
  // The document comes from the one builder export uses (pictures named, not read), so lint
  // here sees exactly what an exported file holds; the eras give the card ids findings open.
  const [eras, doc] = await Promise.all([Promise.all(pack.eras.map((era) => loadEraCards(packId, era.id))), buildPackDocument(packId, { pictures: "omit" })]);
  if (isSystemPack(doc)) throw validationError([{ path: "id", message: `this is a ${doc.system} pack: its problems are its system's lint` }], "Not a GOT CGS pack");
  return { doc, eras };
});

/** Every finding of the pack (lintPack's order: pack, then era by era, card by card). */
export const loadPackProblems = cache(async (packId: string): Promise<readonly PackProblem[]> => {
  // A pack of a system with the generated pages: its system's lint (card and deck rules).
  const definition = await generatedPagesSystem((await loadPack(packId)).system);
  if (definition !== null) return (await loadSystemFindings(packId, definition)).map(systemProblem);
  const { doc, eras } = await loadPackDocument(packId);
  const key = `${packId}\u0000${createHash("sha1").update(JSON.stringify(doc)).digest("hex")}`;
  const hit = LINTS.get(key);
  if (hit) return hit;
  // The one pipeline on the document's system from the registry, with that system's print fit.
  const system = findSystem(doc.system);
  if (system === null) throw validationError([{ path: "id", message: `this pack's game system "${doc.system}" is not known to this Greenhouse` }], "Unknown game system");
  const fit = await packPrintFit(system);
  const byCard = fit === null ? null : cardByCardFit(fit);
  const { findings } = lintPack(system, { decks: [], document: doc }, byCard === null ? {} : { printFit: () => byCard(doc) });
  const { diagnostics } = packLintResult(findings);
  return LINTS.set(key, locate(diagnostics, eras));
});

/** A data system's finding as a pack problem (whole card or whole deck: no line or column). */
function systemProblem(f: DeckFinding): PackProblem {
  return {
    code: f.code,
    severity: f.severity,
    message: f.message,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    field: f.identifier === undefined ? "era" : "card",
    eraId: f.deckId,
    eraName: f.deck ?? null,
    cardId: f.cardId,
    identifier: f.identifier ?? null,
    systemField: f.field ?? null,
  };
}

/** The pack's custom names and how often each is used (for completion), kept while unchanged. */
export const loadCustomNames = cache(async (packId: string): Promise<Record<string, number>> => {
  const pack = await loadPack(packId);
  const eras = await Promise.all(pack.eras.map((era) => loadEraCards(packId, era.id)));
  const aliases = aliasTable(pack.aliases);
  const texts = eras.flatMap((e) => e.cards.map((c) => c.attributes));
  const key = createHash("sha1").update(JSON.stringify([aliases, texts])).digest("hex");
  // The pack's system's "lint one card" hook counts its language's custom names (none: the era-shaped file's, as before).
  const hook = cardTextLint(pack.system) ?? eraFileCardLint();
  return USAGES.get(key) ?? USAGES.set(key, hook.nameUsage(texts, aliases));
});

/** Counts by severity. */
export function problemSummary(problems: readonly Pick<Diagnostic, "severity">[]): DiagnosticSummary {
  return summarizeFindings(problems);
}

/** Counts by severity for each card id. */
export function problemsByCard(problems: readonly PackProblem[]): Map<string, DiagnosticSummary> {
  const lists = new Map<string, PackProblem[]>();
  for (const p of problems) if (p.cardId) lists.set(p.cardId, [...(lists.get(p.cardId) ?? []), p]);
  return new Map([...lists].map(([id, list]) => [id, summarizeFindings(list)]));
}

/** The editor link that opens a finding's card with the cursor at the spot (1-based), or its deck. */
export function problemHref(packId: string, p: PackProblem): string | null {
  if (!p.cardId || !p.eraId) return p.eraId ? `/packs/${packId}/eras/${p.eraId}` : null;
  // A data system's finding is about a whole field: its card's form opens with the cursor in that
  // field (`?field=handCost`, `$type`, `$copies`), or at the top for a finding on the whole card.
  if (p.systemField !== undefined) {
    const base = `/packs/${packId}/eras/${p.eraId}/cards/${p.cardId}`;
    return p.systemField === null ? base : `${base}?${new URLSearchParams({ field: p.systemField }).toString()}`;
  }
  const spot = new URLSearchParams({ field: p.field, line: String(p.line), column: String(p.column) });
  return `/packs/${packId}/eras/${p.eraId}/cards/${p.cardId}?${spot.toString()}`;
}
