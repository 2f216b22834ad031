"use client";
/** The card's problems under the editor; clicking one puts the cursor on it. */
import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Severity, TextDiagnostic as Diagnostic } from "@/lib/systems/registry-card-lint-contract";

const TONE: Record<Severity, BadgeTone> = { error: "error", warning: "warning", info: "info" };

export function ProblemList({ diagnostics, onOpen }: { diagnostics: readonly Diagnostic[]; onOpen(d: Diagnostic): void }) {
  if (diagnostics.length === 0) {
    return (
      <p className="mt-3 text-sm text-ink-muted" data-testid="problems" data-count={0}>
        No problems on this card.
      </p>
    );
  }
  return (
    <ul className="mt-3 divide-y divide-line rounded-md border border-line bg-surface" data-testid="problems" data-count={diagnostics.length} aria-label="Problems">
      {diagnostics.map((d, i) => (
        <li key={`${d.code}-${d.line}-${d.column}-${i}`} className="flex items-start gap-2 px-3 py-2">
          <Badge tone={TONE[d.severity]} className="mt-0.5 shrink-0">
            {d.severity}
          </Badge>
          <button type="button" onClick={() => onOpen(d)} className="focus-ring min-w-0 flex-1 rounded text-left text-sm text-ink hover:underline">
            <span className="tabular text-ink-muted">
              {d.line}:{d.column}
            </span>{" "}
            {d.message}
          </button>
          <Link href={`/rules#${d.code}`} className="focus-ring shrink-0 rounded font-mono text-xs text-ink-muted hover:text-ink hover:underline">
            {d.code}
          </Link>
        </li>
      ))}
    </ul>
  );
}
