"use client";
/** Pieces both CSV previews show (preview-table.tsx for attribute text, field-preview-table.tsx for fields). */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TBody, Th, THead, Tr } from "@/components/ui/table";
import type { FormatIssue } from "@/lib/packs/schema";

/** Rows shown at first, and added by each "Show more". */
export const PREVIEW_PAGE = 100;

/** A blocked row's format problems, each with the column it names. */
export function RowIssues({ line, issues }: { line: number; issues: readonly FormatIssue[] }) {
  return (
    <ul className="text-xs text-danger" aria-label={`Problems of line ${line}`}>
      {issues.map((issue, j) => (
        <li key={j}>
          <strong className="font-medium">{issue.path}</strong>: {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** The footer that shows the next page of rows; nothing when every row is shown. */
export function ShowMoreRows({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  if (total <= shown) return null;
  return (
    <div className="border-t border-line p-2 text-center">
      <Button size="sm" variant="ghost" onClick={onMore}>
        Show {Math.min(PREVIEW_PAGE, total - shown)} more of {total - shown} rows
      </Button>
    </div>
  );
}

/** A column of a preview: its heading and the width class of its cells. */
export interface PreviewColumn {
  readonly label: string;
  readonly className?: string;
}

/**
 * The frame of a CSV preview: the bordered table with its headings, the first page of rows drawn by
 * `row`, and the footer that shows more. Each preview only says its columns and how a row looks.
 */
export function PreviewFrame<R extends { readonly line: number }>({
  rows,
  columns,
  row,
}: {
  rows: readonly R[];
  columns: readonly PreviewColumn[];
  row: (r: R) => ReactNode;
}) {
  const [shown, setShown] = useState(PREVIEW_PAGE);
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-surface">
      <Table aria-label="Rows to import">
        <THead>
          <Tr>
            {columns.map((c) => (
              <Th key={c.label} className={c.className}>
                {c.label}
              </Th>
            ))}
          </Tr>
        </THead>
        <TBody>{rows.slice(0, shown).map(row)}</TBody>
      </Table>
      <ShowMoreRows total={rows.length} shown={shown} onMore={() => setShown((n) => n + PREVIEW_PAGE)} />
    </div>
  );
}
