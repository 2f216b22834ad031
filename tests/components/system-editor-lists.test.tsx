// @vitest-environment jsdom
/**
 * The system editor's lists (components/system-editor/list-parts.tsx): the free table's zones,
 * setup steps and counters and the rule builder's rules are each a section with an add button and
 * rows with a remove button; a read-only editor (a built-in system) shows neither.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SystemEditor } from "@/components/system-editor/system-editor";
import { ToastProvider } from "@/components/ui/toast";
import { tileSystem } from "../server/system-fixture";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

afterEach(cleanup);

const renderEditor = (builtIn = false) =>
  render(
    <ToastProvider>
      <SystemEditor initial={tileSystem()} revision={builtIn ? null : 3} builtIn={builtIn} />
    </ToastProvider>,
  );

const rows = (name: RegExp) => screen.queryAllByRole("listitem", { name });

describe("the system editor's lists", () => {
  it("adds and removes zones, setup steps and counters of the free table", () => {
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Add a free table" }));
    expect(rows(/^Zone /)).toHaveLength(3);
    expect(rows(/^Setup step /)).toHaveLength(2);
    expect(rows(/^Counter /)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Add a zone" }));
    expect(rows(/^Zone /).map((r) => r.getAttribute("aria-label"))).toEqual(["Zone deck", "Zone hand", "Zone play", "Zone zone4"]);
    fireEvent.click(within(rows(/^Zone zone4$/)[0]!).getByRole("button", { name: "Remove zone" }));
    expect(rows(/^Zone /)).toHaveLength(3);

    fireEvent.click(screen.getByRole("button", { name: "Add a setup step" }));
    expect(rows(/^Setup step /)).toHaveLength(3);
    fireEvent.click(within(rows(/^Setup step 1$/)[0]!).getByRole("button", { name: "Remove step" }));
    expect(rows(/^Setup step /)).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Add a counter" }));
    expect(rows(/^Counter /).map((r) => r.getAttribute("aria-label"))).toEqual(["Counter counter1"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove counter" }));
    expect(rows(/^Counter /)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Remove the free table" }));
    expect(screen.getByRole("button", { name: "Add a free table" })).toBeTruthy();
  }, 90_000);

  it("adds and removes a rule", () => {
    renderEditor();
    const before = rows(/^Rule /).length;
    fireEvent.click(screen.getByRole("button", { name: "Add a deck rule" }));
    expect(rows(/^Rule /)).toHaveLength(before + 1);
    const added = rows(/^Rule /).at(-1)!;
    fireEvent.click(within(added).getByRole("button", { name: "Remove rule" }));
    expect(rows(/^Rule /)).toHaveLength(before);
  }, 60_000);

  it("a read-only editor has no add or remove buttons", () => {
    renderEditor(true);
    expect(rows(/^Rule /).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /^(Add a|Remove)/ })).toBeNull();
  });
});
