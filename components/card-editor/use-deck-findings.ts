"use client";
/**
 * Deck-level findings about the card being edited, live: LANG's `deckFindingsForCard` analyses
 * the rest of the pack once (after the page is up, so it never delays the first paint), then
 * each change of the text costs one card plus the deck rules, run on the deferred text so typing
 * stays smooth.
 */
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { PackTextDiagnostic as PackDiagnostic } from "@/lib/systems/registry-card-lint-contract";
import { deckFindingsForCard } from "@/lib/packs/lint";
import type { PackDocument } from "@/lib/packs/schema";

export interface DeckPlace {
  /** The pack without pictures, this card as stored. */
  readonly doc: PackDocument;
  readonly era: string;
  /** 0-based place of the card in its era. */
  readonly index: number;
}

export interface DeckFindings {
  /** The findings for the current text, or null until the pack has been analysed. */
  readonly findings: PackDiagnostic[] | null;
  /** text -> findings, for the attribute editor's squiggles and quick fixes; null until ready. */
  readonly check: ((text: string) => PackDiagnostic[]) | null;
}

export function useDeckFindings(place: DeckPlace | null, text: string): DeckFindings {
  const [check, setCheck] = useState<((text: string) => PackDiagnostic[]) | null>(null);
  useEffect(() => {
    if (!place) return;
    const build = () => setCheck(() => deckFindingsForCard(place.doc, place.era, place.index));
    // Analysing a big pack takes a moment: do it when the browser is idle after loading.
    const idle = typeof window.requestIdleCallback === "function";
    const id = idle ? window.requestIdleCallback(build, { timeout: 1500 }) : window.setTimeout(build, 50);
    return () => (idle ? window.cancelIdleCallback(id) : window.clearTimeout(id));
  }, [place]);
  const deferred = useDeferredValue(text);
  const findings = useMemo(() => (check ? check(deferred) : null), [check, deferred]);
  return { findings, check };
}
