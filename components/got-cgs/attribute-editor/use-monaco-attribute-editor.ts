"use client";
/**
 * The controller of `<MonacoAttributeEditor>`: mounts Monaco once (editor-session.ts), takes the
 * page's replacements of the text, and validates again when the context (aliases, format,
 * affiliations, deck findings) changes without a keystroke.
 */
import { useEffect, useRef, useState } from "react";
import { applyPageValue, mountEditor, validateNow, type Live, type SessionRefs } from "./editor-session";
import type { Validation } from "./language";
import type { AttributeEditorProps } from "@/components/attribute-editor/types";

export interface MonacoAttributeEditorState {
  /** The box Monaco mounts in. */
  readonly box: SessionRefs["box"];
  /** Why Monaco could not load (the view falls back to a text area), or null. */
  readonly failed: string | null;
}

export function useMonacoAttributeEditor(props: AttributeEditorProps): MonacoAttributeEditorState {
  const box = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  const latest = useRef(props);
  const pending = useRef<string[]>([]);
  const lastValidation = useRef<Validation | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [refs] = useState<SessionRefs>(() => ({ box, live, latest, pending, lastValidation }));

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => mountEditor(refs, setFailed), [refs]);

  useEffect(() => applyPageValue(refs, props.value), [refs, props.value]);

  // New aliases or format change the diagnostics without a keystroke (keyed by content, so a
  // parent that rebuilds its alias object on every render does not re-validate every render).
  const contextKey = JSON.stringify([props.aliases ?? null, props.format ?? null, props.affiliations ?? null]);
  const deckFindings = props.deckFindings;
  useEffect(() => {
    const current = live.current;
    if (current === null) return;
    const validation = validateNow(current, refs);
    latest.current.onDiagnostics?.([...validation.diagnostics]);
  }, [refs, contextKey, deckFindings]);

  return { box, failed };
}
