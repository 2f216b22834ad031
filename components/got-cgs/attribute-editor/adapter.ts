/**
 * Maps the pure editor intelligence (lib/systems/got-cgs/attributes/editor) and diagnostics to Monaco's types.
 * Our positions and Monaco's agree (1-based lines and columns, end exclusive); `rangeOf` is the
 * one place that converts, and the switches are exhaustive so a new kind fails to compile.
 */
import type { editor, IRange, languages } from "monaco-editor";
import type { Severity, TextDiagnostic as Diagnostic, TextEdit } from "@/lib/systems/registry-card-lint-contract";
import type { CodeAction, CompletionItem, CompletionKind, HoverResult, WordRange } from "@/lib/systems/got-cgs/attributes/editor";
import type { Monaco } from "./load-monaco";

/** Our range (1-based, end exclusive) as a Monaco range. */
export function rangeOf(r: WordRange | Pick<Diagnostic, "line" | "column" | "endLine" | "endColumn">): IRange {
  return { startLineNumber: r.line, startColumn: r.column, endLineNumber: r.endLine, endColumn: r.endColumn };
}

function markerSeverity(monaco: Monaco, severity: Severity): number {
  switch (severity) {
    case "error":
      return monaco.MarkerSeverity.Error;
    case "warning":
      return monaco.MarkerSeverity.Warning;
    case "info":
      return monaco.MarkerSeverity.Info;
  }
}

/** Diagnostics as markers; an empty range is widened to one character so it shows. The code links to /rules. */
export function toMarkers(monaco: Monaco, diagnostics: readonly Diagnostic[]): editor.IMarkerData[] {
  return diagnostics.map((d) => {
    const empty = d.line === d.endLine && d.column === d.endColumn;
    return {
      severity: markerSeverity(monaco, d.severity),
      message: d.message,
      code: { value: d.code, target: monaco.Uri.parse(`${window.location.origin}/rules#${d.code}`) },
      source: "greenhouse",
      startLineNumber: d.line,
      startColumn: d.column,
      endLineNumber: d.endLine,
      endColumn: empty ? d.endColumn + 1 : d.endColumn,
    };
  });
}

function completionKind(monaco: Monaco, kind: CompletionKind): languages.CompletionItemKind {
  const k = monaco.languages.CompletionItemKind;
  switch (kind) {
    case "attribute":
      return k.Property;
    case "category":
      return k.Module;
    case "alias":
      return k.Reference;
    case "custom":
      return k.Variable;
    case "value":
      return k.EnumMember;
    case "operator":
      return k.Operator;
  }
}

export function toCompletion(monaco: Monaco, item: CompletionItem): languages.CompletionItem {
  return {
    label: { label: item.label, description: item.detail },
    kind: completionKind(monaco, item.kind),
    insertText: item.insertText,
    insertTextRules: item.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
    detail: item.detail,
    documentation: item.documentation === undefined ? undefined : { value: item.documentation },
    sortText: item.sortText,
    range: rangeOf(item.range),
  };
}

export function toHover(hover: HoverResult): languages.Hover {
  return { contents: [{ value: hover.contents }], range: rangeOf(hover.range) };
}

function toTextEdit(e: TextEdit): languages.TextEdit {
  return { range: rangeOf(e), text: e.newText };
}

export function toCodeAction(model: editor.ITextModel, action: CodeAction, markers: readonly editor.IMarkerData[]): languages.CodeAction {
  const d = action.diagnostic;
  const marker = markers.find((m) => m.startLineNumber === d.line && m.startColumn === d.column && m.message === d.message);
  return {
    title: action.title,
    kind: "quickfix",
    isPreferred: action.isPreferred,
    diagnostics: marker === undefined ? undefined : [marker],
    edit: { edits: action.edits.map((e) => ({ resource: model.uri, textEdit: toTextEdit(e), versionId: model.getVersionId() })) },
  };
}
