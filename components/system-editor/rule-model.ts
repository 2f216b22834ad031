/**
 * The rule builder's pure core (no React): a `Condition` (lib/systems/types.ts) read as the
 * controls show it (an operator, a field, a value typed as text) and written back, the fields
 * and values a picker may offer for a definition, new rules of every kind, and what a rule's
 * examples show under the real lint ("this bad example is not reported: the rule never fires").
 *
 * The controls never hold a second model of a rule: they read the draft's `Condition` with
 * {@link operatorOf} / {@link valueText} and write it with {@link withOperator} / {@link withValue},
 * so the JSON view and the controls always show the same rule.
 */
import { lintCard, lintDeck } from "@/lib/systems/lint";
import type { CardRuleDef, Comparand, Condition, DeckRuleDef, FieldValue, SystemCard, SystemDefinition } from "@/lib/systems/types";
import type { DraftScope } from "./scope";

/** Every operator a condition control offers; `notEmpty` is `{ empty: false }`. */
export type Operator = "equals" | "in" | "matches" | "empty" | "notEmpty" | "inPackList" | "atLeast" | "atMost" | "all" | "any" | "not";

export const OPERATORS: readonly { readonly value: Operator; readonly label: string }[] = [
  { value: "equals", label: "is" },
  { value: "in", label: "is one of" },
  { value: "matches", label: "matches the pattern" },
  { value: "empty", label: "is empty" },
  { value: "notEmpty", label: "is filled in" },
  { value: "atLeast", label: "is at least" },
  { value: "atMost", label: "is at most" },
  { value: "inPackList", label: "is in the pack's list" },
  { value: "all", label: "all of these hold" },
  { value: "any", label: "any of these holds" },
  { value: "not", label: "this does not hold" },
];

/** The pseudo-fields a rule may read besides the definition's fields. */
export const PSEUDO_FIELDS: readonly { readonly key: string; readonly label: string }[] = [
  { key: "$type", label: "Card type" },
  { key: "$identifier", label: "Identifier" },
  { key: "$copies", label: "Copies" },
];

export function isGroup(op: Operator): op is "all" | "any" | "not" {
  return op === "all" || op === "any" || op === "not";
}

/** The operator of a condition as the controls show it. */
export function operatorOf(c: Condition): Operator {
  if ("all" in c) return "all";
  if ("any" in c) return "any";
  if ("not" in c) return "not";
  if ("equals" in c) return "equals";
  if ("in" in c) return "in";
  if ("matches" in c) return "matches";
  if ("atLeast" in c) return "atLeast";
  if ("atMost" in c) return "atMost";
  if ("inPackList" in c) return "inPackList";
  return c.empty ? "empty" : "notEmpty";
}

/** The field a leaf condition reads, or null for all/any/not. */
export function fieldOf(c: Condition): string | null {
  return "field" in c ? c.field : null;
}

/** The children of a group (a `not` has one), or [] for a leaf. */
export function childrenOf(c: Condition): readonly Condition[] {
  if ("all" in c) return c.all;
  if ("any" in c) return c.any;
  if ("not" in c) return [c.not];
  return [];
}

/** The path segment of a child (`all[2]`, `not`), for issue paths such as `cardRules[3].check.all[2]`. */
export function childPath(path: string, c: Condition, i: number): string {
  if ("not" in c) return `${path}.not`;
  return `${path}.${"all" in c ? "all" : "any"}[${i}]`;
}

/** The fields a picker offers: the definition's fields (pictures have no value to test) and the pseudo-fields. */
export function fieldChoices(def: DraftScope, numericOnly = false): { value: string; label: string }[] {
  const own = def.fields.filter((f) => f.type.kind !== "image" && (!numericOnly || f.type.kind === "int")).map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));
  const pseudo = PSEUDO_FIELDS.filter((p) => !numericOnly || p.key === "$copies").map((p) => ({ value: p.key, label: `${p.label} (${p.key})` }));
  return [...own, ...pseudo];
}

/** The values a value picker offers for a field: an enum's values, the card types for `$type`, yes/no; null for free text. */
export function valueChoices(def: DraftScope, field: string): readonly string[] | null {
  if (field === "$type") return def.cardTypes.map((t) => t.key);
  const f = def.fields.find((x) => x.key === field);
  if (f === undefined) return null;
  if (f.type.kind === "enum") return f.type.values;
  if (f.type.kind === "bool") return ["true", "false"];
  return null;
}

/** Whether a field holds numbers (an int field or `$copies`). */
export function isNumeric(def: DraftScope, field: string): boolean {
  return field === "$copies" || def.fields.find((f) => f.key === field)?.type.kind === "int";
}

/**
 * Text typed for a field's value as the JSON value the rule stores: a number for a numeric field
 * (text that is no number stays text, so checkDefinition or lint can say so), true/false for a
 * yes/no field, an empty box as null for a number, else the text itself.
 */
export function parseValue(def: DraftScope, field: string, text: string): FieldValue {
  const kind = field === "$copies" ? "int" : def.fields.find((f) => f.key === field)?.type.kind;
  if (kind === "int") {
    if (text.trim() === "") return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (kind === "bool") return text === "true" ? true : text === "false" ? false : text;
  return text;
}

function showValue(v: FieldValue): string {
  return v === null ? "" : String(v);
}

/** A leaf's value as the control shows it (for `in`: one value a line; a comparison with a field: ""). */
export function valueText(c: Condition): string {
  if ("equals" in c) return showValue(c.equals);
  if ("in" in c) return c.in.map(showValue).join("\n");
  if ("matches" in c) return c.matches;
  if ("inPackList" in c) return c.inPackList;
  if ("atLeast" in c) return typeof c.atLeast === "number" ? String(c.atLeast) : "";
  if ("atMost" in c) return typeof c.atMost === "number" ? String(c.atMost) : "";
  return "";
}

/** A comparison's other side: a number, or the other field's key. Null for other conditions. */
export function comparandOf(c: Condition): Comparand | null {
  if ("atLeast" in c) return c.atLeast;
  if ("atMost" in c) return c.atMost;
  return null;
}

/** A new leaf on the definition's first field that is there to test. */
export function defaultCondition(def: DraftScope): Condition {
  const field = def.fields.find((f) => f.type.kind !== "image")?.key ?? "$identifier";
  return { field, empty: false };
}

/**
 * `c` turned into operator `op`, keeping what carries over: the field, the value when it still
 * makes sense (an `equals` value becomes the first of an `in` list and back), a leaf wrapped
 * into a group as its first child, a group's first child when it becomes a leaf.
 */
export function withOperator(def: DraftScope, c: Condition, op: Operator): Condition {
  if (op === operatorOf(c)) return c;
  if (isGroup(op)) {
    const kids = childrenOf(c);
    const inner = kids.length > 0 ? kids : [c];
    if (op === "not") return { not: inner[0] ?? defaultCondition(def) };
    return op === "all" ? { all: [...inner] } : { any: [...inner] };
  }
  const leaf = fieldOf(c) === null ? (childrenOf(c).find((k) => fieldOf(k) !== null) ?? defaultCondition(def)) : c;
  const field = fieldOf(leaf) ?? "$identifier";
  const first: FieldValue = "equals" in leaf ? leaf.equals : "in" in leaf ? (leaf.in[0] ?? "") : parseValue(def, field, valueText(leaf));
  switch (op) {
    case "equals":
      return { field, equals: first ?? parseValue(def, field, valueChoices(def, field)?.[0] ?? "") };
    case "in":
      return { field, in: "in" in leaf ? leaf.in : first === null || first === "" ? [] : [first] };
    case "matches":
      return { field, matches: typeof first === "string" ? first : "" };
    case "empty":
      return { field, empty: true };
    case "notEmpty":
      return { field, empty: false };
    case "inPackList":
      return { field, inPackList: "inPackList" in leaf ? leaf.inPackList : "list" };
    case "atLeast":
    case "atMost": {
      const other = comparandOf(leaf) ?? (typeof first === "number" ? first : 0);
      return op === "atLeast" ? { field, atLeast: other } : { field, atMost: other };
    }
  }
}

/** `c` reading another field; the value is re-read for the new field's type. */
export function withField(def: DraftScope, c: Condition, field: string): Condition {
  if (!("field" in c)) return c;
  const op = operatorOf(c);
  if (op === "equals") return { field, equals: parseValue(def, field, valueText(c)) };
  if (op === "in") return { field, in: valueText(c) === "" ? [] : valueText(c).split("\n").map((v) => parseValue(def, field, v)) };
  return { ...c, field } as Condition;
}

/** `c` with the value typed in its value box (an `in` list: one value a line, blank lines left out). */
export function withValue(def: DraftScope, c: Condition, text: string): Condition {
  if (!("field" in c)) return c;
  const field = c.field;
  if ("equals" in c) return { field, equals: parseValue(def, field, text) };
  if ("in" in c) return { field, in: text.split("\n").filter((v) => v.trim() !== "").map((v) => parseValue(def, field, v.trim())) };
  if ("matches" in c) return { field, matches: text };
  if ("inPackList" in c) return { field, inPackList: text };
  if ("atLeast" in c || "atMost" in c) {
    const n = Number(text);
    // A box that is no number yet keeps the old comparand: a comparison stores numbers only.
    const value: Comparand = text.trim() !== "" && Number.isFinite(n) ? n : (comparandOf(c) ?? 0);
    return "atLeast" in c ? { field, atLeast: value } : { field, atMost: value };
  }
  return c;
}

/** A comparison compared with a number or with another field's value. */
export function withComparand(c: Condition, other: Comparand): Condition {
  if ("atLeast" in c) return { field: c.field, atLeast: other };
  if ("atMost" in c) return { field: c.field, atMost: other };
  return c;
}

/** A group with one child more (a new leaf) ; a `not` is left as it is (one child). */
export function withChildAdded(def: DraftScope, c: Condition): Condition {
  if ("all" in c) return { all: [...c.all, defaultCondition(def)] };
  if ("any" in c) return { any: [...c.any, defaultCondition(def)] };
  return c;
}

/** A group with child `i` replaced. */
export function withChild(c: Condition, i: number, child: Condition): Condition {
  if ("all" in c) return { all: c.all.map((k, j) => (j === i ? child : k)) };
  if ("any" in c) return { any: c.any.map((k, j) => (j === i ? child : k)) };
  if ("not" in c) return { not: child };
  return c;
}

/** A group without child `i`. */
export function withChildRemoved(c: Condition, i: number): Condition {
  if ("all" in c) return { all: c.all.filter((_, j) => j !== i) };
  if ("any" in c) return { any: c.any.filter((_, j) => j !== i) };
  return c;
}

/** A short sentence of a condition, for a collapsed view and the tests ("cost is at most 5"). */
export function describe(def: DraftScope, c: Condition): string {
  const label = (k: string) => def.fields.find((f) => f.key === k)?.label ?? PSEUDO_FIELDS.find((p) => p.key === k)?.label ?? k;
  if ("all" in c) return c.all.length === 0 ? "always" : c.all.map((k) => describe(def, k)).join(" and ");
  if ("any" in c) return c.any.length === 0 ? "never" : `(${c.any.map((k) => describe(def, k)).join(" or ")})`;
  if ("not" in c) return `not (${describe(def, c.not)})`;
  const op = OPERATORS.find((o) => o.value === operatorOf(c))?.label ?? "";
  const other = comparandOf(c);
  const value = other !== null && typeof other === "object" ? label(other.field) : "in" in c ? c.in.map(showValue).join(", ") : valueText(c);
  return `${label(c.field)} ${op}${value === "" ? "" : ` ${value}`}`;
}

// ---- rules -------------------------------------------------------------------------------

export type DeckKind = DeckRuleDef["kind"];

export const DECK_KINDS: readonly { readonly value: DeckKind; readonly label: string }[] = [
  { value: "count", label: "count: copies of matching cards within min..max" },
  { value: "countEquals", label: "countEquals: copies equal a base plus terms" },
  { value: "maxPerValue", label: "maxPerValue: at most N copies per value" },
  { value: "distinct", label: "distinct: no two cards share a value" },
  { value: "sameAsAnchor", label: "sameAsAnchor: same value as the anchor card" },
  { value: "referenced", label: "referenced: cards named by another must satisfy a check" },
];

const MESSAGES: Record<DeckKind, string> = {
  count: "The deck has {count} matching cards; it must have {expected}.",
  countEquals: "The deck has {count} cards; it must have {expected}.",
  maxPerValue: "{value} has {count} copies; {expected} are allowed.",
  distinct: "{value} is on {count} cards; {field} must differ.",
  sameAsAnchor: "{field} is {value}; it must be {expected} as on the anchor card.",
  referenced: "{field} does not allow what {expected} asks of it.",
};

/** A blank example card of the definition's first type. */
export function exampleCard(def: DraftScope, identifier: string, copies = 1): SystemCard {
  return { identifier, copies, type: def.cardTypes[0]?.key ?? "card", fields: {} };
}

function firstField(def: DraftScope, numeric = false): string {
  return def.fields.find((f) => f.type.kind !== "image" && (!numeric || f.type.kind === "int"))?.key ?? (numeric ? "$copies" : "$identifier");
}

/** A new card rule: `field` must be filled in. */
export function newCardRule(def: DraftScope, n: number): CardRuleDef {
  const field = firstField(def);
  return {
    kind: "card",
    code: `RULE-${n}`,
    severity: "error",
    message: "{field} must be filled in.",
    check: { field, empty: false },
    field,
    examples: { bad: exampleCard(def, "X1"), good: { ...exampleCard(def, "X1"), fields: { [field]: parseValue(def, field, "1") } } },
  };
}

/**
 * A deck rule of `kind`, keeping what the old rule had in common (code, severity, source,
 * examples, where); the message is the kind's own unless the designer wrote one.
 */
export function deckRuleOfKind(def: DraftScope, kind: DeckKind, old?: DeckRuleDef, n = 1): DeckRuleDef {
  const keptMessage = old !== undefined && old.message !== MESSAGES[old.kind] ? old.message : MESSAGES[kind];
  const base = {
    code: old?.code ?? `DECK-${n}`,
    severity: old?.severity ?? ("error" as const),
    message: keptMessage,
    ...(old?.source === undefined ? {} : { source: old.source }),
    examples: old?.examples ?? { bad: { cards: [exampleCard(def, "X1", 19)] }, good: { cards: [exampleCard(def, "X1", 20)] } },
  };
  const where = old?.where === undefined ? {} : { where: old.where };
  const field = old !== undefined && "field" in old ? old.field : firstField(def);
  switch (kind) {
    case "count":
      return { ...base, ...where, kind, min: 20, max: 20 };
    case "countEquals":
      return { ...base, ...where, kind, base: 20, plus: [] };
    case "maxPerValue":
      return { ...base, ...where, kind, field, max: 3 };
    case "distinct":
      return { ...base, ...where, kind, field };
    case "sameAsAnchor":
      return { ...base, ...where, kind, field, anchor: defaultCondition(def) };
    case "referenced":
      return { ...base, ...where, kind, field, by: field, check: defaultCondition(def), checkField: field };
  }
}

/** What a rule's examples show on a valid draft: null when right, else the sentence for the designer. */
export interface Verdict {
  readonly bad: string | null;
  readonly good: string | null;
}

/**
 * The rule's examples under the real lint of the whole draft (the same `lintCard`/`lintDeck` the
 * packs use): the bad example must be reported with the rule's code, the good one must not. A
 * good example that is reported says what the finding said, so the designer sees why.
 */
export function verdictOf(def: SystemDefinition, rule: CardRuleDef | DeckRuleDef): Verdict {
  const run = (example: "bad" | "good") =>
    (rule.kind === "card" ? lintCard(def, (rule as CardRuleDef).examples[example]) : lintDeck(def, "Example", (rule as DeckRuleDef).examples[example].cards)).filter((f) => f.code === rule.code);
  const bad = run("bad");
  const good = run("good");
  return {
    bad: bad.length > 0 ? null : "This bad example is not reported: the rule never fires on it. Change the example or the rule.",
    good: good.length === 0 ? null : `This good example is reported: ${good[0]?.message ?? rule.message}`,
  };
}

function conditionPaths(c: Condition, path: string, out: Set<string>): void {
  out.add(path);
  childrenOf(c).forEach((k, i) => conditionPaths(k, childPath(path, c, i), out));
}

/**
 * Whether an issue path is shown at one of a rule's controls (so the rule's list of remaining
 * issues leaves it out): the rule's own boxes, every condition node, everything in the examples.
 */
export function controlPaths(rule: CardRuleDef | DeckRuleDef, at: string): (path: string) => boolean {
  const out = new Set<string>(["code", "severity", "message", "source", "kind", "field", "by", "checkField", "groupBy", "min", "max", "base"].map((k) => `${at}.${k}`));
  const conds: [Condition | undefined, string][] = [];
  if (rule.kind === "card") conds.push([rule.when, `${at}.when`], [rule.check, `${at}.check`]);
  else {
    conds.push([rule.where, `${at}.where`]);
    if (rule.kind === "sameAsAnchor") conds.push([rule.anchor, `${at}.anchor`]);
    if (rule.kind === "referenced") conds.push([rule.check, `${at}.check`]);
    if (rule.kind === "countEquals")
      rule.plus.forEach((t, j) => {
        out.add(`${at}.plus[${j}].times`);
        conds.push([t.where, `${at}.plus[${j}].where`]);
      });
  }
  for (const [c, p] of conds) if (c !== undefined) conditionPaths(c, p, out);
  return (path) => out.has(path) || path.startsWith(`${at}.examples.`);
}
