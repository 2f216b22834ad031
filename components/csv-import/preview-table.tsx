"use client";
/**
 * Every row of the CSV as the card it would become: blocked rows with their identifier and every
 * format problem, and every row with what the linter thinks of its attributes (shown, never
 * blocking).
 */
import { useMemo, useState } from "react";
import clsx from "clsx";
import { Badge } from "@/components/ui/badge";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";
import { summarize } from "@/lib/systems/got-cgs/attributes/diagnostics";
import type { CsvRow } from "@/lib/packs/csv";
import { ProblemBadges } from "@/components/era-table/problem-badges";
import { PREVIEW_PAGE, RowIssues, ShowMoreRows } from "./preview-parts";

export function PreviewTable({ rows }: { rows: readonly CsvRow[] }) {
  const [shown, setShown] = useState(PREVIEW_PAGE);
  const { visible, analysed } = useMemo(() => {
    const list = rows.slice(0, shown);
    return { visible: list, analysed: list.map((row) => analyze(row.card?.attributes ?? row.attributes, { format: row.card?.format })) };
  }, [rows, shown]);
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface">
      <Table aria-label="Rows to import">
        <THead>
          <Tr>
            <Th className="w-16 text-right">Line</Th>
            <Th className="w-28">Identifier</Th>
            <Th className="w-20">Format</Th>
            <Th className="w-16 text-right">Copies</Th>
            <Th className="w-24">Type</Th>
            <Th>Attributes</Th>
            <Th className="w-[22rem]">Problems</Th>
          </Tr>
        </THead>
        <TBody>
          {visible.map((row, i) => {
            const a = analysed[i];
            return (
              <Tr key={row.line} className={clsx(!row.card && "bg-danger-soft/40")} data-testid="csv-row">
                <Td className="text-right text-xs text-ink-muted">{row.line}</Td>
                <Td className="font-mono text-[13px] font-semibold">{row.card?.identifier ?? row.identifier ?? <span className="text-ink-muted">—</span>}</Td>
                <Td>{row.card?.format ?? "—"}</Td>
                <Td className="text-right">{row.card?.copies ?? "—"}</Td>
                <Td>
                  {a?.model.type === "Adventure" ? <Badge tone="adventure">Adventure</Badge> : a?.model.type === "Support" ? <Badge tone="support">Support</Badge> : <span className="text-ink-muted">—</span>}
                </Td>
                <Td className="max-w-0 truncate font-mono text-xs text-ink-soft" title={row.card?.attributes ?? row.attributes}>
                  {(row.card?.attributes ?? row.attributes).replace(/\n\s*/g, " · ")}
                </Td>
                <Td>
                  {row.card ? null : (
                    <RowIssues line={row.line} issues={row.issues} />
                  )}
                  {a && a.diagnostics.length > 0 ? (
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
          })}
        </TBody>
      </Table>
      <ShowMoreRows total={rows.length} shown={shown} onMore={() => setShown((n) => n + PREVIEW_PAGE)} />
    </div>
  );
}
