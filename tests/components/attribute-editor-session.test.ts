// @vitest-environment jsdom
/**
 * The attribute editor's session (components/got-cgs/attribute-editor/editor-session.ts) without Monaco:
 * the page's value replaces the model's text unless it is an echo of what the editor reported
 * (echoes arrive in order, some skipped), and a validation records what the quick fixes read.
 */
import { describe, expect, it } from "vitest";
import { applyPageValue, validateNow, type Live, type SessionRefs } from "@/components/got-cgs/attribute-editor/editor-session";
import type { AttributeEditorProps } from "@/components/attribute-editor/types";

function fakeLive(text: string) {
  const state = { text, version: 1, pushed: [] as string[], markers: [] as unknown[] };
  const model = {
    getValue: () => state.text,
    getVersionId: () => state.version,
    getFullModelRange: () => ({ startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 }),
    pushEditOperations: (_: unknown, edits: { text: string }[]) => {
      state.text = edits[0]!.text;
      state.version += 1;
      state.pushed.push(state.text);
      return null;
    },
  };
  const monaco = {
    editor: { setModelMarkers: (_m: unknown, _o: string, markers: unknown[]) => void (state.markers = markers) },
    MarkerSeverity: { Error: 8, Warning: 4, Info: 2, Hint: 1 },
    Uri: { parse: (s: string) => s },
  };
  return { state, live: { monaco, model, editor: {} } as unknown as Live };
}

function refsOf(live: Live, props: Partial<AttributeEditorProps> = {}): SessionRefs {
  return {
    box: { current: null },
    live: { current: live },
    latest: { current: { value: "", onChange: () => {}, ...props } },
    pending: { current: [] },
    lastValidation: { current: null },
  };
}

describe("the attribute editor's session", () => {
  it("drops the page's echoes of what was typed, in order, and applies a real replacement", () => {
    const { state, live } = fakeLive("abc");
    const refs = refsOf(live);
    refs.pending.current = ["a", "ab", "abc"];
    // The page lags: it echoes "a" (then skips "ab"), then "abc"; none replaces the model.
    applyPageValue(refs, "a");
    expect(refs.pending.current).toEqual(["ab", "abc"]);
    applyPageValue(refs, "abc");
    expect(refs.pending.current).toEqual([]);
    expect(state.pushed).toEqual([]);
    // A value the editor never reported (a fix from the Problems panel) replaces the text.
    applyPageValue(refs, "Type \"Adventure\"");
    expect(state.pushed).toEqual(["Type \"Adventure\""]);
    // The same text again is no edit.
    applyPageValue(refs, "Type \"Adventure\"");
    expect(state.pushed).toHaveLength(1);
  });

  it("a stale echo after a replacement forgets the pending texts and applies", () => {
    const { state, live } = fakeLive("xyz");
    const refs = refsOf(live);
    refs.pending.current = ["xy", "xyz"];
    applyPageValue(refs, "other");
    expect(refs.pending.current).toEqual([]);
    expect(state.text).toBe("other");
  });

  it("a validation records the version, the diagnostics and the context it saw, and sets the markers", () => {
    const { state, live } = fakeLive('Type "Adventure"\nNo Such Thing 3');
    const refs = refsOf(live);
    const validation = validateNow(live, refs);
    expect(refs.lastValidation.current).toEqual({ version: 1, diagnostics: validation.diagnostics, context: refs.latest.current });
    expect(validation.diagnostics.length).toBeGreaterThan(0);
    expect(state.markers).toHaveLength(validation.diagnostics.length);
    expect(validation.analyzeMs).toBeGreaterThanOrEqual(0);
  });
});
