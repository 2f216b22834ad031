/**
 * The options every attribute editor is created with (besides its model and aria label), and the
 * one Monaco call that needs a private API. Plain data and one function: no React here.
 */
import type { editor } from "monaco-editor";
import { THEME_NAME } from "./language";

export const EDITOR_OPTIONS: editor.IStandaloneEditorConstructionOptions = {
  theme: THEME_NAME,
  automaticLayout: true,
  minimap: { enabled: false },
  fontFamily: '"JetBrains Mono", ui-monospace, monospace',
  // `=>` and `>=` are shown as typed (and as printed), never as one arrow glyph.
  fontLigatures: false,
  fontSize: 13,
  lineHeight: 20,
  tabSize: 2,
  insertSpaces: true,
  wordWrap: "on",
  scrollBeyondLastLine: false,
  renderLineHighlight: "line",
  fixedOverflowWidgets: true,
  lightbulb: { enabled: "on" as editor.ShowLightbulbIconMode },
  quickSuggestions: { other: true, strings: true },
  suggestOnTriggerCharacters: true,
  // A list that popped up by itself has nothing selected, so Enter starts a new line
  // (`Type "Adventure"` + Enter must not become `Type "Adventure"Affiliation ""`). Moving
  // in the list with the arrows, or opening it with Ctrl+Space, selects an item, and
  // then Enter or Tab accepts it (Monaco's acceptSelectedSuggestion needs a focused item).
  suggest: { selectionMode: "never" },
  // A form field: Tab and Shift+Tab move to the next and previous field (indentation
  // comes from Enter and Format). The hint under the editor says so.
  tabFocusMode: true,
  padding: { top: 8, bottom: 8 },
};

/**
 * Tokenizes every line of `model` at once. `tokenization.forceTokenization` is on Monaco's
 * text model but not in its published types (monaco.d.ts), hence the narrow structural read;
 * should a Monaco release drop or change it, Enter merely keeps the indentation as before.
 */
export function tokenizeNow(model: editor.ITextModel): void {
  const tokenization = (model as unknown as { tokenization?: { forceTokenization?: (line: number) => void } }).tokenization;
  try {
    tokenization?.forceTokenization?.(model.getLineCount());
  } catch {
    // Only the indent of the next line depends on it; typing must never.
  }
}
