// @vitest-environment jsdom
/**
 * The neutral per-card statistics (components/simulation/card-stats.tsx): a row per card with its
 * share of all games labelled as such, and the report's `cards` table found in any system's report.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardStats, reportCards } from "@/components/simulation/card-stats";

afterEach(cleanup);

describe("per-card statistics", () => {
  it("shows one row per card with its share of all games and its player's win rate", () => {
    render(<CardStats games={200} cards={[{ card: "E-RUIN", games: 150, plays: 180, playRate: 75, winRate: 52.7 }, { card: "S-TRI", games: 0, plays: 0, playRate: 0, winRate: null }]} />);
    const table = screen.getByRole("table", { name: "Per-card statistics" });
    const rows = within(table).getAllByTestId("card-stat-row");
    expect(rows.map((r) => r.textContent)).toEqual(["E-RUIN75% (150)18052.7%", "S-TRI0% (0)0—"]);
    expect(within(table).getByText("Played in (share of all 200 games)")).toBeTruthy();
  });

  it("finds the cards table of a report, and says none for a report without one", () => {
    expect(reportCards({ cards: [{ card: "A", games: 1, plays: 1, playRate: 100, winRate: 0 }] })).toHaveLength(1);
    expect(reportCards({ supports: [] })).toBeNull();
    expect(reportCards(null)).toBeNull();
  });

  it("says so when no card was played", () => {
    render(<CardStats games={5} cards={[]} />);
    expect(screen.getByText("No card was played in the 5 games.")).toBeTruthy();
  });
});
