// @vitest-environment jsdom
/**
 * A data system's deck table sorts and has GOT CGS's era-table keyboard (issue 26, "one deck
 * table for every system"): a header sorts by its column (a number field numerically with
 * blanks last both ways, an enum in the definition's order), again reverses, a third time returns
 * to deck order, and the view is in the address bar; the grips show in deck order only. J/K move
 * an outlined active row, Enter opens it, X selects it (Shift+X extends), / focuses the search,
 * Alt+ArrowDown moves the active card in deck order.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BulkActions } from "@/components/era-table/era-callbacks";
import { ToastProvider } from "@/components/ui/toast";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";

const push = vi.fn();
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push, refresh: vi.fn() }) }));
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");

const altered = findSystem("altered")?.definition as SystemDefinition;
const card = (n: number, fields: Record<string, string | number>) => ({ id: `c${n}`, identifier: `ALT-${n}`, copies: 1, type: "Character", fields: { name: `Card ${n}`, ...fields } });
/** In deck order: ALT-1..ALT-4; ALT-3 has no hand cost. */
const CARDS = [card(1, { handCost: 3, rarity: "Unique" }), card(2, { handCost: 10, rarity: "Common" }), card(3, { rarity: "Rare" }), card(4, { handCost: 1, rarity: "Common" })];
const noBulk = undefined as BulkActions | undefined;
const bulk = { listPacks: vi.fn(), listEras: vi.fn(), copy: vi.fn(), move: vi.fn(), remove: vi.fn() } as unknown as BulkActions;

function table(opts: { bulkActions?: BulkActions | undefined; reorder?: ReturnType<typeof vi.fn> } = {}) {
  return render(
    <ToastProvider>
      <SystemDeckTable
        definition={altered}
        packId="p"
        deckId="d"
        cards={CARDS}
        findings={[]}
        createCard={vi.fn()}
        {...(opts.bulkActions ? { bulkActions: opts.bulkActions } : {})}
        {...(opts.reorder ? { reorder: opts.reorder as never } : {})}
      />
    </ToastProvider>,
  );
}

const shown = () => screen.getAllByTestId("deck-card-row").map((r) => within(r).getAllByRole("link")[0]?.textContent);
const header = (name: RegExp) => screen.getByRole("button", { name });
const th = (name: RegExp) => header(name).closest("th");
const activeRows = () => screen.getAllByTestId("deck-card-row").filter((r) => /\boutline-accent\b/.test(r.className));

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, "", "/packs/p/eras/d");
  push.mockReset();
});
afterEach(cleanup);

describe("a data system's deck table: sorting", () => {
  it("sorts by a number field, blanks last both ways, then back to deck order", () => {
    table({ bulkActions: noBulk });
    expect(shown()).toEqual(["ALT-1", "ALT-2", "ALT-3", "ALT-4"]);
    fireEvent.click(header(/^Hand cost/));
    expect(shown()).toEqual(["ALT-4", "ALT-1", "ALT-2", "ALT-3"]);
    expect(th(/^Hand cost/)?.getAttribute("aria-sort")).toBe("ascending");
    expect(window.location.search).toBe("?sort=handCost");
    fireEvent.click(header(/^Hand cost/));
    expect(shown()).toEqual(["ALT-2", "ALT-1", "ALT-4", "ALT-3"]);
    expect(th(/^Hand cost/)?.getAttribute("aria-sort")).toBe("descending");
    expect(window.location.search).toBe("?sort=handCost&dir=desc");
    fireEvent.click(header(/^Hand cost/));
    expect(shown()).toEqual(["ALT-1", "ALT-2", "ALT-3", "ALT-4"]);
    expect(th(/^Hand cost/)?.getAttribute("aria-sort")).toBeNull();
    expect(window.location.search).toBe("");
  });

  it("sorts an enum in the definition's order (Common, Rare, Unique), ties in deck order; # returns to deck order", () => {
    table();
    fireEvent.click(header(/^Rarity/));
    expect(shown()).toEqual(["ALT-2", "ALT-4", "ALT-3", "ALT-1"]);
    fireEvent.click(screen.getByRole("button", { name: "Deck order" }));
    expect(shown()).toEqual(["ALT-1", "ALT-2", "ALT-3", "ALT-4"]);
  });

  it("reads the view from the address bar, an unknown sort as deck order", () => {
    window.history.replaceState(null, "", "/packs/p/eras/d?sort=handCost&dir=desc");
    table();
    expect(shown()).toEqual(["ALT-2", "ALT-1", "ALT-4", "ALT-3"]);
    cleanup();
    window.history.replaceState(null, "", "/packs/p/eras/d?sort=nothing");
    table();
    expect(shown()).toEqual(["ALT-1", "ALT-2", "ALT-3", "ALT-4"]);
  });

  it("shows the grips in deck order only", () => {
    table({ reorder: vi.fn() });
    expect(screen.getAllByTestId("move-grip")).toHaveLength(4);
    fireEvent.click(header(/^Hand cost/));
    expect(screen.queryAllByTestId("move-grip")).toHaveLength(0);
    expect(screen.getAllByTitle(/sort by deck order \(#\) to move cards/)).toHaveLength(4);
  });
});

describe("a data system's deck table: keyboard", () => {
  it("moves the active row with J/K and arrows, and opens it with Enter", () => {
    table();
    expect(activeRows()).toHaveLength(0);
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "ArrowDown" });
    fireEvent.keyDown(window, { key: "k" });
    expect(activeRows().map((r) => within(r).getAllByRole("link")[0]?.textContent)).toEqual(["ALT-2"]);
    fireEvent.keyDown(window, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/packs/p/eras/d/cards/c2");
  });

  it("opens the active row of the sorted view", () => {
    table();
    fireEvent.click(header(/^Hand cost/));
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/packs/p/eras/d/cards/c4");
  });

  it("selects the active row with X, Shift+X extends", () => {
    table({ bulkActions: bulk });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "x" });
    expect(screen.getByRole("region", { name: "Selected cards" }).textContent).toContain("1 card selected");
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "X", shiftKey: true });
    expect(screen.getByRole("region", { name: "Selected cards" }).textContent).toContain("3 cards selected");
    expect((screen.getByRole("checkbox", { name: "Select ALT-2" }) as HTMLInputElement).checked).toBe(true);
  });

  it("does nothing on X without bulk actions", () => {
    table();
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "x" });
    expect(screen.queryByRole("region", { name: "Selected cards" })).toBeNull();
  });

  it("focuses the search with /, and leaves typed keys to it", () => {
    table();
    fireEvent.keyDown(window, { key: "/" });
    const search = screen.getByRole("searchbox", { name: "Search cards" });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: "j" });
    expect(activeRows()).toHaveLength(0);
  });

  it("moves the active card with Alt+ArrowDown in deck order only", () => {
    const reorder = vi.fn(() => new Promise(() => undefined));
    table({ reorder });
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "ArrowDown", altKey: true });
    expect(reorder).toHaveBeenCalledWith("p", "d", ["c2", "c1", "c3", "c4"]);
    cleanup();
    const sortedReorder = vi.fn();
    table({ reorder: sortedReorder });
    fireEvent.click(header(/^Hand cost/));
    fireEvent.keyDown(window, { key: "j" });
    fireEvent.keyDown(window, { key: "ArrowDown", altKey: true });
    expect(sortedReorder).not.toHaveBeenCalled();
  });
});
