"use client";
/** The free table's log: one line per entry (log-lines.ts), following the newest unless the reader scrolled up. */
import { memo, useEffect, useRef, useState } from "react";
import type { LogLine } from "./log-lines";

/** One line; memoised, so a step of the replay or a new entry redraws only the lines that change. */
const LogItem = memo(function LogItem({ line, last }: { readonly line: LogLine; readonly last: boolean }) {
  return (
    <li data-log-index={line.index} className={last ? "rounded bg-accent-soft px-1 font-medium" : line.undo ? "text-ink-muted" : ""}>
      {line.index + 1}. {line.text}
    </li>
  );
});

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
          <LogItem key={l.index} line={l} last={i === lines.length - 1} />
        ))}
      </ol>
    </aside>
  );
}
