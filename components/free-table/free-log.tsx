"use client";
/** The free table's log: one line per entry (log-lines.ts), following the newest unless the reader scrolled up. */
import { useEffect, useRef, useState } from "react";
import type { LogLine } from "./log-lines";

export function FreeLog({ lines }: { readonly lines: readonly LogLine[] }) {
  const logRef = useRef<HTMLOListElement>(null);
  const [following, setFollowing] = useState(true);
  useEffect(() => {
    const el = logRef.current;
    if (el !== null && following) el.scrollTop = el.scrollHeight;
  }, [lines.length, following]);
  return (
    <aside aria-label="Log" className="rounded-md border border-line bg-surface p-2">
      <h2 className="mb-1 text-sm font-semibold">Log ({lines.length})</h2>
      <ol
        ref={logRef}
        className="max-h-[70vh] space-y-1 overflow-y-auto text-sm"
        onScroll={(e) => {
          const el = e.currentTarget;
          setFollowing(el.scrollTop + el.clientHeight >= el.scrollHeight - 8);
        }}
      >
        {lines.length === 0 ? <li className="text-ink-muted">Nothing yet: drag a card, or use its ⋯ menu.</li> : null}
        {lines.map((l, i) => (
          <li key={l.index} data-log-index={l.index} className={i === lines.length - 1 ? "rounded bg-accent-soft px-1 font-medium" : l.undo ? "text-ink-muted" : ""}>
            {l.index + 1}. {l.text}
          </li>
        ))}
      </ol>
    </aside>
  );
}
