/**
 * The attribute language's lexer, written out by hand: the same tokens, positions and invalid
 * runs as Chevrotain's lexer over lexer.ts's token definitions (tests/systems/got-cgs/attributes/scan.test.ts
 * compares the two on generated texts), in about half the time: Chevrotain tries the patterns
 * by regular expression one after another at every offset and builds its result generically,
 * which was the largest part of a parse (bench/attributes-parse.bench.ts). The token types are
 * still lexer.ts's, so the Chevrotain parser reads these tokens as its own.
 *
 * Matching follows Chevrotain's rules: at each offset the first definition in lexer.ts's order
 * that matches wins (so `>=` is a LooseOperator, a lone `-` matches nothing); characters where
 * nothing matches are dropped one by one until something does, and each such run is one
 * invalid run. Tokens carry start positions only (`positionTracking: "onlyStart"`).
 */
import type { IToken, TokenType } from "chevrotain";

/** The token types the scanner makes, from lexer.ts (passed in: lexer.ts imports this module). */
export interface ScanTypes {
  readonly newline: TokenType;
  readonly identifier: TokenType;
  readonly number: TokenType;
  readonly text: TokenType;
  readonly unterminatedText: TokenType;
  readonly smartText: TokenType;
  readonly looseOperator: TokenType;
  readonly equals: TokenType;
  readonly less: TokenType;
  readonly greater: TokenType;
  readonly dot: TokenType;
  readonly slash: TokenType;
  /** Identifiers that are catalogue names get the keyword's own type. */
  readonly keywords: ReadonlyMap<string, TokenType>;
}

export interface ScanError {
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly column: number;
}

const LF = 10;
const CR = 13;
const QUOTE = 34;

export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whitespace as lexer.ts's Whitespace pattern: space, tab, form feed, vertical tab, NBSP, ZWSP, BOM. */
export function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0x200b || c === 0xfeff;
}

/** The typographic quotes of lexer.ts's SmartText. */
function isSmartQuote(c: number): boolean {
  return c === 0x201c || c === 0x201d || c === 0x201e || c === 0x201f || c === 0xab || c === 0xbb;
}

/** The kind ({@link K}) of what {@link match} matched last: set beside its result, not returned in an object, which cost a fifth of the scan. */
let kind: number = 0;

/** The length of the token at `at` (0 when none starts there); its kind goes to {@link kind}. */
function match(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === CR) return found(text.charCodeAt(at + 1) === LF ? 2 : 1, K.newline);
  if (c === LF) return found(1, K.newline);
  if (isSpace(c)) {
    let end = at + 1;
    while (end < text.length && isSpace(text.charCodeAt(end))) end++;
    return found(end - at, K.space);
  }
  if (isLetter(c)) {
    let end = at + 1;
    for (let d = text.charCodeAt(end); isLetter(d) || isDigit(d); d = text.charCodeAt(++end));
    return found(end - at, K.identifier);
  }
  if (isDigit(c) || (c === 45 && isDigit(text.charCodeAt(at + 1)))) {
    let end = c === 45 ? at + 2 : at + 1;
    while (isDigit(text.charCodeAt(end))) end++;
    const sep = text.charCodeAt(end);
    if ((sep === 46 || sep === 44) && isDigit(text.charCodeAt(end + 1))) {
      end += 2;
      while (isDigit(text.charCodeAt(end))) end++;
    }
    return found(end - at, K.number);
  }
  if (c === QUOTE) {
    let end = at + 1;
    for (let d = text.charCodeAt(end); end < text.length && d !== QUOTE && d !== CR && d !== LF; d = text.charCodeAt(++end));
    return text.charCodeAt(end) === QUOTE ? found(end + 1 - at, K.text) : found(end - at, K.unterminatedText);
  }
  if (isSmartQuote(c)) {
    let end = at + 1;
    for (let d = text.charCodeAt(end); end < text.length && d !== QUOTE && !isSmartQuote(d) && d !== CR && d !== LF; d = text.charCodeAt(++end));
    const close = text.charCodeAt(end);
    return found((close === QUOTE || isSmartQuote(close) ? end + 1 : end) - at, K.smartText);
  }
  const next = text.charCodeAt(at + 1);
  if (c === 62 || c === 60) {
    // >=, <=, then => and =< below; a lone < or > after the loose forms, as lexer.ts orders them.
    if (next === 61) return found(2, K.looseOperator);
    return found(1, c === 62 ? K.greater : K.less);
  }
  if (c === 61) {
    if (next === 61 || next === 62 || next === 60) return found(2, K.looseOperator);
    return found(1, K.equals);
  }
  if (c === 0x2265 || c === 0x2264) return found(1, K.looseOperator);
  if (c === 46) return found(1, K.dot);
  if (c === 47) return found(1, K.slash);
  return found(0, K.none);
}

function found(length: number, matched: number): number {
  kind = matched;
  return length;
}

// A const enum: the bundlers inline its numbers, where an object would be a property load per test.
const enum K {
  none = 0,
  space = 1,
  newline = 2,
  identifier = 3,
  number = 4,
  text = 5,
  unterminatedText = 6,
  smartText = 7,
  looseOperator = 8,
  equals = 9,
  less = 10,
  greater = 11,
  dot = 12,
  slash = 13,
}

function typeTable(types: ScanTypes): (TokenType | undefined)[] {
  const table: (TokenType | undefined)[] = [];
  table[K.newline] = types.newline;
  table[K.identifier] = types.identifier;
  table[K.number] = types.number;
  table[K.text] = types.text;
  table[K.unterminatedText] = types.unterminatedText;
  table[K.smartText] = types.smartText;
  table[K.looseOperator] = types.looseOperator;
  table[K.equals] = types.equals;
  table[K.less] = types.less;
  table[K.greater] = types.greater;
  table[K.dot] = types.dot;
  table[K.slash] = types.slash;
  return table;
}

/** A scanner for `types`: text -> tokens (whitespace skipped) and invalid runs. Never throws. */
export function scanner(types: ScanTypes): (text: string) => { tokens: IToken[]; errors: ScanError[] } {
  const table = typeTable(types);
  return (text) => {
    const tokens: IToken[] = [];
    const errors: ScanError[] = [];
    let line = 1;
    let lineStart = 0;
    let at = 0;
    while (at < text.length) {
      const length = match(text, at);
      if (length === 0) {
        const start = at;
        do at += 1;
        while (at < text.length && match(text, at) === 0);
        errors.push({ offset: start, length: at - start, line, column: start - lineStart + 1 });
        continue;
      }
      if (kind !== K.space) {
        const image = text.slice(at, at + length);
        let type = table[kind] as TokenType;
        if (kind === K.identifier) type = types.keywords.get(image) ?? type;
        // The shape and field order of Chevrotain's start-only tokens.
        tokens.push({ image, startOffset: at, startLine: line, startColumn: at - lineStart + 1, tokenTypeIdx: type.tokenTypeIdx as number, tokenType: type });
      }
      at += length;
      if (kind === K.newline) {
        line++;
        lineStart = at;
      }
    }
    return { tokens, errors };
  };
}
