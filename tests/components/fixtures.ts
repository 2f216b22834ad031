/** Builders for the component tests: a stored card, era-table rows with sensible defaults, the bulk bar's actions, and <dialog> in jsdom. */
import { vi } from "vitest";
import type { CardDto } from "@/lib/server/types";
import type { EraRow } from "@/components/era-table/rows";
import type { StoredSystemCard } from "@/components/system-cards/system-card-editor";

export function makeCard(overrides: Partial<CardDto> = {}): CardDto {
  return {
    id: "card-1",
    deckId: "era-1",
    eraId: "era-1",
    packId: "pack-1",
    position: 0,
    version: 1,
    identifier: "GEN-001",
    format: "silver",
    copies: 1,
    orientation: null,
    pictureId: null,
    imagePath: null,
    directive: "",
    attributes: 'Type "Support"',
    lore: "",
    type: "silver",
    fields: { directive: "", attributes: 'Type "Support"', lore: "" },
    notes: "",
    pictureUrl: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeRow(overrides: Partial<EraRow> = {}): EraRow {
  return {
    id: "r",
    position: 0,
    identifier: "GEN-001",
    format: "silver",
    type: "Support",
    roleplay: null,
    affiliation: null,
    short: "",
    copies: 1,
    problems: { errors: 0, warnings: 0, infos: 0 },
    haystack: "gen-001",
    directive: "",
    ...overrides,
  };
}

/** The era table's bulk-bar actions as mocks (the page passes its server actions; a table test needs them only for the bar). */
export function fakeBulkActions() {
  return {
    copy: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
    listPacks: vi.fn(async () => ({ ok: true as const, value: [] })),
    listEras: vi.fn(async () => ({ ok: true as const, value: [] })),
  };
}

/** Gives jsdom's <dialog> the modal methods it lacks (showModal, close); call once per file, before rendering a Dialog. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/** A stored Altered Character with every field right (rules 2.2.5: a Rare's version ends in R), for the data-system editor's tests. */
export const ALTERED_STORED_CARD: StoredSystemCard = {
  id: "card-1",
  version: 1,
  identifier: "ALT-1",
  copies: 1,
  type: "Character",
  fields: { name: "Sierra", faction: "Axiom", rarity: "Rare", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1, version: "ALT-042-R" },
  pictureId: null,
  imagePath: null,
};
