/** One lint rule on the rules page: code, severity, summary, rule IDs, bad and good example. */
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Severity } from "@/lib/systems/got-cgs/attributes/diagnostics";
import type { DeckExample, RuleMeta } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { badExampleFindings } from "./examples";

const TONE: Record<Severity, BadgeTone> = { error: "error", warning: "warning", info: "info" };

/** Long examples (the too-many-problems one) are cut, saying how long they are. */
function shown(text: string): string {
  if (text === "") return "(empty)";
  return text.length > 240 ? `${text.slice(0, 60)}… (${text.length} characters in all)` : text;
}

function Example({ example, kind, format, says }: { example: string | DeckExample; kind: "bad" | "good"; format?: string; says?: readonly string[] }) {
  const title = kind === "bad" ? "Reported" : "Fixed";
  const frame = kind === "bad" ? "border-danger/30 bg-danger-soft/40" : "border-accent/30 bg-accent-soft/40";
  return (
    <figure className={`min-w-0 rounded-md border ${frame} p-3`}>
      <figcaption className={`text-xs font-semibold ${kind === "bad" ? "text-danger" : "text-accent-ink"}`}>
        {title}
        {format !== undefined ? <span className="font-normal text-ink-muted"> (a {format} card)</span> : null}
      </figcaption>
      {typeof example === "string" ? (
        <pre className="mt-1.5 overflow-x-auto font-mono text-xs leading-5 whitespace-pre text-ink">{shown(example)}</pre>
      ) : (
        <div className="mt-1.5 space-y-2">
          {example.players !== undefined || example.affiliations !== undefined || example.aliases !== undefined ? (
            <p className="text-xs text-ink-soft">
              Pack:{example.players !== undefined ? ` ${example.players} players;` : ""}
              {example.affiliations !== undefined ? ` affiliations ${example.affiliations.join(", ")};` : ""}
              {example.aliases !== undefined ? ` aliases ${Object.entries(example.aliases).map(([a, t]) => `${a} = ${t}`).join(", ")}` : ""}
            </p>
          ) : null}
          {example.cards.map((card, i) => (
            <div key={`${card.identifier}-${i}`}>
              <div className="text-xs text-ink-muted">
                {card.identifier}
                {card.copies !== undefined && card.copies > 1 ? ` × ${card.copies}` : ""}
              </div>
              <pre className="overflow-x-auto font-mono text-xs leading-5 whitespace-pre text-ink">{card.attributes}</pre>
            </div>
          ))}
        </div>
      )}
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

export function RuleEntry({ rule }: { rule: RuleMeta }) {
  const format = rule.exampleContext?.format;
  return (
    <article id={rule.code} aria-labelledby={`${rule.code}-title`} className="scroll-mt-16 rounded-md border border-line bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${rule.code}-title`} className="font-mono text-sm font-semibold text-ink">
          <a href={`#${rule.code}`} className="focus-ring rounded hover:underline">
            {rule.code}
          </a>
        </h3>
        <Badge tone={TONE[rule.severity]}>{rule.severity}</Badge>
        {rule.fixable ? <Badge tone="accent">quick fix</Badge> : null}
        {rule.rules.length > 0 ? (
          <span className="text-xs text-ink-muted" title="Rule IDs: the line of the rule in the GOT CGS rulebook">
            Rulebook {rule.rules.join(", ")}
          </span>
        ) : null}
      </header>
      <p className="mt-1.5 max-w-prose text-sm text-ink-soft">{rule.summary}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Example example={rule.bad} kind="bad" format={format} says={[...new Set(badExampleFindings(rule).map((d) => d.message))].slice(0, 2)} />
        <Example example={rule.good} kind="good" format={format} />
      </div>
    </article>
  );
}
