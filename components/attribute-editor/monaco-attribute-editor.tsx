"use client";
/**
 * Monaco bound to the attribute language. Loaded only in the browser (index.tsx wraps it in
 * next/dynamic with ssr: false). Validation is debounced (150 ms after the last keystroke);
 * markers, providers and the model are disposed on unmount.
 *
 * For the browser benchmark, each validation records `{ typedAt, markersAt, analyzeMs }` on
 * `window.__greenhouseEditorTimings` (a ring of the last 200), and the container carries
 * `data-validated` (the model version last validated) and `data-problems` (how many).
 */
import { useEffect, useRef, useState } from "react";
import type { editor, IDisposable } from "monaco-editor";
import { toMarkers } from "./adapter";
import { diagnosticsFor, registerLanguage, registerProviders, THEME_NAME, type ProviderContext, type Validation } from "./language";
import { loadMonaco, type Monaco } from "./load-monaco";
import { LANGUAGE_ID } from "./monarch";
import type { AttributeEditorProps } from "./types";
import { Kbd } from "@/components/ui/kbd";
import "./action-widget.css";

export const VALIDATION_DELAY_MS = 150;
const OWNER = "greenhouse-attributes";

interface Timing {
  readonly typedAt: number;
  readonly markersAt: number;
  readonly analyzeMs: number;
}

declare global {
  interface Window {
    __greenhouseEditorTimings?: Timing[];
  }
}

/**
 * Tokenizes every line of `model` at once. `tokenization.forceTokenization` is on Monaco's
 * text model but not in its published types (monaco.d.ts), hence the narrow structural read;
 * should a Monaco release drop or change it, Enter merely keeps the indentation as before.
 */
function tokenizeNow(model: editor.ITextModel): void {
  const tokenization = (model as unknown as { tokenization?: { forceTokenization?: (line: number) => void } }).tokenization;
  try {
    tokenization?.forceTokenization?.(model.getLineCount());
  } catch {
    // Only the indent of the next line depends on it; typing must never.
  }
}

interface Live {
  readonly monaco: Monaco;
  readonly editor: editor.IStandaloneCodeEditor;
  readonly model: editor.ITextModel;
}

export function MonacoAttributeEditor(props: AttributeEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  const latest = useRef(props);
  /**
   * Texts this editor reported through onChange and the page has not echoed back yet, oldest
   * first. The page's echoes arrive in order (React may skip some), never backwards.
   */
  const pending = useRef<string[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  /** The last validation, whoever ran it (a keystroke or a new context): the quick fixes read it. */
  const lastValidation = useRef<Validation | null>(null);

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let disposed = false;
    const disposables: IDisposable[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;

    loadMonaco()
      .then((monaco) => {
        if (disposed || box.current === null) return;
        registerLanguage(monaco);
        const model = monaco.editor.createModel(latest.current.value, LANGUAGE_ID);
        const ed = monaco.editor.create(box.current, {
          model,
          theme: THEME_NAME,
          ariaLabel: latest.current.ariaLabel ?? "Attributes",
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
        });
        live.current = { monaco, editor: ed, model };
        // Monaco binds Format Document to Shift+Alt+F on Windows and Mac but Ctrl+Shift+I on
        // Linux; the docs promise Shift+Alt+F everywhere, so it is bound here too.
        ed.addCommand(monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF, () => void ed.getAction("editor.action.formatDocument")?.run());
        // Monaco's own text area is what has focus: give it the id so a <label htmlFor> reaches it.
        if (latest.current.id !== undefined) box.current.querySelector("textarea")?.setAttribute("id", latest.current.id);
        const ctx = (): ProviderContext => latest.current;

        const validate = (typedAt: number): void => {
          if (model.isDisposed()) return;
          const started = performance.now();
          const diagnostics = diagnosticsFor(model.getValue(), latest.current);
          const analyzeMs = performance.now() - started;
          const last = { version: model.getVersionId(), diagnostics, context: latest.current };
          lastValidation.current = last;
          monaco.editor.setModelMarkers(model, OWNER, toMarkers(monaco, diagnostics));
          const markersAt = performance.now();
          const timings = (window.__greenhouseEditorTimings ??= []);
          timings.push({ typedAt, markersAt, analyzeMs });
          if (timings.length > 200) timings.shift();
          box.current?.setAttribute("data-validated", String(last.version));
          box.current?.setAttribute("data-problems", String(diagnostics.length));
          latest.current.onDiagnostics?.([...diagnostics]);
        };

        disposables.push(
          // Monaco applies the language's Enter rules (indent after a category header) only to
          // a line whose tokens are known, and tokenizes in the background: after an Enter on an
          // earlier line, a header typed fast enough is not tokenized yet and Enter falls back
          // to "keep the indentation". So every Enter first tokenizes the (short) text: the
          // key-down comes before Monaco inserts the line break.
          ed.onKeyDown((e) => {
            if (e.keyCode === monaco.KeyCode.Enter) tokenizeNow(model);
          }),
          registerProviders(monaco, model, ctx, () => lastValidation.current),
          model.onDidChangeContent(() => {
            const typedAt = performance.now();
            const text = model.getValue();
            if (text !== latest.current.value) {
              if (pending.current.length > 500) pending.current.shift();
              pending.current.push(text);
              latest.current.onChange(text);
            }
            clearTimeout(timer);
            timer = setTimeout(() => validate(typedAt), VALIDATION_DELAY_MS);
          }),
        );
        validate(performance.now());
        latest.current.onReady?.({
          revealPosition(line, column) {
            ed.setPosition({ lineNumber: line, column });
            ed.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
            ed.focus();
          },
          focus: () => ed.focus(),
          format: () => void ed.getAction("editor.action.formatDocument")?.run(),
          getValue: () => model.getValue(),
        });
      })
      .catch((error: unknown) => {
        if (!disposed) setFailed(error instanceof Error ? error.message : String(error));
      });

    return () => {
      disposed = true;
      clearTimeout(timer);
      for (const d of disposables) d.dispose();
      const current = live.current;
      live.current = null;
      if (current !== null) {
        current.monaco.editor.setModelMarkers(current.model, OWNER, []);
        current.editor.dispose();
        current.model.dispose();
      }
    };
  }, []);

  // The page may replace the text (another tab saved, a fix applied from the Problems panel).
  // Echoes of what this editor reported are not such changes: while a designer types fast, the
  // page's state lags the model by a few keys, and applying a stale echo would drop them.
  useEffect(() => {
    const current = live.current;
    if (current === null) return;
    const echo = pending.current.indexOf(props.value);
    if (echo !== -1) {
      pending.current.splice(0, echo + 1);
      return;
    }
    pending.current = [];
    if (current.model.getValue() === props.value) return;
    current.model.pushEditOperations([], [{ range: current.model.getFullModelRange(), text: props.value }], () => null);
  }, [props.value]);

  // New aliases or format change the diagnostics without a keystroke (keyed by content, so a
  // parent that rebuilds its alias object on every render does not re-validate every render).
  const contextKey = JSON.stringify([props.aliases ?? null, props.format ?? null, props.affiliations ?? null]);
  const deckFindings = props.deckFindings;
  useEffect(() => {
    const current = live.current;
    if (current === null) return;
    const diagnostics = diagnosticsFor(current.model.getValue(), latest.current);
    lastValidation.current = { version: current.model.getVersionId(), diagnostics, context: latest.current };
    current.monaco.editor.setModelMarkers(current.model, OWNER, toMarkers(current.monaco, diagnostics));
    latest.current.onDiagnostics?.([...diagnostics]);
  }, [contextKey, deckFindings]);

  if (failed !== null) {
    return (
      <textarea
        id={props.id}
        aria-label={props.ariaLabel ?? "Attributes"}
        className={`block w-full rounded-md border border-line-strong bg-surface p-2 font-mono text-[13px] leading-5 ${props.className ?? "h-72"}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        title={`The editor could not load (${failed}); plain text editing still works.`}
        spellCheck={false}
      />
    );
  }
  return (
    <div>
      <div
        ref={box}
        data-testid="attribute-editor"
        // monaco-component: Monaco's theme defines its colours (--vscode-*) on .monaco-editor and
        // .monaco-component. The right-click menu lives in a shadow root hosted in this box, beside
        // the editor rather than inside it, so without the class it inherits no menu background.
        className={`monaco-component overflow-hidden rounded-md border border-line-strong bg-surface ${props.className ?? "h-72"}`}
      />
      <p className="mt-1 text-xs text-ink-muted" data-testid="attribute-editor-keys">
        <Kbd>Tab</Kbd> next field · <Kbd>Ctrl</Kbd> <Kbd>Space</Kbd> suggestions, <Kbd>↓</Kbd> then <Kbd>Enter</Kbd> to take one · <Kbd>Shift</Kbd> <Kbd>Alt</Kbd> <Kbd>F</Kbd> format
      </p>
    </div>
  );
}

export default MonacoAttributeEditor;
