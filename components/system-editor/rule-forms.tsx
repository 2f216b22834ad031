"use client";
/**
 * Card rules and deck rules built with controls over every rule kind of the rule language
 * (docs/systems.md): card rules (`when` -> `check`, the finding on a field) and deck rules
 * (count, countEquals with its base and plus terms, maxPerValue, distinct, sameAsAnchor,
 * referenced), each condition built in ./rule-condition.tsx and each example in
 * ./rule-examples.tsx. A rule's bad and good example are checked live with the real lint once
 * the draft checks ("this bad example is not reported: the rule never fires on it"); every issue
 * shows at the control of its path. "Edit as JSON" shows the rule's JSON for what the controls
 * do not say.
 */
import { memo, useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import type { CardRuleDef, Condition, DeckRuleDef, SystemCard, SystemDefinition } from "@/lib/systems/types";
import type { DraftScope } from "./scope";
import { CheckControl, NumberControl, SectionIssues, SelectControl, TextControl } from "./controls";
import type { IssueIndex } from "./draft";
import type { Edit } from "./edit";
import { ListRow, ListSection, OWN_PAINT, RemoveButton } from "./list-parts";
import { ConditionEditor } from "./rule-condition";
import { ExampleCardEditor, ExampleDeckEditor } from "./rule-examples";
import { DECK_KINDS, controlPaths, defaultCondition, deckRuleOfKind, fieldChoices, newCardRule, verdictOf, type DeckKind } from "./rule-model";

type Kind = "cardRules" | "deckRules";
type AnyRule = CardRuleDef | DeckRuleDef;

interface RuleProps {
  readonly def: DraftScope;
  readonly rule: AnyRule;
  readonly at: string;
  readonly issues: IssueIndex;
  readonly readOnly: boolean;
  readonly set: (r: AnyRule) => void;
}

/** A field picker limited to the definition's fields (and $type, $identifier, $copies). */
function FieldPicker({ def, value, label, path, issues, readOnly, onChange }: { def: DraftScope; value: string; label: string; path: string; issues: IssueIndex; readOnly: boolean; onChange: (v: string) => void }) {
  const choices = fieldChoices(def);
  const options = choices.some((c) => c.value === value) ? choices : [{ value, label: `${value || "(none)"} (not a field)` }, ...choices];
  return <SelectControl label={label} path={path} issues={issues} readOnly={readOnly} value={value} options={options} onChange={onChange} className="w-56" />;
}

/** A condition that may be left out (`when`, `where`): a checkbox, then the condition. */
function OptionalCondition({ def, cond, path, label, issues, readOnly, onChange }: { def: DraftScope; cond: Condition | undefined; path: string; label: string; issues: IssueIndex; readOnly: boolean; onChange: (c: Condition | undefined) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <CheckControl label={label} checked={cond !== undefined} readOnly={readOnly} onChange={(on) => onChange(on ? defaultCondition(def) : undefined)} />
      {cond === undefined ? null : <ConditionEditor def={def} cond={cond} path={path} label={label} issues={issues} readOnly={readOnly} onChange={onChange} />}
    </div>
  );
}

function without<T extends object, K extends keyof T>(o: T, k: K): Omit<T, K> {
  const { [k]: _gone, ...rest } = o;
  return rest;
}

function CardRuleControls({ def, rule, at, issues, readOnly, set }: RuleProps & { rule: CardRuleDef }) {
  return (
    <div className="flex flex-col gap-2">
      <OptionalCondition def={def} cond={rule.when} path={`${at}.when`} label="Only cards where" issues={issues} readOnly={readOnly} onChange={(c) => set(c === undefined ? without(rule, "when") : { ...rule, when: c })} />
      <div>
        <p className="text-xs font-medium text-ink-soft">Each such card must satisfy</p>
        <ConditionEditor def={def} cond={rule.check} path={`${at}.check`} label="Check" issues={issues} readOnly={readOnly} onChange={(c) => set({ ...rule, check: c })} />
      </div>
      <FieldPicker def={def} label="The finding is on the field" path={`${at}.field`} issues={issues} readOnly={readOnly} value={rule.field} onChange={(v) => set({ ...rule, field: v })} />
      <div className="grid gap-2 md:grid-cols-2">
        {(["bad", "good"] as const).map((which) => (
          <ExampleCardEditor
            key={which}
            def={def}
            card={rule.examples[which]}
            path={`${at}.examples.${which}`}
            label={which === "bad" ? "Bad example" : "Good example"}
            issues={issues}
            readOnly={readOnly}
            onChange={(c: SystemCard) => set({ ...rule, examples: { ...rule.examples, [which]: c } })}
          />
        ))}
      </div>
    </div>
  );
}

/** A countEquals rule's expected count: a base plus terms, each `times` × the copies of the cards where a condition holds. */
function ExpectedCount({ def, rule, at, issues, readOnly, put }: Omit<RuleProps, "set" | "rule"> & { rule: Extract<DeckRuleDef, { kind: "countEquals" }>; put: (patch: Partial<Record<string, unknown>>) => void }) {
  return (
    <div className="flex flex-col gap-1" role="group" aria-label="Expected count">
      <NumberControl label="Base (cards before the terms)" path={`${at}.base`} issues={issues} readOnly={readOnly} value={rule.base} step={1} className="w-56" onChange={(v) => put({ base: v ?? 0 })} />
      {rule.plus.map((term, j) => (
        <div key={j} className="flex flex-col gap-1 rounded border border-line p-2" role="group" aria-label={`Term ${j + 1}`}>
          <div className="flex items-end gap-2">
            <NumberControl label={`Plus: times (term ${j + 1})`} path={`${at}.plus[${j}].times`} issues={issues} readOnly={readOnly} value={term.times} step={1} className="w-40" onChange={(v) => put({ plus: rule.plus.map((t, k) => (k === j ? { ...t, times: v ?? 0 } : t)) })} />
            <span className="pb-2 text-xs text-ink-muted">× the copies of cards where</span>
            <RemoveButton readOnly={readOnly} onRemove={() => put({ plus: rule.plus.filter((_, k) => k !== j) })}>
              Remove term {j + 1}
            </RemoveButton>
          </div>
          <ConditionEditor def={def} cond={term.where} path={`${at}.plus[${j}].where`} label={`Term ${j + 1} cards`} issues={issues} readOnly={readOnly} onChange={(c) => put({ plus: rule.plus.map((t, k) => (k === j ? { ...t, where: c } : t)) })} />
        </div>
      ))}
      {readOnly ? null : (
        <Button size="sm" className="self-start" onClick={() => put({ plus: [...rule.plus, { times: 1, where: defaultCondition(def) }] })}>
          Add a term
        </Button>
      )}
    </div>
  );
}

function DeckRuleControls({ def, rule, at, issues, readOnly, set }: RuleProps & { rule: DeckRuleDef }) {
  const put = (patch: Partial<Record<string, unknown>>) => set({ ...rule, ...patch } as DeckRuleDef);
  const field = (key: "field" | "by" | "checkField" | "groupBy", label: string) => (
    <FieldPicker def={def} label={label} path={`${at}.${key}`} issues={issues} readOnly={readOnly} value={String((rule as unknown as Record<string, unknown>)[key] ?? "")} onChange={(v) => put({ [key]: v })} />
  );
  return (
    <div className="flex flex-col gap-2">
      <SelectControl label="Kind" path={`${at}.kind`} issues={issues} readOnly={readOnly} value={rule.kind} options={DECK_KINDS} className="w-96" onChange={(k) => set(deckRuleOfKind(def, k as DeckKind, rule))} />
      <OptionalCondition
        def={def}
        cond={rule.where}
        path={`${at}.where`}
        label={rule.kind === "countEquals" ? "Count only cards where" : "Only cards where"}
        issues={issues}
        readOnly={readOnly}
        onChange={(c) => set((c === undefined ? without(rule, "where") : { ...rule, where: c }) as DeckRuleDef)}
      />
      {rule.kind === "count" ? (
        <div className="flex gap-2">
          <NumberControl label="At least" path={`${at}.min`} issues={issues} readOnly={readOnly} value={rule.min} step={1} className="w-32" onChange={(v) => set((v === undefined ? without(rule, "min") : { ...rule, min: v }) as DeckRuleDef)} />
          <NumberControl label="At most" path={`${at}.max`} issues={issues} readOnly={readOnly} value={rule.max} step={1} className="w-32" onChange={(v) => set((v === undefined ? without(rule, "max") : { ...rule, max: v }) as DeckRuleDef)} />
        </div>
      ) : null}
      {rule.kind === "countEquals" ? <ExpectedCount def={def} rule={rule} at={at} issues={issues} readOnly={readOnly} put={put} /> : null}
      {rule.kind === "maxPerValue" ? (
        <div className="flex items-end gap-2">
          {field("field", "Per value of")}
          <NumberControl label="At most copies" path={`${at}.max`} issues={issues} readOnly={readOnly} value={rule.max} step={1} className="w-32" onChange={(v) => put({ max: v ?? 0 })} />
        </div>
      ) : null}
      {rule.kind === "distinct" ? (
        <div className="flex flex-col gap-1">
          {field("field", "No two cards share")}
          <CheckControl label="Only within groups of one value of a field" checked={rule.groupBy !== undefined} readOnly={readOnly} onChange={(on) => set((on ? { ...rule, groupBy: rule.field } : without(rule, "groupBy")) as DeckRuleDef)} />
          {rule.groupBy === undefined ? null : field("groupBy", "Grouped by")}
        </div>
      ) : null}
      {rule.kind === "sameAsAnchor" ? (
        <div className="flex flex-col gap-1">
          {field("field", "Same value of")}
          <p className="text-xs font-medium text-ink-soft">As the first card where</p>
          <ConditionEditor def={def} cond={rule.anchor} path={`${at}.anchor`} label="Anchor" issues={issues} readOnly={readOnly} onChange={(c) => put({ anchor: c })} />
        </div>
      ) : null}
      {rule.kind === "referenced" ? (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap gap-2">
            {field("field", "A card's field")}
            {field("by", "named by another card's")}
            {field("checkField", "The finding is on")}
          </div>
          <p className="text-xs font-medium text-ink-soft">must satisfy</p>
          <ConditionEditor def={def} cond={rule.check} path={`${at}.check`} label="Check" issues={issues} readOnly={readOnly} onChange={(c) => put({ check: c })} />
        </div>
      ) : null}
      <div className="grid gap-2 md:grid-cols-2">
        {(["bad", "good"] as const).map((which) => (
          <ExampleDeckEditor
            key={which}
            def={def}
            cards={rule.examples[which].cards}
            path={`${at}.examples.${which}`}
            label={which === "bad" ? "Bad example deck" : "Good example deck"}
            issues={issues}
            readOnly={readOnly}
            onChange={(cards) => put({ examples: { ...rule.examples, [which]: { cards } } })}
          />
        ))}
      </div>
    </div>
  );
}

/** The rule as JSON (the advanced view): text that is not JSON yet stays in the box and is said so. */
function RuleJson({ rule, at, readOnly, set }: { rule: AnyRule; at: string; readOnly: boolean; set: (r: AnyRule) => void }) {
  const [text, setText] = useState(() => JSON.stringify(rule, null, 2));
  const [syntax, setSyntax] = useState<string | null>(null);
  return (
    <Field label="The rule as JSON" error={syntax}>
      {(p) => (
        <Textarea
          {...p}
          rows={Math.min(24, text.split("\n").length + 1)}
          readOnly={readOnly}
          spellCheck={false}
          data-path={`${at}.json`}
          className="font-mono text-xs"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            try {
              const parsed = JSON.parse(e.target.value) as AnyRule;
              setSyntax(null);
              set(parsed);
            } catch (error) {
              setSyntax(`Not JSON yet: ${error instanceof Error ? error.message : String(error)}`);
            }
          }}
        />
      )}
    </Field>
  );
}

/**
 * One rule's form; memoized: it gets its own rule by reference, the fields and card types as the
 * editor's {@link DraftScope} (a field's maximum typed leaves it the same object) and its
 * examples' verdict as two sentences, so a keystroke elsewhere skips it.
 */
const RuleEditor = memo(function RuleEditor({ def, rule, kind, i, bad, good, checked, issues, edit, readOnly }: { def: DraftScope; rule: AnyRule; kind: Kind; i: number; bad: string | null; good: string | null; checked: boolean; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const at = `${kind}[${i}]`;
  const [json, setJson] = useState(false);
  const set = useCallback((r: AnyRule) => edit((d) => void ((d[kind] as unknown[])[i] = r)), [edit, kind, i]);
  const verdict = checked ? { bad, good } : null;
  const props = { def, at, issues, readOnly, set };
  return (
    <ListRow label={`Rule ${rule.code || i + 1}`} layout="block" roomy dataPath={at}>
      <div className="flex flex-wrap items-end gap-2">
        <TextControl label="Code" path={`${at}.code`} issues={issues} readOnly={readOnly} value={rule.code} className="w-40" onChange={(v) => set({ ...rule, code: v })} />
        <SelectControl
          label="Severity"
          path={`${at}.severity`}
          issues={issues}
          readOnly={readOnly}
          value={rule.severity}
          className="w-32"
          options={[
            { value: "error", label: "error" },
            { value: "warning", label: "warning" },
          ]}
          onChange={(v) => set({ ...rule, severity: v === "warning" ? "warning" : "error" })}
        />
        <TextControl label="Message" hint="{field} {value} {count} {expected} are filled in." path={`${at}.message`} issues={issues} readOnly={readOnly} value={rule.message} className="min-w-64 flex-1" onChange={(v) => set({ ...rule, message: v })} />
        <TextControl label="Source" path={`${at}.source`} issues={issues} readOnly={readOnly} value={rule.source} className="w-48" onChange={(v) => set((v === "" ? without(rule, "source") : { ...rule, source: v }) as AnyRule)} />
      </div>
      <div className="mt-2">
        {json ? <RuleJson rule={rule} at={at} readOnly={readOnly} set={set} /> : rule.kind === "card" ? <CardRuleControls {...props} rule={rule} /> : <DeckRuleControls {...props} rule={rule} />}
      </div>
      <SectionIssues issues={issues} path={at} shown={json ? undefined : controlPaths(rule, at)} />
      {verdict === null ? (
        <p className="mt-1 text-xs text-ink-muted">The examples are checked once the definition has no problems.</p>
      ) : (
        <ul className="mt-1 text-xs" aria-label={`Examples of ${rule.code}`} aria-live="polite">
          <li className={verdict.bad === null ? "text-accent-ink" : "text-danger"}>{verdict.bad ?? "The bad example is reported."}</li>
          <li className={verdict.good === null ? "text-accent-ink" : "text-danger"}>{verdict.good ?? "The good example is not reported."}</li>
        </ul>
      )}
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="ghost" aria-pressed={json} onClick={() => setJson((j) => !j)}>
          {json ? "Edit with controls" : "Edit as JSON"}
        </Button>
        <RemoveButton readOnly={readOnly} onRemove={() => edit((d) => void (d[kind] as unknown[]).splice(i, 1))}>
          Remove rule
        </RemoveButton>
      </div>
    </ListRow>
  );
});

/**
 * The card and deck rules; memoized. `valid` (the checked draft, new on every change) only makes
 * the examples' verdicts, handed to each rule as sentences: a rule whose verdict and rule did not
 * change is skipped.
 */
export const RulesSection = memo(function RulesSection({ scope, cardRules, deckRules, valid, issues, edit, readOnly }: { scope: DraftScope; cardRules: readonly CardRuleDef[]; deckRules: readonly DeckRuleDef[]; valid: SystemDefinition | null; issues: IssueIndex; edit: Edit; readOnly: boolean }) {
  const def = scope;
  const rules = { cardRules, deckRules };
  // The checked definition's own rules: the verdict reads what lint will read.
  const verdicts = useMemo(() => (valid === null ? null : { cardRules: valid.cardRules.map((r) => verdictOf(valid, r)), deckRules: valid.deckRules.map((r) => verdictOf(valid, r)) }), [valid]);
  // The JSON view keeps its own text while it is not JSON; remounting per count keeps them in step when one is added or removed.
  const generation = `${cardRules.length}:${deckRules.length}`;
  return (
    <section aria-labelledby="rules-heading" className={`${OWN_PAINT} mt-6`}>
      <h2 id="rules-heading" className="text-base font-semibold text-ink">
        Rules
      </h2>
      <p className="text-xs text-ink-muted">Card rules check one card: for the cards that match, a condition must hold. Deck rules check a deck, copies counted. Each rule&apos;s bad example must be reported and its good one not.</p>
      {(["cardRules", "deckRules"] as const).map((kind) => (
        <ListSection
          key={kind}
          className="mt-3"
          roomy
          title={kind === "cardRules" ? "Card rules" : "Deck rules"}
          addLabel={kind === "cardRules" ? "Add a card rule" : "Add a deck rule"}
          onAdd={() => edit((d) => void (kind === "cardRules" ? d.cardRules.push(newCardRule(def, d.cardRules.length + 1) as never) : d.deckRules.push(deckRuleOfKind(def, "countEquals", undefined, d.deckRules.length + 1) as never)))}
          readOnly={readOnly}
        >
          {rules[kind].map((rule, i) => {
            const verdict = verdicts?.[kind][i];
            return <RuleEditor key={`${generation}:${i}`} def={def} rule={rule} kind={kind} i={i} bad={verdict?.bad ?? null} good={verdict?.good ?? null} checked={verdict !== undefined} issues={issues} edit={edit} readOnly={readOnly} />;
          })}
        </ListSection>
      ))}
    </section>
  );
});
