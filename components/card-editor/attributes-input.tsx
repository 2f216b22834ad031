"use client";
/**
 * The attributes field of the card editor: the text editor of the system whose cards these are
 * (the era-shaped pack file's, lib/systems/registry-pack-files.ts), from the UI registry: GOT
 * CGS's `<AttributeEditor>` (Monaco with the attribute language: highlighting, squiggles,
 * completion, hover, quick fixes, formatting). This file is the one place that asks which editor
 * is used, so the form depends only on these props. A system without one gets a plain text area.
 */
import type { AttributeEditorApi } from "@/components/attribute-editor/types";
import { systemUi } from "@/components/systems-ui-registry";
import { ERA_PACK_FILE_SYSTEMS } from "@/lib/systems/registry-pack-files";
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

const TextEditor = systemUi(ERA_PACK_FILE_SYSTEMS[0])?.textEditor ?? null;

export function AttributesInput(props: AttributesInputProps) {
  if (TextEditor === null) {
    return <textarea id={props.id} aria-label={props.ariaLabel} value={props.value} onChange={(e) => props.onChange(e.target.value)} className={props.className ?? "h-80"} />;
  }
  return <TextEditor {...props} className={props.className ?? "h-80"} />;
}
