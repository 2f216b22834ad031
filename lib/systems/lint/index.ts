/**
 * Lint of any game system from its definition (docs/systems.md): pure, no framework.
 *
 * - `lintCard`: one card's domain findings (from the field types), its card rules, and the
 *   system's own `lintCard` hook when it has one (GOT CGS: the attribute analyser).
 * - `lintDeck`: one deck's deck rules (copies counted). Card findings are not repeated here.
 * - `lintPack`: every card of every deck (`lintCard`, with the deck's name) plus every deck's rules
 *   (the `SystemFinding` view of ./pack.ts's `lintPack`, the one pipeline that also runs print
 *   fit and preflight and returns `Finding`s).
 *
 * Every function takes a `GameSystem` (from lib/systems/registry.ts) or a bare
 * `SystemDefinition` (a data system, or a definition being written). Findings come in a stable
 * order: per card, domain findings first, then unknown `:symbol:` names (lint/symbols.ts), then card rules in the definition's order, then the hook.
 */
import type { GameSystem, SystemCard, SystemDefinition, SystemFinding } from "../types";
import { toSystemFinding } from "./finding-rows";
import { cardFindings, deckFindings, lintPack as lintAll, type LintDeckInput } from "./pack";

export { FIELD_CHECKS, FIELD_CODES, type FieldCode } from "./card-fields";
export { fillMessage } from "./rules";
export { SYMBOL_UNKNOWN_CODE } from "./symbols";

export type LintSystem = GameSystem | SystemDefinition;

/** One deck as lint reads it: its name and its cards. */
export type { LintDeckInput } from "./pack";

/** The findings of one card (never throws; an unknown type is a `card-type` finding). */
export function lintCard(system: LintSystem, card: SystemCard): SystemFinding[] {
  return cardFindings(system, card).map(toSystemFinding);
}

/** The deck rules' findings on one deck; each carries `deck: deckName`. */
export function lintDeck(system: LintSystem, deckName: string, cards: readonly SystemCard[]): SystemFinding[] {
  return deckFindings(system, { name: deckName, cards }).map(toSystemFinding);
}

/**
 * Every card's findings (with its deck's name) and every deck's rules, deck by deck, as
 * `SystemFinding`s: the rules-and-hooks part of the one pipeline (./pack.ts `lintPack`).
 */
export function lintPack(system: LintSystem, decks: readonly LintDeckInput[]): SystemFinding[] {
  return lintAll(system, { decks }).findings.map(toSystemFinding);
}

/** Counts of a list of findings, for summaries. */
export function countFindings(findings: readonly SystemFinding[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const f of findings) if (f.severity === "error") errors++;
  return { errors, warnings: findings.length - errors };
}
