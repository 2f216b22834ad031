/** The screen at the end of a round or a game part: tables, the verdict, the deciding rule, the moves. */
import { Button } from "@/components/ui/button";
import type { OutcomeView } from "@/lib/table/view";
import { SummaryTable } from "./summary-table";

export function OutcomePanel({ outcome, onClose }: { outcome: OutcomeView; onClose?: () => void }) {
  return (
    <section aria-label={outcome.title} className="space-y-3 rounded-md border border-accent bg-surface p-4 shadow-md" data-testid="outcome">
      <h2 className="text-base font-semibold">{outcome.title}</h2>
      {outcome.tables.map((t, i) => (
        <SummaryTable key={i} summary={t} />
      ))}
      <p className="text-sm font-medium" data-testid="outcome-verdict">
        {outcome.verdict}
      </p>
      {outcome.rule !== null ? (
        <p className="text-xs text-ink-soft">
          <span className="font-mono">{outcome.rule}</span>
          {outcome.ruleText ? `: ${outcome.ruleText}` : null}
        </p>
      ) : null}
      {outcome.moves.length > 0 ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-ink-soft">{outcome.moves.length} card moves</summary>
          <ul className="mt-1 space-y-0.5">
            {outcome.moves.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {onClose ? (
        <Button size="sm" variant="primary" onClick={onClose}>
          Continue
        </Button>
      ) : null}
    </section>
  );
}
