/**
 * A card's lint findings in short: red errors, amber warnings, blue notes; a dash when clean.
 * `compact` shows the counts alone (the words in each badge's title and for screen readers), for
 * a table of many columns (a data system's deck table must fit 1440 px with Altered's fifteen).
 */
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint-contract";

function Count({ n, tone, one, many, compact }: { n: number; tone: BadgeTone; one: string; many: string; compact: boolean }): ReactNode {
  if (n === 0) return null;
  const words = `${n} ${n === 1 ? one : many}`;
  return (
    <Badge tone={tone} title={words}>
      {compact ? (
        <>
          <span aria-hidden="true">{n}</span>
          <span className="sr-only">{words}</span>
        </>
      ) : (
        words
      )}
    </Badge>
  );
}

export function ProblemBadges({ summary, compact = false }: { summary: DiagnosticSummary; compact?: boolean }) {
  if (summary.errors + summary.warnings + summary.infos === 0) return <span className="text-xs text-ink-muted">—</span>;
  return (
    <span className="inline-flex gap-1">
      <Count n={summary.errors} tone="error" one="error" many="errors" compact={compact} />
      <Count n={summary.warnings} tone="warning" one="warning" many="warnings" compact={compact} />
      <Count n={summary.infos} tone="info" one="note" many="notes" compact={compact} />
    </span>
  );
}
