/**
 * Lint of any game system from its definition (docs/systems.md): pure, no framework.
 *
 * - `lintCard`: one card's domain findings (from the field types), its card rules, and the
 *   system's own `lintCard` hook when it has one (GOT CGS: the attribute analyser).
 * - `lintDeck`: one deck's deck rules (copies counted). Card findings are not repeated here.
 * - `lintPack`: every card of every deck (`lintCard`, with the deck's name) plus every deck's rules.
 *
 * Every function takes a `GameSystem` (from lib/systems/registry.ts) or a bare
 * `SystemDefinition` (a data system, or a definition being written). Findings come in a stable
 * order: per card, domain findings first, then unknown `:symbol:` names (lint/symbols.ts), then card rules in the definition's order, then the hook.
 */
import type { GameSystem, SystemCard, SystemDefinition, SystemFinding } from "../types";
import { checkCardFields } from "./card-fields";
import { checkCardRule, checkDeckRule } from "./rules";
import { checkSymbols } from "./symbols";

export { FIELD_CHECKS, FIELD_CODES, type FieldCode } from "./card-fields";
export { fillMessage } from "./rules";
export { SYMBOL_UNKNOWN_CODE } from "./symbols";

export type LintSystem = GameSystem | SystemDefinition;

function definitionOf(system: LintSystem): SystemDefinition {
  return "definition" in system ? system.definition : system;
}

/** One deck as lint reads it: its name and its cards. */
export interface LintDeckInput {
  readonly name: string;
  readonly cards: readonly SystemCard[];
}

/** The findings of one card (never throws; an unknown type is a `card-type` finding). */
export function lintCard(system: LintSystem, card: SystemCard): SystemFinding[] {
  const def = definitionOf(system);
  const out = checkCardFields(def, card);
  out.push(...checkSymbols(def, card));
  for (const rule of def.cardRules) out.push(...checkCardRule(def, rule, card));
  if ("definition" in system && system.lintCard !== undefined) out.push(...system.lintCard(card));
  return out;
}

/** The deck rules' findings on one deck; each carries `deck: deckName`. */
export function lintDeck(system: LintSystem, deckName: string, cards: readonly SystemCard[]): SystemFinding[] {
  const def = definitionOf(system);
  return def.deckRules.flatMap((rule) => checkDeckRule(def, rule, deckName, cards));
}

/** Every card's findings (with its deck's name) and every deck's rules, deck by deck. */
export function lintPack(system: LintSystem, decks: readonly LintDeckInput[]): SystemFinding[] {
  return decks.flatMap((deck) => [
    ...deck.cards.flatMap((card) => lintCard(system, card).map((f) => ({ ...f, deck: deck.name }))),
    ...lintDeck(system, deck.name, deck.cards),
  ]);
}

/** Counts of a list of findings, for summaries. */
export function countFindings(findings: readonly SystemFinding[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const f of findings) if (f.severity === "error") errors++;
  return { errors, warnings: findings.length - errors };
}
