/**
 * What a lint rule is: a stable code with metadata (severity, summary, a bad and a good
 * example, the rulebook rule IDs) and one small check function. Card rules read one card's
 * AST and model; deck rules (lib/systems/got-cgs/attributes/deck) read a whole pack.
 *
 * The examples are data the rules page shows and the tests run: the bad one must report the
 * code and the good one must not.
 */
import type { AttributeText, Range } from "../ast";
import type { Diagnostic, DiagnosticField, Fix, Severity } from "../diagnostics";
import type { CardModel } from "../model";
import type { GotCgsCard } from "../../pack-document";
import type { NameTable } from "../names";

export type Layer = "syntax" | "card" | "deck";

/** A whole pack in miniature, for deck rules' examples. */
export interface DeckExample {
  /** GOT CGS cards with only their attribute text required, plus what the deck rules look at. */
  readonly cards: readonly (Pick<GotCgsCard, "identifier" | "attributes"> & Partial<Pick<GotCgsCard, "format" | "copies">>)[];
  readonly players?: number;
  readonly affiliations?: readonly string[];
  readonly aliases?: Readonly<Record<string, string>>;
}

export interface RuleMeta {
  /** Stable kebab-case code. */
  readonly code: string;
  readonly severity: Severity;
  readonly layer: Layer;
  /** One line: what the rule finds. */
  readonly summary: string;
  /** Reports the code: attribute text (syntax and card rules) or a pack (deck rules). */
  readonly bad: string | DeckExample;
  /** The bad example fixed: does not report the code. */
  readonly good: string | DeckExample;
  /** Rulebook rule IDs (`CGS-<line>` of docs/rules/got-cgs-rulebook.txt) the rule enforces. */
  readonly rules: readonly string[];
  /** True when the diagnostics carry a mechanical quick fix. */
  readonly fixable: boolean;
  /** For card examples: the card context they assume (e.g. a gold card). */
  readonly exampleContext?: { readonly format?: "silver" | "gold"; readonly affiliations?: readonly string[] };
}

/** What a card rule may read. */
export interface CardLintInput {
  readonly text: string;
  readonly ast: AttributeText;
  readonly model: CardModel;
  readonly names: NameTable;
  /** The card's format, when known (gold cards must have an Affiliation). */
  readonly format?: "silver" | "gold";
  /** The pack's affiliations, when known (offered as fixes). */
  readonly affiliations?: readonly string[];
}

export interface CardReporter {
  /** Reports the rule's code at `range` (1-based, end exclusive) with the rule's severity. */
  report(range: Range, message: string, fixes?: readonly Fix[]): void;
}

export interface CardRule extends RuleMeta {
  readonly layer: "card";
  check(input: CardLintInput, reporter: CardReporter): void;
}

/** Builds a diagnostic from a rule and an AST range. */
export function diagnosticAt(meta: Pick<RuleMeta, "code" | "severity">, range: Range, message: string, fixes?: readonly Fix[]): Diagnostic {
  return {
    code: meta.code,
    severity: meta.severity,
    message,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
    ...(fixes === undefined || fixes.length === 0 ? {} : { fixes }),
  };
}

/** Where a deck finding points: a spot in one card's field, or a whole card, era or pack. */
export interface DeckTarget {
  readonly era: string | null;
  readonly identifier: string | null;
  readonly field: DiagnosticField;
  /** Within the field's text; omitted for whole-card, era and pack findings (line 1, column 1). */
  readonly range?: Range;
}

export interface DeckReporter {
  report(target: DeckTarget, message: string, fixes?: readonly Fix[]): void;
}

export interface DeckRule<Input> extends RuleMeta {
  readonly layer: "deck";
  check(input: Input, reporter: DeckReporter): void;
}
