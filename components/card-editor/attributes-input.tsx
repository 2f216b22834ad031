"use client";
/**
 * The attributes field of the card editor: LANG's `<AttributeEditor>` (Monaco with the
 * attribute language: highlighting, squiggles, completion, hover, quick fixes, formatting).
 * This file is the one place that knows which editor is used, so the form depends only on
 * these props.
 */
import { AttributeEditor, type AttributeEditorApi } from "@/components/attribute-editor";
import type { TextAliases as AliasTable, TextDiagnostic as Diagnostic } from "@/lib/systems/registry-card-lint-contract";
import type { CardFormat } from "@/lib/packs/schema";

/** What the editor lets the page do once it is ready. Lines and columns are 1-based. */
export type AttributesEditorApi = AttributeEditorApi;

export interface AttributesInputProps {
  value: string;
  onChange: (text: string) => void;
  aliases?: AliasTable;
  customNames?: Record<string, number>;
  affiliations?: readonly string[];
  /** Deck-level findings for a text (squiggled and fixable like the card's own). */
  deckFindings?: (text: string) => readonly Diagnostic[];
  format?: CardFormat;
  ariaLabel?: string;
  id?: string;
  onReady?: (api: AttributesEditorApi) => void;
  className?: string;
}

export function AttributesInput(props: AttributesInputProps) {
  return <AttributeEditor {...props} className={props.className ?? "h-80"} />;
}
