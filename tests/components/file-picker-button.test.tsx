// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilePickerButton } from "@/components/ui/file-picker-button";

afterEach(cleanup);

const csv = (name: string) => new File(["a,b\n1,2\n"], name, { type: "text/csv" });

/** Puts `files` on the hidden input as the browser's chooser would, then fires its change. */
function pick(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

describe("FilePickerButton", () => {
  it("is one labelled button; its hidden input has the accept list and stays out of tab order and the accessibility tree", () => {
    render(<FilePickerButton accept=".csv,text/csv" inputTestId="csv-input" aria-label="Choose a CSV file" onFiles={vi.fn()}>Choose…</FilePickerButton>);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    screen.getByRole("button", { name: "Choose a CSV file" });
    const input = screen.getByTestId("csv-input") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe(".csv,text/csv");
    expect(input.multiple).toBe(false);
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute("aria-hidden")).toBe("true");
  });

  it("can label its hidden input for browser tests (getByLabel) without a second control for screen readers", () => {
    render(<FilePickerButton accept=".json" inputLabel="Import a replay" onFiles={vi.fn()}>Import a replay…</FilePickerButton>);
    const input = screen.getByLabelText("Import a replay") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("opens the chooser when the button is pressed", () => {
    render(<FilePickerButton accept=".csv" inputTestId="in" onFiles={vi.fn()}>Choose…</FilePickerButton>);
    const input = screen.getByTestId("in") as HTMLInputElement;
    const click = vi.spyOn(input, "click");
    fireEvent.click(screen.getByRole("button", { name: "Choose…" }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("hands over the picked file and empties the input, so the same file can be picked twice", () => {
    const onFiles = vi.fn();
    render(<FilePickerButton accept=".csv" inputTestId="in" onFiles={onFiles}>Choose…</FilePickerButton>);
    const input = screen.getByTestId("in") as HTMLInputElement;
    const file = csv("cards.csv");
    const reset = vi.spyOn(input, "value", "set");
    pick(input, [file]);
    expect(onFiles).toHaveBeenLastCalledWith([file]);
    expect(reset).toHaveBeenLastCalledWith("");
    pick(input, [file]);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it("gives every file when multiple, only the first otherwise, and nothing when the chooser is cancelled", () => {
    const many = vi.fn();
    const one = vi.fn();
    render(
      <>
        <FilePickerButton accept=".csv" multiple inputTestId="many" onFiles={many}>Many</FilePickerButton>
        <FilePickerButton accept=".csv" inputTestId="one" onFiles={one}>One</FilePickerButton>
      </>,
    );
    const a = csv("a.csv");
    const b = csv("b.csv");
    const manyInput = screen.getByTestId("many") as HTMLInputElement;
    expect(manyInput.multiple).toBe(true);
    pick(manyInput, [a, b]);
    expect(many).toHaveBeenCalledWith([a, b]);
    pick(screen.getByTestId("one") as HTMLInputElement, [a, b]);
    expect(one).toHaveBeenCalledWith([a]);
    pick(manyInput, []);
    expect(many).toHaveBeenCalledTimes(1);
  });

  it("while busy shows it (aria-busy) and cannot be pressed; disabled cannot be pressed either", () => {
    const { rerender } = render(<FilePickerButton accept=".csv" busy inputTestId="in" onFiles={vi.fn()}>Upload…</FilePickerButton>);
    const button = screen.getByRole("button", { name: "Upload…" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    rerender(<FilePickerButton accept=".csv" disabled inputTestId="in" onFiles={vi.fn()}>Upload…</FilePickerButton>);
    expect((screen.getByRole("button", { name: "Upload…" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Upload…" }).getAttribute("aria-busy")).toBeNull();
  });
});
