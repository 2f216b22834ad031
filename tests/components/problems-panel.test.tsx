// @vitest-environment jsdom
/**
 * The Problems panel is the same for every system's pack: a GOT CGS finding shows its spot in
 * the text (field line:column), a data system's finding the field it is about, a deck finding
 * "whole deck"; the deck filter takes the system's word for a deck.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProblemsPanel, type ProblemRow } from "@/components/packs/problems-panel";

afterEach(cleanup);

const row = (key: number, over: Partial<ProblemRow>): ProblemRow => ({
  key,
  severity: "error",
  code: "x",
  message: `problem ${key}`,
  field: "card",
  line: null,
  column: null,
  era: "Alpha",
  identifier: "C-1",
  href: null,
  ...over,
});

describe("ProblemsPanel", () => {
  it("shows a text finding at its spot, a field finding by its field, a deck finding as the whole deck", () => {
    render(
      <ProblemsPanel
        cards={3}
        eras={["Alpha", "Beta"]}
        deckNoun="deck"
        rows={[
          row(0, { field: "attributes", line: 2, column: 1 }),
          row(1, { field: "Rarity", severity: "warning" }),
          row(2, { field: "deck", identifier: null, era: "Beta" }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId("problem-row").map((r) => r.textContent ?? "");
    expect(rows[0]).toContain("attributes 2:1");
    expect(rows[1]).toContain("whole deck");
    expect(rows[2]).toContain("Rarity");
    expect(rows[2]).not.toMatch(/\d:\d/);
    const filter = screen.getByLabelText("Deck");
    expect(screen.getByRole("option", { name: "Every deck" })).toBeTruthy();
    fireEvent.change(filter, { target: { value: "Beta" } });
    expect(screen.getAllByTestId("problem-row").map((r) => r.textContent)).toEqual([expect.stringContaining("problem 2")]);
  });

  it("keeps GOT CGS's words when no deck noun is given", () => {
    render(<ProblemsPanel cards={1} eras={["A", "B"]} rows={[row(0, { field: "era", identifier: null, era: "A" })]} />);
    expect(screen.getByLabelText("Era deck")).toBeTruthy();
    expect(screen.getByTestId("problem-row").textContent).toContain("whole era");
  });
});
