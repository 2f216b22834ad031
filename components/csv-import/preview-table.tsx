"use client";
/**
 * Every row of the CSV as the card it would become: blocked rows with their identifier and every
 * format problem, and every row with what the linter thinks of its attributes (shown, never
 * blocking).
 */
import { useMemo } from "react";
import clsx from "clsx";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Td, Tr } from "@/components/ui/table";
import type { CsvRow } from "@/lib/packs/csv";
import { summarizeFindings } from "@/lib/systems/contract/findings";
import { eraFileCardLint, type CardTextLint } from "@/lib/systems/registry-card-lint";
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

/**
 * `lint`: the pack's system's "lint one card" hook (lib/systems/registry-card-lint.ts); absent:
 * the hook of the era-shaped pack file's cards, which the attribute CSV's rows are.
 */
export function PreviewTable({ rows, lint }: { rows: readonly CsvRow[]; lint?: CardTextLint }) {
  const hook = lint ?? eraFileCardLint();
  return <PreviewFrame rows={rows} columns={COLUMNS} row={(row) => <AttributeRow key={row.line} row={row} lint={hook} />} />;
}

/** The badge's tones of card kinds (red adventure, blue support); another kind a system names is neutral. */
const KIND_TONES: Readonly<Record<string, BadgeTone>> = { Adventure: "adventure", Support: "support" };

/** One row, analysed once while it is shown (only the shown page is analysed). */
function AttributeRow({ row, lint }: { row: CsvRow; lint: CardTextLint }) {
  const attributes = row.card?.attributes ?? row.attributes;
  const format = row.card?.format;
  const a = useMemo(() => lint.analyze(attributes, { format }), [lint, attributes, format]);
  return (
    <Tr className={clsx(!row.card && "bg-danger-soft/40")} data-testid="csv-row">
      <Td className="text-right text-xs text-ink-muted">{row.line}</Td>
      <Td className="font-mono text-[13px] font-semibold">{row.card?.identifier ?? row.identifier ?? <span className="text-ink-muted">—</span>}</Td>
      <Td>{row.card?.format ?? "—"}</Td>
      <Td className="text-right">{row.card?.copies ?? "—"}</Td>
      <Td>
        {a.kind !== null ? <Badge tone={KIND_TONES[a.kind] ?? "neutral"}>{a.kind}</Badge> : <span className="text-ink-muted">—</span>}
      </Td>
      <Td className="max-w-0 truncate font-mono text-xs text-ink-soft" title={attributes}>
        {attributes.replace(/\n\s*/g, " · ")}
      </Td>
      <Td>
        {row.card ? null : <RowIssues line={row.line} issues={row.issues} />}
        {a.diagnostics.length > 0 ? (
          <span title={a.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join("\n")} className={clsx("inline-flex items-center gap-1.5", !row.card && "mt-1")}>
            <ProblemBadges summary={summarizeFindings(a.diagnostics)} />
            <span className="text-xs text-ink-muted">{row.card ? "allowed" : "in the attributes, allowed"}</span>
          </span>
        ) : row.card ? (
          <span className="text-xs text-accent-ink">ready</span>
        ) : null}
      </Td>
    </Tr>
  );
}
