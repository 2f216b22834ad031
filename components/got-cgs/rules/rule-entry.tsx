/** One of GOT CGS's lint rules on the rules page: code, severity, summary, rule IDs, bad and good example. */
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Severity } from "@/lib/systems/registry-card-lint-contract";
import type { DeckExample, RuleMeta } from "@/lib/systems/got-cgs/attributes/lint/rule";
import { badExampleFindings } from "./examples";
import { ExampleFigure, RuleArticle } from "@/components/rules/rule-parts";

const TONE: Record<Severity, BadgeTone> = { error: "error", warning: "warning", info: "info" };

/** Long examples (the too-many-problems one) are cut, saying how long they are. */
function shown(text: string): string {
  if (text === "") return "(empty)";
  return text.length > 240 ? `${text.slice(0, 60)}… (${text.length} characters in all)` : text;
}

function Example({ example, kind, format, says }: { example: string | DeckExample; kind: "bad" | "good"; format?: string; says?: readonly string[] }) {
  return (
    <ExampleFigure kind={kind} says={says} caption={format !== undefined ? <span className="font-normal text-ink-muted"> (a {format} card)</span> : null}>
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
    </ExampleFigure>
  );
}

export function RuleEntry({ rule }: { rule: RuleMeta }) {
  const format = rule.exampleContext?.format;
  return (
    <RuleArticle
      code={rule.code}
      summary={rule.summary}
      badges={
        <>
          <Badge tone={TONE[rule.severity]}>{rule.severity}</Badge>
          {rule.fixable ? <Badge tone="accent">quick fix</Badge> : null}
          {rule.rules.length > 0 ? (
            <span className="text-xs text-ink-muted" title="Rule IDs: the line of the rule in the GOT CGS rulebook">
              Rulebook {rule.rules.join(", ")}
            </span>
          ) : null}
        </>
      }
    >
      <Example example={rule.bad} kind="bad" format={format} says={[...new Set(badExampleFindings(rule).map((d) => d.message))].slice(0, 2)} />
      <Example example={rule.good} kind="good" format={format} />
    </RuleArticle>
  );
}
