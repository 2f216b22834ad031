// @vitest-environment jsdom
/**
 * A card on the table (components/table/table-card.tsx): a playable card plays on click and opens
 * from its corner button (an icon: the fonts have no ⓘ glyph); a blocked card explains why with
 * the rule (issue 11, "pointing at an unplayable card says which rule forbids it and why"). The
 * tooltip is in the page only while the card is pointed at or focused (the button's
 * aria-description, an attribute, carries the same words at all times), so the dozens of blocked
 * cards of a table add no nodes to an answer (bench/table-click); a playable card does not take
 * the focus on a mouse press (it leaves its zone when played: removing the focused element forced
 * a layout of the page in the middle of React's commit).
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TableCard } from "@/components/table/table-card";
import type { BlockedView, CardView, LegalView } from "@/lib/table/view";

afterEach(cleanup);

const card: CardView = { id: "c1", ref: "TDC-021", title: "TDC-021", subtitle: "Support", lines: [], tone: "blue" };
const play: LegalView = { key: "play:c1", label: "Play TDC-021", group: "Play", cardIds: ["c1"], action: { type: "play", card: "c1" }, primary: true };
const blocked: BlockedView = { cardId: "c1", reason: "No adventure is in progress.", rule: "CGS-319", ruleText: "A support card may not be played if no adventure is in progress." };

describe("TableCard", () => {
  it("a playable card plays on click; its corner button opens it and draws an icon, not a character", () => {
    const onPlay = vi.fn();
    const onOpen = vi.fn();
    render(<TableCard card={card} play={play} onPlay={onPlay} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole("button", { name: "Play TDC-021" }));
    expect(onPlay).toHaveBeenCalledWith(play);
    const open = screen.getByRole("button", { name: "Open TDC-021" });
    expect(open.querySelector("svg")).not.toBeNull();
    expect(open.textContent).toBe("");
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith("c1");
  });

  it("CGS-319 a blocked card describes itself with the reason and the rule sentence: to the eye while pointed at or focused, to a screen reader always", () => {
    render(<TableCard card={card} blocked={blocked} onOpen={vi.fn()} />);
    const button = screen.getByRole("button", { name: "TDC-021 (cannot be played now)" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    // Before any focus: the screen reader has the reason from the focus itself, not from a later render.
    expect(button.getAttribute("aria-description")).toBe("No adventure is in progress. CGS-319: A support card may not be played if no adventure is in progress.");
    fireEvent.focus(button);
    const tip = screen.getByRole("tooltip");
    expect(tip.textContent).toBe("No adventure is in progress.CGS-319: A support card may not be played if no adventure is in progress.");
    fireEvent.blur(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(screen.getByRole("tooltip").textContent).toContain("CGS-319: ");
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("a card that is not blocked shows no explanation when pointed at, and has none for a screen reader", () => {
    render(<TableCard card={card} onOpen={vi.fn()} />);
    const button = screen.getByRole("button", { name: "TDC-021" });
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button.getAttribute("aria-description")).toBeNull();
  });

  it("a playable card keeps the focus where it was on a mouse press; another card takes it", () => {
    render(<TableCard card={card} play={play} onPlay={vi.fn()} />);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Play TDC-021" }))).toBe(false);
    cleanup();
    render(<TableCard card={card} blocked={blocked} onOpen={vi.fn()} />);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "TDC-021 (cannot be played now)" }))).toBe(true);
  });

  it("cards do not transition their shadow (the playable ring is a box-shadow: it would repaint for frames after each answer)", () => {
    render(<TableCard card={card} play={play} onPlay={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Play TDC-021" }).getAttribute("class")).not.toMatch(/\btransition/);
  });
});
