/**
 * What the set-up resolves to, live: the resolution table, or why the position is not one the
 * rules could produce (each reason with its rule's sentence and what to change), or what is missing.
 */
import { AdventureResolutionTable } from "@/components/got-cgs/resolution/adventure-resolution";
import { EraResolutionTable } from "@/components/got-cgs/resolution/era-resolution";
import { citedRules, ruleText } from "@/components/got-cgs/resolution/rule-sentence";
import type { Evaluation } from "./evaluate";

export function ResolutionPanel({ evaluation }: { evaluation: Evaluation }) {
  switch (evaluation.kind) {
    case "adventure":
      return <AdventureResolutionTable view={evaluation.view} />;
    case "era":
      return <EraResolutionTable view={evaluation.view} />;
    case "incomplete":
      return (
        <p data-testid="sandbox-incomplete" className="rounded-lg border border-dashed border-line-strong bg-surface p-4 text-sm text-ink-soft">
          {evaluation.message}
        </p>
      );
    case "invalid":
    case "illegal":
      return (
        <section data-testid="sandbox-illegal" aria-label="Not a legal position" className="space-y-2 rounded-lg border border-danger/40 bg-danger-soft p-4">
          <h2 className="font-semibold text-danger">{evaluation.kind === "illegal" ? "The rules could not have produced this position" : "This set-up is not a valid scenario"}</h2>
          <p className="text-sm text-ink-soft">
            {evaluation.kind === "illegal"
              ? "Move or remove the cards named below (or pick another hero) and the resolution comes back."
              : "Fix what each line names."}
          </p>
          <ul className="space-y-2 text-sm">
            {evaluation.problems.map((p, i) => (
              <li key={i} className="rounded-md bg-surface p-2">
                <p className="text-ink">{p}</p>
                {citedRules(p).map((id) => (
                  <p key={id} className="mt-1 text-xs text-ink-muted">
                    <span className="font-mono font-semibold">{id}</span>: {ruleText(id) ?? "not in the rule index"}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      );
  }
}
