/**
 * The log: every action with its explanation; lines after the viewer's last action are marked new.
 * The lines come grouped by logged action (`entries[i]` are the lines of action i): a long game
 * has thousands of lines, and an entry whose lines did not change (the same array) is skipped
 * when the log grows.
 */
import clsx from "clsx";
import { memo } from "react";
import type { LogLine } from "@/lib/table/view";

export interface LogPanelProps {
  entries: readonly (readonly LogLine[])[];
  /** The first action whose lines are marked new (Infinity: none). */
  newFrom?: number;
}

export const LogPanel = memo(function LogPanel({ entries, newFrom = Infinity }: LogPanelProps) {
  return (
    <section aria-label="Log" className="rounded-md border border-line p-3" data-testid="game-log">
      <h2 className="mb-2 text-sm font-semibold">Log</h2>
      <ol className="max-h-96 space-y-0.5 overflow-y-auto text-xs">
        {entries.map((lines, i) => (
          <LogEntry key={i} lines={lines} isNew={i >= newFrom} />
        ))}
      </ol>
    </section>
  );
});

const LogEntry = memo(function LogEntry({ lines, isNew }: { lines: readonly LogLine[]; isNew: boolean }) {
  return lines.map((l, i) => (
    <li key={i} data-step={l.step} data-new={isNew || undefined} className={clsx(l.detail ? "pl-4 text-ink-soft" : "text-ink", isNew && "bg-accent-soft/30")}>
      {!l.detail ? <span className="mr-1 font-mono text-ink-muted">{l.step + 1}.</span> : null}
      {l.by !== null && !l.detail ? <span className="mr-1 text-ink-muted">[{l.by}]</span> : null}
      {l.text}
    </li>
  ));
});
