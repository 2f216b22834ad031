import { describe, expect, it } from "vitest";
import {
  autosaveReducer,
  changedFields,
  fieldsOf,
  initialAutosave,
  isDirty,
  saveStatus,
  shouldSave,
  type AutosaveState,
} from "@/components/card-editor/autosave-state";
import { makeCard } from "./fixtures";

const edit = (state: AutosaveState, change: Partial<ReturnType<typeof fieldsOf>>) => autosaveReducer(state, { type: "edit", draft: { ...state.draft, ...change } });

describe("autosave state", () => {
  it("starts saved and clean", () => {
    const s = initialAutosave(makeCard());
    expect(saveStatus(s)).toBe("saved");
    expect(shouldSave(s)).toBe(false);
  });

  it("an edit is pending, then saving, then saved with the server's version", () => {
    let s = edit(initialAutosave(makeCard()), { lore: "Once" });
    expect(saveStatus(s)).toBe("pending");
    expect(changedFields(s.base, s.draft)).toEqual({ lore: "Once" });
    expect(shouldSave(s)).toBe(true);
    s = autosaveReducer(s, { type: "save-start" });
    expect(saveStatus(s)).toBe("saving");
    expect(shouldSave(s)).toBe(false);
    s = autosaveReducer(s, { type: "save-ok", card: makeCard({ lore: "Once", version: 2 }), at: 5 });
    expect(saveStatus(s)).toBe("saved");
    expect(s.base.version).toBe(2);
    expect(s.savedAt).toBe(5);
  });

  it("typing during a save stays dirty and saves again from the new version", () => {
    let s = edit(initialAutosave(makeCard()), { lore: "A" });
    s = autosaveReducer(s, { type: "save-start" });
    s = edit(s, { lore: "AB" });
    s = autosaveReducer(s, { type: "save-ok", card: makeCard({ lore: "A", version: 2 }), at: 1 });
    expect(s.draft.lore).toBe("AB");
    expect(saveStatus(s)).toBe("pending");
    expect(changedFields(s.base, s.draft)).toEqual({ lore: "AB" });
    expect(s.base.version).toBe(2);
  });

  it("a trailing space being typed in the identifier is not an unsaved change", () => {
    const s = edit(initialAutosave(makeCard({ identifier: "GEN" })), { identifier: "GEN " });
    expect(isDirty(s)).toBe(false);
    const t = edit(s, { identifier: "GEN 2" });
    expect(changedFields(t.base, t.draft)).toEqual({ identifier: "GEN 2" });
  });

  it("adopts the server's copy when it normalised an untouched draft (no endless saves)", () => {
    let s = edit(initialAutosave(makeCard()), { attributes: "Type\r\n" });
    s = autosaveReducer(s, { type: "save-start" });
    s = autosaveReducer(s, { type: "save-ok", card: makeCard({ attributes: "Type\n", version: 2 }), at: 1 });
    expect(s.draft.attributes).toBe("Type\n");
    expect(shouldSave(s)).toBe(false);
  });

  it("a conflict waits for the designer; keep mine saves over their version", () => {
    let s = edit(initialAutosave(makeCard()), { lore: "mine" });
    s = autosaveReducer(s, { type: "save-start" });
    const theirs = makeCard({ lore: "theirs", directive: "also theirs", version: 3 });
    s = autosaveReducer(s, { type: "save-conflict", current: theirs });
    expect(saveStatus(s)).toBe("conflict");
    expect(shouldSave(s)).toBe(false);
    s = autosaveReducer(s, { type: "keep-mine" });
    expect(saveStatus(s)).toBe("pending");
    expect(s.base.version).toBe(3);
    // Mine wins on every field that differs from theirs, including the one I never touched.
    expect(changedFields(s.base, s.draft)).toEqual({ lore: "mine", directive: "" });
  });

  it("take theirs replaces the draft and leaves nothing to save", () => {
    let s = edit(initialAutosave(makeCard()), { lore: "mine" });
    s = autosaveReducer(s, { type: "save-start" });
    s = autosaveReducer(s, { type: "save-conflict", current: makeCard({ lore: "theirs", version: 3 }) });
    s = autosaveReducer(s, { type: "take-theirs", at: 9 });
    expect(saveStatus(s)).toBe("saved");
    expect(s.draft.lore).toBe("theirs");
    expect(s.base.version).toBe(3);
  });

  it("a validation error waits for the next edit; a busy error retries", () => {
    let s = edit(initialAutosave(makeCard()), { identifier: "" });
    s = autosaveReducer(s, { type: "save-start" });
    s = autosaveReducer(s, { type: "save-error", error: { message: "a card needs an identifier", issues: [{ path: "identifier", message: "x" }], retryable: false } });
    expect(saveStatus(s)).toBe("error");
    expect(shouldSave(s)).toBe(false);
    s = edit(s, { identifier: "GEN-9" });
    expect(s.error).toBeNull();
    expect(shouldSave(s)).toBe(true);
    s = autosaveReducer(s, { type: "save-start" });
    s = autosaveReducer(s, { type: "save-error", error: { message: "busy", issues: [], retryable: true } });
    expect(saveStatus(s)).toBe("error");
    expect(shouldSave(s)).toBe(true);
    expect(s.attempts).toBe(1);
  });

  it("replace shows a restored card as both base and draft", () => {
    let s = edit(initialAutosave(makeCard()), { lore: "x" });
    s = autosaveReducer(s, { type: "replace", card: makeCard({ lore: "restored", version: 7 }), at: 1 });
    expect(s.draft.lore).toBe("restored");
    expect(saveStatus(s)).toBe("saved");
  });
});
