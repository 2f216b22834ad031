"use client";
/**
 * Every row of a data system's CSV as the card it would become: its identifier, card type,
 * copies and field values, blocked rows with every format problem (named by column), and the
 * lint findings of the others (shown, never blocking: half-finished cards import too).
 */
import clsx from "clsx";
import { Td, Tr } from "@/components/ui/table";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { PreviewFrame, RowIssues, type PreviewColumn } from "./preview-parts";
import type { SystemCsvPreviewRow } from "@/lib/server/preview-csv";

/** `name: Tide · faction: Lyra · handCost: 3`, the row's fields in the type's order. */
function fieldsText(row: SystemCsvPreviewRow): string {
  if (row.card === null) return "";
  return Object.entries(row.card.fields)
    .filter(([, v]) => v !== null && v !== "")
    .map(([k, v]) => `${k}: ${String(v).replace(/\n\s*/g, " ")}`)
    .join(" · ");
}

const COLUMNS: readonly PreviewColumn[] = [
  { label: "Line", className: "w-16 text-right" },
  { label: "Identifier", className: "w-28" },
  { label: "Type", className: "w-28" },
  { label: "Copies", className: "w-16 text-right" },
  { label: "Fields" },
  { label: "Problems", className: "w-[22rem]" },
];

export function FieldPreviewTable({ rows }: { rows: readonly SystemCsvPreviewRow[] }) {
  return <PreviewFrame rows={rows} columns={COLUMNS} row={(row) => <FieldRow key={row.line} row={row} />} />;
}

function FieldRow({ row }: { row: SystemCsvPreviewRow }) {
  const text = fieldsText(row);
  return (
    <Tr className={clsx(!row.card && "bg-danger-soft/40")} data-testid="csv-row">
      <Td className="text-right text-xs text-ink-muted">{row.line}</Td>
      <Td className="font-mono text-[13px] font-semibold">{row.identifier ?? <span className="text-ink-muted">—</span>}</Td>
      <Td>{row.type ?? "—"}</Td>
      <Td className="text-right">{row.card?.copies ?? "—"}</Td>
      <Td className="max-w-0 truncate text-xs text-ink-soft" title={text}>
        {text}
      </Td>
      <Td>
        {row.card ? null : <RowIssues line={row.line} issues={row.issues} />}
        {row.lint && row.lint.errors + row.lint.warnings > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <ProblemBadges summary={row.lint} />
            <span className="text-xs text-ink-muted">lint, allowed</span>
          </span>
        ) : row.card ? (
          <span className="text-xs text-accent-ink">ready</span>
        ) : null}
      </Td>
    </Tr>
  );
}
