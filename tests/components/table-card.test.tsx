// @vitest-environment jsdom
/**
 * A card on the table (components/table/table-card.tsx): a playable card plays on click and opens
 * from its corner button (an icon: the fonts have no ⓘ glyph); a blocked card explains why with
 * the rule (issue 11, "pointing at an unplayable card says which rule forbids it and why"). The
 * explanation is not displayed (display: none) until the card is pointed at or focused, so the
 * dozens of blocked cards of a table are not laid out on every answer (bench/table-click).
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

  it("CGS-319 a blocked card describes itself with the reason and the rule sentence, not displayed until pointed at or focused", () => {
    render(<TableCard card={card} blocked={blocked} onOpen={vi.fn()} />);
    const button = screen.getByRole("button", { name: "TDC-021 (cannot be played now)" });
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toBe("No adventure is in progress.CGS-319: A support card may not be played if no adventure is in progress.");
    const classes = (tip?.getAttribute("class") ?? "").split(/\s+/);
    expect(classes).toContain("hidden");
    expect(classes).toContain("group-hover:block");
    expect(classes).toContain("group-focus-within:block");
    expect(classes).not.toContain("invisible");
  });

  it("cards do not transition their shadow (the playable ring is a box-shadow: it would repaint for frames after each answer)", () => {
    render(<TableCard card={card} play={play} onPlay={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Play TDC-021" }).getAttribute("class")).not.toMatch(/\btransition/);
  });
});
