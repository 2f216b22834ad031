/**
 * Where the cursor is in attribute text, in the language's terms: about to write a global
 * attribute or category name, an entry of a category, the name after `Category.`, a value after
 * an operator, an operator, or the value of a predefined attribute. Pure and editor-agnostic
 * (STYLE.md, after Grafana's Loki `situation.ts`); the Monaco adapter maps it.
 *
 * Positions are 1-based lines and columns; `word` is the range the completion replaces.
 */
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import type { AttributeSpec, CategorySpec } from "../catalogue";
import { parseAttributes } from "../analyze";
import { Dot, Name, OperatorToken, Slash, tokenize, ValueToken } from "../lexer";
import type { NameTable } from "../names";

export interface WordRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export type Situation =
  /** A global attribute or a category header. */
  | { readonly kind: "global-name"; readonly prefix: string; readonly word: WordRange }
  /** An entry of `category` (null: an unknown category). */
  | { readonly kind: "entry-name"; readonly category: CategorySpec | null; readonly prefix: string; readonly word: WordRange }
  /** The name after `Category.` in a condition. */
  | { readonly kind: "category-member"; readonly category: string; readonly prefix: string; readonly word: WordRange }
  /** An operator after a condition's reference. */
  | { readonly kind: "operator"; readonly ref: string; readonly prefix: string; readonly word: WordRange }
  /** A value after an operator (or after `/`). `attribute` is set when the reference is a predefined attribute. */
  | { readonly kind: "condition-value"; readonly ref: string; readonly attribute: AttributeSpec | null; readonly prefix: string; readonly word: WordRange }
  /** The value of a predefined global attribute. */
  | { readonly kind: "attribute-value"; readonly attribute: AttributeSpec; readonly prefix: string; readonly word: WordRange }
  /** Nowhere a suggestion helps (a custom value, the middle of a text). */
  | { readonly kind: "none" };

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** The 0-based offsets where line `line` (1-based) starts and ends (before its line break), clamped to the text. */
function lineBounds(text: string, line: number): { start: number; end: number } {
  const starts = lineStarts(text);
  const index = Math.min(Math.max(line, 1), starts.length) - 1;
  const start = starts[index] ?? 0;
  const next = starts[index + 1];
  if (next === undefined) return { start, end: text.length };
  return { start, end: next - (text.startsWith("\r\n", next - 2) ? 2 : 1) };
}

/** 0-based offset of a 1-based (line, column), clamped to that line. */
export function offsetOf(text: string, line: number, column: number): number {
  const { start, end } = lineBounds(text, line);
  return Math.min(start + Math.max(column, 1) - 1, end);
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[A-Za-z0-9]/.test(c);
}

/** Where the cursor stands: see {@link Situation}. Never throws. */
export function situationAt(text: string, line: number, column: number, names: NameTable): Situation {
  const { start: lineStart } = lineBounds(text, line);
  const offset = offsetOf(text, line, column);
  column = offset - lineStart + 1;
  const before = text.slice(lineStart, offset);

  // Inside an open text: the value of whatever precedes the opening quote.
  const quotes = (before.match(/"/g) ?? []).length;
  let wordStart = offset;
  let prefix = "";
  if (quotes % 2 === 1) {
    const open = before.lastIndexOf('"');
    wordStart = lineStart + open;
    prefix = before.slice(open + 1);
  } else {
    while (wordStart > lineStart && isWordChar(text[wordStart - 1])) wordStart--;
    prefix = text.slice(wordStart, offset);
  }
  let wordEnd = offset;
  while (quotes % 2 === 0 && isWordChar(text[wordEnd])) wordEnd++;
  if (quotes % 2 === 1) {
    const close = text.indexOf('"', offset);
    const eol = text.slice(offset).search(/\r|\n/);
    const lineEnd = eol === -1 ? text.length : offset + eol;
    wordEnd = close !== -1 && close < lineEnd ? close + 1 : offset;
  }
  const word: WordRange = { line, column: column - (offset - wordStart), endLine: line, endColumn: column + (wordEnd - offset) };

  const tokens = tokenize(text.slice(lineStart, wordStart)).tokens;
  const last = tokens[tokens.length - 1];
  const previous = tokens[tokens.length - 2];
  const is = (t: IToken | undefined, type: TokenType) => t !== undefined && tokenMatcher(t, type);

  if (is(last, Dot) && is(previous, Name)) {
    return { kind: "category-member", category: names.resolve((previous as IToken).image), prefix, word };
  }
  if (is(last, OperatorToken) || is(last, Slash)) {
    const opIndex = tokens.findLastIndex((t) => is(t, OperatorToken));
    const refTokens = opIndex > 0 ? tokens.slice(0, opIndex) : [];
    const refName = refTokens[refTokens.length - 1];
    const dotted = is(refTokens[refTokens.length - 2], Dot);
    const ref = refTokens.slice(dotted ? -3 : -1).map((t) => t.image).join("");
    const attribute = refName !== undefined && !dotted ? (names.attribute(refName.image) ?? null) : null;
    return { kind: "condition-value", ref, attribute, prefix, word };
  }

  // Which category (if any) an item written here would belong to: parse the text before the
  // word with a placeholder item and see where the layout rule puts it.
  const probe = parseAttributes(`${text.slice(0, wordStart)}Zq 1`, names).ast;
  const lastItem = probe.items[probe.items.length - 1];
  const inCategory = lastItem?.kind === "category" && lastItem.entries[lastItem.entries.length - 1]?.ref.name.text === "Zq";
  const category = inCategory && lastItem.kind === "category" ? (names.category(lastItem.name.text) ?? null) : null;

  if (is(last, Name)) {
    const name = (last as IToken).image;
    const spec = names.spec(name);
    const dottedRef = is(previous, Dot);
    if (!dottedRef && spec?.kind === "attribute" && !inCategory) return { kind: "attribute-value", attribute: spec, prefix, word };
    if (!dottedRef && spec?.kind === "category") return { kind: "entry-name", category: spec, prefix, word };
    // A reference inside a conditional category wants its operator.
    const probeRef = parseAttributes(text.slice(0, wordStart), names).ast.items.at(-1);
    const conditional = probeRef?.kind === "category" && names.category(probeRef.name.text)?.entries === "conditional";
    if (conditional && (dottedRef || spec === undefined || spec.kind === "attribute")) {
      const ref = dottedRef ? `${(tokens[tokens.length - 3] as IToken | undefined)?.image ?? ""}.${name}` : name;
      return { kind: "operator", ref, prefix, word };
    }
    return { kind: "none" };
  }
  if (last !== undefined && !is(last, ValueToken)) return { kind: "none" };
  if (inCategory) return { kind: "entry-name", category, prefix, word };
  return { kind: "global-name", prefix, word };
}
