"use client";
/**
 * A deck table's keyboard (GOT CGS's era table, a data system's deck table): J/K or arrows move,
 * Enter opens, X toggles, / focuses the search, Alt+ArrowUp/Down moves the active card in deck
 * order. The active row (its `data-index`) is kept in view. Returns the refs of the search field
 * and the table body it moves in.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import type { DeckOrder } from "./use-deck-order";

/** What the keyboard needs of a table's controller (both tables' controllers have it). */
export interface KeyedTable<R extends { readonly id: string }> {
  /** The rows shown, in view order, and their ids. */
  readonly visible: readonly R[];
  readonly visibleIds: readonly string[];
  /** The active row's index in `visible`; -1 for none. */
  readonly active: number;
  readonly setActive: Dispatch<SetStateAction<number>>;
  /** Alt+arrows may move a card (deck order, and the page can save an order). */
  readonly movable: boolean;
  readonly deck: DeckOrder;
  href(row: R): string;
  readonly selection: { toggle(index: number, shift: boolean): void };
}

export function useEraKeys<R extends { readonly id: string }>(t: KeyedTable<R>) {
  const router = useRouter();
  const search = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const { visible, visibleIds, active, setActive, movable, deck, href, selection } = t;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing) {
        event.preventDefault();
        search.current?.focus();
        return;
      }
      if (typing || event.ctrlKey || event.metaKey || document.querySelector("dialog[open]")) return;
      if (event.altKey) {
        const by = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
        const row = visible[active];
        if (by === 0 || !movable || !row) return;
        event.preventDefault();
        if (!deck.saving && deck.step(visibleIds, row.id, by)) setActive(active + by);
        return;
      }
      if (event.key === "j" || event.key === "ArrowDown") setActive((a) => Math.min(visible.length - 1, a + 1));
      else if (event.key === "k" || event.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
      else if (event.key === "Enter" && visible[active]) router.push(href(visible[active]));
      else if (event.key.toLowerCase() === "x" && active >= 0) selection.toggle(active, event.shiftKey);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  useEffect(() => {
    if (active < 0) return;
    body.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return { search, body };
}
