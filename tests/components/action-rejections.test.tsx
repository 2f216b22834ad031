// @vitest-environment jsdom
/**
 * A server action whose promise rejects (the network is down, the server failed before answering,
 * the action threw) must not leave a page busy forever: every kind of caller ends busy, shows the
 * error (check the connection and retry, and what the page kept) and keeps or rolls back what the
 * designer did. One test per kind of caller; the era table's deck order is in deck-order.test.tsx
 * and the card editor's autosave in use-autosave.test.tsx.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import type { EraSummary, PackDetail, RevisionSummary } from "@/lib/server/types";
import type { SystemDefinition } from "@/lib/systems/types";
import { makeCard, polyfillDialog } from "./fixtures";

const push = vi.fn();
const refresh = vi.fn();
// The real module's other exports stay: runAction rethrows Next's redirects with unstable_rethrow.
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push, refresh }) }));

const { EraList } = await import("@/components/packs/era-list");
const { SettingsForm } = await import("@/components/packs/settings-form");
const { EraHeaderActions } = await import("@/components/era-table/era-header-actions");
const { SystemDeckList } = await import("@/components/system-cards/system-deck-list");
const { HistoryDialog } = await import("@/components/card-editor/history-dialog");
const { SystemCardEditor } = await import("@/components/system-cards/system-card-editor");
const { ToastProvider } = await import("@/components/ui/toast");
const { findSystem } = await import("@/lib/systems/registry");

/** What a server action's promise does when the fetch under it fails. */
const noAnswer = <T,>(): Promise<ActionResult<T>> => Promise.reject(new TypeError("Failed to fetch"));
const CHECK = /Greenhouse did not answer .* Check your connection and try again\./;

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  push.mockReset();
  refresh.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function era(id: string, name: string, position: number): EraSummary {
  return { id, packId: "p", name, position, cards: 0, copies: 0, updatedAt: "2026-01-01T00:00:00.000Z" };
}

describe("an optimistic change (the era decks' order)", () => {
  it("rolls the order back, ends busy and says to check the connection", async () => {
    const reorder = vi.fn(noAnswer<EraSummary[]>);
    render(
      <ToastProvider>
        <EraList packId="p" eras={[era("e1", "Era 1", 0), era("e2", "Era 2", 1)]} actions={{ create: vi.fn(), rename: vi.fn(), remove: vi.fn(), reorder }} />
      </ToastProvider>,
    );
    const names = () => screen.getAllByTestId("era-row").map((r) => within(r).getByRole("link").textContent);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move Era 1 down" })));
    expect(reorder).toHaveBeenCalledWith("p", ["e2", "e1"]);
    await screen.findByText("The new order was not saved");
    expect(names()).toEqual(["Era 1", "Era 2"]);
    expect(screen.getByText(CHECK).textContent).toContain("The era decks show their order from before the move");
    expect(screen.getByRole("list", { name: "Era decks in play order" }).getAttribute("aria-busy")).toBe("false");
    expect(screen.getByRole("button", { name: "Move Era 1 down" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("a form saved with a button (pack settings)", () => {
  it("keeps what was typed, shows the error in the save bar and lets the designer save again", async () => {
    const pack: PackDetail = {
      id: "p",
      system: "got-cgs",
      name: "Core",
      game: "",
      type: "edition",
      instructions: {},
      aliases: [],
      version: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      eras: [],
      pictures: [],
      cards: 0,
      copies: 0,
    };
    const updatePack = vi.fn(noAnswer<PackDetail>);
    render(
      <ToastProvider>
        <SettingsForm pack={pack} updatePack={updatePack} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText("Pack name"), { target: { value: "Core, second edition" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    expect(updatePack).toHaveBeenCalledOnce();
    expect((await screen.findByText(CHECK)).textContent).toContain("Your changes are still in the form");
    expect((screen.getByLabelText("Pack name") as HTMLInputElement).value).toBe("Core, second edition");
    const save = screen.getByRole("button", { name: "Save changes" });
    expect(save.getAttribute("aria-busy")).toBeNull();
    expect(save.hasAttribute("disabled")).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("a button whose failure is a toast (New card)", () => {
  it("ends busy, stays on the page and says why in a toast", async () => {
    const createCard = vi.fn(noAnswer<{ id: string }>);
    render(
      <ToastProvider>
        <EraHeaderActions packId="p" eraId="e" eraName="Era 1" createCard={createCard} />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "New card" });
    await act(async () => fireEvent.click(button));
    expect(createCard).toHaveBeenCalledWith("p", "e", "silver");
    await screen.findByText("Could not add a card");
    expect(screen.getByText(CHECK).textContent).toContain("The era deck is as it was.");
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });
});

describe("a dialog that names something (a data system's new deck)", () => {
  it("keeps the dialog open with the typed name and the error under it", async () => {
    const create = vi.fn(noAnswer<unknown>);
    render(
      <ToastProvider>
        <SystemDeckList packId="p" noun="deck" decks={[]} findings={{}} create={create} rename={vi.fn()} remove={vi.fn()} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add deck" }));
    fireEvent.change(screen.getByLabelText("Deck name"), { target: { value: "Starter" } });
    await act(async () => fireEvent.submit(screen.getByLabelText("Deck name").closest("form") as HTMLFormElement));
    expect(create).toHaveBeenCalledWith("p", "Starter");
    expect((await screen.findByText(CHECK)).textContent).toContain("The name you typed is still here.");
    expect((screen.getByLabelText("Deck name") as HTMLInputElement).value).toBe("Starter");
    const submit = screen.getAllByRole("button", { name: "Add deck" }).find((b) => b.getAttribute("type") === "submit");
    expect(submit?.getAttribute("aria-busy")).toBeNull();
  });
});

describe("a read when something opens (the card's history)", () => {
  it("stops loading and says what to do instead of spinning forever", async () => {
    const listRevisions = vi.fn(noAnswer<RevisionSummary[]>);
    const card = makeCard();
    render(<HistoryDialog open cardId={card.id} actions={{ listRevisions, getRevision: vi.fn() }} compare={() => []} currentVersion={1} onClose={vi.fn()} onRestore={vi.fn()} />);
    expect(screen.getByText("Loading the history…")).toBeTruthy();
    expect((await screen.findByText(CHECK)).textContent).toContain("The card in the editor is unchanged");
    // The list stays unread (there is nothing to show), but the error says how to get it.
    expect(listRevisions).toHaveBeenCalledOnce();
  });
});

describe("an autosaving editor (a data-system card)", () => {
  it("keeps the draft, says it was not saved and tries again by itself", async () => {
    vi.useFakeTimers();
    try {
      const altered = findSystem("altered")?.definition as SystemDefinition;
      const stored = {
        id: "c",
        version: 1,
        identifier: "ALT-1",
        copies: 1,
        type: "Character",
        fields: { name: "Sierra", faction: "Axiom", rarity: "Rare", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1, version: "ALT-042-R" },
        pictureId: null,
        imagePath: null,
      };
      const save = vi.fn(noAnswer<typeof stored>);
      render(
        <ToastProvider>
          <SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={save} />
        </ToastProvider>,
      );
      fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Sierra & Oddball" } });
      await act(async () => vi.advanceTimersByTime(700));
      expect(screen.getByRole("alert").textContent).toMatch(/^Not saved: Greenhouse did not answer .*Your changes are kept here and saved by themselves/);
      expect(screen.getByTestId("save-state").getAttribute("data-status")).toBe("error");
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Sierra & Oddball");
      await act(async () => vi.advanceTimersByTime(2100));
      expect(save).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
