"use client";
/**
 * What only the whole pack can tell about this card (deck-level lint, print fit), as of when the
 * page loaded. A row puts the cursor at the spot, like the card's own problems above it.
 */
import { AlertIcon, ErrorIcon, InfoIcon } from "@/components/ui/icons";
import type { Severity } from "@/lib/systems/registry-card-lint-contract";

export interface PackFinding {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly field: string;
  readonly line: number;
  readonly column: number;
}

/** The event a finding sends; the card editor moves the cursor there. */
export const REVEAL_EVENT = "greenhouse:reveal";

const ICON: Record<Severity, React.ReactNode> = {
  error: <ErrorIcon size={14} className="text-danger" />,
  warning: <AlertIcon size={14} className="text-warning" />,
  info: <InfoIcon size={14} className="text-info" />,
};

export function PackFindings({ findings }: { findings: readonly PackFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <section className="rounded-lg border border-line bg-surface" aria-label="Findings about this card in the whole pack" data-testid="pack-findings">
      <h2 className="border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">In the whole pack ({findings.length})</h2>
      <ul className="max-h-52 overflow-auto py-1">
        {findings.map((f, i) => (
          <li key={`${f.code}-${f.line}-${f.column}-${i}`}>
            <button
              type="button"
              onClick={() => window.dispatchEvent(new CustomEvent(REVEAL_EVENT, { detail: { field: f.field, line: f.line, column: f.column } }))}
              className="focus-ring flex w-full items-start gap-2 px-3 py-1.5 text-left text-sm hover:bg-sunken"
            >
              <span className="mt-0.5 shrink-0">{ICON[f.severity]}</span>
              <span className="min-w-0 flex-1">
                <span className="text-ink">{f.message}</span>
                <span className="block text-xs text-ink-muted">
                  {f.field} {f.line}:{f.column} · <code className="font-mono">{f.code}</code>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
