// @vitest-environment jsdom
/**
 * The live lint panel (components/system-editor/live-lint.tsx): asked once, it lists the packs of
 * this system, reads one pack's cards once, and lints them with the draft as it changes.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveLintPanel } from "@/components/system-editor/live-lint";
import { decksOfPackFile, lintWithDraft } from "@/components/system-editor/live-lint-model";
import type { SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const def = tileSystem() as SystemDefinition;
const packFile = {
  format: "greenhouse.pack/1",
  pack: { name: "Tiles core", system: "tiles" },
  decks: [
    {
      name: "Main",
      cards: [
        { identifier: "a", copies: 1, type: "tile", fields: { colour: "red", number: 1 } },
        { identifier: "b", copies: 1, type: "tile", fields: { colour: "red", number: 1 } },
        { identifier: "c", copies: 1, type: "tile", fields: { colour: "blue", number: 25 } },
      ],
    },
  ],
};

describe("live lint", () => {
  it("reads a pack file's decks and lints them with a definition", () => {
    const decks = decksOfPackFile(packFile);
    expect(decks[0]?.cards.map((c) => c.identifier)).toEqual(["a", "b", "c"]);
    expect(decksOfPackFile({ eras: [] })).toEqual([]);
    const result = lintWithDraft(def, decks);
    expect(result.cards).toBe(3);
    expect(result.findings.map((f) => f.code).sort()).toEqual(["TILE-once", "TILE-once", "field-range"].sort());
  });

  it("on request fetches the pack once and follows the draft", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url === "/api/packs") return new Response(JSON.stringify({ packs: [{ id: "p2", name: "Other", system: "cities", cards: 1 }, { id: "p1", name: "Tiles core", system: "tiles", cards: 3 }] }));
        return new Response(JSON.stringify(packFile));
      }),
    );
    const { rerender } = render(<LiveLintPanel systemKey="tiles" valid={def} />);
    expect(urls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Lint a pack of this system with the draft" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Live lint summary" }).textContent).toMatch(/3 cards: 3 errors/));
    expect(screen.getByRole("heading", { name: "Findings in Tiles core with this draft" })).toBeTruthy();
    expect(urls).toEqual(["/api/packs", "/api/packs/p1/export"]);
    // A draft without the deck rule: the findings follow, no new request.
    rerender(<LiveLintPanel systemKey="tiles" valid={{ ...def, deckRules: [] }} />);
    await waitFor(() => expect(screen.getByRole("status", { name: "Live lint summary" }).textContent).toMatch(/3 cards: 1 error,/));
    // A draft that does not check keeps the last findings and says so.
    rerender(<LiveLintPanel systemKey="tiles" valid={null} />);
    expect(screen.getByRole("status", { name: "Live lint summary" }).textContent).toContain("with the last draft that checked");
    expect(urls).toHaveLength(2);
  });
});
