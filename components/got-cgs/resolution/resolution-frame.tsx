/**
 * What the two resolution tables (adventure and era) share around their own table: the panel,
 * a header with the title, the outcome badge and any extra badges, and the footer with the rule
 * sentence that decided and the engine's explanation (the same lines ended both tables before).
 * Plain data in.
 */
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Explanation, outcomeText, RuleSentence } from "./rule-sentence";

export interface ResolutionFrameProps {
  readonly title: string;
  /** `adventure-resolution` or `era-resolution` (tests and the sandbox find the panel by it). */
  readonly testId: string;
  readonly outcome: "won" | "lost";
  readonly winners: readonly string[];
  /** The outcome badge's text when nobody won ("Adventure lost"). */
  readonly lostText: string;
  /** Badges after the title, before the outcome. */
  readonly before?: ReactNode;
  /** Badges after the outcome. */
  readonly after?: ReactNode;
  /** The rule that decided (`CGS-362`); none shows no sentence. */
  readonly rule: string | null | undefined;
  readonly explanation: readonly string[];
  /** The table itself. */
  readonly children: ReactNode;
  /** Anything below the explanation (the adventure's wrap-up moves). */
  readonly footer?: ReactNode;
}

export function ResolutionFrame({ title, testId, outcome, winners, lostText, before, after, rule, explanation, children, footer }: ResolutionFrameProps) {
  return (
    <section aria-label={title} data-testid={testId} className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{title}</h2>
        {before}
        <Badge tone={outcome === "won" ? "accent" : "error"}>
          <span data-testid="resolution-outcome">{outcomeText(winners, lostText)}</span>
        </Badge>
        {after}
      </header>
      {children}
      {rule ? <RuleSentence id={rule} /> : null}
      <Explanation lines={explanation} />
      {footer}
    </section>
  );
}

