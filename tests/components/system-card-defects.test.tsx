// @vitest-environment jsdom
/**
 * The generic form and deck table (issue 26): "2.5" in a whole-number field says one thing (its
 * own message, not also lint's "is required; fill it in"); a help text that already gives the
 * range (Genesis's sway, GEN-182) is not followed by it again; the identifier in a data-system
 * deck table reads as a link, and long texts are cut inside their cell; the "Not saved" banner
 * lies over the page instead of pushing the form down.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/app/_lib/action-result";
import { forgetStoredCards } from "@/components/card-editor/use-card-autosave";
import { SystemCardEditor, type SaveSystemCardInput, type StoredSystemCard } from "@/components/system-cards/system-card-editor";
import { hintOf } from "@/components/system-cards/system-card-form";
import { ToastProvider } from "@/components/ui/toast";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { ALTERED_STORED_CARD, polyfillDialog } from "./fixtures";

vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");

const altered = findSystem("altered")?.definition as SystemDefinition;
const genesis = findSystem("got-genesis")?.definition as SystemDefinition;
const stored = ALTERED_STORED_CARD;

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.useFakeTimers();
  forgetStoredCards();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe("one message for a number that is not whole", () => {
  it('"2.5" in Hand cost shows its own message, not also "is required; fill it in", under the field or in the findings', async () => {
    const save = vi.fn(async (_: SaveSystemCardInput): Promise<ActionResult<StoredSystemCard>> => ({ ok: true, value: stored }));
    render(
      <ToastProvider>
        <SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={save} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^Hand cost/), { target: { value: "2.5" } });
    await wait(60_000);
    const field = screen.getByLabelText(/^Hand cost/).closest("[data-field]");
    expect(field?.textContent).toMatch(/Hand cost must be a whole number/);
    expect(document.body.textContent).not.toMatch(/Hand cost is required/);
    // Back to a whole number, the field's lint comes back (an empty required field says so).
    fireEvent.change(screen.getByLabelText(/^Hand cost/), { target: { value: "" } });
    expect(document.body.textContent).toMatch(/Hand cost is required/);
  });

  it('the "Not saved" banner lies over the page (fixed), out of the form\'s flow', async () => {
    render(
      <ToastProvider>
        <SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={vi.fn()} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^Hand cost/), { target: { value: "x" } });
    await wait(60_000);
    const overlay = screen.getByTestId("save-problem-overlay");
    expect(overlay.className).toMatch(/\bfixed\b/);
    expect(overlay.textContent).toMatch(/^Not saved/);
  });
});

describe("the range in a help text once", () => {
  it("Genesis's sway: its help says 1 to 6 already", () => {
    const sway = genesis.fields.find((f) => f.key === "sway");
    expect(sway && hintOf(sway)).toBe("A whole number from 1 to 6 (GEN-182).");
  });
  it("a help without the range gets it; no help gives the range alone", () => {
    expect(hintOf({ key: "n", label: "N", type: { kind: "int", min: 0, max: 9 }, help: "Cost." })).toBe("Cost. (0 to 9)");
    expect(hintOf({ key: "n", label: "N", type: { kind: "int", min: 0, max: 9 } })).toBe("A whole number, 0 to 9.");
  });
});

describe("the data-system deck table", () => {
  it("the identifier reads as a link, and a long text is cut inside its cell with the whole text as its title", () => {
    const effect = "When you play this card, draw two cards, then discard one of them unless you control a Hero of the same faction.";
    vi.useRealTimers();
    render(
      <ToastProvider>
        <SystemDeckTable definition={altered} packId="p" deckId="d" cards={[{ ...stored, fields: { ...stored.fields, effect } }]} findings={[]} createCard={vi.fn()} />
      </ToastProvider>,
    );
    const link = screen.getByRole("link", { name: "ALT-1" });
    expect(link.className).toMatch(/\bunderline\b/);
    expect(link.className).toMatch(/text-accent/);
    const cell = screen.getByTitle(effect);
    expect(cell.tagName).toBe("TD");
    expect(cell.firstElementChild?.className).toMatch(/\bblock\b.*\btruncate\b.*\bmax-w-/);
  });
});
