/**
 * Quick fixes: the fixes carried by the diagnostics that touch a range of the text (the
 * editor's cursor or selection). Pure; positions 1-based, ends exclusive.
 */
import type { Diagnostic, TextEdit } from "../diagnostics";
import type { WordRange } from "./situation";

export interface CodeAction {
  readonly title: string;
  readonly diagnostic: Diagnostic;
  readonly edits: readonly TextEdit[];
  /** The obvious fix (a diagnostic's only fix): editors apply it with one keystroke. */
  readonly isPreferred: boolean;
}

function before(aLine: number, aColumn: number, bLine: number, bColumn: number): boolean {
  return aLine < bLine || (aLine === bLine && aColumn < bColumn);
}

/** Whether the diagnostic's range touches `range` (touching ends count, so a cursor right after a word finds it). */
export function touches(d: Diagnostic, range: WordRange): boolean {
  return !before(d.endLine, d.endColumn, range.line, range.column) && !before(range.endLine, range.endColumn, d.line, d.column);
}

/** Every fix of every diagnostic touching `range`, in diagnostic order. */
export function codeActionsFor(diagnostics: readonly Diagnostic[], range: WordRange): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    if (d.fixes === undefined || !touches(d, range)) continue;
    for (const fix of d.fixes) out.push({ title: fix.title, diagnostic: d, edits: fix.edits, isPreferred: d.fixes.length === 1 });
  }
  return out;
}
