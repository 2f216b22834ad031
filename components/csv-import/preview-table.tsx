"use client";
/**
 * Every row of the CSV as the card it would become: blocked rows with their identifier and every
 * format problem, and every row with what the linter thinks of its attributes (shown, never
 * blocking).
 */
import { useMemo } from "react";
import clsx from "clsx";
import { Badge } from "@/components/ui/badge";
import { Td, Tr } from "@/components/ui/table";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import { summarize } from "@/lib/systems/got-cgs/attributes/diagnostics";
import type { CsvRow } from "@/lib/packs/csv";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { PreviewFrame, RowIssues, type PreviewColumn } from "./preview-parts";

const COLUMNS: readonly PreviewColumn[] = [
  { label: "Line", className: "w-16 text-right" },
  { label: "Identifier", className: "w-28" },
  { label: "Format", className: "w-20" },
  { label: "Copies", className: "w-16 text-right" },
  { label: "Type", className: "w-24" },
  { label: "Attributes" },
  { label: "Problems", className: "w-[22rem]" },
];

export function PreviewTable({ rows }: { rows: readonly CsvRow[] }) {
  return <PreviewFrame rows={rows} columns={COLUMNS} row={(row) => <AttributeRow key={row.line} row={row} />} />;
}

/** One row, analysed once while it is shown (only the shown page is analysed). */
function AttributeRow({ row }: { row: CsvRow }) {
  const attributes = row.card?.attributes ?? row.attributes;
  const format = row.card?.format;
  const a = useMemo(() => analyze(attributes, { format }), [attributes, format]);
  return (
    <Tr className={clsx(!row.card && "bg-danger-soft/40")} data-testid="csv-row">
      <Td className="text-right text-xs text-ink-muted">{row.line}</Td>
      <Td className="font-mono text-[13px] font-semibold">{row.card?.identifier ?? row.identifier ?? <span className="text-ink-muted">—</span>}</Td>
      <Td>{row.card?.format ?? "—"}</Td>
      <Td className="text-right">{row.card?.copies ?? "—"}</Td>
      <Td>
        {a.model.type === "Adventure" ? <Badge tone="adventure">Adventure</Badge> : a.model.type === "Support" ? <Badge tone="support">Support</Badge> : <span className="text-ink-muted">—</span>}
      </Td>
      <Td className="max-w-0 truncate font-mono text-xs text-ink-soft" title={attributes}>
        {attributes.replace(/\n\s*/g, " · ")}
      </Td>
      <Td>
        {row.card ? null : <RowIssues line={row.line} issues={row.issues} />}
        {a.diagnostics.length > 0 ? (
          <span title={a.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join("\n")} className={clsx("inline-flex items-center gap-1.5", !row.card && "mt-1")}>
            <ProblemBadges summary={summarize(a.diagnostics)} />
            <span className="text-xs text-ink-muted">{row.card ? "allowed" : "in the attributes, allowed"}</span>
          </span>
        ) : row.card ? (
          <span className="text-xs text-accent-ink">ready</span>
        ) : null}
      </Td>
    </Tr>
  );
}
