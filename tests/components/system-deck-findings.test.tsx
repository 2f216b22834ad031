// @vitest-environment jsdom
/**
 * A data system's deck table counts each card's findings by severity, as GOT CGS's era table
 * does: red for errors, amber for warnings, a dash for a clean card (before, every finding was a
 * red count, so a deck of warnings looked broken); sorting by Findings puts errors before any
 * number of warnings; "Has findings" shows only the cards with some. A click on a row opens its
 * card, as in the era table.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui/toast";
import { countPerCard } from "@/components/system-cards/use-system-deck-table";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition, SystemFinding } from "@/lib/systems/types";

const push = vi.fn();
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push, refresh: vi.fn() }) }));
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");

afterEach(() => {
  cleanup();
  // The table keeps its view in the address bar: each test starts from a bare one.
  window.history.replaceState(null, "", "/");
});

const altered = findSystem("altered")?.definition as SystemDefinition;
const card = (n: number) => ({ id: `c${n}`, identifier: `ALT-${n}`, copies: 1, type: "Character", fields: { name: `Card ${n}` } });
const finding = (identifier: string, severity: "error" | "warning", code = "X"): SystemFinding => ({ code, severity, message: "m", identifier });
const FINDINGS = [finding("ALT-2", "warning"), finding("ALT-2", "warning"), finding("ALT-2", "warning"), finding("ALT-3", "error"), finding("ALT-3", "warning"), { code: "D", severity: "error" as const, message: "deck-wide" }];

const cellOf = (identifier: string) => {
  const row = screen.getAllByTestId("deck-card-row").find((r) => r.textContent?.includes(identifier));
  const cells = row ? within(row).getAllByRole("cell") : [];
  return cells[cells.length - 1] as HTMLElement;
};

describe("a data system's deck table: findings by severity", () => {
  it("counts per card and severity, leaving deck-wide findings out", () => {
    expect(countPerCard(FINDINGS)).toEqual(
      new Map([
        ["ALT-2", { errors: 0, warnings: 3, infos: 0 }],
        ["ALT-3", { errors: 1, warnings: 1, infos: 0 }],
      ]),
    );
  });

  it("draws errors red and warnings amber, a dash for a clean card; sorting puts errors first", () => {
    render(
      <ToastProvider>
        <SystemDeckTable definition={altered} packId="p" deckId="d" cards={[card(1), card(2), card(3)]} findings={FINDINGS} createCard={vi.fn()} />
      </ToastProvider>,
    );
    expect(cellOf("ALT-1").textContent).toBe("—");
    // Compact, so fifteen columns fit: the count in the badge, the words in its title and for screen readers.
    const warnings = within(cellOf("ALT-2")).getByTitle("3 warnings");
    expect(warnings.className).toMatch(/text-warning/);
    expect(warnings.textContent).toBe("33 warnings");
    expect(within(warnings).getByText("3 warnings").className).toBe("sr-only");
    expect(within(cellOf("ALT-2")).queryByTitle(/error/)).toBeNull();
    expect(within(cellOf("ALT-3")).getByTitle("1 error").className).not.toMatch(/text-warning/);
    expect(within(cellOf("ALT-3")).getByTitle("1 warning")).toBeDefined();
    // Findings, descending: one error outranks three warnings.
    const findingsHeader = screen.getByRole("button", { name: /^Findings/ });
    fireEvent.click(findingsHeader);
    fireEvent.click(findingsHeader);
    expect(screen.getAllByTestId("deck-card-row").map((r) => within(r).getByRole("link").textContent)).toEqual(["ALT-3", "ALT-2", "ALT-1"]);
  });

  it("Has findings shows only the cards with some; a click on a row opens its card, not one on its checkbox", () => {
    render(
      <ToastProvider>
        <SystemDeckTable definition={altered} packId="p" deckId="d" cards={[card(1), card(2), card(3)]} findings={FINDINGS} createCard={vi.fn()} bulkActions={{} as never} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Has findings" }));
    const rows = screen.getAllByTestId("deck-card-row");
    expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual(["ALT-2", "ALT-3"]);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole("checkbox"));
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(within(rows[1] as HTMLElement).getAllByRole("cell")[5] as HTMLElement);
    expect(push).toHaveBeenCalledWith("/packs/p/eras/d/cards/c3");
  });
});
