"use client";
/**
 * A card form opened at a field (the page's `?field=`, checked by ./reveal-field.ts): the field
 * scrolls into view and takes the cursor once, when the editor mounts.
 */
import { useEffect } from "react";
import { focusField } from "./save-problem";

/** Scrolls the form's field `place` (checked by `revealedField`) into view and puts the cursor in it, once after mounting. */
export function useRevealField(place: string | null | undefined): void {
  useEffect(() => {
    if (!place) return;
    document.querySelector(`[data-testid="system-card-form"] [data-field="${place}"]`)?.scrollIntoView({ block: "center" });
    focusField(place);
    // Once: a later render (each keystroke) must not pull the cursor back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
