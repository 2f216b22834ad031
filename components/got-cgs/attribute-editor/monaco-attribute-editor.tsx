"use client";
/**
 * Monaco bound to the attribute language. Loaded only in the browser (index.tsx wraps it in
 * next/dynamic with ssr: false). Validation is debounced (150 ms after the last keystroke);
 * markers, providers and the model are disposed on unmount. The view: the logic is in
 * use-monaco-attribute-editor.ts and editor-session.ts (which also keeps the benchmark's timings).
 */
import { useMonacoAttributeEditor } from "./use-monaco-attribute-editor";
import type { AttributeEditorProps } from "@/components/attribute-editor/types";
import { Kbd } from "@/components/ui/kbd";
import "./action-widget.css";

export { VALIDATION_DELAY_MS } from "./editor-session";

export function MonacoAttributeEditor(props: AttributeEditorProps) {
  const { box, failed } = useMonacoAttributeEditor(props);

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
