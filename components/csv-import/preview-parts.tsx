"use client";
/** Pieces both CSV previews show (preview-table.tsx for attribute text, field-preview-table.tsx for fields). */
import { Button } from "@/components/ui/button";
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
