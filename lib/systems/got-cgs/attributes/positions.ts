/**
 * Token position helpers: they turn Chevrotain token positions (end inclusive, NaN for tokens inserted by error
 * recovery) into AST positions (end exclusive, always real).
 */
import type { IToken } from "chevrotain";
import type { Position, Range } from "./ast";
import { Newline } from "./lexer";

/** True for a token Chevrotain invented while recovering from an error (it has no position). */
export function isVirtual(token: IToken): boolean {
  return token.isInsertedInRecovery === true || !Number.isFinite(token.startOffset);
}

export function tokenStart(token: IToken): Position {
  return { offset: token.startOffset, line: token.startLine ?? 1, column: token.startColumn ?? 1 };
}

/**
 * The position just after the token (ends are exclusive in the AST). The lexer tracks only
 * starts: no token spans a line break except a Newline, whose end is still on its start line
 * (as Chevrotain's full tracking reports it), so the end is the start plus the image's length.
 */
export function tokenEnd(token: IToken): Position {
  const length = token.image.length;
  return { offset: token.startOffset + length, line: token.startLine ?? 1, column: (token.startColumn ?? 1) + length };
}

export function tokenRange(token: IToken): Range {
  return { start: tokenStart(token), end: tokenEnd(token) };
}

export function span(start: Position, end: Position): Range {
  return { start, end };
}

/** The position after the last character of `text` (the end of a whole-text range). */
export function endOfText(text: string): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: text.length, line, column: text.length - lineStart + 1 };
}

/**
 * {@link endOfText} from the text's tokens, without rescanning the text: every line break is a
 * Newline token (no other token contains one, and the lexer stops invalid runs at line breaks),
 * so the last Newline token starts the last line.
 */
export function endOfTokens(text: string, tokens: readonly IToken[]): Position {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as IToken;
    if (token.tokenType !== Newline) continue;
    const lineStart = token.startOffset + token.image.length;
    return { offset: text.length, line: (token.startLine ?? 1) + 1, column: text.length - lineStart + 1 };
  }
  return { offset: text.length, line: 1, column: text.length + 1 };
}
