/**
 * Building quick fixes (text edits, 1-based lines and columns, end exclusive). Fixes keep the
 * text's layout: a removed line goes with its line break, an added line gets its neighbour's
 * indentation, and a one-line card stays on one line.
 */
import type { Position, Range } from "../ast";
import type { Fix, TextEdit } from "../diagnostics";

function edit(start: Pick<Position, "line" | "column">, end: Pick<Position, "line" | "column">, newText: string): TextEdit {
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, newText };
}

interface TextLines {
  readonly lines: readonly string[];
  /** 0-based offset where each line starts. */
  readonly starts: readonly number[];
}

// Fixes for one card are built one after another on the same text: keep its line table (a
// 100 KB text with hundreds of findings would otherwise be split hundreds of times).
let cachedText: string | null = null;
let cachedLines: TextLines = { lines: [""], starts: [0] };

function textLines(text: string): TextLines {
  if (text === cachedText) return cachedLines;
  const lines: string[] = [];
  const starts: number[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    if (i === text.length || c === 10 || c === 13) {
      lines.push(text.slice(start, i));
      starts.push(start);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  cachedText = text;
  cachedLines = { lines, starts };
  return cachedLines;
}

/** The 0-based offset of a 1-based (line, column) in `text` (clamped to the text). */
export function offsetAt(text: string, line: number, column: number): number {
  const { starts } = textLines(text);
  const start = starts[Math.min(Math.max(line, 1), starts.length) - 1] ?? 0;
  return Math.min(start + column - 1, text.length);
}

/** The 1-based (line, column) of a 0-based offset. */
export function positionAt(text: string, offset: number): Pick<Position, "line" | "column"> {
  const { starts } = textLines(text);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
}

/** Replace `range` with `newText`. */
export function replaceFix(range: Range, newText: string, title: string): Fix {
  return { title, edits: [edit(range.start, range.end, newText)] };
}

/** Insert `newText` at `at`. */
export function insertFix(at: Pick<Position, "line" | "column">, newText: string, title: string): Fix {
  return { title, edits: [edit(at, at, newText)] };
}

/** The lines of a text (line breaks \n, \r\n or \r, as the lexer counts them). Do not mutate. */
export function lines(text: string): readonly string[] {
  return textLines(text).lines;
}

function aloneOnItsLines(all: readonly string[], range: Range): boolean {
  const first = all[range.start.line - 1] ?? "";
  const last = all[range.end.line - 1] ?? "";
  return first.slice(0, range.start.column - 1).trim() === "" && last.slice(range.end.column - 1).trim() === "";
}

/** An edit that deletes the node at `range`: its whole line when nothing else is on it, else the node and one space. */
export function removalEdit(text: string, range: Range): TextEdit {
  const all = lines(text);
  if (aloneOnItsLines(all, range)) {
    if (range.end.line < all.length) return edit({ line: range.start.line, column: 1 }, { line: range.end.line + 1, column: 1 }, "");
    if (range.start.line > 1) {
      const previous = all[range.start.line - 2] ?? "";
      const last = all[range.end.line - 1] ?? "";
      return edit({ line: range.start.line - 1, column: previous.length + 1 }, { line: range.end.line, column: last.length + 1 }, "");
    }
    const last = all[range.end.line - 1] ?? "";
    return edit({ line: 1, column: 1 }, { line: range.end.line, column: last.length + 1 }, "");
  }
  const line = all[range.end.line - 1] ?? "";
  const after = line.charAt(range.end.column - 1);
  if (after === " " || after === "\t") return edit(range.start, { line: range.end.line, column: range.end.column + 1 }, "");
  const startLine = all[range.start.line - 1] ?? "";
  const before = startLine.charAt(range.start.column - 2);
  if (range.start.column > 1 && (before === " " || before === "\t")) return edit({ line: range.start.line, column: range.start.column - 1 }, range.end, "");
  return edit(range.start, range.end, "");
}

export function removeFix(text: string, range: Range, title: string): Fix {
  return { title, edits: [removalEdit(text, range)] };
}

/**
 * Adds `item` (e.g. `Roleplay "Solo"`) after the node at `range`: on a new line with the same
 * indentation when the node is alone on its line, else on the same line after a space.
 */
export function addAfterFix(text: string, range: Range, item: string, title: string): Fix {
  const all = lines(text);
  const line = all[range.end.line - 1] ?? "";
  if (aloneOnItsLines(all, range)) {
    const indent = /^[ \t]*/.exec(all[range.start.line - 1] ?? "")?.[0] ?? "";
    return insertFix({ line: range.end.line, column: line.length + 1 }, `\n${indent}${item}`, title);
  }
  return insertFix(range.end, ` ${item}`, title);
}

/** Adds `item` as the first line of the text (or before a one-line card's first item). */
export function addFirstFix(text: string, item: string, title: string): Fix {
  const firstLine = lines(text)[0] ?? "";
  const indent = /^[ \t]*/.exec(firstLine)?.[0] ?? "";
  if (text.trim() === "") return { title, edits: [edit({ line: 1, column: 1 }, { line: 1, column: 1 }, item)] };
  const oneLine = !/[\r\n]/.test(text.trim());
  return insertFix({ line: 1, column: indent.length + 1 }, oneLine ? `${item} ` : `${item}\n${indent}`, title);
}
