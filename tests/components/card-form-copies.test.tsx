// @vitest-environment jsdom
/**
 * Copies that the server refuses never show "Saved": the number typed goes to the draft, the
 * server's validation refuses it with its message under the field, and the state says Not saved.
 * The server here validates copies as lib/server/validation.ts does (1 to 999, whole).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/app/_lib/action-result";
import type { CardDto } from "@/lib/server/types";
import { makeCard } from "./fixtures";

// The form's attribute editor is Monaco, which jsdom cannot run; a text area stands in.
vi.mock("@/components/got-cgs/attribute-editor", () => ({
  AttributeEditor: (props: { value: string; onChange: (text: string) => void; id?: string }) => (
    <textarea id={props.id} aria-label="Attributes" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const { CardForm, copiesFromText } = await import("@/components/card-editor/card-form");
const { forgetStoredCards, useAutosave } = await import("@/components/card-editor/use-autosave");

function serverSave() {
  let current = makeCard();
  return vi.fn(async (input: { id: string; version: number; changes: Partial<CardDto> }): Promise<ActionResult<CardDto>> => {
    const copies = input.changes.copies;
    if (copies !== undefined && (!Number.isInteger(copies) || copies < 1 || copies > 999)) {
      const message = copies < 1 ? "a card has at least 1 copy" : "copies must be a whole number from 1 to 999";
      return { ok: false, error: { code: "validation", message: `copies: ${message}`, issues: [{ path: "changes.copies", message }] } };
    }
    current = { ...current, ...input.changes, version: current.version + 1 };
    return { ok: true, value: current };
  });
}

function Harness({ save }: { save: ReturnType<typeof serverSave> }) {
  const autosave = useAutosave(makeCard(), save);
  return (
    <>
      <output data-testid="status">{autosave.status}</output>
      <CardForm
        packId="pack-1"
        draft={autosave.state.draft}
        edit={autosave.edit}
        issues={autosave.state.error?.issues ?? []}
        aliases={{}}
        pictures={[]}
        onPictureUploaded={() => undefined}
        onAttributesReady={() => undefined}
        onFormat={() => undefined}
      />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  forgetStoredCards();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("copies", () => {
  it("reads the field's text as the number it shows; an empty field is no copies", () => {
    expect(copiesFromText("3")).toBe(3);
    expect(copiesFromText(" 0 ")).toBe(0);
    expect(copiesFromText("")).toBe(0);
    expect(copiesFromText("2.5")).toBe(2.5);
  });

  it("0 copies is refused with the field error and never shows Saved; a valid number then saves", async () => {
    const save = serverSave();
    render(<Harness save={save} />);
    const copies = screen.getByLabelText("Copies");
    fireEvent.change(copies, { target: { value: "0" } });
    expect(screen.getByTestId("status").textContent).toBe("pending");
    await act(async () => vi.advanceTimersByTime(700));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ changes: { copies: 0 } }));
    expect(screen.getByTestId("status").textContent).toBe("error");
    expect(screen.getByText("a card has at least 1 copy")).toBeTruthy();
    expect((copies as HTMLInputElement).value).toBe("0");

    fireEvent.change(copies, { target: { value: "2" } });
    await act(async () => vi.advanceTimersByTime(700));
    expect(screen.getByTestId("status").textContent).toBe("saved");
    expect(screen.queryByText("a card has at least 1 copy")).toBeNull();
  });

  it("clearing the field to type a new number keeps it empty and unsaved until a number is there", async () => {
    const save = serverSave();
    render(<Harness save={save} />);
    const copies = screen.getByLabelText("Copies") as HTMLInputElement;
    fireEvent.change(copies, { target: { value: "" } });
    expect(copies.value).toBe("");
    expect(screen.getByTestId("status").textContent).not.toBe("saved");
    fireEvent.change(copies, { target: { value: "4" } });
    await act(async () => vi.advanceTimersByTime(700));
    expect(screen.getByTestId("status").textContent).toBe("saved");
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ changes: { copies: 4 } }));
  });
});
