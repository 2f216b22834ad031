/**
 * The contract of a system's "lint one card" hook (lib/systems/registry-card-lint.ts hands it
 * out): what a system whose cards carry text in a language of its own (GOT CGS's attribute text,
 * an `attributeText` field) says about one card's text, for the views that show one card at a
 * time (the CSV import's preview, the card editor, the pack's pages) without running the whole
 * pack's lint. The pack's findings stay the one pipeline's (lib/systems/lint/pack.ts `lintPack`,
 * the system's `packFindings` hook).
 *
 * The types are the neutral shapes of the findings contract (./contract/findings.ts): a
 * system's own diagnostic type (GOT CGS's `Diagnostic`) is structurally a `TextDiagnostic`.
 * Imports only the contract.
 */
import type { FindingEdit, FindingFix, FindingSeverity, FindingSummary } from "./contract/findings";

export type { FindingEdit as TextEdit, FindingFix as TextFix, FindingSeverity as Severity, FindingSummary as TextDiagnosticSummary };

/** A finding within one field's text (1-based lines and columns, the end exclusive). */
export interface TextDiagnostic {
  /** Stable kebab-case code, documented with a bad and a good example on /rules. */
  readonly code: string;
  readonly severity: FindingSeverity;
  /** Says how to fix it. */
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly fixes?: readonly FindingFix[];
}

/** A text finding within a pack (GOT CGS's `PackDiagnostic`: the `cli lint --json` row), its deck, card and field named. */
export interface PackTextDiagnostic extends TextDiagnostic {
  /** The deck (GOT CGS: era deck); null for a finding about the whole pack. */
  readonly era: string | null;
  readonly identifier: string | null;
  /** The field's key, or the system's word for a whole ("card", "era", "pack"). */
  readonly field: string;
}

/** A pack's aliases: alias -> the full name it stands for, in the system's language. */
export type TextAliases = Readonly<Record<string, string>>;

/** What the hook knows about the card beyond its text. All optional. */
export interface CardTextContext {
  /** The pack's aliases (built-in aliases of the language always apply). */
  readonly aliases?: TextAliases;
  /** The card's format in the system's words (GOT CGS: "silver" or "gold"). */
  readonly format?: string;
  /** The pack's affiliations (GOT CGS: offered as fixes). */
  readonly affiliations?: readonly string[];
  /** False: only what reading the text needs (the syntax layer), faster. Default true. */
  readonly lint?: boolean;
}

/**
 * One card's text as the system reads it. `Model` is the system's meaning of the card (GOT CGS's
 * `CardModel`), opaque to a neutral caller as an engine's states are (./engine.ts).
 */
export interface CardTextAnalysis<Model = unknown> {
  /** Syntax and card findings, sorted by position. */
  readonly diagnostics: readonly TextDiagnostic[];
  readonly model: Model;
  /** The card's kind in the system's own words ("Adventure", "Support"), or null when the text names none. */
  readonly kind: string | null;
}

/**
 * What a deck table shows of one card's text in columns of its own, read from its meaning (GOT
 * CGS: Type, Roleplay, Affiliation, and the costs and resources in short).
 */
export interface CardTextCells {
  /** The card's kind ("Adventure"), or null. */
  readonly kind: string | null;
  /** Its role ("Battle"), or null. */
  readonly role: string | null;
  readonly affiliation: string | null;
  /** Costs and resources in short (`ACC 5 · AR 3`); "" when it has none. */
  readonly short: string;
}

/** A system's "lint one card" hook. Pure (no I/O), so the browser runs it too. */
export interface CardTextLint<Model = unknown> {
  /** Reads and checks one card's text. Never throws. */
  analyze(text: string, context: CardTextContext): CardTextAnalysis<Model>;
  /** How often each custom name of the language is written over `texts` (what completion offers beside the built-in names). */
  nameUsage(texts: readonly string[], aliases: TextAliases): Record<string, number>;
  /** The names of a `nameUsage` result that stand alone (GOT CGS: without its `Category.Name` keys), with their counts: what a new alias may stand for. */
  plainNameUsage(usage: Readonly<Record<string, number>>): Record<string, number>;
  /**
   * For an editor open on one card of the system's pack document: a function from that card's
   * (edited) text to the deck-level findings about it (a custom name spelt two ways, a condition
   * no card fulfils), the rest of the pack read once up front. `deck` and `index` locate the card;
   * an unknown place gives a function that returns [].
   */
  deckFindingsForCard(document: unknown, deck: string, index: number): (text: string) => PackTextDiagnostic[];
  /** The deck table's cells of a card from its meaning (`CardTextAnalysis.model`); null: the meaning is unknown (empty cells). */
  cells(model: Model | null): CardTextCells;
  /** Every value the role column can take (GOT CGS: the rulebook's roleplays), which its filter offers. */
  readonly roles: readonly string[];
  /** The language's own aliases, which every pack has (GOT CGS: AC = AdventureCosts, ...): a pack's alias may not redefine one. */
  readonly builtInAliases: TextAliases;
  /** The language's predefined names (GOT CGS: its catalogue of attributes and categories), what an alias may stand for besides the pack's own names. */
  readonly names: readonly string[];
  /** Forgets what the system memoized across lint runs (benchmarks measure a cold lint with it). */
  clearMemo(): void;
}
