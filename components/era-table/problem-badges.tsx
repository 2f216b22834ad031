/** A card's lint findings in short: red errors, amber warnings, blue notes; a dash when clean. */
import { Badge } from "@/components/ui/badge";
import type { TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint-contract";

export function ProblemBadges({ summary }: { summary: DiagnosticSummary }) {
  if (summary.errors + summary.warnings + summary.infos === 0) return <span className="text-xs text-ink-muted">—</span>;
  return (
    <span className="inline-flex gap-1">
      {summary.errors > 0 ? (
        <Badge tone="error" title={`${summary.errors} error${summary.errors === 1 ? "" : "s"}`}>
          {summary.errors} {summary.errors === 1 ? "error" : "errors"}
        </Badge>
      ) : null}
      {summary.warnings > 0 ? (
        <Badge tone="warning" title={`${summary.warnings} warning${summary.warnings === 1 ? "" : "s"}`}>
          {summary.warnings} {summary.warnings === 1 ? "warning" : "warnings"}
        </Badge>
      ) : null}
      {summary.infos > 0 ? (
        <Badge tone="info" title={`${summary.infos} note${summary.infos === 1 ? "" : "s"}`}>
          {summary.infos} {summary.infos === 1 ? "note" : "notes"}
        </Badge>
      ) : null}
    </span>
  );
}
