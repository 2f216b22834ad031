// @vitest-environment jsdom
/**
 * A data system's deck table has GOT CGS's bulk actions (issue 26: "bulk actions ... are then
 * every system's"): checkboxes select cards (Shift extends), the bar copies or moves them to a
 * deck of a pack of the same system only, or deletes them after confirming, in the system's own
 * words ("deck", not "era deck").
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sameSystemPacks } from "@/components/era-table/bulk-bar";
import type { BulkActions } from "@/components/era-table/era-callbacks";
import { ToastProvider } from "@/components/ui/toast";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { polyfillDialog } from "./fixtures";

vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");

const altered = findSystem("altered")?.definition as SystemDefinition;
const card = (n: number) => ({ id: `c${n}`, identifier: `ALT-${n}`, copies: 1, type: "Character", fields: { name: `Card ${n}` } });
const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
const PACKS = [
  { id: "p", name: "This one", system: "altered" },
  { id: "q", name: "Other Altered", system: "altered" },
  { id: "g", name: "A GOT CGS pack", system: "got-cgs" },
];

function actions(): BulkActions & { [K in keyof BulkActions]: ReturnType<typeof vi.fn> } {
  return {
    listPacks: vi.fn(() => ok(PACKS)),
    listEras: vi.fn((packId: string) => ok(packId === "p" ? [{ id: "d", name: "Axiom" }, { id: "d2", name: "Lyra" }] : [{ id: "q1", name: "Ordis" }])),
    copy: vi.fn((_p: string, ids: string[]) => ok({ count: ids.length })),
    move: vi.fn((_p: string, ids: string[]) => ok({ count: ids.length })),
    remove: vi.fn((_p: string, ids: string[]) => ok({ count: ids.length })),
  } as never;
}

function table(bulk?: BulkActions) {
  return render(
    <ToastProvider>
      <SystemDeckTable definition={altered} packId="p" deckId="d" cards={[card(1), card(2), card(3)]} findings={[]} createCard={vi.fn()} {...(bulk ? { bulkActions: bulk } : {})} />
    </ToastProvider>,
  );
}

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("a data system's deck table: bulk copy, move and delete", () => {
  it("offers a selection only the packs of its own system, and says how many it leaves out", () => {
    expect(sameSystemPacks(PACKS, "p")).toEqual({ offered: PACKS.slice(0, 2), hidden: 1 });
    expect(sameSystemPacks(PACKS, "g")).toEqual({ offered: PACKS.slice(2), hidden: 2 });
    // Before this pack is listed (the list is still loading): nothing is hidden.
    expect(sameSystemPacks([], "p")).toEqual({ offered: [], hidden: 0 });
  });

  it("has no selection checkboxes without bulk actions", () => {
    table();
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).toBeNull();
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent)).toEqual(["Has findings"]);
  });

  it("selects with Shift, and moves the selection in deck order to a deck of another Altered pack", async () => {
    const bulk = actions();
    table(bulk);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select ALT-1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select ALT-3" }), { shiftKey: true });
    const bar = screen.getByRole("region", { name: "Selected cards" });
    expect(bar.textContent).toContain("3 cards selected");
    fireEvent.click(within(bar).getByRole("button", { name: /Move to/ }));
    const dialog = await screen.findByRole("dialog", { name: "Move 3 cards" });
    expect(dialog.textContent).toContain("The cards leave this deck and go to the end of the chosen one.");
    const pack = within(dialog).getByLabelText("Pack");
    await waitFor(() => expect(within(pack).getAllByRole("option").map((o) => o.textContent)).toEqual(["This one (this pack)", "Other Altered"]));
    expect(dialog.textContent).toContain("Only packs of this pack's game system are listed (1 other pack not)");
    // Moving within the deck does nothing: another deck of this pack is chosen first.
    await waitFor(() => expect((within(dialog).getByLabelText("Deck") as HTMLSelectElement).value).toBe("d2"));
    fireEvent.change(pack, { target: { value: "q" } });
    await waitFor(() => expect((within(dialog).getByLabelText("Deck") as HTMLSelectElement).value).toBe("q1"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(bulk.move).toHaveBeenCalledWith("p", ["c1", "c2", "c3"], "q1"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected cards" })).toBeNull());
  });

  it("select all takes the cards the filter shows, and Delete asks before deleting them", async () => {
    const bulk = actions();
    table(bulk);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search cards" }), { target: { value: "Card 2" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all shown cards" }));
    const bar = screen.getByRole("region", { name: "Selected cards" });
    expect(bar.textContent).toContain("1 card selected");
    fireEvent.click(within(bar).getByRole("button", { name: /Delete/ }));
    expect(bulk.remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole("button", { name: "Delete 1 card" }));
    await waitFor(() => expect(bulk.remove).toHaveBeenCalledWith("p", ["c2"]));
  });
});
