import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { PRINT_RULES } from "./print-rules";
import { allSystems } from "@/lib/systems/registry";
import { systemsRulesUi } from "./own-rules";
import { FieldChecks, SystemRules } from "./system-rules";

export const metadata: Metadata = { title: "Lint rules" };

/** Game systems whose lint is data (card and deck rules in their definition), after the systems' own. */
const DATA_RULE_SYSTEMS = allSystems()
  .map((s) => s.definition)
  .filter((d) => d.cardRules.length + d.deckRules.length > 0);

/**
 * Every lint rule with its code, severity, summary, rulebook rule IDs and a bad and a good example, generated from the rules' own metadata:
 * the rules of each system whose checks are code of its own (GOT CGS's attribute text, drawn by the
 * system's parts through components/systems-ui-registry.ts), print's, then the rules of each system defined as data.
 */
export default async function RulesPage() {
  const own = await systemsRulesUi();
  const summaries = [...own.map((o) => o.rules.summary), `the rules of ${DATA_RULE_SYSTEMS.map((d) => d.name).join(", ")}`];
  return (
    <PageContainer>
      <PageHeader
        title="Lint rules"
        subtitle={`${summaries.join(", and ")}. Each has a stable code, shown beside every problem.`}
        actions={
          own.some((o) => o.rules.playground !== undefined) ? (
            <Link href="/rules/playground" className={buttonClasses("primary")}>
              Try the language
            </Link>
          ) : null
        }
      />
      {own.map(({ key, rules }) => (
        <rules.Index key={key} />
      ))}
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
      {own.map(({ key, rules }) => (
        <rules.Sections key={key} />
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
