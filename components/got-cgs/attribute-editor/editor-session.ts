/**
 * One mounted attribute editor: creating Monaco on a box, its listeners, its validations and its
 * disposal. Plain functions over refs the hook (use-monaco-attribute-editor.ts) owns; the view
 * (monaco-attribute-editor.tsx) never sees Monaco.
 *
 * For the browser benchmark, each validation after typing records `{ typedAt, markersAt,
 * analyzeMs }` on `window.__greenhouseEditorTimings` (a ring of the last 200), and the box
 * carries `data-validated` (the model version last validated) and `data-problems` (how many).
 */
import type { editor, IDisposable } from "monaco-editor";
import type { RefObject } from "react";
import { toMarkers } from "./adapter";
import { EDITOR_OPTIONS, tokenizeNow } from "./editor-options";
import { diagnosticsFor, registerLanguage, registerProviders, type ProviderContext, type Validation } from "./language";
import { loadMonaco, type Monaco } from "./load-monaco";
import { LANGUAGE_ID } from "./monarch";
import type { AttributeEditorApi, AttributeEditorProps } from "@/components/attribute-editor/types";

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

export interface Live {
  readonly monaco: Monaco;
  readonly editor: editor.IStandaloneCodeEditor;
  readonly model: editor.ITextModel;
}

/** The refs one editor's session reads and writes. */
export interface SessionRefs {
  readonly box: RefObject<HTMLDivElement | null>;
  readonly live: RefObject<Live | null>;
  /** The props of the last render. */
  readonly latest: RefObject<AttributeEditorProps>;
  /**
   * Texts this editor reported through onChange and the page has not echoed back yet, oldest
   * first. The page's echoes arrive in order (React may skip some), never backwards.
   */
  readonly pending: RefObject<string[]>;
  /** The last validation, whoever ran it (a keystroke or a new context): the quick fixes read it. */
  readonly lastValidation: RefObject<Validation | null>;
}

/**
 * Validates the model's text in the current context: records it as the last validation, sets the
 * markers and tells the page. Both a keystroke and a new context validate through here.
 */
export function validateNow(live: Live, refs: SessionRefs): Validation & { readonly analyzeMs: number } {
  const context = refs.latest.current;
  const started = performance.now();
  const diagnostics = diagnosticsFor(live.model.getValue(), context);
  const analyzeMs = performance.now() - started;
  const last = { version: live.model.getVersionId(), diagnostics, context };
  refs.lastValidation.current = last;
  live.monaco.editor.setModelMarkers(live.model, OWNER, toMarkers(live.monaco, diagnostics));
  return { ...last, analyzeMs };
}

/** A validation after typing: also timed for the benchmark and written on the box. */
function validateTyped(live: Live, refs: SessionRefs, typedAt: number): void {
  if (live.model.isDisposed()) return;
  const last = validateNow(live, refs);
  const markersAt = performance.now();
  const timings = (window.__greenhouseEditorTimings ??= []);
  timings.push({ typedAt, markersAt, analyzeMs: last.analyzeMs });
  if (timings.length > 200) timings.shift();
  refs.box.current?.setAttribute("data-validated", String(last.version));
  refs.box.current?.setAttribute("data-problems", String(last.diagnostics.length));
  refs.latest.current.onDiagnostics?.([...last.diagnostics]);
}

function createEditor(monaco: Monaco, box: HTMLDivElement, props: AttributeEditorProps): Live {
  registerLanguage(monaco);
  const model = monaco.editor.createModel(props.value, LANGUAGE_ID);
  const ed = monaco.editor.create(box, { ...EDITOR_OPTIONS, model, ariaLabel: props.ariaLabel ?? "Attributes" });
  // Monaco binds Format Document to Shift+Alt+F on Windows and Mac but Ctrl+Shift+I on
  // Linux; the docs promise Shift+Alt+F everywhere, so it is bound here too.
  ed.addCommand(monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF, () => void ed.getAction("editor.action.formatDocument")?.run());
  // Monaco's own text area is what has focus: give it the id so a <label htmlFor> reaches it.
  if (props.id !== undefined) box.querySelector("textarea")?.setAttribute("id", props.id);
  return { monaco, editor: ed, model };
}

function editorApi({ editor: ed, model }: Live): AttributeEditorApi {
  return {
    revealPosition(line, column) {
      ed.setPosition({ lineNumber: line, column });
      ed.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
      ed.focus();
    },
    focus: () => ed.focus(),
    format: () => void ed.getAction("editor.action.formatDocument")?.run(),
    getValue: () => model.getValue(),
  };
}

/** The listeners of a live editor; `schedule` debounces the validation after a change. */
function listen(live: Live, refs: SessionRefs, schedule: (run: () => void) => void): IDisposable[] {
  const { monaco, editor: ed, model } = live;
  const ctx = (): ProviderContext => refs.latest.current;
  return [
    // Monaco applies the language's Enter rules (indent after a category header) only to
    // a line whose tokens are known, and tokenizes in the background: after an Enter on an
    // earlier line, a header typed fast enough is not tokenized yet and Enter falls back
    // to "keep the indentation". So every Enter first tokenizes the (short) text: the
    // key-down comes before Monaco inserts the line break.
    ed.onKeyDown((e) => {
      if (e.keyCode === monaco.KeyCode.Enter) tokenizeNow(model);
    }),
    registerProviders(monaco, model, ctx, () => refs.lastValidation.current),
    model.onDidChangeContent(() => {
      const typedAt = performance.now();
      const text = model.getValue();
      if (text !== refs.latest.current.value) {
        if (refs.pending.current.length > 500) refs.pending.current.shift();
        refs.pending.current.push(text);
        refs.latest.current.onChange(text);
      }
      schedule(() => validateTyped(live, refs, typedAt));
    }),
  ];
}

/**
 * Loads Monaco and mounts the editor in `refs.box`; returns the cleanup (listeners, markers,
 * editor and model disposed; a load still under way is dropped).
 */
export function mountEditor(refs: SessionRefs, onFailed: (message: string) => void): () => void {
  let disposed = false;
  const disposables: IDisposable[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (run: () => void): void => {
    clearTimeout(timer);
    timer = setTimeout(run, VALIDATION_DELAY_MS);
  };

  loadMonaco()
    .then((monaco) => {
      if (disposed || refs.box.current === null) return;
      const live = createEditor(monaco, refs.box.current, refs.latest.current);
      refs.live.current = live;
      disposables.push(...listen(live, refs, schedule));
      validateTyped(live, refs, performance.now());
      refs.latest.current.onReady?.(editorApi(live));
    })
    .catch((error: unknown) => {
      if (!disposed) onFailed(error instanceof Error ? error.message : String(error));
    });

  return () => {
    disposed = true;
    clearTimeout(timer);
    for (const d of disposables) d.dispose();
    const current = refs.live.current;
    refs.live.current = null;
    if (current !== null) {
      current.monaco.editor.setModelMarkers(current.model, OWNER, []);
      current.editor.dispose();
      current.model.dispose();
    }
  };
}

/**
 * The page replaced the text (another tab saved, a fix applied from the Problems panel), unless
 * `value` is an echo of what this editor reported: while a designer types fast, the page's state
 * lags the model by a few keys, and applying a stale echo would drop them.
 */
export function applyPageValue(refs: SessionRefs, value: string): void {
  const current = refs.live.current;
  if (current === null) return;
  const echo = refs.pending.current.indexOf(value);
  if (echo !== -1) {
    refs.pending.current.splice(0, echo + 1);
    return;
  }
  refs.pending.current = [];
  if (current.model.getValue() === value) return;
  current.model.pushEditOperations([], [{ range: current.model.getFullModelRange(), text: value }], () => null);
}
