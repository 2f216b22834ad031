/**
 * `lintPack(system, pack)`: the one findings pipeline (docs/lint.md). It runs, in this order,
 * the definition's field checks and card and deck rules (./index.ts, deck by deck), the system's
 * own hooks (`lintCard` per card, `packFindings.lint` on the system's pack document), print fit
 * (passed in: it needs font files, which only the server and the CLI read) and preflight (passed
 * in: lib/print's checks of the decks being printed), and returns one `Finding` list, in the
 * system's order when it has one (`packFindings.order`), else as found.
 *
 * Neutral: the system comes from the registry; this file imports no system's folder. The
 * historic output rows are made from the findings at the edges (./finding-rows.ts).
 */
import { summarizeFindings, type Finding, type FindingSummary } from "../contract/findings";
import type { GameSystem, SystemCard, SystemDefinition, SystemFinding } from "../types";
import { checkCardFields } from "./card-fields";
import { checkIdentifiers } from "./identifiers";
import { checkCardRule, checkDeckRule } from "./rules";
import { checkSymbols } from "./symbols";

/** One deck of a pack as lint reads it: its name and its cards. */
export interface LintDeckInput {
  readonly name: string;
  readonly cards: readonly SystemCard[];
}

/** A pack as lint reads it: its decks of `SystemCard`s and, for a system with its own pack file, that document. */
export interface LintablePack {
  readonly decks: readonly LintDeckInput[];
  /** The system's own pack document (GOT CGS's `PackDocument`), read by `packFindings.lint`. */
  readonly document?: unknown;
}

export interface LintPackOptions {
  /** Only this deck (pack-wide findings are still reported). */
  readonly deck?: string;
  /** Print-fit findings of the pack (the system's `packFindings.loadPrintFit()`, or lib/print's face fit). */
  readonly printFit?: (pack: LintablePack) => readonly Finding[];
  /** Preflight findings, given the lint findings so far (lib/print's preflight of the decks printed). */
  readonly preflight?: (lint: readonly Finding[]) => readonly Finding[];
}

export interface PackFindings {
  readonly findings: Finding[];
  readonly summary: FindingSummary;
}

type LintSystem = GameSystem | SystemDefinition;

function definitionOf(system: LintSystem): SystemDefinition {
  return "definition" in system ? system.definition : system;
}

/** A data rule's or a `lintCard` hook's finding as a `Finding`. */
export function fromSystemFinding(f: SystemFinding, source: Finding["source"], deck?: string): Finding {
  return { code: f.code, severity: f.severity, message: f.message, deck: deck ?? f.deck ?? null, identifier: f.identifier ?? null, field: f.field ?? null, source };
}

/** One card's findings: field checks, card rules in the definition's order, then the system's `lintCard` hook. */
export function cardFindings(system: LintSystem, card: LintDeckInput["cards"][number], deck?: string): Finding[] {
  const def = definitionOf(system);
  const out = checkCardFields(def, card).map((f) => fromSystemFinding(f, "rules", deck));
  for (const f of checkSymbols(def, card)) out.push(fromSystemFinding(f, "rules", deck));
  for (const rule of def.cardRules) for (const f of checkCardRule(def, rule, card)) out.push(fromSystemFinding(f, "rules", deck));
  if ("definition" in system && system.lintCard !== undefined) for (const f of system.lintCard(card)) out.push(fromSystemFinding(f, "system", deck));
  return out;
}

/**
 * One deck's findings: an identifier listed twice (./identifiers.ts; not for a system whose own
 * pack findings check identifiers, GOT CGS's), then its deck rules (each with the deck's name).
 */
export function deckFindings(system: LintSystem, deck: LintDeckInput): Finding[] {
  const def = definitionOf(system);
  const own = "definition" in system && system.packFindings?.checksIdentifiers === true;
  const twice = own ? [] : checkIdentifiers(deck.name, deck.cards).map((f) => fromSystemFinding(f, "rules", deck.name));
  return [...twice, ...def.deckRules.flatMap((rule) => checkDeckRule(def, rule, deck.name, deck.cards).map((f) => fromSystemFinding(f, "rules", deck.name)))];
}

/** Every finding of a pack, from every check, as one list (see the file comment). Never throws for a valid pack. */
export function lintPack(system: LintSystem, pack: LintablePack, options: LintPackOptions = {}): PackFindings {
  const decks = options.deck === undefined ? pack.decks : pack.decks.filter((d) => d.name === options.deck);
  const findings: Finding[] = decks.flatMap((deck) => [...deck.cards.flatMap((card) => cardFindings(system, card, deck.name)), ...deckFindings(system, deck)]);
  const hook = "definition" in system ? system.packFindings : undefined;
  if (hook !== undefined && pack.document !== undefined) findings.push(...hook.lint(pack.document, { deck: options.deck }));
  if (options.printFit !== undefined) {
    const fit = options.printFit(pack);
    findings.push(...(options.deck === undefined ? fit : fit.filter((f) => f.deck === null || f.deck === options.deck)));
  }
  if (options.preflight !== undefined) findings.push(...options.preflight(findings));
  if (hook?.order !== undefined && pack.document !== undefined) hook.order(findings, pack.document);
  return { findings, summary: summarizeFindings(findings) };
}
