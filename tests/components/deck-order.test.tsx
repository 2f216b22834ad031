// @vitest-environment jsdom
/**
 * A designer sets the order of a deck's cards (the order print and play follow): a grip per row
 * that drags, Alt+ArrowUp/Down on the grip or the active row; the move shows at once, the page's
 * action saves the whole order, and a refusal puts the old order back with a toast.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import { dropPlace, moveBeside, stepTarget } from "@/components/era-table/deck-order";
import { fakeBulkActions, makeRow } from "./fixtures";

const refresh = vi.fn();
// The real module's other exports stay: runAction rethrows Next's redirects with unstable_rethrow.
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push: vi.fn(), refresh }) }));
const bulkActions = fakeBulkActions();

const { EraTable } = await import("@/components/era-table/era-table");
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");
const { ToastProvider } = await import("@/components/ui/toast");
const { findSystem } = await import("@/lib/systems/registry");

const rows = [
  makeRow({ id: "a", position: 0, identifier: "GEN-1" }),
  makeRow({ id: "b", position: 1, identifier: "GEN-2" }),
  makeRow({ id: "c", position: 2, identifier: "GEN-3" }),
];

type Reorder = (packId: string, eraId: string, ids: string[]) => Promise<ActionResult<{ ids: string[] }>>;
const saved: Reorder = async (_p, _e, ids) => ({ ok: true, value: { ids } });

function renderTable(reorder: Reorder | undefined) {
  return render(
    <ToastProvider>
      <EraTable packId="p" eraId="e" rows={rows} bulkActions={bulkActions} reorder={reorder} />
    </ToastProvider>,
  );
}
const shown = (testId = "card-row") => screen.getAllByTestId(testId).map((r) => within(r).getAllByRole("link")[0]?.textContent);
const grip = (name: string) => screen.getByRole("button", { name: `Move ${name}` });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, "", "/packs/p/eras/e");
  refresh.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("deck order, pure", () => {
  it("moves a card beside another, and leaves the order alone when nothing changes or an id is unknown", () => {
    expect(moveBeside(["a", "b", "c"], "a", "c", "after")).toEqual(["b", "c", "a"]);
    expect(moveBeside(["a", "b", "c"], "c", "a", "before")).toEqual(["c", "a", "b"]);
    const order = ["a", "b", "c"];
    expect(moveBeside(order, "a", "b", "before")).toBe(order);
    expect(moveBeside(order, "x", "b", "before")).toBe(order);
  });

  it("steps past the neighbour in view (a filtered view skips hidden cards) and stops at the ends", () => {
    expect(stepTarget(["a", "c"], "c", -1)).toEqual({ target: "a", place: "before" });
    expect(stepTarget(["a", "c"], "a", 1)).toEqual({ target: "c", place: "after" });
    expect(stepTarget(["a", "c"], "a", -1)).toBeNull();
    expect(dropPlace(0, 2)).toBe("after");
    expect(dropPlace(2, 0)).toBe("before");
  });
});

describe("EraTable deck order", () => {
  it("Alt+ArrowDown on a grip moves the card at once, saves the whole order, keeps the focus on the grip and refreshes", async () => {
    const reorder = vi.fn(saved);
    renderTable(reorder);
    grip("GEN-1").focus();
    fireEvent.keyDown(grip("GEN-1"), { key: "ArrowDown", altKey: true });
    expect(shown()).toEqual(["GEN-2", "GEN-1", "GEN-3"]);
    expect(screen.getAllByTestId("card-row").map((r) => r.children[2]?.textContent)).toEqual(["1", "2", "3"]);
    expect(reorder).toHaveBeenCalledWith("p", "e", ["b", "a", "c"]);
    expect(document.activeElement).toBe(grip("GEN-1"));
    await act(async () => {});
    expect(refresh).toHaveBeenCalled();
  });

  it("Alt+ArrowUp moves the table's active row (J/K) and the active row follows the card", async () => {
    const reorder = vi.fn(saved);
    renderTable(reorder);
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "ArrowUp", altKey: true });
    expect(shown()).toEqual(["GEN-1", "GEN-3", "GEN-2"]);
    await act(async () => {});
    fireEvent.keyDown(window, { key: "ArrowUp", altKey: true });
    expect(shown()).toEqual(["GEN-3", "GEN-1", "GEN-2"]);
    expect(reorder).toHaveBeenLastCalledWith("p", "e", ["c", "a", "b"]);
    await act(async () => {});
  });

  /** Moves GEN-1 down with `reorder`: the move shows and the table is busy, then the old order is back, not busy, with a toast. */
  async function expectRolledBack(reorder: Reorder, why: RegExp) {
    renderTable(reorder);
    fireEvent.keyDown(grip("GEN-1"), { key: "ArrowDown", altKey: true });
    expect(shown()).toEqual(["GEN-2", "GEN-1", "GEN-3"]);
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
    await act(async () => {});
    expect(shown()).toEqual(["GEN-1", "GEN-2", "GEN-3"]);
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("The card was not moved")).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  }

  it("a refused save puts the old order back and says to reload when the deck changed elsewhere", async () => {
    await expectRolledBack(vi.fn<Reorder>(async () => ({ ok: false, error: { code: "validation", message: "ids: not every card of the era deck", issues: [] } })), /Reload the page/);
  });

  it("a save that gets no answer (the action's promise rejects) ends busy, puts the old order back and says to check the connection", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reorder = vi.fn<Reorder>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expectRolledBack(reorder, /Check your connection and try again\. The deck shows its order from before the move/);
    // Not stuck: the next move is sent.
    reorder.mockImplementation(saved);
    fireEvent.keyDown(grip("GEN-1"), { key: "ArrowDown", altKey: true });
    expect(reorder).toHaveBeenCalledTimes(2);
    await act(async () => {});
  });

  it("drags a card by its grip onto another row", async () => {
    const reorder = vi.fn(saved);
    renderTable(reorder);
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: "", dropEffect: "" };
    const [first] = screen.getAllByTestId("card-row");
    fireEvent.dragStart(grip("GEN-3"), { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(shown()).toEqual(["GEN-3", "GEN-1", "GEN-2"]);
    expect(reorder).toHaveBeenCalledWith("p", "e", ["c", "a", "b"]);
    await act(async () => {});
  });

  it("shows grips only when sorted by deck order, first to last, and none without the action", () => {
    const { unmount } = renderTable(vi.fn(saved));
    expect(screen.getAllByTestId("move-grip")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Identifier" }));
    expect(screen.queryAllByTestId("move-grip")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Deck order" }));
    expect(screen.getAllByTestId("move-grip")).toHaveLength(3);
    unmount();
    renderTable(undefined);
    expect(screen.queryAllByTestId("move-grip")).toHaveLength(0);
  });
});

describe("a data-system deck's order", () => {
  it("the same grips move a card of any system's deck through the same action", async () => {
    const definition = findSystem("altered")?.definition;
    if (!definition) throw new Error("the altered system is registered");
    const type = definition.cardTypes[0]?.key ?? "";
    const cards = ["X-1", "X-2", "X-3"].map((identifier, i) => ({ id: `x${i}`, identifier, copies: 1, type, fields: {} }));
    const reorder = vi.fn(saved);
    render(
      <ToastProvider>
        <SystemDeckTable definition={definition} packId="p" deckId="d" cards={cards} findings={[]} createCard={vi.fn()} reorder={reorder} />
      </ToastProvider>,
    );
    fireEvent.keyDown(grip("X-1"), { key: "ArrowDown", altKey: true });
    expect(shown("deck-card-row")).toEqual(["X-2", "X-1", "X-3"]);
    expect(reorder).toHaveBeenCalledWith("p", "d", ["x1", "x0", "x2"]);
    await act(async () => {});
  });
});
