// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBulkActions, makeRow } from "./fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
const bulkActions = fakeBulkActions();

const { EraTable } = await import("@/components/era-table/era-table");
const { ToastProvider } = await import("@/components/ui/toast");

const rows = [
  makeRow({ id: "a", position: 0, identifier: "GEN-1", type: "Adventure", roleplay: "Battle", haystack: "gen-1 void" }),
  makeRow({ id: "b", position: 1, identifier: "GEN-2", type: "Support", haystack: "gen-2 ship", problems: { errors: 2, warnings: 0, infos: 0 } }),
  makeRow({ id: "c", position: 2, identifier: "GEN-3", type: "Support", haystack: "gen-3 ship" }),
];

function renderTable() {
  return render(
    <ToastProvider>
      <EraTable packId="p" eraId="e" rows={rows} bulkActions={bulkActions} />
    </ToastProvider>,
  );
}

const shown = () => screen.getAllByTestId("card-row").map((r) => within(r).getAllByRole("link")[0]?.textContent);

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, "", "/packs/p/eras/e");
  push.mockReset();
});
afterEach(cleanup);

describe("EraTable", () => {
  it("lists every card in deck order with its problems", () => {
    renderTable();
    expect(shown()).toEqual(["GEN-1", "GEN-2", "GEN-3"]);
    expect(screen.getByText("2 errors")).toBeTruthy();
  });

  it("searches and filters, and writes the query in the address bar", () => {
    renderTable();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "ship" } });
    expect(shown()).toEqual(["GEN-2", "GEN-3"]);
    fireEvent.click(screen.getByRole("checkbox", { name: /Has problems/ }));
    expect(shown()).toEqual(["GEN-2"]);
    expect(window.location.search).toBe("?q=ship&problems=1");
    fireEvent.click(screen.getByRole("button", { name: /Clear/ }));
    expect(shown()).toEqual(["GEN-1", "GEN-2", "GEN-3"]);
  });

  it("sorts by a column header, then reverses, then back to deck order", () => {
    renderTable();
    const header = screen.getByRole("button", { name: /^Type/ });
    fireEvent.click(header);
    expect(shown()).toEqual(["GEN-1", "GEN-2", "GEN-3"]);
    fireEvent.click(header);
    expect(shown()).toEqual(["GEN-2", "GEN-3", "GEN-1"]);
    fireEvent.click(header);
    expect(window.location.search).toBe("");
  });

  it("selects with shift-click ranges and shows the bulk actions", () => {
    renderTable();
    expect(screen.queryByRole("region", { name: "Selected cards" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select GEN-1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select GEN-3" }), { shiftKey: true });
    const bar = screen.getByRole("region", { name: "Selected cards" });
    expect(within(bar).getByText("3 cards selected")).toBeTruthy();
    expect(within(bar).getByRole("button", { name: /Move to/ })).toBeTruthy();
    fireEvent.click(within(bar).getByRole("button", { name: /Clear selection/ }));
    expect(screen.queryByRole("region", { name: "Selected cards" })).toBeNull();
  });

  it("moves through the rows with J/K and opens one with Enter", () => {
    renderTable();
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "k" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/packs/p/eras/e/cards/b");
  });

  it("says so when nothing matches, and offers to clear", () => {
    renderTable();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "dragon" } });
    expect(screen.getByText("No card matches")).toBeTruthy();
  });
});
