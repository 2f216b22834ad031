// @vitest-environment jsdom
/**
 * What a screen reader hears after a move at the table (components/table/move-announcer.tsx): the
 * headlines of the actions since the viewer's last move, in a polite live region, and nothing on
 * loading a game.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ANNOUNCED, MoveAnnouncer, announcement } from "@/components/table/move-announcer";
import type { LogLine } from "@/lib/table/view";

afterEach(cleanup);

const head = (step: number, text: string, by: string | null = null): LogLine => ({ step, text, by, detail: false });
const detail = (step: number, text: string): LogLine => ({ step, text, by: null, detail: true });
const entries: LogLine[][] = [
  [head(0, "Player 1 claims Lamplighters (9 cards)."), detail(0, "Player 2 claims Wreckers (8 cards).")],
  [head(1, "Player 1 plays TDC-003 and becomes the hero."), detail(1, "TDC-003: Player 1's ops → Player 1's playground (CGS-307)")],
  [head(2, "Player 2 passes.", "greedy")],
];

describe("MoveAnnouncer", () => {
  it("reads out each new action's headline, not its detail lines, in a polite live region", () => {
    render(<MoveAnnouncer entries={entries} newFrom={1} />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("Player 1 plays TDC-003 and becomes the hero. Player 2 passes.");
    expect(region.className).toContain("sr-only");
  });

  it("says nothing when no line is new (a game just loaded)", () => {
    render(<MoveAnnouncer entries={entries} newFrom={Infinity} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it(`reads at most ${ANNOUNCED} actions and counts the rest`, () => {
    const many = Array.from({ length: ANNOUNCED + 3 }, (_, i) => [head(i, `Action ${i}.`)]);
    expect(announcement(many, 0)).toBe("Action 0. Action 1. Action 2. Action 3. Action 4. And 3 more actions: see the log.");
    expect(announcement(many.slice(0, ANNOUNCED + 1), 0)).toMatch(/And 1 more action: see the log\.$/);
  });
});
