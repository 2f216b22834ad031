/**
 * Props and imperative API of the editor of a text in a system's own language (the widget of an
 * `attributeText` field: GOT CGS's `<AttributeEditor>`, components/got-cgs/attribute-editor/),
 * what the card editor codes against. The widget itself is the system's, handed out by
 * components/systems-ui-registry.ts (`SystemUi.textEditor`).
 */
import type { TextAliases as AliasTable, TextDiagnostic as Diagnostic } from "@/lib/systems/registry-card-lint-contract";

/** What the editor lets the page do once it is ready. Lines and columns are 1-based. */
export interface AttributeEditorApi {
  /** Puts the cursor at (line, column), scrolls it into view and focuses the editor (clicking a problem). */
  revealPosition(line: number, column: number): void;
  focus(): void;
  /** Formats the text to the canonical form (no change when it has syntax errors). */
  format(): void;
  getValue(): string;
}

export interface AttributeEditorProps {
  value: string;
  onChange(text: string): void;
  /** The pack's aliases (alias -> full name). */
  aliases?: AliasTable;
  /** The pack's custom names and how often each is used (`customNameUsage`), for completion. */
  customNames?: Record<string, number>;
  /** Gold cards must have an Affiliation. */
  format?: "silver" | "gold";
  /** Offered as fixes when a gold card lacks an Affiliation. */
  affiliations?: readonly string[];
  /**
   * Deck-level findings about this card's text, computed by the page (e.g. with
   * `deckFindingsForCard` of lib/packs/lint.ts); shown and fixed like the card's own. Runs on
   * every validation, so keep it fast.
   */
  deckFindings?(text: string): readonly Diagnostic[];
  ariaLabel?: string;
  /** Called after every validation (about 150 ms after typing stops) with the card's diagnostics. */
  onDiagnostics?(diagnostics: Diagnostic[]): void;
  onReady?(api: AttributeEditorApi): void;
  /** Classes of the outer box; give it a height (default h-72). */
  className?: string;
  /** id of the editor's text area (for a <label htmlFor>). */
  id?: string;
}
