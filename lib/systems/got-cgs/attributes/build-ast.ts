/**
 * Parsed items -> AST: decides what each parsed item is (global attribute, category header, category
 * entry) from names, lines and indentation, and reports the syntax layer's diagnostics.
 *
 * The layout rule (docs/attributes.md): a category header is a name followed by a name
 * or by the end of its line; its entries follow on the header's own line or on the next lines
 * indented deeper than the header's line; a line back at that indentation ends the category.
 * Categories cannot nest, so a header also ends the category before it. This makes the
 * rulebook's flattened one-line form and the indented form parse to the same tree.
 *
 * A name with nothing after it is ambiguous (a header, or an attribute whose value is missing);
 * the catalogue and the pack's aliases settle it: predefined attributes take values, predefined
 * categories (and names one typo away from one) open a category; an unknown name opens a
 * category only at the top level with entries after it. Bare words after a name that lacks its
 * value are read as a text someone forgot to quote (`Subtype Starship drive`).
 *
 * One known limit of the flattened form: inside a category on one line, an unknown name that is
 * not one typo away from a predefined category (`... EraCosts Sway 1 Gizmos Fuel 2`) reads as an
 * entry whose value is missing, while the indented form reads it as an (unknown) category. Both
 * are errors the designer sees; the property tests exclude such names from the layout check.
 */
import type { IToken } from "chevrotain";
import type {
  AttributeNode,
  AttributeText,
  CategoryNode,
  EntryNode,
  ItemNode,
  Name as NameNode,
  Operator,
  Position,
  Range,
  Reference,
  Value,
} from "./ast";
import { isVirtual, span, tokenEnd, tokenRange, tokenStart, endOfText } from "./positions";
import type { Diagnostic, Fix } from "./diagnostics";
import { LooseOperator, NumberLiteral, SmartText, UnterminatedText } from "./lexer";
import { isDigits } from "./build-model";
import type { NameTable } from "./names";
import type { ParsedItem, ParsedPiece } from "./parser";
import { SYNTAX } from "./syntax-codes";

/** A parsed item before its role is known. */
interface RawItem {
  readonly kind: "item";
  readonly category: IToken | null;
  readonly name: IToken;
  /** `Category.` with the name missing (the parser reported it): skipped, but it still ends categories. */
  readonly broken: boolean;
  readonly op: IToken | null;
  readonly values: readonly IToken[];
  /** Ranges of `name` and `category`, computed once: the AST's nodes share them (it is never mutated). */
  readonly nameRange: Range;
  readonly categoryRange: Range | null;
  readonly start: Position;
  readonly end: Position;
}

interface RawStray {
  readonly kind: "stray";
  readonly token: IToken;
}

type Piece = RawItem | RawStray;

function pieceStart(p: Piece): Position {
  return p.kind === "item" ? p.start : tokenStart(p.token);
}

function toItem(parsed: ParsedItem): RawItem | null {
  const first = parsed.first;
  if (isVirtual(first)) return null;
  const dot = parsed.dot ?? undefined;
  const dotted = dot !== undefined;
  const second = parsed.second ?? undefined;
  const broken = dotted && (second === undefined || isVirtual(second));
  const op = parsed.op;
  let values = parsed.values;
  for (const t of values) {
    if (isVirtual(t)) {
      values = values.filter((v) => !isVirtual(v));
      break;
    }
  }
  const lastToken = (values[values.length - 1] ?? op ?? (dotted && !broken ? second : dot) ?? first) as IToken;
  const name = dotted && !broken && second !== undefined ? second : first;
  const firstRange = tokenRange(first);
  const nameRange = name === first ? firstRange : tokenRange(name);
  return {
    kind: "item",
    category: dotted ? first : null,
    name,
    broken,
    op,
    values,
    nameRange,
    categoryRange: dotted ? firstRange : null,
    start: firstRange.start,
    end: lastToken === name ? nameRange.end : tokenEnd(lastToken),
  };
}

/** The parser's pieces (already in source order) with items resolved and virtual tokens dropped. */
function pieces(parsed: readonly ParsedPiece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of parsed) {
    if (p.kind === "stray") {
      if (!isVirtual(p.token)) out.push(p);
      continue;
    }
    const raw = toItem(p);
    if (raw !== null) out.push(raw);
  }
  return out;
}

const LOOSE_OPERATORS: Readonly<Record<string, { readonly op: Operator; readonly meaning: string }>> = {
  ">=": { op: ">", meaning: "at least" },
  "=>": { op: ">", meaning: "at least" },
  "\u2265": { op: ">", meaning: "at least" },
  "<=": { op: "<", meaning: "at most" },
  "=<": { op: "<", meaning: "at most" },
  "\u2264": { op: "<", meaning: "at most" },
  "==": { op: "=", meaning: "equal to" },
};

function fixReplacing(range: Range, newText: string, title: string): Fix {
  return {
    title,
    edits: [{ line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column, newText }],
  };
}

/** Builds the AST of one text; `report` receives the syntax diagnostics. */
export class AstBuilder {
  private readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly text: string,
    private readonly names: NameTable,
  ) {}

  private report(code: keyof typeof SYNTAX, message: string, range: Range, fixes?: readonly Fix[]): void {
    this.diagnostics.push({
      code: SYNTAX[code].code,
      severity: "error",
      message,
      line: range.start.line,
      column: range.start.column,
      endLine: range.end.line,
      endColumn: range.end.column,
      ...(fixes === undefined || fixes.length === 0 ? {} : { fixes }),
    });
  }

  /** A value token -> AST value, reporting number and quote problems. */
  private value(token: IToken): Value {
    const range = tokenRange(token);
    const raw = token.image;
    if (token.tokenType === NumberLiteral) {
      const n = Number(raw.replace(",", "."));
      if (!isDigits(raw)) {
        const whole = Math.max(0, Math.round(n));
        const why = raw.startsWith("-") ? `${raw} is negative` : `${raw} is not a whole number`;
        this.report("invalidNumber", `Numbers are whole and at least 0; ${why}. Write ${whole} or a text in quotes.`, range, [
          fixReplacing(range, String(whole), `Replace with ${whole}`),
        ]);
      } else if (!Number.isSafeInteger(n)) {
        this.report("invalidNumber", `${raw} is too large a number; keep values below 9007199254740992.`, range);
      }
      return { kind: "int", value: n, raw, range };
    }
    if (token.tokenType === UnterminatedText) {
      this.report("unterminatedText", `The text ${raw} has no closing quote; add " at its end.`, range, [
        fixReplacing(range, `${raw}"`, "Add the closing quote"),
      ]);
      return { kind: "text", value: raw.slice(1), raw, range };
    }
    if (token.tokenType === SmartText) {
      const inner = raw.replace(/^[\u201c\u201d\u201e\u201f\u00ab\u00bb]/, "").replace(/["\u201c\u201d\u201e\u201f\u00ab\u00bb]$/, "");
      this.report("smartQuotes", `Use straight double quotes (") around texts, not typographic ones: "${inner}".`, range, [
        fixReplacing(range, `"${inner}"`, "Use straight quotes"),
      ]);
      return { kind: "text", value: inner, raw, range };
    }
    return { kind: "text", value: raw.slice(1, -1), raw, range };
  }

  private operator(token: IToken): { text: Operator; range: Range } {
    const range = tokenRange(token);
    if (token.tokenType === LooseOperator) {
      const loose = LOOSE_OPERATORS[token.image] ?? { op: "=" as const, meaning: "equal to" };
      this.report(
        "looseOperator",
        `"${token.image}" is not an operator here; write ${loose.op} for "${loose.meaning}" (< means at most, > at least).`,
        range,
        [fixReplacing(range, loose.op, `Replace with ${loose.op}`)],
      );
      return { text: loose.op, range };
    }
    return { text: token.image as Operator, range };
  }

  private reportStray(token: IToken): void {
    const range = tokenRange(token);
    const isValue = token.image.startsWith('"') || /^[-0-9]/.test(token.image) || token.tokenType === SmartText;
    if (isValue) {
      this.report("valueWithoutName", `The value ${token.image} has no name before it; each attribute is written Name Value.`, range, [
        fixReplacing(range, "", `Remove ${token.image}`),
      ]);
    } else if (token.image === "." || token.image === "/") {
      const hint = token.image === "." ? "write Category.Name with no spaces" : 'write alternatives as "A"/"B" after =';
      this.report("strayPunctuation", `Unexpected "${token.image}": ${hint}.`, range, [fixReplacing(range, "", `Remove "${token.image}"`)]);
    } else {
      this.report("strayOperator", `The operator ${token.image} needs a name on its left: Name ${token.image} Value.`, range);
    }
  }

  /**
   * Words a designer forgot to quote: how many bare, non-predefined names follow `list[start - 1]`
   * on its line (`line`), up to the first item that has a value or an operator.
   */
  private unquotedRun(list: readonly Piece[], start: number, line: number): number {
    let n = 0;
    for (let i = start; i < list.length; i++) {
      const p = list[i] as Piece;
      if (p.kind !== "item" || p.start.line !== line) break;
      if (p.category !== null || p.op !== null || p.values.length > 0 || p.broken) break;
      if (this.names.spec(p.name.image) !== undefined || this.looksLikeCategory(p.name.image)) break;
      n++;
    }
    return n;
  }

  private looksLikeCategory(name: string): boolean {
    if (this.names.category(name) !== undefined) return true;
    if (this.names.attribute(name) !== undefined) return false;
    const guess = this.names.suggest(name);
    return guess !== undefined && this.names.category(guess) !== undefined;
  }

  /** `end`: the position after the text's last character (positions.ts `endOfTokens`), computed from the text when absent. */
  build(parsed: readonly ParsedPiece[], parserErrors: readonly Diagnostic[], end?: Position): { ast: AttributeText; diagnostics: Diagnostic[] } {
    this.diagnostics.push(...parserErrors);
    const list = pieces(parsed);
    const items: ItemNode[] = [];
    let header: { name: NameNode; entries: EntryNode[]; indent: number } | null = null;
    let lastLine = -1;
    let lineIndent = 1;

    const closeCategory = (): void => {
      if (header === null) return;
      const last = header.entries[header.entries.length - 1];
      const node: CategoryNode = {
        kind: "category",
        name: header.name,
        entries: header.entries,
        range: span(header.name.range.start, last?.range.end ?? header.name.range.end),
      };
      items.push(node);
      header = null;
    };

    for (let i = 0; i < list.length; i++) {
      const piece = list[i] as Piece;
      const start = pieceStart(piece);
      const startsLine = start.line !== lastLine;
      if (startsLine) {
        lastLine = start.line;
        lineIndent = start.column;
        if (header !== null && lineIndent <= header.indent) closeCategory();
      }
      if (piece.kind === "stray") {
        this.reportStray(piece.token);
        continue;
      }
      if (piece.broken) continue;

      const bare = piece.category === null && piece.op === null && piece.values.length === 0;
      const name = piece.name.image;
      if (bare && this.opensCategory(list, i, header !== null, lineIndent)) {
        closeCategory();
        header = { name: { text: name, range: piece.nameRange }, entries: [], indent: lineIndent };
        continue;
      }

      let values: Value[] = piece.values.map((t) => this.value(t));
      let end = piece.end;
      const op = piece.op === null ? null : this.operator(piece.op);
      if (values.length === 0) {
        const inNumeric = header !== null && this.names.category(header.name.text)?.entries === "numeric";
        const run = inNumeric ? 0 : this.unquotedRun(list, i + 1, piece.end.line);
        if (run > 0) {
          const lastWord = list[i + run] as RawItem;
          const range = span((list[i + 1] as RawItem).start, lastWord.end);
          const words = this.text.slice(range.start.offset, range.end.offset);
          this.report("unquotedText", `Texts go in double quotes: write ${name}${op ? ` ${op.text}` : ""} "${words}".`, range, [
            fixReplacing(range, `"${words}"`, `Quote "${words}"`),
          ]);
          values = [{ kind: "text", value: words, raw: words, range }];
          end = range.end;
          i += run;
        } else {
          this.reportMissingValue(piece, op);
        }
      }
      const range = span(piece.start, end);

      if (header !== null) {
        const ref: Reference = {
          category: piece.category === null || piece.categoryRange === null ? null : { text: piece.category.image, range: piece.categoryRange },
          name: { text: name, range: piece.nameRange },
          range: span(piece.start, piece.nameRange.end),
        };
        header.entries.push({ kind: "entry", ref, op, values, range });
        continue;
      }
      if (piece.category !== null || op !== null || values.length > 1) {
        const what = op !== null ? `the operator ${op.text}` : piece.category !== null ? `"${piece.category.image}.${name}"` : `"/" alternatives`;
        this.report(
          "conditionOutsideCategory",
          `A global attribute is Name Value; ${what} only belongs in a condition inside a conditional category (e.g. PlayIfBuildsite).`,
          range,
        );
      }
      const attribute: AttributeNode = { kind: "attribute", name: { text: name, range: piece.nameRange }, value: values[0] ?? null, range };
      items.push(attribute);
    }
    closeCategory();
    const ast: AttributeText = { kind: "attributes", items, range: span({ offset: 0, line: 1, column: 1 }, end ?? endOfText(this.text)) };
    return { ast, diagnostics: this.diagnostics };
  }

  /** Does the bare name at `list[i]` open a category? (See the file comment.) */
  private opensCategory(list: readonly Piece[], i: number, inCategory: boolean, indent: number): boolean {
    const piece = list[i] as RawItem;
    const name = piece.name.image;
    if (this.names.attribute(name) !== undefined) return false;
    if (this.looksLikeCategory(name)) return true;
    if (inCategory) return false;
    const next = list[i + 1];
    if (next === undefined) return false;
    const nextStart = pieceStart(next);
    if (nextStart.line !== piece.start.line) return nextStart.column > indent;
    // Followed on its line: a header unless the rest reads as an unquoted text with no entries below.
    if (this.unquotedRun(list, i + 1, piece.start.line) === 0) return true;
    let j = i + 1;
    while (j < list.length && pieceStart(list[j] as Piece).line === piece.start.line) j++;
    const below = list[j];
    return below !== undefined && pieceStart(below).column > indent;
  }

  private reportMissingValue(piece: RawItem, op: { text: Operator; range: Range } | null): void {
    const range = span(piece.start, piece.end);
    const name = piece.name.image;
    const spec = this.names.attribute(name);
    const at: Range = { start: range.end, end: range.end };
    if (op !== null) {
      this.report("missingValue", `A value must follow ${op.text}: ${name} ${op.text} 2, or ${name} = "Text".`, range);
      return;
    }
    if (spec !== undefined && spec.domain.kind === "enum") {
      const options = spec.domain.values.map((v) => `"${v}"`);
      this.report(
        "missingValue",
        `${name} needs a value: ${options.join(" or ")}.`,
        range,
        spec.domain.values.map((v) => fixReplacing(at, ` "${v}"`, `Add "${v}"`)),
      );
      return;
    }
    const example = spec?.domain.kind === "text" ? `${name} "Text"` : `${name} 1`;
    this.report("missingValue", `${name} needs a value: a whole number or a text in quotes (e.g. ${example}).`, range);
  }
}
