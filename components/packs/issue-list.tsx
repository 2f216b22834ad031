/**
 * Every problem of a rejected document, one row each: where (`eras[0].cards[3].copies`) and
 * what to do about it.
 */
import type { FormatIssue } from "@/lib/packs/schema";

export function IssueList({ issues }: { issues: readonly FormatIssue[] }) {
  return (
    <div>
      <p className="mb-2 text-sm text-ink-soft">
        {issues.length === 1 ? "1 problem" : `${issues.length} problems`} to fix in the file:
      </p>
      <ol className="divide-y divide-line rounded-md border border-line text-sm" aria-label="Problems">
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`} className="grid grid-cols-[minmax(10rem,auto)_1fr] gap-3 px-3 py-1.5">
            <code className="font-mono text-xs leading-5 break-all text-danger">{issue.path}</code>
            <span className="text-ink">{issue.message}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
