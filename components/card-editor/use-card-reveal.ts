"use client";
/**
 * Where the card editor puts the cursor: the field (and 1-based position) asked for in the
 * address (from the Problems panel), and any spot the pack's findings ask for through
 * {@link REVEAL_EVENT}. Returns the attributes editor's ready callback and `revealAt`.
 */
import { useCallback, useEffect, useRef } from "react";
import type { AttributesEditorApi } from "./attributes-input";
import type { Reveal } from "./card-problems";
import { REVEAL_EVENT } from "./pack-findings";

/** Focuses the named field, retrying on the next frames while a client navigation shows the page. */
function useFocusField(reveal: Reveal | null): void {
  useEffect(() => {
    if (!reveal || reveal.field === "attributes") return;
    const field = document.querySelector<HTMLElement>(`[name="${reveal.field}"]`);
    if (!field) return;
    const take = () => {
      field.focus();
      // A new card's suggested identifier: typing replaces it.
      if (reveal.field === "identifier" && field instanceof HTMLInputElement) field.select();
    };
    take();
    // Right after a client navigation the page may not be showing yet (focus() on a hidden field
    // does nothing): try again on the next frames until it lands, unless the designer has
    // focused something else meanwhile.
    let frames = 0;
    let id = 0;
    const retry = () => {
      if (document.activeElement === field || ++frames > 120) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      take();
      id = requestAnimationFrame(retry);
    };
    id = requestAnimationFrame(retry);
    return () => cancelAnimationFrame(id);
  }, [reveal]);
}

export function useCardReveal(reveal: Reveal | null) {
  const attributesApi = useRef<AttributesEditorApi | null>(null);
  const onReady = useCallback(
    (api: AttributesEditorApi) => {
      attributesApi.current = api;
      if (reveal?.field === "attributes") api.revealPosition(reveal.line, reveal.column);
    },
    [reveal],
  );
  const revealAt = useCallback((target: Reveal) => {
    if (target.field === "attributes") attributesApi.current?.revealPosition(target.line, target.column);
    else document.querySelector<HTMLElement>(`[name="${target.field}"]`)?.focus();
  }, []);
  useFocusField(reveal);
  // Findings from the whole pack ask for the cursor through a window event (they render apart).
  useEffect(() => {
    const onReveal = (event: Event) => revealAt((event as CustomEvent<Reveal>).detail);
    window.addEventListener(REVEAL_EVENT, onReveal);
    return () => window.removeEventListener(REVEAL_EVENT, onReveal);
  }, [revealAt]);
  return { attributesApi, onReady, revealAt };
}
