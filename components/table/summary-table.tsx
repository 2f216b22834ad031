/** A small neutral table (a running summary, a resolution): caption, columns, rows, notes. */
import clsx from "clsx";
import type { SummaryView } from "@/lib/table/view";

export function SummaryTable({ summary, className }: { summary: SummaryView; className?: string }) {
  return (
    <div className={clsx("overflow-x-auto", className)}>
      <table className="w-full border-collapse text-xs">
        <caption className="pb-1 text-left font-medium text-ink-soft">{summary.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line px-2 py-1 text-left font-medium text-ink-muted" />
            {summary.columns.map((c) => (
              <th key={c} scope="col" className="border-b border-line px-2 py-1 text-right font-medium text-ink-muted">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.label} data-ok={r.ok === undefined || r.ok === null ? undefined : String(r.ok)}>
              <th scope="row" className={clsx("border-b border-line px-2 py-1 text-left font-medium", r.ok === true ? "text-accent-ink" : r.ok === false ? "text-danger" : "text-ink")}>
                {r.label}
              </th>
              {r.cells.map((cell, i) => (
                <td key={i} className="border-b border-line px-2 py-1 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {summary.notes && summary.notes.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-ink-soft">
          {summary.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
