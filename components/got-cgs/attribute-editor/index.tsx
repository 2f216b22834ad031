"use client";
/**
 * `<AttributeEditor>`: Monaco speaking the GOT CGS attribute language (highlighting, squiggles
 * within one debounce of typing, completion, hover, quick fixes, format document).
 *
 * Monaco touches `window`, so the editor loads only in the browser (next/dynamic, ssr: false);
 * until it has loaded, a placeholder of the default size stands in its place.
 * Use `onReady` to get the {@link AttributeEditorApi} (revealPosition, focus, format, getValue).
 */
import dynamic from "next/dynamic";

export type { AttributeEditorApi, AttributeEditorProps } from "@/components/attribute-editor/types";

function Loading() {
  return (
    <div
      className="flex h-72 items-center justify-center rounded-md border border-line-strong bg-surface text-xs text-ink-muted"
      role="status"
    >
      Loading the attribute editor…
    </div>
  );
}

export const AttributeEditor = dynamic(() => import("./monaco-attribute-editor").then((m) => m.MonacoAttributeEditor), {
  ssr: false,
  loading: Loading,
});
