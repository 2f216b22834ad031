// @vitest-environment jsdom
/**
 * Pages every system shares call a deck what the pack's system calls it (the definition's
 * `deckNoun`, docs/systems.md): an Altered pack has decks, a GOT CGS pack era decks.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importSummary } from "@/components/packs/import-pack-button";
import { packTypeHint } from "@/components/packs/new-pack-button";
import { PackGrid } from "@/components/packs/pack-grid";
import { ToastProvider } from "@/components/ui/toast";
import type { PackSummary } from "@/lib/server/types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

afterEach(cleanup);

const pack = (id: string, system: string, eras: number): PackSummary => ({ id, system, name: `Pack ${id}`, game: "", type: "edition", eras, cards: 3, copies: 3, updatedAt: new Date().toISOString() });
const noop = async () => ({ ok: true as const, value: undefined });

describe("the deck noun of the pack's system on shared pages", () => {
  it("the home pack grid: '1 deck' for an Altered pack, '2 era decks' for a GOT CGS pack", () => {
    render(
      <ToastProvider>
        <PackGrid packs={[pack("a", "altered", 1), pack("g", "got-cgs", 2)]} actions={{ rename: noop, duplicate: noop, remove: noop } as never} />
      </ToastProvider>,
    );
    const tiles = screen.getAllByRole("listitem").filter((li) => li.textContent?.includes("Pack "));
    expect(tiles[0]?.textContent).toContain("1 deck");
    expect(tiles[0]?.textContent).not.toContain("era");
    expect(tiles[1]?.textContent).toContain("2 era decks");
  });

  it("the import toast and the pack-type hint use the noun they are given", () => {
    expect(importSummary({ id: "x", name: "A", eras: 2, cards: 80, pictures: 0, renamedFrom: null }, "deck")).toBe("2 decks, 80 cards.");
    expect(importSummary({ id: "x", name: "A", eras: 1, cards: 1, pictures: 0, renamedFrom: null })).toBe("1 era deck, 1 card.");
    expect(packTypeHint("edition", "deck")).toBe("Any number of decks, each with many cards.");
    expect(packTypeHint("expansion", "era deck")).toBe("Extends an edition with new era decks.");
  });
});
