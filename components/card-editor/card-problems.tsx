"use client";
/**
 * The card's problems beside the preview: what the attribute editor finds as you type, plus
 * what only the whole pack can tell (deck-level lint, from the last page load). Each row puts
 * the cursor at the spot.
 */
import clsx from "clsx";
import { AlertIcon, CheckIcon, ErrorIcon, InfoIcon } from "@/components/ui/icons";
import type { Severity, TextDiagnostic as Diagnostic } from "@/lib/systems/registry-card-lint-contract";

/** A spot in one of the card's fields; line and column are 1-based. */
export interface Reveal {
  field: string;
  line: number;
  column: number;
}

const ICON: Record<Severity, React.ReactNode> = {
  error: <ErrorIcon size={14} className="text-danger" />,
  warning: <AlertIcon size={14} className="text-warning" />,
  info: <InfoIcon size={14} className="text-info" />,
};

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export interface CardProblemsProps {
  /** The card's own findings, live as the designer types; null before the first check. */
  diagnostics: readonly Diagnostic[] | null;
  /** Deck-level findings about the card's attributes, live; null while the pack is analysed. */
  deck?: readonly Diagnostic[] | null;
  onReveal: (spot: Reveal) => void;
}

export function CardProblems({ diagnostics, deck = null, onReveal }: CardProblemsProps) {
  const rows = [...(diagnostics ?? []).map((d) => ({ ...d, deck: false })), ...(deck ?? []).map((d) => ({ ...d, deck: true }))]
    .map((d) => ({ ...d, field: "attributes" }))
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || a.line - b.line || a.column - b.column);

  if (rows.length === 0 && diagnostics === null) {
    return (
      <p className="rounded-lg border border-line bg-surface px-3 py-2 text-center text-sm text-ink-muted" data-testid="card-problems">
        Problems in the attributes appear here as you type.
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="flex items-center justify-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-accent-ink" data-testid="card-problems">
        <CheckIcon size={14} /> No problems in this card&apos;s attributes
      </p>
    );
  }
  return (
    <section className="rounded-lg border border-line bg-surface" aria-label="Problems of this card" data-testid="card-problems">
      <h2 className="border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Problems of this card ({rows.length})</h2>
      <ul className="max-h-64 overflow-auto py-1">
        {rows.map((d, i) => (
          <li key={`${d.code}-${d.line}-${d.column}-${i}`}>
            <button
              type="button"
              onClick={() => onReveal({ field: d.field, line: d.line, column: d.column })}
              className={clsx("focus-ring flex w-full items-start gap-2 px-3 py-1.5 text-left text-sm hover:bg-sunken")}
            >
              <span className="mt-0.5 shrink-0">{ICON[d.severity]}</span>
              <span className="min-w-0 flex-1">
                <span className="text-ink">{d.message}</span>
                <span className="block text-xs text-ink-muted">
                  {d.field} {d.line}:{d.column} · <code className="font-mono">{d.code}</code>
                  {d.deck ? " · across the deck" : ""}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
