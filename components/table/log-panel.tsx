/**
 * The log: every action with its explanation; lines after the viewer's last action are marked new,
 * and the newest action's lines stand out. The lines come grouped by logged action (`entries[i]`
 * are the lines of action i): a long game has thousands of lines, and an entry whose lines did not
 * change (the same array) is skipped when the log grows.
 *
 * The log follows new entries (issue 27: a fixed box showed entries 1-11 of 57, the designer's
 * move and the bots' answers out of sight) unless the designer scrolled up to read: then it stays
 * where it is and offers a button back to the newest. Its height follows the screen's.
 */
import clsx from "clsx";
import { memo, useLayoutEffect, useRef, useState } from "react";
import type { LogLine } from "@/lib/table/view";

export interface LogPanelProps {
  entries: readonly (readonly LogLine[])[];
  /** The first action whose lines are marked new (Infinity: none). */
  newFrom?: number;
}

/** How close to the bottom (px) counts as "at the newest": a line's height, for rounding and zoom. */
const AT_END = 16;

/** Whether a scrolled box shows its end. */
export function atEnd(box: { readonly scrollTop: number; readonly scrollHeight: number; readonly clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END;
}

export const LogPanel = memo(function LogPanel({ entries, newFrom = Infinity }: LogPanelProps) {
  const list = useRef<HTMLOListElement>(null);
  // Whether the designer reads the newest entries (the box was at its end before it grew).
  const following = useRef(true);
  const [behind, setBehind] = useState(false);
  const newest = entries.length - 1;
  // The box follows in the next animation frame, not in the commit: reading its scrollHeight
  // during the commit made Chromium lay out the whole table there, and again for the frame
  // (bench/table-click.bench.ts: 137 forced layouts over 61 clicks, 7.9 ms a click). In the frame
  // callback the layout is the frame's own, done once, and the scroll is in the same frame's paint.
  useLayoutEffect(() => {
    if (!following.current) {
      setBehind(true);
      return;
    }
    const frame = requestAnimationFrame(() => {
      const box = list.current;
      if (box !== null && following.current) box.scrollTop = box.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [entries]);
  const toEnd = () => {
    const box = list.current;
    if (box === null) return;
    box.scrollTop = box.scrollHeight;
    following.current = true;
    setBehind(false);
  };
  return (
    <section aria-label="Log" className="rounded-md border border-line p-3" data-testid="game-log">
      <h2 className="mb-2 text-sm font-semibold">Log</h2>
      <ol
        ref={list}
        className="max-h-[max(16rem,calc(100dvh-14rem))] space-y-0.5 overflow-y-auto text-xs"
        onScroll={(e) => {
          following.current = atEnd(e.currentTarget);
          if (following.current) setBehind(false);
        }}
      >
        {entries.map((lines, i) => (
          <LogEntry key={i} lines={lines} isNew={i >= newFrom} isNewest={i === newest} />
        ))}
      </ol>
      {behind ? (
        <button type="button" className="focus-ring mt-2 rounded text-xs font-medium text-accent-ink hover:underline" onClick={toEnd}>
          Show the newest entries
        </button>
      ) : null}
    </section>
  );
});

const LogEntry = memo(function LogEntry({ lines, isNew, isNewest }: { lines: readonly LogLine[]; isNew: boolean; isNewest: boolean }) {
  return lines.map((l, i) => (
    <li
      key={i}
      data-step={l.step}
      data-new={isNew || undefined}
      data-newest={isNewest || undefined}
      className={clsx(
        l.detail ? "pl-4 text-ink-soft" : "text-ink",
        isNew && "bg-accent-soft/30",
        isNewest && "border-l-2 border-accent bg-accent-soft/70 pl-1",
        isNewest && l.detail && "pl-5",
      )}
    >
      {!l.detail ? <span className="mr-1 font-mono text-ink-muted">{l.step + 1}.</span> : null}
      {l.by !== null && !l.detail ? <span className="mr-1 text-ink-muted">[{l.by}]</span> : null}
      {l.text}
    </li>
  ));
});
