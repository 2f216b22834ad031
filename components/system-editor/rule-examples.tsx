"use client";
/**
 * A rule's bad and good examples built with controls: a card (identifier, type, copies and the
 * values of its type's fields, an enum's from its values) or, for a deck rule, a list of such
 * cards. Each example's issues (e.g. `cardRules[2].examples.bad.type`) show at its control.
 */
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import type { FieldValue, SystemCard } from "@/lib/systems/types";
import type { DraftScope } from "./scope";
import type { IssueIndex } from "./draft";
import { exampleCard, parseValue, valueChoices } from "./rule-model";

const SMALL = "h-7 text-xs";

function show(v: FieldValue | undefined): string {
  return v === undefined || v === null ? "" : String(v);
}

export function ExampleCardEditor({ def, card, path, label, issues, readOnly, onChange, onRemove }: { def: DraftScope; card: SystemCard; path: string; label: string; issues: IssueIndex; readOnly: boolean; onChange: (c: SystemCard) => void; onRemove?: () => void }) {
  const type = def.cardTypes.find((t) => t.key === card.type);
  const keys = type?.fields.filter((k) => def.fields.find((f) => f.key === k)?.type.kind !== "image") ?? Object.keys(card.fields);
  const problems = issues.under(path);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-end gap-1 rounded border border-line p-1.5" data-path={path}>
      <label className="flex flex-col text-[11px] text-ink-muted">
        identifier
        <Input aria-label={`${label}: identifier`} className={`w-20 ${SMALL}`} readOnly={readOnly} value={card.identifier} onChange={(e) => onChange({ ...card, identifier: e.target.value })} />
      </label>
      <label className="flex flex-col text-[11px] text-ink-muted">
        type
        <Select aria-label={`${label}: type`} className={`w-28 ${SMALL}`} disabled={readOnly} value={card.type} onChange={(e) => onChange({ ...card, type: e.target.value })}>
          {type === undefined ? <option value={card.type}>{card.type || "(none)"}</option> : null}
          {def.cardTypes.map((t) => (
            <option key={t.key} value={t.key}>
              {t.label}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col text-[11px] text-ink-muted">
        copies
        <Input aria-label={`${label}: copies`} type="number" min={1} className={`w-16 ${SMALL}`} readOnly={readOnly} value={card.copies} onChange={(e) => onChange({ ...card, copies: Math.max(1, Math.trunc(Number(e.target.value) || 1)) })} />
      </label>
      {keys.map((k) => {
        const choices = valueChoices(def, k);
        const value = show(card.fields[k]);
        const set = (text: string) => {
          const fields: Record<string, FieldValue> = { ...card.fields };
          if (text === "") delete fields[k];
          else fields[k] = parseValue(def, k, text);
          onChange({ ...card, fields });
        };
        return (
          <label key={k} className="flex flex-col text-[11px] text-ink-muted">
            {k}
            {choices === null ? (
              <Input aria-label={`${label}: ${k}`} className={`w-24 ${SMALL}`} readOnly={readOnly} value={value} onChange={(e) => set(e.target.value)} />
            ) : (
              <Select aria-label={`${label}: ${k}`} className={`w-24 ${SMALL}`} disabled={readOnly} value={value} onChange={(e) => set(e.target.value)}>
                <option value="">(empty)</option>
                {choices.includes(value) || value === "" ? null : <option value={value}>{value}</option>}
                {choices.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </label>
        );
      })}
      {onRemove !== undefined && !readOnly ? (
        <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </Button>
      ) : null}
      {problems.length > 0 ? (
        <p className="w-full text-xs text-danger">
          {problems.map((p) => (
            <span key={`${p.path}:${p.message}`}>
              <code>{p.path}</code>: {p.message}{" "}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

export function ExampleDeckEditor({ def, cards, path, label, issues, readOnly, onChange }: { def: DraftScope; cards: readonly SystemCard[]; path: string; label: string; issues: IssueIndex; readOnly: boolean; onChange: (c: SystemCard[]) => void }) {
  const copies = cards.reduce((n, c) => n + c.copies, 0);
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <p className="text-xs text-ink-muted">
        {label}: {cards.length} card{cards.length === 1 ? "" : "s"}, {copies} cop{copies === 1 ? "y" : "ies"}
      </p>
      {cards.map((c, j) => (
        <ExampleCardEditor
          key={j}
          def={def}
          card={c}
          path={`${path}.cards[${j}]`}
          label={`${label} card ${j + 1}`}
          issues={issues}
          readOnly={readOnly}
          onChange={(next) => onChange(cards.map((x, k) => (k === j ? next : x)))}
          onRemove={() => onChange(cards.filter((_, k) => k !== j))}
        />
      ))}
      {readOnly ? null : (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => onChange([...cards, exampleCard(def, `X${cards.length + 1}`)])}>
          Add a card to {label}
        </Button>
      )}
    </div>
  );
}
