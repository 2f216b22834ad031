import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { buttonClasses } from "@/components/ui/button";
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
import type { Layer } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { Badge } from "@/components/ui/badge";
import { PRINT_RULES } from "./print-rules";
import { RuleEntry } from "./rule-entry";
import { allSystems } from "@/lib/systems/registry";
import { FieldChecks, SystemRules } from "./system-rules";

export const metadata: Metadata = { title: "Lint rules" };

const LAYERS: readonly { layer: Layer; title: string; intro: string }[] = [
  { layer: "syntax", title: "Syntax", intro: "What the grammar cannot read. One typo gives one problem; the rest of the card is still checked." },
  { layer: "card", title: "Card", intro: "The rulebook's constraints on one card: names, values, operators, what a card of its Type may carry." },
  { layer: "deck", title: "Deck and pack", intro: "What only the whole era deck or pack can tell. Shown in the pack's Problems panel and by the command line." },
];

/** Game systems whose lint is data (card and deck rules in their definition), after GOT CGS's. */
const DATA_RULE_SYSTEMS = allSystems()
  .map((s) => s.definition)
  .filter((d) => d.cardRules.length + d.deckRules.length > 0);

/**
 * Every lint rule with its code, severity, summary, rulebook rule IDs and a bad and a good example, generated from the rules' own metadata:
 * GOT CGS's attribute-text rules, print's, then the rules of each system defined as data.
 */
export default function RulesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Lint rules"
        subtitle={`${LINT_RULES.length} checks of GOT CGS attribute text, cards and decks, and the rules of ${DATA_RULE_SYSTEMS.map((d) => d.name).join(", ")}. Each has a stable code, shown beside every problem.`}
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
      {DATA_RULE_SYSTEMS.length > 0 ? (
        <nav aria-label="Other systems' rules" className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md border border-line bg-surface px-4 py-2">
          {DATA_RULE_SYSTEMS.map((d) => (
            <a key={d.key} href={`#system-${d.key}`} className="focus-ring rounded text-sm text-accent-ink hover:underline">
              {d.name}: {d.cardRules.length + d.deckRules.length} rules
            </a>
          ))}
          <a href="#data-fields" className="focus-ring rounded text-sm text-accent-ink hover:underline">
            Field checks of every system
          </a>
        </nav>
      ) : null}
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
      <section aria-labelledby="data-fields" className="mt-10">
        <h2 id="data-fields" className="text-lg font-semibold text-ink">
          Field checks (every system)
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          Derived from each field&apos;s type in a system&apos;s definition, no rule data needed. A value outside its domain is a finding on the
          card and its field; the card still saves.
        </p>
        <FieldChecks />
      </section>
      {DATA_RULE_SYSTEMS.map((d) => (
        <SystemRules key={d.key} def={d} />
      ))}
    </PageContainer>
  );
}
