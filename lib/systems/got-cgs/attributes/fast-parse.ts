/**
 * The parse of a clean text, by hand: text -> AST in one pass over the characters, for texts the
 * syntax layer has nothing to say about (no diagnostic). It gives exactly what the full pipeline
 * (scan.ts -> parser.ts -> build-ast.ts) gives for such a text, without the pipeline's tokens,
 * parsed items and Chevrotain's rule machinery: about a third of the time
 * (bench/attributes-parse.bench.ts). Most texts are clean (every card of the demo packs is);
 * editing in the editor leaves a text broken for a few keystrokes at a time.
 *
 * It gives up (returns null) at the first thing the full pipeline would report or recover from:
 * a character no token starts, a value or an operator without a name, a `.` without a name after
 * it, a `/` without a value after it, a number that is not a plain whole number, an unclosed or
 * typographically quoted text, a loose operator (`>=`), a name without its value, a condition
 * outside a category. The caller then runs the full pipeline, which reports it
 * (analyze.ts `parseUncached`). So the full pipeline stays the one specification of messages,
 * recovery and positions of broken text, and this file only has to agree with it on clean text:
 * tests/systems/got-cgs/attributes/fast-parse.test.ts compares the two on every demo card and on
 * thousands of generated and mutated texts, broken ones included.
 *
 * The grammar and the layout rule it follows are parser.ts's and build-ast.ts's (see there and
 * docs/attributes.md); the character classes are scan.ts's. Items never span lines (a line break
 * is a token that ends an item), so every position of an item is on the current line.
 */
import type { AttributeNode, AttributeText, CategoryNode, EntryNode, ItemNode, Name, Operator, Position, Range, Reference, Value } from "./ast";
import type { Diagnostic } from "./diagnostics";
import type { NameTable } from "./names";
import { isDigit, isLetter, isSpace } from "./scan";

const LF = 10;
const CR = 13;
const QUOTE = 34;
const DOT = 46;
const SLASH = 47;
const EQUALS = 61;
const LESS = 60;
const GREATER = 62;

/** An item as read: what build-ast.ts's `RawItem` holds for a clean item, already as AST parts. */
interface CleanItem {
  readonly start: Position;
  readonly line: number;
  readonly category: Name | null;
  readonly name: Name;
  readonly op: { readonly text: Operator; readonly range: Range } | null;
  readonly values: Value[];
  readonly end: Position;
}

/**
 * The reader's state over one text. A class with fields rather than closures: the hot loop reads
 * and writes `at` on every character.
 */
class Reader {
  at = 0;
  line = 1;
  lineStart = 0;
  readonly length: number;

  constructor(readonly text: string) {
    this.length = text.length;
  }

  private position(offset: number): Position {
    return { offset, line: this.line, column: offset - this.lineStart + 1 };
  }

  private skipSpaces(): number {
    const text = this.text;
    let at = this.at;
    let c = text.charCodeAt(at);
    while (isSpace(c)) c = text.charCodeAt(++at);
    this.at = at;
    return c;
  }

  /** A name at `at` (a letter there): `[A-Za-z][A-Za-z0-9]*`. */
  private name(): Name {
    const text = this.text;
    const from = this.at;
    let at = from + 1;
    for (let c = text.charCodeAt(at); isLetter(c) || isDigit(c); c = text.charCodeAt(++at));
    this.at = at;
    return { text: text.slice(from, at), range: { start: this.position(from), end: this.position(at) } };
  }

  /** A plain whole number or a closed straight-quoted text at `at`, or null for anything else (not clean). */
  private value(c: number): Value | null {
    const text = this.text;
    const from = this.at;
    if (isDigit(c)) {
      let at = from + 1;
      while (isDigit(text.charCodeAt(at))) at++;
      const next = text.charCodeAt(at);
      // A fraction (1.5, 1,5) is one number token that build-ast.ts reports.
      if ((next === DOT || next === 44) && isDigit(text.charCodeAt(at + 1))) return null;
      const raw = text.slice(from, at);
      const value = Number(raw);
      if (!Number.isSafeInteger(value)) return null;
      this.at = at;
      return { kind: "int", value, raw, range: { start: this.position(from), end: this.position(at) } };
    }
    if (c === QUOTE) {
      let at = from + 1;
      for (let d = text.charCodeAt(at); at < this.length && d !== QUOTE && d !== CR && d !== LF; d = text.charCodeAt(++at));
      if (text.charCodeAt(at) !== QUOTE) return null;
      at++;
      const raw = text.slice(from, at);
      this.at = at;
      return { kind: "text", value: raw.slice(1, -1), raw, range: { start: this.position(from), end: this.position(at) } };
    }
    // A negative number, a typographic quote, anything else: reported by the full pipeline.
    return null;
  }

  /** Starts a value token, clean or not (parser.ts's Value category): a digit, `-` before a digit, a quote, a typographic quote. */
  private startsValue(c: number): boolean {
    return isDigit(c) || c === QUOTE || c === 45 || c === 0x201c || c === 0x201d || c === 0x201e || c === 0x201f || c === 0xab || c === 0xbb;
  }

  /** parser.ts's `item` at a letter: Name [. Name] [Op] [Value {/ Value}], or null when not clean. */
  private item(): CleanItem | null {
    const text = this.text;
    const first = this.name();
    let category: Name | null = null;
    let name = first;
    let c = this.skipSpaces();
    if (c === DOT) {
      this.at++;
      c = this.skipSpaces();
      if (!isLetter(c)) return null; // expected-name
      category = first;
      name = this.name();
      c = this.skipSpaces();
    }
    let op: { text: Operator; range: Range } | null = null;
    if (c === EQUALS || c === LESS || c === GREATER) {
      const next = text.charCodeAt(this.at + 1);
      // >=, <=, ==, =>, =< are loose operators (reported).
      if (next === EQUALS || (c === EQUALS && (next === GREATER || next === LESS))) return null;
      const from = this.at;
      this.at = from + 1;
      op = { text: c === EQUALS ? "=" : c === LESS ? "<" : ">", range: { start: this.position(from), end: this.position(from + 1) } };
      c = this.skipSpaces();
    } else if (c === 0x2265 || c === 0x2264) {
      return null;
    }
    const values: Value[] = [];
    if (this.startsValue(c)) {
      for (;;) {
        const value = this.value(c);
        if (value === null) return null;
        values.push(value);
        c = this.skipSpaces();
        if (c !== SLASH) break;
        this.at++;
        c = this.skipSpaces();
        if (!this.startsValue(c)) return null; // expected-value
      }
    }
    const last = values[values.length - 1];
    const end = last !== undefined ? last.range.end : op !== null ? op.range.end : name.range.end;
    return { start: first.range.start, line: this.line, category, name, op, values, end };
  }

  /** parser.ts's `attributeText`: the items in order, or null at a stray or an invalid character. */
  items(): CleanItem[] | null {
    const text = this.text;
    const list: CleanItem[] = [];
    for (;;) {
      const c = this.skipSpaces();
      if (this.at >= this.length) return list;
      if (c === LF || c === CR) {
        this.at += c === CR && text.charCodeAt(this.at + 1) === LF ? 2 : 1;
        this.line++;
        this.lineStart = this.at;
        continue;
      }
      if (!isLetter(c)) return null; // a stray value, operator, dot or slash, or an unexpected character
      const item = this.item();
      if (item === null) return null;
      list.push(item);
    }
  }

  /** The position after the last character (once {@link items} has read the whole text). */
  end(): Position {
    return this.position(this.length);
  }
}

function isBare(item: CleanItem): boolean {
  return item.category === null && item.op === null && item.values.length === 0;
}

/** build-ast.ts's `looksLikeCategory`. */
function looksLikeCategory(names: NameTable, name: string): boolean {
  if (names.category(name) !== undefined) return true;
  if (names.attribute(name) !== undefined) return false;
  const guess = names.suggest(name);
  return guess !== undefined && names.category(guess) !== undefined;
}

/** build-ast.ts's `unquotedRun` (all pieces of a clean text are items, none broken). */
function unquotedRun(names: NameTable, list: readonly CleanItem[], start: number, line: number): number {
  let n = 0;
  for (let i = start; i < list.length; i++) {
    const p = list[i] as CleanItem;
    if (p.line !== line) break;
    if (!isBare(p)) break;
    if (names.spec(p.name.text) !== undefined || looksLikeCategory(names, p.name.text)) break;
    n++;
  }
  return n;
}

/** build-ast.ts's `opensCategory`. */
function opensCategory(names: NameTable, list: readonly CleanItem[], i: number, inCategory: boolean, indent: number): boolean {
  const piece = list[i] as CleanItem;
  const name = piece.name.text;
  if (names.attribute(name) !== undefined) return false;
  if (looksLikeCategory(names, name)) return true;
  if (inCategory) return false;
  const next = list[i + 1];
  if (next === undefined) return false;
  if (next.line !== piece.line) return next.start.column > indent;
  if (unquotedRun(names, list, i + 1, piece.line) === 0) return true;
  let j = i + 1;
  while (j < list.length && (list[j] as CleanItem).line === piece.line) j++;
  const below = list[j];
  return below !== undefined && below.start.column > indent;
}

/**
 * The AST of `text` when the syntax layer reports nothing for it (and an empty diagnostics list),
 * exactly as analyze.ts's full pipeline builds it; null when the text is not clean, for the full
 * pipeline to parse and report. Never throws for a string.
 */
export function parseClean(text: string, names: NameTable): { ast: AttributeText; diagnostics: Diagnostic[] } | null {
  const reader = new Reader(text);
  const list = reader.items();
  if (list === null) return null;
  const items: ItemNode[] = [];
  let header: { name: Name; entries: EntryNode[]; indent: number } | null = null;
  let lastLine = -1;
  let lineIndent = 1;

  const closeCategory = (): void => {
    if (header === null) return;
    const last = header.entries[header.entries.length - 1];
    const node: CategoryNode = {
      kind: "category",
      name: header.name,
      entries: header.entries,
      range: { start: header.name.range.start, end: last?.range.end ?? header.name.range.end },
    };
    items.push(node);
    header = null;
  };

  // build-ast.ts's `build`, where every report gives up.
  for (let i = 0; i < list.length; i++) {
    const piece = list[i] as CleanItem;
    if (piece.line !== lastLine) {
      lastLine = piece.line;
      lineIndent = piece.start.column;
      if (header !== null && lineIndent <= header.indent) closeCategory();
    }
    if (isBare(piece)) {
      if (!opensCategory(names, list, i, header !== null, lineIndent)) return null; // missing-value or unquoted-text
      closeCategory();
      header = { name: piece.name, entries: [], indent: lineIndent };
      continue;
    }
    if (piece.values.length === 0) return null; // missing-value or unquoted-text
    const range: Range = { start: piece.start, end: piece.end };
    const name = piece.name;
    if (header !== null) {
      // The name nodes are the item's own: each is used once in the tree.
      const ref: Reference = { category: piece.category, name, range: { start: piece.start, end: name.range.end } };
      header.entries.push({ kind: "entry", ref, op: piece.op, values: piece.values, range });
      continue;
    }
    if (piece.category !== null || piece.op !== null || piece.values.length > 1) return null; // condition-outside-category
    const attribute: AttributeNode = { kind: "attribute", name, value: piece.values[0] ?? null, range };
    items.push(attribute);
  }
  closeCategory();
  const ast: AttributeText = { kind: "attributes", items, range: { start: { offset: 0, line: 1, column: 1 }, end: reader.end() } };
  return { ast, diagnostics: [] };
}
