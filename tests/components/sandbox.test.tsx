// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Sandbox } from "@/components/got-cgs/sandbox/sandbox";
import type { PackCardOption } from "@/components/got-cgs/sandbox/types";

const option = (identifier: string, type: "Adventure" | "Support", attributes: string): PackCardOption => ({
  id: identifier,
  identifier,
  format: "silver",
  attributes: `Type "${type}" ${attributes}`,
  era: "Era",
  type,
  roleplay: null,
  short: "",
  haystack: identifier.toLowerCase(),
});

const cards = [
  option("A-1", "Adventure", 'Roleplay "Battle" ACC Fire 2'),
  option("S-5", "Support", "AR Fire 5"),
  option("S-3", "Support", "AR Fire 3"),
];

function place(identifier: string, zone: string) {
  fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${identifier}(?!\\d)`), pressed: false }));
  fireEvent.click(screen.getByRole("button", { name: `Put ${identifier} here (${zone})` }));
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("Sandbox", () => {
  it("CGS-362 resolves as cards are put, moved and removed, and keeps the set-up for a reload", async () => {
    const { unmount } = render(<Sandbox packId="p" fileName="p.scenario.json" cards={cards} aliases={{}} />);
    await waitFor(() => expect(screen.getByTestId("sandbox").dataset.ready).toBe("true"));
    expect(screen.getByTestId("sandbox-incomplete")).toBeTruthy();
    place("A-1", "adventure");
    place("S-5", "Alice's playground");
    fireEvent.keyDown(screen.getByTestId("sandbox"), { key: "Escape" });
    place("S-3", "Bob's playground");
    fireEvent.keyDown(screen.getByTestId("sandbox"), { key: "Escape" });
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Alice wins");

    fireEvent.click(screen.getByRole("button", { name: "S-5 in Alice's playground" }));
    fireEvent.click(screen.getByRole("button", { name: "Move S-5 here (Bob's playground)" }));
    expect(screen.getByTestId("resolution-outcome").textContent).toBe("Bob wins");
    expect(screen.getAllByTestId("overflow").map((c) => c.textContent)).toEqual(["—", "8"]);

    fireEvent.click(screen.getByRole("button", { name: "Remove S-5 from Bob's playground" }));
    expect(screen.getAllByTestId("overflow").map((c) => c.textContent)).toEqual(["—", "3"]);

    unmount();
    render(<Sandbox packId="p" fileName="p.scenario.json" cards={cards} aliases={{}} />);
    await waitFor(() => expect(screen.getByTestId("resolution-outcome").textContent).toBe("Bob wins"));
  });

  it("CGS-371 says which rule a position breaks instead of resolving it", async () => {
    render(<Sandbox packId="q" fileName="q.scenario.json" cards={cards} aliases={{}} />);
    await waitFor(() => expect(screen.getByTestId("sandbox").dataset.ready).toBe("true"));
    place("A-1", "adventure");
    fireEvent.keyDown(screen.getByTestId("sandbox"), { key: "Escape" });
    place("S-3", "Alice's buildsite");
    const text = screen.getByTestId("sandbox-illegal").textContent ?? "";
    expect(text).toMatch(/S-3 \(Alice's buildsite\).*CGS-371/);
  });
});

describe("Sandbox from the keyboard", () => {
  it("Enter in the search box picks the first card shown", async () => {
    render(<Sandbox packId="k" fileName="k.scenario.json" cards={cards} aliases={{}} />);
    await waitFor(() => expect(screen.getByTestId("sandbox").dataset.ready).toBe("true"));
    const search = screen.getByRole("searchbox", { name: "Search cards" });
    fireEvent.change(search, { target: { value: "s-3" } });
    fireEvent.keyDown(search, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Put S-3 here (Alice's ops)" }));
    expect(screen.getByRole("button", { name: "S-3 in Alice's ops" })).toBeTruthy();
  });
});
