/**
 * GOT CGS's own lint rules on the rules page (/rules): the checks of its attribute text, cards and
 * decks, layer by layer, generated from the rules' own metadata (lib/systems/got-cgs/attributes/lint),
 * each with its bad example's real message. The page reaches them through
 * components/systems-ui-registry.ts (./entry.tsx).
 */
import { LINT_RULES } from "@/lib/systems/got-cgs/attributes/lint/registry";
import type { Layer } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { RuleEntry } from "./rule-entry";

const LAYERS: readonly { layer: Layer; title: string; intro: string }[] = [
  { layer: "syntax", title: "Syntax", intro: "What the grammar cannot read. One typo gives one problem; the rest of the card is still checked." },
  { layer: "card", title: "Card", intro: "The rulebook's constraints on one card: names, values, operators, what a card of its Type may carry." },
  { layer: "deck", title: "Deck and pack", intro: "What only the whole era deck or pack can tell. Shown in the pack's Problems panel and by the command line." },
];

/** What the rules page's subtitle says of them. */
export const GOT_CGS_RULES_SUMMARY = `${LINT_RULES.length} checks of GOT CGS attribute text, cards and decks`;

/** The rule index: one column per layer, each rule's code linking to its entry. */
export function GotCgsRuleIndex() {
  return (
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
  );
}

/** Every rule, layer by layer. */
export function GotCgsRuleSections() {
  return (
    <>
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
    </>
  );
}
