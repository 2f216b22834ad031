/**
 * The rules page's section for one game system defined as data (lib/systems/data): the domain
 * checks every data system gets from its field types, then its card and deck rules with code,
 * source, message and a bad and a good example, and what Greenhouse says about the bad one
 * (computed by the same lint the pack page and the CLI run).
 */
import { Badge } from "@/components/ui/badge";
import { FIELD_CHECKS, FIELD_CODES, lintCard, lintDeck } from "@/lib/systems/lint";
import type { CardRuleDef, DeckRuleDef, SystemCard, SystemDefinition } from "@/lib/systems/types";

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

function Example({ cards, kind, says }: { cards: readonly SystemCard[]; kind: "bad" | "good"; says?: readonly string[] }) {
  const frame = kind === "bad" ? "border-danger/30 bg-danger-soft/40" : "border-accent/30 bg-accent-soft/40";
  return (
    <figure className={`min-w-0 rounded-md border ${frame} p-3`}>
      <figcaption className={`text-xs font-semibold ${kind === "bad" ? "text-danger" : "text-accent-ink"}`}>{kind === "bad" ? "Reported" : "Fixed"}</figcaption>
      <pre className="mt-1.5 overflow-x-auto font-mono text-xs leading-5 whitespace-pre text-ink">{cards.map(cardText).join("\n")}</pre>
      {says !== undefined && says.length > 0 ? (
        <div className="mt-2 border-t border-danger/20 pt-2 text-xs text-ink-soft">
          <span className="font-semibold text-ink">Greenhouse says: </span>
          {says.map((m, i) => (
            <q key={i} className="block">
              {m}
            </q>
          ))}
        </div>
      ) : null}
    </figure>
  );
}

function DataRule({ def, rule }: { def: SystemDefinition; rule: CardRuleDef | DeckRuleDef }) {
  const bad = rule.kind === "card" ? [rule.examples.bad] : rule.examples.bad.cards;
  const good = rule.kind === "card" ? [rule.examples.good] : rule.examples.good.cards;
  const found = rule.kind === "card" ? lintCard(def, rule.examples.bad) : lintDeck(def, "Example", rule.examples.bad.cards);
  const says = [...new Set(found.filter((f) => f.code === rule.code).map((f) => f.message))].slice(0, 2);
  return (
    <article id={rule.code} aria-labelledby={`${rule.code}-title`} className="scroll-mt-16 rounded-md border border-line bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${rule.code}-title`} className="font-mono text-sm font-semibold text-ink">
          <a href={`#${rule.code}`} className="focus-ring rounded hover:underline">
            {rule.code}
          </a>
        </h3>
        <Badge tone={rule.severity}>{rule.severity}</Badge>
        <Badge>{rule.kind === "card" ? "card" : `deck: ${rule.kind}`}</Badge>
        {rule.source !== undefined ? <span className="text-xs text-ink-muted">{rule.source}</span> : null}
      </header>
      <p className="mt-1.5 max-w-prose text-sm text-ink-soft">
        <Template message={rule.message} />
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Example cards={bad} kind="bad" says={says} />
        <Example cards={good} kind="good" />
      </div>
    </article>
  );
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
