// @vitest-environment jsdom
/**
 * The table redraws only what changed (issue 11, "Speed": from a click to the table painted with
 * the bot's answer, p95 under 50 ms; bench/table-click.bench.ts). After a move, only the cards
 * whose view, main action or blocked reason changed render again: the other zones skip although
 * the view's card record and the board's maps are new objects on every answer.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockedView, CardView, LegalView, TableView, ZoneView } from "@/lib/table/view";
import { shareView } from "@/lib/table/share";

const renders = new Map<string, number>();

vi.mock("@/components/table/table-card", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/components/table/table-card")>();
  const { memo, createElement } = await import("react");
  // The same memo as the real card (shallow props), counting the renders it lets through.
  const Counted = memo(function Counted(props: import("@/components/table/table-card").TableCardProps) {
    renders.set(props.card.id, (renders.get(props.card.id) ?? 0) + 1);
    return createElement(real.TableCard, props);
  });
  return { ...real, TableCard: Counted };
});

const { TableBoard } = await import("@/components/table/table-board");

afterEach(() => {
  cleanup();
  renders.clear();
});

const card = (id: string): CardView => ({ id, ref: `R-${id}`, title: `Card ${id}`, lines: [] });
const zone = (id: string, owner: number | null, cards: string[]): ZoneView => ({ id, label: id, owner, visibility: "all", ordered: false, cards, count: cards.length });
const play = (id: string): LegalView => ({ key: `play:${id}`, label: `Play ${id}`, group: "Play", cardIds: [id], action: { id }, primary: true });
const blocked = (id: string): BlockedView => ({ cardId: id, reason: "Not now.", rule: "CGS-319", ruleText: "" });

/** A fresh view (new objects throughout, as an adapter builds one), keeping `cards` and `zones` objects given. */
function view(zones: ZoneView[], cards: Record<string, CardView>, plays: string[], blocks: string[]): TableView {
  return {
    title: "",
    seats: [
      { name: "You", kind: "human", active: true, note: null },
      { name: "Bot", kind: "greedy", active: false, note: null },
    ],
    viewer: 0,
    zones,
    cards: { ...cards },
    status: ["Your turn."],
    summary: null,
    legal: plays.map(play),
    blocked: blocks.map(blocked),
    prompts: [],
    offer: null,
    over: false,
  };
}

describe("TableBoard re-renders", () => {
  it("a move re-renders only the cards it changed: the played card, the bot's card and the cards whose playability changed", () => {
    const cards = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7", "8"].map((id) => [id, card(id)]));
    const hand = zone("hand", 0, ["1", "2", "3", "4"]);
    const botHand = zone("bot-hand", 1, ["5", "6"]);
    const ground = zone("ground", null, ["7"]);
    const onAction = vi.fn();
    const onOpen = vi.fn();
    const before = shareView(null, view([hand, botHand, ground], cards, ["1", "2"], ["3", "4"]));
    const { rerender } = render(<TableBoard view={before} busy={false} onAction={onAction} onPrompt={vi.fn()} onOpenCard={onOpen} />);
    expect(Object.fromEntries(renders)).toEqual({ "1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "6": 1, "7": 1 });
    renders.clear();
    // Card 1 is played into the common zone, the bot plays card 5 there; card 3 becomes playable.
    const after = shareView(before, view([zone("hand", 0, ["2", "3", "4"]), zone("bot-hand", 1, ["6"]), zone("ground", null, ["7", "1", "5"])], cards, ["2", "3"], ["4"]));
    rerender(<TableBoard view={after} busy={true} onAction={onAction} onPrompt={vi.fn()} onOpenCard={onOpen} />);
    // Cards 2 and 6 are their zones' Tab stops now that 1 and 5 left (roving tabindex: one card
    // per zone is in the Tab order), 4 kept its reason object, 7 is in a zone that changed but is
    // itself unchanged.
    expect(Object.fromEntries(renders)).toEqual({ "1": 1, "2": 1, "3": 1, "5": 1, "6": 1 });
  });

  it("an equal view with the same callbacks re-renders no card; a new callback re-renders every card (so the page keeps its callbacks)", () => {
    const cards = Object.fromEntries(["1", "2", "3"].map((id) => [id, card(id)]));
    const onOpen = vi.fn();
    const onAction = vi.fn();
    const before = shareView(null, view([zone("hand", 0, ["1", "2"]), zone("ground", null, ["3"])], cards, ["1"], ["2"]));
    const { rerender } = render(<TableBoard view={before} busy={false} onAction={onAction} onPrompt={vi.fn()} onOpenCard={onOpen} />);
    renders.clear();
    const again = shareView(before, view([zone("hand", 0, ["1", "2"]), zone("ground", null, ["3"])], cards, ["1"], ["2"]));
    rerender(<TableBoard view={again} busy={false} onAction={onAction} onPrompt={vi.fn()} onOpenCard={onOpen} />);
    expect(Object.fromEntries(renders)).toEqual({});
    rerender(<TableBoard view={again} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={onOpen} />);
    expect(Object.fromEntries(renders)).toEqual({ "1": 1, "2": 1, "3": 1 });
  });
});

describe("TableBoard actions", () => {
  it("a finished game says it is over, not that the viewer waits for the other seats", () => {
    const cards = { "1": card("1") };
    const zones = [zone("hand", 0, ["1"])];
    const { rerender } = render(<TableBoard view={view(zones, cards, [], [])} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    const bar = () => within(screen.getByTestId("action-bar"));
    expect(bar().getByRole("heading").textContent).toBe("You: waiting");
    expect(bar().getByText(/waiting for the other seats/)).toBeTruthy();
    rerender(<TableBoard view={{ ...view(zones, cards, [], []), over: true }} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    expect(bar().getByRole("heading").textContent).toBe("You: game over");
    expect(bar().queryByText(/waiting for the other seats/)).toBeNull();
    expect(bar().getByText(/The game is over/)).toBeTruthy();
  });

  it("a card played from the keyboard leaves the focus on 'Your actions', not at the page's start; a mouse press moves no focus", () => {
    const cards = Object.fromEntries(["1", "2", "3"].map((id) => [id, card(id)]));
    const before = shareView(null, view([zone("hand", 0, ["1", "2"]), zone("ground", null, ["3"])], cards, ["1", "2"], []));
    const after = shareView(before, view([zone("hand", 0, ["2"]), zone("ground", null, ["3", "1"])], cards, ["2"], []));
    const props = { onAction: vi.fn(), onPrompt: vi.fn(), onOpenCard: vi.fn() };
    const { rerender } = render(<TableBoard view={before} busy={false} {...props} />);
    const cardButton = () => document.querySelector<HTMLButtonElement>('[data-card-id="1"]') as HTMLButtonElement;
    const played = cardButton();
    played.focus();
    fireEvent.keyDown(played, { key: "Enter" });
    rerender(<TableBoard view={after} busy={true} {...props} />);
    // The played card is in the common zone now: a new button; the focused one left the page.
    expect(played.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByTestId("action-bar"));

    // With the pointer, the page's focus is left where the browser puts it.
    cleanup();
    const again = render(<TableBoard view={before} busy={false} {...props} />);
    const clicked = cardButton();
    clicked.focus();
    fireEvent.pointerDown(clicked);
    again.rerender(<TableBoard view={after} busy={true} {...props} />);
    expect(document.activeElement).toBe(document.body);
  });
});

