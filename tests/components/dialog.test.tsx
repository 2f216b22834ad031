// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/field";
import { polyfillDialog } from "./fixtures";

beforeAll(polyfillDialog);
afterEach(cleanup);

function NameDialog({ initial }: { initial: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initial);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New era deck">
        <Input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("selects the text of a pre-filled field it focuses, so typing replaces the suggestion", () => {
    render(<NameDialog initial="Era 1" />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const field = screen.getByLabelText<HTMLInputElement>("Name");
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, "Era 1".length]);
  });

  it("focuses an empty field without selecting anything", () => {
    render(<NameDialog initial="" />);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const field = screen.getByLabelText<HTMLInputElement>("Name");
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(field.selectionEnd);
  });
});
