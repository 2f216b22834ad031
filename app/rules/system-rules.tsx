/**
 * The rules page's section for one game system defined as data (lib/systems/data): the domain
 * checks every data system gets from its field types, then its card and deck rules with code,
 * source, message and a bad and a good example, and what Greenhouse says about the bad one
 * (computed by the same lint the pack page and the CLI run).
 */
import { Badge } from "@/components/ui/badge";
import { FIELD_CHECKS, FIELD_CODES, lintCard, lintDeck } from "@/lib/systems/lint";
import type { CardRuleDef, DeckRuleDef, SystemCard, SystemDefinition } from "@/lib/systems/types";
import { ExampleFigure, RuleArticle } from "@/components/rules/rule-parts";

function cardText(card: SystemCard): string {
  const fields = Object.entries(card.fields).map(([k, v]) => `${k}: ${v === null ? "(empty)" : String(v)}`);
  return [`${card.identifier}${card.copies > 1 ? ` × ${card.copies}` : ""} · ${card.type}`, ...fields.map((f) => `  ${f}`)].join("\n");
}

/** A rule's message as written, its placeholders ({value}, {count}...) set apart: lint fills them per finding. */
function Template({ message }: { message: string }) {
  const parts = message.split(/(\{(?:field|value|count|expected)\})/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <var key={i} title="filled in for each finding" className="rounded bg-sunken px-1 font-mono text-xs not-italic text-ink">
            {part.slice(1, -1)}
          </var>
        ) : (
          part
        ),
      )}
    </>
  );
}

function DataRule({ def, rule }: { def: SystemDefinition; rule: CardRuleDef | DeckRuleDef }) {
  const bad = rule.kind === "card" ? [rule.examples.bad] : rule.examples.bad.cards;
  const good = rule.kind === "card" ? [rule.examples.good] : rule.examples.good.cards;
  const found = rule.kind === "card" ? lintCard(def, rule.examples.bad) : lintDeck(def, "Example", rule.examples.bad.cards);
  const says = [...new Set(found.filter((f) => f.code === rule.code).map((f) => f.message))].slice(0, 2);
  return (
    <RuleArticle
      code={rule.code}
      summary={<Template message={rule.message} />}
      badges={
        <>
          <Badge tone={rule.severity}>{rule.severity}</Badge>
          <Badge>{rule.kind === "card" ? "card" : `deck: ${rule.kind}`}</Badge>
          {rule.source !== undefined ? <span className="text-xs text-ink-muted">{rule.source}</span> : null}
        </>
      }
    >
      <ExampleFigure kind="bad" says={says}>
        <Cards cards={bad} />
      </ExampleFigure>
      <ExampleFigure kind="good">
        <Cards cards={good} />
      </ExampleFigure>
    </RuleArticle>
  );
}

function Cards({ cards }: { cards: readonly SystemCard[] }) {
  return <pre className="mt-1.5 overflow-x-auto font-mono text-xs leading-5 whitespace-pre text-ink">{cards.map(cardText).join("\n")}</pre>;
}

/** The domain checks every data system has; listed once on the page. */
export function FieldChecks() {
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1.5 rounded-md border border-line bg-surface p-4 text-sm sm:grid-cols-[max-content_1fr]">
      {FIELD_CODES.map((code) => (
        <div key={code} id={code} className="contents">
          <dt className="font-mono text-xs font-semibold text-ink">{code}</dt>
          <dd className="text-ink-soft">{FIELD_CHECKS[code]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SystemRules({ def }: { def: SystemDefinition }) {
  const rules = [...def.cardRules, ...def.deckRules];
  return (
    <section aria-labelledby={`system-${def.key}`} className="mt-10">
      <h2 id={`system-${def.key}`} className="text-lg font-semibold text-ink">
        {def.name}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">
        {rules.length} rules from the system&apos;s data file ({def.cardRules.length} on one card, {def.deckRules.length} on a whole {def.deckNoun}; copies
        count), besides the field checks above.
      </p>
      <div className="mt-4 space-y-4">
        {rules.map((r) => (
          <DataRule key={r.code} def={def} rule={r} />
        ))}
      </div>
    </section>
  );
}
