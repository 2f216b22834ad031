/**
 * Completion for attribute text: what to offer where the cursor is (situation.ts), from the
 * catalogue (names allowed for the card's Type, value domains, aliases, operators) and from the
 * pack's own custom names with how often each is used (the caller counts them with
 * `customNameUsage`). Pure; the Monaco adapter turns items into suggestions.
 */
import { ATTRIBUTES, CATEGORIES, type AttributeSpec, type CardScope, type CategorySpec } from "../catalogue";
import { parseAttributes } from "../analyze";
import { buildModelWith } from "../build-model";
import type { NameTable } from "../names";
import { situationAt, type Situation, type WordRange } from "./situation";
import { memberUsage, plainNameUsage } from "./usage";

export type CompletionKind = "attribute" | "category" | "alias" | "custom" | "value" | "operator";

export interface CompletionItem {
  readonly label: string;
  readonly kind: CompletionKind;
  /** Text to insert; a snippet (`${1|a,b|}` choices, `$0` final cursor) when `snippet` is true. */
  readonly insertText: string;
  readonly snippet: boolean;
  /** One line shown beside the label ("category, support cards only", "used 12 times"). */
  readonly detail: string;
  /** Markdown shown when the item is selected. */
  readonly documentation?: string;
  /** Orders items: lower first. */
  readonly sortText: string;
  /** The text the item replaces (1-based, end exclusive). */
  readonly range: WordRange;
}

export interface CompletionContext {
  readonly names: NameTable;
  /**
   * The pack's custom names and how often each is used, as `customNameUsage` counts them: plain
   * names, and `Category.Name` keys for the names each category lists.
   */
  readonly customNames?: Readonly<Record<string, number>>;
}

function scopeNote(cards: CardScope): string {
  return cards === "adventure" ? "adventure cards only" : cards === "support" ? "support cards only" : "all cards";
}

function fits(cards: CardScope, type: string | null): boolean {
  return type === null || cards === "all" || cards === type.toLowerCase();
}

function attributeSnippet(a: AttributeSpec): string {
  const d = a.domain;
  if (d.kind === "enum") return d.values.length === 1 ? `${a.name} "${d.values[0]}"` : `${a.name} "\${1|${d.values.join(",")}|}"`;
  if (d.kind === "int") return `${a.name} \${1:${d.min}}`;
  return `${a.name} "\${1}"`;
}

function docOf(spec: AttributeSpec | CategorySpec): string {
  return `${spec.doc}\n\n*Rulebook: ${spec.section}*`;
}

function times(n: number): string {
  return `${n} time${n === 1 ? "" : "s"}`;
}

function used(n: number): string {
  return `custom name, used ${times(n)} in this pack`;
}

/** Custom names of `usage` by falling use (then alphabetically), without the excluded ones. */
function customItems(
  ctx: CompletionContext,
  usage: Readonly<Record<string, number>>,
  range: WordRange,
  exclude: ReadonlySet<string>,
  rank: string,
  detail: (count: number) => string = used,
): CompletionItem[] {
  const entries = Object.entries(usage).filter(([n]) => !exclude.has(n) && ctx.names.spec(n) === undefined);
  entries.sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return entries.map(([name, count], i) => ({
    label: name,
    kind: "custom" as const,
    insertText: name,
    snippet: false,
    detail: detail(count),
    sortText: `${rank}${String(i).padStart(5, "0")}`,
    range,
  }));
}

/**
 * After `Category.` in a condition: only the names the pack lists in that category (CGS-237: the
 * part right of the dot names "an attribute name listed by the specified attribute category"),
 * and the pack's aliases of those names. A global attribute (`Subtype`) or another category's
 * entry (`Sway` in EraResources) is never one of them.
 */
function memberItems(ctx: CompletionContext, category: string, range: WordRange): CompletionItem[] {
  const members = memberUsage(ctx.customNames ?? {}, category);
  const items = customItems(ctx, members, range, new Set(), "1", (n) => `listed by ${category} ${times(n)} in this pack`);
  for (const [alias, target] of Object.entries(ctx.names.aliases)) {
    if (ctx.names.spec(alias) !== undefined || !Object.hasOwn(members, target)) continue;
    items.push({ label: alias, kind: "alias", insertText: alias, snippet: false, detail: `pack alias of ${target}`, sortText: `2${alias}`, range });
  }
  return items;
}

function valueItems(spec: AttributeSpec, range: WordRange, prefix: string): CompletionItem[] {
  if (spec.domain.kind !== "enum") return [];
  return spec.domain.values
    .filter((v) => v.toLowerCase().startsWith(prefix.toLowerCase()))
    .map((v, i) => ({ label: `"${v}"`, kind: "value" as const, insertText: `"${v}"`, snippet: false, detail: `${spec.name} value`, sortText: `0${i}`, range }));
}

function situationItems(s: Exclude<Situation, { kind: "none" }>, text: string, ctx: CompletionContext): CompletionItem[] {
  const { names } = ctx;
  const { ast } = parseAttributes(text, names);
  const model = buildModelWith(ast, names);
  const range = s.word;
  const plain = plainNameUsage(ctx.customNames ?? {});
  switch (s.kind) {
    case "global-name": {
      const present = new Set<string>([...Object.keys(model.globals), ...Object.keys(model.categories), ...Object.keys(model.conditions)]);
      const items: CompletionItem[] = [];
      for (const a of ATTRIBUTES) {
        if (present.has(a.name) || !fits(a.cards, model.type)) continue;
        items.push({ label: a.name, kind: "attribute", insertText: attributeSnippet(a), snippet: true, detail: `attribute, ${scopeNote(a.cards)}`, documentation: docOf(a), sortText: `1${a.name === "Type" ? "0" : "1"}${a.name}`, range });
      }
      for (const c of CATEGORIES) {
        if (present.has(c.name) || !fits(c.cards, model.type)) continue;
        items.push({ label: c.name, kind: "category", insertText: `${c.name}\n  $0`, snippet: true, detail: `category, ${scopeNote(c.cards)}`, documentation: docOf(c), sortText: `2${c.name}`, range });
        for (const alias of c.aliases) {
          items.push({ label: alias, kind: "alias", insertText: `${alias}\n  $0`, snippet: true, detail: `alias of ${c.name}`, documentation: docOf(c), sortText: `3${alias}`, range });
        }
      }
      for (const [alias, target] of Object.entries(names.aliases)) {
        if (names.spec(alias) !== undefined) continue;
        items.push({ label: alias, kind: "alias", insertText: alias, snippet: false, detail: `pack alias of ${target}`, sortText: `3${alias}`, range });
      }
      return [...items, ...customItems(ctx, plain, range, present, "4")];
    }
    case "entry-name": {
      const category = s.category;
      if (category?.entries === "conditional") {
        const refs = CATEGORIES.filter((c) => c.entries !== "conditional").flatMap((c) => [c.name, ...c.aliases].map((n) => ({ n, c })));
        const items: CompletionItem[] = refs.map(({ n, c }) => ({
          label: `${n}.`,
          kind: "category" as const,
          insertText: `${n}.`,
          snippet: false,
          detail: n === c.name ? "compare an entry of this category" : `alias of ${c.name}`,
          documentation: docOf(c),
          sortText: `${n === c.name ? "1" : "2"}${n}`,
          range,
        }));
        for (const a of ATTRIBUTES) {
          items.push({ label: a.name, kind: "attribute", insertText: `${a.name} `, snippet: false, detail: "compare this attribute", documentation: docOf(a), sortText: `3${a.name}`, range });
        }
        return [...items, ...customItems(ctx, plain, range, new Set(), "4")];
      }
      const existing = new Set(category === null ? [] : Object.keys(model.categories[category.name] ?? {}));
      return customItems(ctx, plain, range, existing, "1").map((item) => ({ ...item, insertText: `${item.label} `, ...(category?.entries === "numeric" ? { insertText: `${item.label} \${1:1}`, snippet: true } : {}) }));
    }
    case "category-member":
      return memberItems(ctx, s.category, range);
    case "operator":
      return [
        { label: "=", kind: "operator", insertText: "= ", snippet: false, detail: "equal to (alternatives with /)", sortText: "1", range },
        { label: "<", kind: "operator", insertText: "< ", snippet: false, detail: "at most (numbers only)", sortText: "2", range },
        { label: ">", kind: "operator", insertText: "> ", snippet: false, detail: "at least (numbers only)", sortText: "3", range },
      ];
    case "condition-value":
      return s.attribute === null ? [] : valueItems(s.attribute, range, s.prefix);
    case "attribute-value":
      return valueItems(s.attribute, range, s.prefix);
  }
}

/**
 * Completion items at a 1-based (line, column) of `text`. Global names are filtered by the
 * card's Type (no support-only names on an adventure) and what the card already has.
 * Never throws; returns [] where nothing helps.
 */
export function completionsAt(text: string, line: number, column: number, ctx: CompletionContext): CompletionItem[] {
  try {
    const s = situationAt(text, line, column, ctx.names);
    return s.kind === "none" ? [] : situationItems(s, text, ctx);
  } catch {
    return [];
  }
}
