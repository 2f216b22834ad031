/**
 * Every lint finding of a pack, tied to the card it is about (so the Problems panel can open the
 * card at the spot), and the per-card counts the era table shows.
 *
 * Today the findings are the card layer of LANG's linter (`analyze`: syntax and one-card rules)
 * run on every card. TODO(ui): when `lintPack` (lib/packs/lint.ts) lands, take its findings
 * instead, which add the deck and pack layers (mapped back to cards by era name + identifier).
 */
import { cache } from "react";
import { analyze } from "@/lib/attributes/analyze";
import { summarize, type Diagnostic, type DiagnosticField, type DiagnosticSummary } from "@/lib/attributes/diagnostics";
import type { AliasTable, CardModel } from "@/lib/attributes/model";
import type { CardDto, PackDetail } from "@/lib/server/types";
import { aliasTable } from "./card-meaning";
import { loadEraCards, loadPack } from "./loaders";

export interface PackProblem extends Diagnostic {
  readonly field: DiagnosticField;
  readonly eraId: string | null;
  readonly eraName: string | null;
  readonly cardId: string | null;
  readonly identifier: string | null;
}

/** One card's meaning and findings, from one pass of the analyser. */
export interface CardAnalysis {
  readonly model: CardModel;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Analyses are kept (least recently used first out) because card texts change rarely and the
 * era table, the pack header's error count and the Problems tab read every card of a pack on
 * every load. The key holds everything the result depends on: text, format and aliases.
 */
const ANALYSES = new Map<string, CardAnalysis>();
const MAX_ANALYSES = 20_000;

/** The card's meaning and findings; the result is shared, never mutate it. */
export function analyzeCard(card: Pick<CardDto, "attributes" | "format">, aliases: AliasTable): CardAnalysis {
  const key = `${card.format}\u0000${JSON.stringify(aliases)}\u0000${card.attributes}`;
  const hit = ANALYSES.get(key);
  if (hit) {
    ANALYSES.delete(key);
    ANALYSES.set(key, hit);
    return hit;
  }
  const { model, diagnostics } = analyze(card.attributes, { aliases, format: card.format });
  const analysis = { model, diagnostics };
  ANALYSES.set(key, analysis);
  if (ANALYSES.size > MAX_ANALYSES) {
    const oldest = ANALYSES.keys().next().value;
    if (oldest !== undefined) ANALYSES.delete(oldest);
  }
  return analysis;
}

/** The findings of every card of the pack, in era then deck order. */
export const loadPackProblems = cache(async (packId: string): Promise<PackProblem[]> => {
  const pack: PackDetail = await loadPack(packId);
  const aliases = aliasTable(pack.aliases);
  const eras = await Promise.all(pack.eras.map((era) => loadEraCards(era.id)));
  const problems: PackProblem[] = [];
  for (const { era, cards } of eras) {
    for (const card of cards) {
      for (const d of analyzeCard(card, aliases).diagnostics) {
        problems.push({ ...d, field: "attributes", eraId: era.id, eraName: era.name, cardId: card.id, identifier: card.identifier });
      }
    }
  }
  return problems;
});

/** Counts by severity. */
export function problemSummary(problems: readonly Pick<Diagnostic, "severity">[]): DiagnosticSummary {
  return summarize(problems);
}

/** The editor link that opens a finding's card with the cursor at the spot (1-based). */
export function problemHref(packId: string, p: PackProblem): string | null {
  if (!p.cardId || !p.eraId) return p.eraId ? `/packs/${packId}/eras/${p.eraId}` : null;
  const spot = new URLSearchParams({ field: p.field, line: String(p.line), column: String(p.column) });
  return `/packs/${packId}/eras/${p.eraId}/cards/${p.cardId}?${spot.toString()}`;
}
