"use client";
/**
 * The attributes field of the card editor. It renders LANG's `<AttributeEditor>` (Monaco with
 * the attribute language) when available; this file is the one place that knows which editor is
 * used, so the form depends only on these props.
 *
 * TODO(ui): components/attribute-editor has not landed yet; until it does, a plain monospace
 * text area stands behind the same props (no diagnostics are reported).
 */
import { useEffect, useRef } from "react";
import type { Diagnostic } from "@/lib/attributes/diagnostics";
import type { AliasTable } from "@/lib/attributes/model";
import type { CardFormat } from "@/lib/packs/schema";
import { Textarea } from "@/components/ui/field";

/** What the editor lets the page do once it is ready. Lines and columns are 1-based. */
export interface AttributesEditorApi {
  revealPosition: (line: number, column: number) => void;
  focus: () => void;
}

export interface AttributesInputProps {
  value: string;
  onChange: (text: string) => void;
  aliases?: AliasTable;
  customNames?: Record<string, number>;
  format?: CardFormat;
  ariaLabel?: string;
  id?: string;
  onDiagnostics?: (diagnostics: Diagnostic[]) => void;
  onReady?: (api: AttributesEditorApi) => void;
  className?: string;
}

/** 0-based offset of a 1-based line and column in `text` (clamped to the text). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf("\n", offset);
  const lineEnd = end < 0 ? text.length : end;
  return Math.min(lineEnd, offset + Math.max(0, column - 1));
}

export function AttributesInput({ value, onChange, ariaLabel, id, onReady, className }: AttributesInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    onReadyRef.current?.({
      focus: () => el.focus(),
      revealPosition: (line, column) => {
        const at = offsetOf(el.value, line, column);
        el.focus();
        el.setSelectionRange(at, at);
      },
    });
  }, []);
  return (
    <Textarea
      ref={ref}
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      spellCheck={false}
      rows={14}
      className={`font-mono text-[13px] leading-5 ${className ?? ""}`}
    />
  );
}
