// @vitest-environment jsdom
/**
 * The table's action bar (components/table/action-bar.tsx): every legal action is a button that
 * takes it; a group with many actions is a list and one button. A button keeps the focus where it
 * was on a mouse press (the answer usually removes the button, and removing the focused element
 * forced a style and layout pass inside React's commit: bench/table-click), while the keyboard
 * focuses and presses it as any button.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActionBar } from "@/components/table/action-bar";
import type { LegalView } from "@/lib/table/view";

afterEach(cleanup);

const pass: LegalView = { key: "pass", label: "Pass", group: "Turn", cardIds: [], action: { type: "pass" }, primary: false };
const plays: LegalView[] = Array.from({ length: 9 }, (_, i) => ({ key: `play:c${i}`, label: `Play TDC-00${i}`, group: "Play", cardIds: [`c${i}`], action: { type: "play", card: `c${i}` }, primary: true }));

describe("ActionBar", () => {
  it("a button takes its action on click, without taking the focus on a mouse press", () => {
    const onAction = vi.fn();
    render(<ActionBar legal={[pass]} busy={false} onAction={onAction} />);
    const button = screen.getByRole("button", { name: "Pass" });
    // fireEvent returns false when the default (focusing the button) was prevented.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledWith(pass);
  });

  it("the keyboard still focuses a button, and the list's button keeps the focus on the list", () => {
    const onAction = vi.fn();
    render(<ActionBar legal={[pass, ...plays]} busy={false} onAction={onAction} />);
    const button = screen.getByRole("button", { name: "Pass" });
    button.focus();
    expect(document.activeElement).toBe(button);
    const list = screen.getByRole("combobox", { name: "Play: choose" });
    fireEvent.change(list, { target: { value: "play:c3" } });
    const play = screen.getByRole("button", { name: "Play" });
    expect(fireEvent.mouseDown(play)).toBe(false);
    fireEvent.click(play);
    expect(onAction).toHaveBeenCalledWith(plays[3]);
  });

  it("a busy table disables every button", () => {
    render(<ActionBar legal={[pass]} busy onAction={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Pass" })).toHaveProperty("disabled", true);
  });
});
