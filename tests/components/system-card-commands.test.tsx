// @vitest-environment jsdom
/**
 * The data-system card editor's card commands (issue 26: one card editor for every system):
 * previous / next card of the deck (buttons, Alt+↓ / Alt+↑, J / K outside text fields), New card
 * of this card's type, Duplicate and Delete. Each leaving command saves the pending edit first
 * and, when it cannot be saved, asks as a link does; "stay" goes nowhere. Delete confirms, then
 * goes back to the deck's table.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import { afterDeleteHref, type CardPlace } from "@/components/card-editor/use-card-commands";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { polyfillDialog } from "./fixtures";

const push = vi.fn();
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push, refresh: vi.fn() }) }));

const { forgetStoredCards } = await import("@/components/card-editor/use-card-autosave");
const { SystemCardEditor } = await import("@/components/system-cards/system-card-editor");
type Stored = import("@/components/system-cards/system-card-editor").StoredSystemCard;
type SaveInput = import("@/components/system-cards/system-card-editor").SaveSystemCardInput;
const { ToastProvider } = await import("@/components/ui/toast");

const altered = findSystem("altered")?.definition as SystemDefinition;
const stored: Stored = {
  id: "card-2",
  version: 1,
  identifier: "ALT-2",
  copies: 1,
  type: "Character",
  fields: { name: "Sierra", faction: "Axiom", rarity: "Common", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1 },
  pictureId: null,
  imagePath: null,
};
const BASE = "/packs/pack-1/eras/deck-1";
const middle: CardPlace = { id: "card-2", packId: "pack-1", eraId: "deck-1", position: 1, previousId: "card-1", nextId: "card-3" };

/** A server that keeps the card (or refuses every save, as a format error would). */
function server(refuse = false) {
  let current = stored;
  const save = vi.fn(async (input: SaveInput): Promise<ActionResult<Stored>> => {
    if (refuse) return { ok: false, error: { code: "validation", message: "copies: a card has at least 1 copy", issues: [{ path: "changes.copies", message: "a card has at least 1 copy" }] } };
    current = { ...current, ...input.card, version: current.version + 1 };
    return { ok: true, value: current };
  });
  return {
    save,
    now: () => current,
    createCard: vi.fn(async (_packId: string, _deckId: string, _type: string): Promise<ActionResult<{ id: string }>> => ({ ok: true, value: { id: "card-new" } })),
    duplicateCard: vi.fn(async (_packId: string, _card: { id: string; eraId: string; position: number }): Promise<ActionResult<{ id: string }>> => ({ ok: true, value: { id: "card-copy" } })),
    deleteCard: vi.fn(async (_packId: string, _id: string): Promise<ActionResult<null>> => ({ ok: true, value: null })),
  };
}

function setup(s: ReturnType<typeof server>, place: CardPlace = middle) {
  render(
    <ToastProvider>
      <SystemCardEditor
        definition={altered}
        card={stored}
        deckName="Deck"
        otherCards={[]}
        save={s.save}
        commands={{ place, createCard: s.createCard, duplicateCard: s.duplicateCard, deleteCard: s.deleteCard }}
      />
    </ToastProvider>,
  );
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (key: string, init: KeyboardEventInit = {}, target: Element | Document = document.body) => act(async () => void fireEvent.keyDown(target, { key, ...init }));

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.useFakeTimers();
  forgetStoredCards();
  push.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the data-system editor's previous / next card", () => {
  it("Alt+↓ right after an edit saves the edit first, then opens the next card", async () => {
    const s = server();
    setup(s);
    type(/^Name/, "Sierra, typed");
    // Before the autosave's pause is over: only the leave's flush can have saved it.
    expect(s.save).not.toHaveBeenCalled();
    await press("ArrowDown", { altKey: true });
    expect(s.save).toHaveBeenCalledOnce();
    expect(s.now().fields.name).toBe("Sierra, typed");
    expect(push).toHaveBeenCalledExactlyOnceWith(`${BASE}/cards/card-3`);
    expect(s.save.mock.invocationCallOrder[0]).toBeLessThan(push.mock.invocationCallOrder[0] ?? 0);
  });

  it("K and J go to the previous and next card outside text fields, and type inside them", async () => {
    const s = server();
    setup(s);
    await press("k");
    expect(push).toHaveBeenLastCalledWith(`${BASE}/cards/card-1`);
    await press("j");
    expect(push).toHaveBeenLastCalledWith(`${BASE}/cards/card-3`);
    push.mockReset();
    await press("j", {}, screen.getByLabelText(/^Name/));
    expect(push).not.toHaveBeenCalled();
  });

  it("the buttons are disabled at the ends of the deck, and their keys do nothing there", async () => {
    const s = server();
    setup(s, { ...middle, position: 0, previousId: null, nextId: null });
    expect(button("Previous card (Alt+↑)").disabled).toBe(true);
    expect(button("Next card (Alt+↓)").disabled).toBe(true);
    await press("ArrowUp", { altKey: true });
    await press("j");
    expect(push).not.toHaveBeenCalled();
  });

  it("an edit that cannot be saved asks; Stay goes nowhere and keeps the edit, Leave goes", async () => {
    const s = server(true);
    setup(s);
    type(/^Name/, "Refused");
    await act(async () => vi.advanceTimersByTime(700));
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await act(async () => fireEvent.click(button("Next card (Alt+↓)")));
    expect(confirm).toHaveBeenCalledOnce();
    expect(confirm.mock.calls[0]?.[0]).toMatch(/ALT-2 is not saved/);
    expect(push).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Refused");
    confirm.mockReturnValue(true);
    await act(async () => fireEvent.click(button("Previous card (Alt+↑)")));
    expect(push).toHaveBeenCalledExactlyOnceWith(`${BASE}/cards/card-1`);
  });
});

describe("the data-system editor's New card, Duplicate and Delete", () => {
  it("New card makes a card of the type the form shows and opens it", async () => {
    const s = server();
    setup(s);
    type(/^Card type/, "Permanent");
    await act(async () => fireEvent.click(button("New card")));
    expect(s.createCard).toHaveBeenCalledExactlyOnceWith("pack-1", "deck-1", "Permanent");
    expect(push).toHaveBeenCalledExactlyOnceWith(`${BASE}/cards/card-new?field=%24identifier`);
  });

  it("Duplicate saves the edit, copies the card right after it and opens the copy", async () => {
    const s = server();
    setup(s);
    type(/^Name/, "Copied");
    await act(async () => fireEvent.click(button("More card actions")));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Duplicate" })));
    expect(s.now().fields.name).toBe("Copied");
    expect(s.duplicateCard).toHaveBeenCalledExactlyOnceWith("pack-1", { id: "card-2", eraId: "deck-1", position: 1 });
    expect(s.save.mock.invocationCallOrder[0]).toBeLessThan(s.duplicateCard.mock.invocationCallOrder[0] ?? 0);
    expect(push).toHaveBeenCalledExactlyOnceWith(`${BASE}/cards/card-copy`);
  });

  it("Delete… asks; Cancel deletes nothing, Delete card deletes and goes back to the deck", async () => {
    const s = server();
    setup(s);
    await act(async () => fireEvent.click(button("More card actions")));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Delete…" })));
    const dialog = screen.getByRole("dialog", { name: "Delete ALT-2?" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect(s.deleteCard).not.toHaveBeenCalled();
    expect(dialog.hasAttribute("open")).toBe(false);
    await act(async () => fireEvent.click(button("More card actions")));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Delete…" })));
    await act(async () => fireEvent.click(button("Delete card")));
    expect(s.deleteCard).toHaveBeenCalledExactlyOnceWith("pack-1", "card-2");
    expect(push).toHaveBeenCalledExactlyOnceWith(BASE);
  });

  it("a refused delete says why and leaves the card open", async () => {
    const s = server();
    s.deleteCard.mockResolvedValue({ ok: false, error: { code: "forbidden", message: "You may only view this pack.", issues: [] } });
    setup(s);
    await act(async () => fireEvent.click(button("More card actions")));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Delete…" })));
    await act(async () => fireEvent.click(button("Delete card")));
    expect(push).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain("You may only view this pack.");
  });
});

describe("afterDeleteHref", () => {
  it("the deck, or the next card, else the previous one, else the deck", () => {
    expect(afterDeleteHref(middle, BASE, "deck")).toBe(BASE);
    expect(afterDeleteHref(middle, BASE, "neighbour")).toBe(`${BASE}/cards/card-3`);
    expect(afterDeleteHref({ previousId: "card-1", nextId: null }, BASE, "neighbour")).toBe(`${BASE}/cards/card-1`);
    expect(afterDeleteHref({ previousId: null, nextId: null }, BASE, "neighbour")).toBe(BASE);
  });
});
