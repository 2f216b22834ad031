"use client";
/**
 * A deck table's selection (the era table's, and a data system's deck table's): click or X
 * toggles a row, Shift extends from the last one toggled. `rows` are the deck's cards, `visible`
 * the ones the filters show (toggling all acts on those only).
 */
import { useMemo, useRef, useState } from "react";

export function useEraSelection(rows: readonly { readonly id: string }[], visible: readonly { readonly id: string }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<number | null>(null);
  // Drop selected ids that no longer exist (after a move or delete).
  const selectedIds = useMemo(() => rows.filter((r) => selected.has(r.id)).map((r) => r.id), [rows, selected]);
  const allVisibleSelected = visible.length > 0 && visible.every((r) => selected.has(r.id));
  const someVisibleSelected = visible.some((r) => selected.has(r.id));

  const toggle = (index: number, shift: boolean) => {
    const row = visible[index];
    if (!row) return;
    // Read the anchor now: the updater below runs later, after the anchor has moved.
    const from0 = shift ? anchor.current : null;
    setSelected((current) => {
      const next = new Set(current);
      const on = !current.has(row.id);
      if (from0 !== null) {
        const [from, to] = from0 < index ? [from0, index] : [index, from0];
        for (let i = from; i <= to; i++) {
          const r = visible[i];
          if (r) {
            if (on) next.add(r.id);
            else next.delete(r.id);
          }
        }
      } else if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });
    anchor.current = index;
  };

  const toggleAllVisible = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const r of visible) {
        if (allVisibleSelected) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });

  const clear = () => setSelected(new Set());
  return { selected, selectedIds, allVisibleSelected, someVisibleSelected, toggle, toggleAllVisible, clear };
}
