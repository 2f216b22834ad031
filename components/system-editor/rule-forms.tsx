"use client";
/**
 * Card rules and deck rules, each written as its JSON (the rule language of docs/systems.md:
 * conditions with equals/in/matches/empty/atLeast/atMost, deck rules count, maxPerValue,
 * sameAsAnchor, distinct, referenced, countEquals) with its bad and good example. Every rule's
 * issues show under it, and, once the definition checks, whether its examples do what they say
 * ("this example is not reported: the rule never fires").
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import type { CardRuleDef, DeckRuleDef, SystemDefinition } from "@/lib/systems/types";
import { exampleVerdict, type IssueIndex } from "./draft";
import type { Edit } from "./edit";

type Kind = "cardRules" | "deckRules";

function RuleEditor({ rule, kind, i, valid, issues, edit, readOnly }: { rule: CardRuleDef | DeckRuleDef; kind: Kind; i: number; valid: SystemDefinition | null; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const at = `${kind}[${i}]`;
  const [text, setText] = useState(() => JSON.stringify(rule, null, 2));
  const [syntax, setSyntax] = useState<string | null>(null);
  const found = issues.under(at);
  const verdict = valid === null ? null : exampleVerdict(valid, rule);
  return (
    <li className="rounded-md border border-line bg-surface p-3" aria-label={`Rule ${rule.code || i + 1}`}>
      <Field label={`${rule.code || "(no code)"} · ${rule.kind === "card" ? "card rule" : `deck rule: ${rule.kind}`}`} error={syntax ?? (found.length > 0 ? found.map((x) => `${x.path}: ${x.message}`).join(" ") : null)}>
        {(p) => (
          <Textarea
            {...p}
            rows={Math.min(24, text.split("\n").length + 1)}
            readOnly={readOnly}
            spellCheck={false}
            data-path={at}
            className="font-mono text-xs"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              try {
                const parsed = JSON.parse(e.target.value) as CardRuleDef & DeckRuleDef;
                setSyntax(null);
                edit((d) => void ((d[kind] as unknown[])[i] = parsed));
              } catch (error) {
                setSyntax(`Not JSON yet: ${error instanceof Error ? error.message : String(error)}`);
              }
            }}
          />
        )}
      </Field>
      {verdict !== null && syntax === null ? (
        <ul className="mt-1 text-xs" aria-label={`Examples of ${rule.code}`}>
          <li className={verdict.bad === null ? "text-accent-ink" : "text-danger"}>{verdict.bad ?? "The bad example is reported."}</li>
          <li className={verdict.good === null ? "text-accent-ink" : "text-danger"}>{verdict.good ?? "The good example is not reported."}</li>
        </ul>
      ) : null}
      {readOnly ? null : (
        <Button size="sm" variant="ghost" className="mt-2" onClick={() => edit((d) => void (d[kind] as unknown[]).splice(i, 1))}>
          Remove rule
        </Button>
      )}
    </li>
  );
}

function cardRuleTemplate(def: SystemDefinition, n: number): CardRuleDef {
  const type = def.cardTypes[0]?.key ?? "card";
  const field = def.fields[0]?.key ?? "name";
  return {
    kind: "card",
    code: `RULE-${n}`,
    severity: "error",
    message: "{field} must be filled in.",
    check: { field, empty: false },
    field,
    examples: { bad: { identifier: "X1", copies: 1, type, fields: {} }, good: { identifier: "X1", copies: 1, type, fields: { [field]: "x" } } },
  };
}

function deckRuleTemplate(def: SystemDefinition, n: number): DeckRuleDef {
  const type = def.cardTypes[0]?.key ?? "card";
  const card = (identifier: string, copies: number) => ({ identifier, copies, type, fields: {} });
  return {
    kind: "countEquals",
    code: `DECK-${n}`,
    severity: "error",
    message: "The deck has {count} cards; it must have {expected}.",
    base: 20,
    plus: [],
    examples: { bad: { cards: [card("X1", 19)] }, good: { cards: [card("X1", 20)] } },
  };
}

export function RulesSection({ def, valid, issues, edit, readOnly }: { def: SystemDefinition; valid: SystemDefinition | null; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  // A rule's editor keeps its own text while it is not JSON; remounting per count keeps them in step when one is added or removed.
  const generation = `${def.cardRules.length}:${def.deckRules.length}`;
  return (
    <section aria-labelledby="rules-heading" className="mt-6">
      <h2 id="rules-heading" className="text-base font-semibold text-ink">
        Rules
      </h2>
      <p className="text-xs text-ink-muted">
        Card rules check one card (<code>when</code> → <code>check</code>); deck rules check a deck, copies counted. Comparisons: <code>{'{ "field": "minP", "atMost": { "field": "maxP" } }'}</code>; a deck of 20 plus 10 per planet:{" "}
        <code>{'{ "kind": "countEquals", "base": 20, "plus": [{ "times": 10, "where": … }] }'}</code>.
      </p>
      {(["cardRules", "deckRules"] as const).map((kind) => (
        <div key={kind} className="mt-3">
          <h3 className="text-sm font-medium text-ink">{kind === "cardRules" ? "Card rules" : "Deck rules"}</h3>
          <ol className="mt-1 flex flex-col gap-3">
            {def[kind].map((rule, i) => (
              <RuleEditor key={`${generation}:${i}`} rule={rule} kind={kind} i={i} valid={valid} issues={issues} edit={edit} readOnly={readOnly} />
            ))}
          </ol>
          {readOnly ? null : (
            <Button
              size="sm"
              className="mt-2"
              onClick={() => edit((d) => void (kind === "cardRules" ? d.cardRules.push(cardRuleTemplate(def, d.cardRules.length + 1) as never) : d.deckRules.push(deckRuleTemplate(def, d.deckRules.length + 1) as never)))}
            >
              {kind === "cardRules" ? "Add a card rule" : "Add a deck rule"}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
