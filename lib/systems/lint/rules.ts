/**
 * A definition's data rules: card rules (`when` -> `check`) and deck rules (`count`,
 * `maxPerValue`, `sameAsAnchor`, `distinct`, `referenced`, `countEquals`). Copies count: a card with 3 copies is 3 cards of its
 * deck. Messages fill `{field}` (the field's label), `{value}`, `{count}` and `{expected}`.
 */
import type { CardRuleDef, DeckRuleDef, FieldValue, SystemCard, SystemDefinition, SystemFinding } from "../types";
import { matches } from "./conditions";
import { fieldsByKey, isEmpty, showValue, valueOf } from "./values";

interface Fill {
  readonly field?: string;
  readonly value?: FieldValue;
  readonly count?: number;
  readonly expected?: string;
}

/** The rule's message with its placeholders filled; a placeholder without a value stays as written. */
export function fillMessage(def: SystemDefinition, message: string, fill: Fill): string {
  return message.replace(/\{(field|value|count|expected)\}/g, (whole, name: string) => {
    switch (name) {
      case "field":
        return fill.field === undefined ? whole : (fieldsByKey(def).get(fill.field)?.label ?? fill.field);
      case "value":
        return "value" in fill ? showValue(fill.value) : whole;
      case "count":
        return fill.count === undefined ? whole : String(fill.count);
      default:
        return fill.expected ?? whole;
    }
  });
}

/** The finding of `rule` on `card` when the card matches `when` and fails `check`, else none. */
export function checkCardRule(def: SystemDefinition, rule: CardRuleDef, card: SystemCard): SystemFinding[] {
  if (rule.when !== undefined && !matches(def, card, rule.when)) return [];
  if (matches(def, card, rule.check)) return [];
  const value = valueOf(def, card, rule.field);
  return [
    {
      code: rule.code,
      severity: rule.severity,
      message: fillMessage(def, rule.message, { field: rule.field, value }),
      identifier: card.identifier,
      field: rule.field,
    },
  ];
}

function copiesOf(cards: readonly SystemCard[]): number {
  return cards.reduce((n, c) => n + (Number.isFinite(c.copies) ? c.copies : 0), 0);
}

function expectedRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  return max !== undefined ? `at most ${max}` : "any number";
}

/** Cards grouped by the value of `field` (empty values left out), in deck order. */
function groupBy(def: SystemDefinition, cards: readonly SystemCard[], field: string): Map<FieldValue, SystemCard[]> {
  const groups = new Map<FieldValue, SystemCard[]>();
  for (const card of cards) {
    const value = valueOf(def, card, field);
    if (isEmpty(value)) continue;
    const group = groups.get(value);
    if (group === undefined) groups.set(value, [card]);
    else group.push(card);
  }
  return groups;
}

/** The findings of one deck rule on one deck's cards. */
export function checkDeckRule(def: SystemDefinition, rule: DeckRuleDef, deck: string, cards: readonly SystemCard[]): SystemFinding[] {
  const base = { code: rule.code, severity: rule.severity, deck };
  const where = rule.where;
  const scope = where === undefined ? cards : cards.filter((c) => matches(def, c, where));
  switch (rule.kind) {
    case "count": {
      const count = copiesOf(scope);
      if ((rule.min === undefined || count >= rule.min) && (rule.max === undefined || count <= rule.max)) return [];
      return [{ ...base, message: fillMessage(def, rule.message, { count, expected: expectedRange(rule.min, rule.max) }) }];
    }
    case "maxPerValue": {
      const out: SystemFinding[] = [];
      for (const [value, group] of groupBy(def, scope, rule.field)) {
        const count = copiesOf(group);
        if (count <= rule.max) continue;
        const message = fillMessage(def, rule.message, { field: rule.field, value, count, expected: `at most ${rule.max}` });
        for (const card of group) out.push({ ...base, message, identifier: card.identifier, field: rule.field });
      }
      return out;
    }
    case "sameAsAnchor": {
      const anchor = cards.find((c) => matches(def, c, rule.anchor));
      if (anchor === undefined) return [];
      const expected = valueOf(def, anchor, rule.field);
      return scope
        .filter((c) => c !== anchor && valueOf(def, c, rule.field) !== expected)
        .map((c) => {
          const value = valueOf(def, c, rule.field);
          const message = fillMessage(def, rule.message, { field: rule.field, value, expected: showValue(expected) });
          return { ...base, message, identifier: c.identifier, field: rule.field };
        });
    }
    case "distinct": {
      const out: SystemFinding[] = [];
      const groups = rule.groupBy === undefined ? [scope] : [...groupBy(def, scope, rule.groupBy).values()];
      for (const group of groups) {
        for (const [value, same] of groupBy(def, group, rule.field)) {
          const count = copiesOf(same);
          if (count <= 1) continue;
          const message = fillMessage(def, rule.message, { field: rule.field, value, count });
          for (const card of same) out.push({ ...base, message, identifier: card.identifier, field: rule.field });
        }
      }
      return out;
    }
    case "countEquals": {
      const count = copiesOf(scope);
      const expected = rule.plus.reduce((n, term) => n + term.times * copiesOf(cards.filter((c) => matches(def, c, term.where))), rule.base);
      if (count === expected) return [];
      return [{ ...base, message: fillMessage(def, rule.message, { count, expected: String(expected) }) }];
    }
    case "referenced": {
      // Who names whom: every non-empty `by` value of the whole deck, with the first card naming it.
      const namedBy = new Map<FieldValue, SystemCard>();
      for (const card of cards) {
        const named = valueOf(def, card, rule.by);
        if (!isEmpty(named) && !namedBy.has(named)) namedBy.set(named, card);
      }
      return scope
        .filter((c) => {
          const own = valueOf(def, c, rule.field);
          const namer = namedBy.get(own);
          return namer !== undefined && !matches(def, c, rule.check);
        })
        .map((c) => {
          const value = valueOf(def, c, rule.field);
          const namer = namedBy.get(value);
          const message = fillMessage(def, rule.message, { field: rule.checkField, value, expected: namer?.identifier });
          return { ...base, message, identifier: c.identifier, field: rule.checkField };
        });
    }
  }
}
