/** The log: every action with its explanation; lines after the viewer's last action are marked new. */
import clsx from "clsx";
import type { LogLine } from "@/lib/table/view";

export function LogPanel({ lines, newFrom = Infinity }: { lines: readonly LogLine[]; newFrom?: number }) {
  return (
    <section aria-label="Log" className="rounded-md border border-line p-3" data-testid="game-log">
      <h2 className="mb-2 text-sm font-semibold">Log</h2>
      <ol className="max-h-96 space-y-0.5 overflow-y-auto text-xs">
        {lines.map((l, i) => (
          <li key={i} data-step={l.step} data-new={l.step >= newFrom || undefined} className={clsx(l.detail ? "pl-4 text-ink-soft" : "text-ink", l.step >= newFrom && "bg-accent-soft/30")}>
            {!l.detail ? <span className="mr-1 font-mono text-ink-muted">{l.step + 1}.</span> : null}
            {l.by !== null && !l.detail ? <span className="mr-1 text-ink-muted">[{l.by}]</span> : null}
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
