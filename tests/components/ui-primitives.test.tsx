// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Menu } from "@/components/ui/menu";
import { Tabs } from "@/components/ui/tabs";
import { SaveIndicator } from "@/components/card-editor/save-indicator";
import { CardProblems } from "@/components/card-editor/card-problems";
import { ConflictDialog } from "@/components/card-editor/conflict-dialog";
import { ShortcutsHelp } from "@/components/layout/shortcuts-help";
import { fieldsOf } from "@/components/card-editor/autosave-state";
import { gotFieldChanges } from "@/components/card-editor/field-diff";
import { makeCard, polyfillDialog } from "./fixtures";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("Menu", () => {
  it("opens from the keyboard, moves with arrows, closes with Escape back on its button", () => {
    const pick = vi.fn();
    render(<Menu label="More" ariaLabel="More" items={[{ label: "Rename", onSelect: vi.fn() }, { kind: "separator" }, { label: "Delete", onSelect: pick, danger: true }]} />);
    const trigger = screen.getByRole("button", { name: "More" });
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    const items = screen.getAllByRole("menuitem");
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(pick).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("builds items given as a function only while open", () => {
    const pick = vi.fn();
    const build = vi.fn(() => [{ label: "Flip", onSelect: pick }]);
    render(<Menu label="More" ariaLabel="More" items={build} />);
    expect(build).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(build).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("menuitem", { name: "Flip" }));
    expect(pick).toHaveBeenCalledOnce();
  });
});

describe("Tabs", () => {
  function Harness() {
    const [tab, setTab] = useState<"a" | "b" | "c">("a");
    return (
      <Tabs label="Views" value={tab} onChange={setTab} tabs={[{ key: "a", label: "A" }, { key: "b", label: "B" }, { key: "c", label: "C" }]}>
        <p>panel {tab}</p>
      </Tabs>
    );
  }
  it("moves the selection with the arrow keys and shows the selected panel", () => {
    render(<Harness />);
    const a = screen.getByRole("tab", { name: "A" });
    expect(a.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(a, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "C" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("panel c");
  });
});

describe("SaveIndicator", () => {
  const base = { error: null, savedAt: null, onRetry: vi.fn(), onResolve: vi.fn() };
  it("says saved, saving, conflict or not saved, and offers the way out", () => {
    const { rerender } = render(<SaveIndicator {...base} status="saved" />);
    expect(screen.getByTestId("save-state").textContent).toContain("Saved");
    rerender(<SaveIndicator {...base} status="pending" />);
    expect(screen.getByTestId("save-state").textContent).toContain("Saving…");
    rerender(<SaveIndicator {...base} status="conflict" />);
    fireEvent.click(screen.getByRole("button", { name: /Conflict/ }));
    expect(base.onResolve).toHaveBeenCalled();
    rerender(<SaveIndicator {...base} status="error" error={{ message: "a card needs an identifier", issues: [], retryable: false }} />);
    expect(screen.getByTestId("save-state").textContent).toContain("Not saved");
    expect(screen.getByText(/Not saved: a card needs an identifier/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(base.onRetry).toHaveBeenCalled();
  });
});

describe("CardProblems", () => {
  it("lists errors first and puts the cursor at a problem's spot", () => {
    const onReveal = vi.fn();
    render(
      <CardProblems
        onReveal={onReveal}
        diagnostics={[
          { code: "w", severity: "warning", message: "Consider it", line: 1, column: 1, endLine: 1, endColumn: 2 },
          { code: "e", severity: "error", message: "Fix it", line: 3, column: 5, endLine: 3, endColumn: 9 },
        ]}
      />,
    );
    const rows = screen.getAllByRole("button");
    expect(rows[0]?.textContent).toContain("Fix it");
    fireEvent.click(rows[0]!);
    expect(onReveal).toHaveBeenCalledWith({ field: "attributes", line: 3, column: 5 });
  });
  it("adds the deck-level findings about the card, marked as such", () => {
    render(
      <CardProblems
        onReveal={vi.fn()}
        diagnostics={[]}
        deck={[{ code: "custom-name-spelling", severity: "warning", message: "Startship looks like a misspelling", line: 2, column: 3, endLine: 2, endColumn: 9 }]}
      />,
    );
    expect(screen.getByRole("button").textContent).toMatch(/Startship.*across the deck/);
  });

  it("says nothing is wrong only after a check, and says so", () => {
    const { rerender } = render(<CardProblems onReveal={vi.fn()} diagnostics={null} />);
    expect(screen.getByTestId("card-problems").textContent).toMatch(/appear here/);
    rerender(<CardProblems onReveal={vi.fn()} diagnostics={[]} />);
    expect(screen.getByTestId("card-problems").textContent).toMatch(/No problems in this card's attributes/);
  });
});

describe("ConflictDialog", () => {
  it("shows the fields that differ and lets the designer keep theirs or mine", async () => {
    const keep = vi.fn();
    const take = vi.fn();
    const theirs = makeCard({ lore: "their lore", version: 4 });
    const mine = { ...fieldsOf(makeCard()), lore: "my lore", copies: 3 };
    await act(async () => {
      render(<ConflictDialog open changes={gotFieldChanges(fieldsOf(theirs), mine)} theirsVersion={theirs.version} onKeepMine={keep} onTakeTheirs={take} onClose={vi.fn()} />);
    });
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Copies");
    expect(dialog.textContent).toContain("Lore");
    expect(dialog.textContent).not.toContain("Directive");
    fireEvent.click(screen.getByRole("button", { name: "Take theirs (version 4)" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
    expect(take).toHaveBeenCalledOnce();
    expect(keep).toHaveBeenCalledOnce();
  });
});

describe("ShortcutsHelp", () => {
  it("opens with ? outside text fields, not while typing", () => {
    render(
      <>
        <input aria-label="Somewhere to type" />
        <ShortcutsHelp />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Somewhere to type" }), { key: "?" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "?" });
    expect(screen.getByRole("dialog", { name: "Keyboard shortcuts" }).textContent).toContain("Next card of the era");
  });
});
