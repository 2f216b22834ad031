/**
 * A rule ID with its rulebook sentence, as the resolution tables show the rule that decided.
 * The sentences come from the one generated map of the rule index (lib/table/rule-sentences.ts).
 */
import { RULE_SENTENCES } from "@/lib/table/rule-sentences";

/** The rule's sentence, or null for an ID the rule index does not list. */
export function ruleText(id: string): string | null {
  return RULE_SENTENCES[id] ?? null;
}

/** The rule IDs (`CGS-<n>`) a message cites, in order of first appearance, without repeats. */
export function citedRules(text: string): string[] {
  return [...new Set(text.match(/CGS-\d+/g) ?? [])];
}

export function RuleSentence({ id, label = "Decided by" }: { id: string; label?: string }) {
  const text = ruleText(id);
  return (
    <blockquote data-testid="deciding-rule" className="rounded-md border-l-4 border-accent bg-sunken px-3 py-2 text-sm">
      <div className="text-xs text-ink-muted">
        {label} <span className="font-mono font-semibold text-ink">{id}</span>
      </div>
      <p className="mt-0.5 text-ink">{text ?? "This rule is not in the rule index."}</p>
    </blockquote>
  );
}

/** The engine's plain-language explanation, one sentence a line. */
export function Explanation({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">Why</h3>
      <ol data-testid="resolution-explanation" className="list-inside list-decimal space-y-0.5 text-sm text-ink-soft">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

/** "Alice wins" / "Alice and Bob win" / the lost text. */
export function outcomeText(winners: readonly string[], lost: string): string {
  if (winners.length === 0) return lost;
  return `${winners.join(" and ")} ${winners.length === 1 ? "wins" : "win"}`;
}
