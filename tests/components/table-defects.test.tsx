// @vitest-environment jsdom
/**
 * The table defects found while playing GOT CGS and Genesis (issue 27), each at its component:
 * the log follows new entries unless the designer scrolled up and marks the newest; the card
 * panel (a phone's sheet) says why a blocked card cannot be played; a card says what a click does
 * (Genesis's forced discard: "Discard", not "Playable"); a replay's moment does not say it waits
 * for the other seats; the seat header does not repeat the kind the name says ("Greedy bot 2
 * greedy bot"); one Tab stop per zone with the arrow keys inside it; the tile shows the card's
 * first lines and zooms.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActionBar, actionGroups } from "@/components/table/action-bar";
import { CardPanel } from "@/components/table/card-panel";
import { LogPanel, atEnd } from "@/components/table/log-panel";
import { rovingTarget, seatKindNote, TableBoard } from "@/components/table/table-board";
import { TableCard, tileLines } from "@/components/table/table-card";
import type { BlockedView, CardView, LegalView, LogLine, TableView, ZoneView } from "@/lib/table/view";
import { polyfillDialog } from "./fixtures";

polyfillDialog();
afterEach(cleanup);

const card = (id: string, lines: string[] = []): CardView => ({ id, ref: `R-${id}`, title: `Card ${id}`, lines });
const zone = (id: string, owner: number | null, cards: string[]): ZoneView => ({ id, label: id, owner, visibility: "all", ordered: false, cards, count: cards.length });
const blocked: BlockedView = { cardId: "1", reason: "No adventure is in progress.", rule: "CGS-319", ruleText: "A support card may not be played if no adventure is in progress." };
const discard: LegalView = { key: "d1", label: "Discard Card 1", group: "Discard", cardIds: ["1"], action: { type: "discard", card: "1" }, primary: true };

function view(zones: ZoneView[], cards: Record<string, CardView>, extra: Partial<TableView> = {}): TableView {
  return {
    title: "",
    seats: [
      { name: "Player 1", kind: "human", active: true, note: null },
      { name: "Greedy bot 2", kind: "greedy", active: false, note: null },
    ],
    viewer: 0,
    zones,
    cards,
    status: ["Player 1's turn."],
    summary: null,
    legal: [],
    blocked: [],
    prompts: [],
    offer: null,
    over: false,
    ...extra,
  };
}

const lines = (n: number): LogLine[][] => Array.from({ length: n }, (_, i) => [{ step: i, text: `Entry ${i + 1}`, by: null, detail: false }]);

/** Resolves after the next animation frame's callbacks (the log scrolls in one). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A jsdom box with a layout: `height` px shown of `content` px, scrolled to `top`. */
function layout(box: HTMLElement, content: () => number, height = 100) {
  Object.defineProperty(box, "scrollHeight", { configurable: true, get: content });
  Object.defineProperty(box, "clientHeight", { configurable: true, get: () => height });
}

describe("the log follows new entries (issue 27)", () => {
  it("scrolls to the newest entry as the log grows, marks it, and stays put once the designer scrolled up", async () => {
    const { rerender } = render(<LogPanel entries={lines(5)} />);
    const box = screen.getByTestId("game-log").querySelector("ol") as HTMLOListElement;
    let count = 5;
    layout(box, () => count * 20);
    count = 20;
    rerender(<LogPanel entries={lines(20)} newFrom={18} />);
    await nextFrame();
    expect(box.scrollTop).toBe(400);
    const newest = box.querySelectorAll("li[data-newest]");
    expect([...newest].map((li) => li.textContent)).toEqual(["20.Entry 20"]);
    expect(box.querySelectorAll("li[data-new]").length).toBe(2);

    // The designer scrolls up to read: new entries do not pull the box down.
    box.scrollTop = 100;
    fireEvent.scroll(box);
    count = 25;
    rerender(<LogPanel entries={lines(25)} />);
    await nextFrame();
    expect(box.scrollTop).toBe(100);
    fireEvent.click(screen.getByRole("button", { name: "Show the newest entries" }));
    expect(box.scrollTop).toBe(500);
    expect(screen.queryByRole("button", { name: "Show the newest entries" })).toBeNull();
    count = 26;
    rerender(<LogPanel entries={lines(26)} />);
    await nextFrame();
    expect(box.scrollTop).toBe(520);
  });

  it("counts a box within a line of its end as at the end", () => {
    expect(atEnd({ scrollTop: 385, scrollHeight: 500, clientHeight: 100 })).toBe(true);
    expect(atEnd({ scrollTop: 300, scrollHeight: 500, clientHeight: 100 })).toBe(false);
  });
});

describe("a blocked card's reason on a phone (issue 27)", () => {
  it("the card panel says why the card cannot be played, with the rule", () => {
    render(<CardPanel card={card("1", ["Cost 2"])} blocked={blocked} editHref={null} note={null} onClose={vi.fn()} />);
    const reason = screen.getByTestId("card-blocked");
    expect(reason.textContent).toContain("Cannot be played now: No adventure is in progress.");
    expect(reason.textContent).toContain("CGS-319: A support card may not be played");
  });

  it("the selected card draws no tooltip (the panel says it; on a phone the tooltip was behind the sheet)", () => {
    render(<TableCard card={card("1")} blocked={blocked} selected onOpen={vi.fn()} />);
    fireEvent.focus(screen.getByRole("button", { name: "Card 1 (cannot be played now)" }));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

describe("a card says what a click does (issue 27, GEN-216)", () => {
  it("a card whose main action is a discard says Discard, not Playable", () => {
    render(<TableCard card={card("1")} play={discard} onPlay={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Discard Card 1" });
    expect(button.querySelector("[data-click-does]")?.textContent).toBe("Discard");
    expect(button.textContent).not.toContain("Playable");
  });
});

describe("the tile shows what a player decides by, and zooms (issue 27)", () => {
  it("shows the card's first lines on the tile and every line in the zoom", () => {
    const c = card("1", ["Cost 2", "Sway 3", "AdventureResources: Gold 2", "Lore line"]);
    render(<TableBoard view={view([zone("0.hand", 0, ["1"])], { "1": c })} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    const tile = document.querySelector('button[data-card-id="1"]') as HTMLElement;
    expect([...tile.querySelectorAll("[data-card-line]")].map((l) => l.textContent)).toEqual(["Cost 2", "Sway 3", "AdventureResources: Gold 2"]);
    fireEvent.keyDown(tile, { key: "z" });
    const zoom = screen.getByTestId("card-zoom");
    expect([...zoom.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["Cost 2", "Sway 3", "AdventureResources: Gold 2", "Lore line"]);
  });
});

describe("the replay view and the seat header (issue 27)", () => {
  it("a replay's moment says it is a replay, not that the viewer waits for the other seats", () => {
    render(<TableBoard view={view([], {})} busy={false} replay onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    const bar = within(screen.getByTestId("action-bar"));
    expect(bar.getByRole("heading").textContent).toBe("Player 1: replay");
    expect(bar.queryByText(/waiting for the other seats/)).toBeNull();
  });

  it("the seat header names a bot's kind once", () => {
    expect(seatKindNote({ name: "Greedy bot 2", kind: "greedy" })).toBeNull();
    expect(seatKindNote({ name: "Ann", kind: "greedy" })).toBe("greedy bot");
    expect(seatKindNote({ name: "Player 1", kind: "human" })).toBe("human");
    render(<TableBoard view={view([], {})} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    const header = screen.getByRole("region", { name: "Greedy bot 2's zones" }).querySelector("h2") as HTMLElement;
    expect(header.textContent).not.toMatch(/greedy bot/);
  });
});

describe("the keyboard: one Tab stop per zone, arrow keys inside (issue 27)", () => {
  it("each zone has one card in the Tab order; the arrows move the focus and the Tab stop with it", () => {
    const cards = Object.fromEntries(["1", "2", "3", "4", "5"].map((id) => [id, card(id)]));
    render(<TableBoard view={view([zone("0.ops", 0, ["1", "2", "3"]), zone("void", null, ["4", "5"])], cards)} busy={false} onAction={vi.fn()} onPrompt={vi.fn()} onOpenCard={vi.fn()} />);
    const tabStops = () => [...document.querySelectorAll<HTMLElement>('[data-testid="table-board"] button')].filter((b) => b.tabIndex >= 0).map((b) => b.getAttribute("data-card-id") ?? b.textContent);
    expect(tabStops()).toEqual(["1", "4"]);
    const first = document.querySelector<HTMLElement>('button[data-card-id="1"]') as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement?.getAttribute("data-card-id")).toBe("2");
    expect(tabStops()).toEqual(["2", "4"]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "End" });
    expect(document.activeElement?.getAttribute("data-card-id")).toBe("3");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
    expect(document.activeElement?.getAttribute("data-card-id")).toBe("3");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Home" });
    expect(document.activeElement?.getAttribute("data-card-id")).toBe("1");
  });

  it("rovingTarget clamps at both ends and ignores other keys", () => {
    expect(rovingTarget("ArrowLeft", 0, 3)).toBe(0);
    expect(rovingTarget("ArrowDown", 2, 3)).toBe(2);
    expect(rovingTarget("a", 1, 3)).toBeNull();
  });

  it("a card's focus ring is a thick outline of its own, not the page's thin accent one", () => {
    render(<TableCard card={card("1")} onOpen={vi.fn()} />);
    const cls = screen.getByRole("button", { name: "Card 1" }).getAttribute("class") ?? "";
    expect(cls).toMatch(/focus-visible:outline-3/);
  });
});

describe("the play list holds each action once (issue 27: 'Play TDC-001 with TDC-025' twice)", () => {
  const solo = (support: number): LegalView => ({ key: `s${support}`, label: "Play TDC-001 with TDC-025", group: "Play", cardIds: ["0", String(support)], action: { type: "playAdventure", card: 0, supports: [support] }, primary: false });
  it("actions that read the same (one per copy of a card) are listed once, the first kept", () => {
    const other: LegalView = { ...solo(9), key: "o", label: "Play TDC-001 with TDC-028" };
    const groups = actionGroups([solo(30), other, solo(31)]);
    expect([...groups.get("Play")!].map((l) => l.key)).toEqual(["s30", "o"]);
  });

  it("the bar's list of many choices has no two options alike", () => {
    const many = [...Array.from({ length: 9 }, (_, i) => ({ ...solo(i), key: `k${i}`, label: `Play TDC-00${i}` })), solo(30), solo(31)];
    render(<ActionBar legal={many} busy={false} onAction={vi.fn()} />);
    const options = [...screen.getByRole("combobox", { name: "Play: choose" }).querySelectorAll("option")].map((o) => o.textContent);
    expect(options.length).toBe(new Set(options).size);
    expect(options.filter((o) => o === "Play TDC-001 with TDC-025")).toHaveLength(1);
  });
});

describe("tile lines", () => {
  it("leave out a line the badges already say", () => {
    expect(tileLines({ ...card("1", ["Triumph", "Sway 6", "Recruits Omen", "Lore"]), badges: ["Triumph", "6"] })).toEqual(["Sway 6", "Recruits Omen", "Lore"]);
  });
});
