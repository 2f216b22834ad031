import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { buttonClasses } from "@/components/ui/button";
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
import type { Layer } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { Badge } from "@/components/ui/badge";
import { PRINT_RULES } from "./print-rules";
import { RuleEntry } from "./rule-entry";



export const metadata: Metadata = { title: "Lint rules" };

const LAYERS: readonly { layer: Layer; title: string; intro: string }[] = [
  { layer: "syntax", title: "Syntax", intro: "What the grammar cannot read. One typo gives one problem; the rest of the card is still checked." },
  { layer: "card", title: "Card", intro: "The rulebook's constraints on one card: names, values, operators, what a card of its Type may carry." },
  { layer: "deck", title: "Deck and pack", intro: "What only the whole era deck or pack can tell. Shown in the pack's Problems panel and by the command line." },
];

/** Every lint rule with its code, severity, summary, rulebook rule IDs and a bad and a good example, generated from the rules' own metadata. */
export default function RulesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Lint rules"
        subtitle={`${LINT_RULES.length} checks of attribute text, cards and decks. Each has a stable code, shown beside every problem.`}
        actions={
          <Link href="/rules/playground" className={buttonClasses("primary")}>
            Try the language
          </Link>
        }
      />
      <nav aria-label="Rule index" className="mt-6 grid gap-4 rounded-md border border-line bg-surface p-4 md:grid-cols-3">
        {LAYERS.map(({ layer, title }) => (
          <div key={layer}>
            <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
            <ul className="mt-1 space-y-0.5">
              {LINT_RULES.filter((r) => r.layer === layer).map((r) => (
                <li key={r.code}>
                  <a href={`#${r.code}`} className="focus-ring rounded font-mono text-xs text-accent-ink hover:underline">
                    {r.code}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {LAYERS.map(({ layer, title, intro }) => (
        <section key={layer} aria-labelledby={`layer-${layer}`} className="mt-10">
          <h2 id={`layer-${layer}`} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-ink-muted">{intro}</p>
          <div className="mt-4 space-y-4">
            {LINT_RULES.filter((r) => r.layer === layer).map((r) => (
              <RuleEntry key={r.code} rule={r} />
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="layer-print" className="mt-10">
        <h2 id="layer-print" className="text-lg font-semibold text-ink">
          Print
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          Found when the cards are laid out for printing; the card is still valid. Details and examples are in the printing guide (docs/print.md).
        </p>
        <div className="mt-4 space-y-4">
          {PRINT_RULES.map((r) => (
            <article key={r.code} id={r.code} className="scroll-mt-16 rounded-md border border-line bg-surface p-4">
              <header className="flex flex-wrap items-center gap-2">
                <h3 className="font-mono text-sm font-semibold text-ink">{r.code}</h3>
                <Badge tone="warning">warning</Badge>
              </header>
              <p className="mt-1.5 max-w-prose text-sm text-ink-soft">{r.summary}</p>
            </article>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}
