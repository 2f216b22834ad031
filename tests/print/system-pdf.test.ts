/**
 * The PDF of a pack of a data-defined system (Altered, lib/systems/data/altered.json): its
 * cards printed from its face at 63 x 88 mm (docs/systems.md, "Altered"), on the same
 * sheets as GOT CGS cards (docs/print.md: A4/Letter/A3, bleed, crop marks, mirrored backs,
 * fonts embedded). Read back with pdfjs (./pdf-read.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderSystemPdf, type RenderResult } from "@/lib/print/render";
import type { SystemPackCard } from "@/lib/packs/schema";
import { planSystemPrint, type SystemPrintDocument } from "@/lib/print/system-print";
import { printOptions } from "@/lib/print/options";
import { PrintError } from "@/lib/print/plan";
import { mmToPt } from "@/lib/print/units";
import { previewSystemFirstSheet } from "@/lib/print/preview";
import { systemPreflight } from "@/lib/print/system-preflight";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { patternDataUrl } from "./helpers";
import { inkBox, pageSizes, pdfFonts, pdfText, renderPage } from "./pdf-read";

const ALTERED = findSystem("altered")?.definition as SystemDefinition;

function character(n: number, extra: Partial<SystemPackCard> = {}): SystemPackCard {
  const id = `ALT-${String(n).padStart(3, "0")}-C`;
  return {
    identifier: id,
    copies: 1,
    type: "Character",
    fields: {
      name: `Scout ${n}`,
      faction: "Axiom",
      rarity: "Common",
      handCost: 2,
      reserveCost: 1,
      forest: 1,
      mountain: 0,
      water: 2,
      subtypes: "Adventurer",
      effect: "When I go to Reserve: Draw a card.",
      flavor: "Maps lie; roads do not.",
      version: id,
    },
    ...extra,
  };
}

function alteredPack(cards: SystemPackCard[]): SystemPrintDocument {
  return { pack: { name: "Altered Test" }, decks: [{ name: "Axiom deck", cards }] };
}

const hero: SystemPackCard = {
  identifier: "ALT-001-C",
  copies: 1,
  type: "Hero",
  fields: { name: "Sierra & Oddball", faction: "Axiom", effect: "At Noon: you may exchange one of your Expedition tokens.", flavor: "", version: "ALT-001-C" },
};

describe("the PDF of an Altered pack (faces from lib/systems/data/altered.json)", () => {
  let full: RenderResult;
  let single: RenderResult;

  beforeAll(async () => {
    const cards = [hero, ...Array.from({ length: 9 }, (_, i) => character(i + 2, i === 0 ? { image: patternDataUrl(300, 220, "green"), copies: 2 } : {}))];
    full = await renderSystemPdf(alteredPack(cards), ALTERED, { cropMarks: true, instructions: true });
    single = await renderSystemPdf(alteredPack([character(7)]), ALTERED, { paper: "Letter", bleed: 0, backs: "none" });
  }, 120_000);

  it("puts 11 cards 3 x 3 on A4: instructions, a blank page, then fronts and mirrored backs for two sheets", async () => {
    expect(full).toMatchObject({ pages: 6, sheets: 2, cards: 11 });
    const sizes = await pageSizes(full.pdf);
    expect(sizes).toHaveLength(6);
    for (const s of sizes) {
      expect(s.width).toBeCloseTo(mmToPt(210), 1);
      expect(s.height).toBeCloseTo(mmToPt(297), 1);
    }
    const plan = planSystemPrint(alteredPack([hero, ...Array.from({ length: 10 }, (_, i) => character(i + 2))]), ALTERED, printOptions({}));
    expect(plan.sheets.map((s) => s.perSheet)).toEqual([9, 9]);
    expect(plan.sheets[0]?.cards[0]?.front.size).toEqual({ width: 63, height: 88 });
  });

  it("prints each card at 63 x 88 mm (measured on the page: 630 x 880 px at 254 dpi)", async () => {
    expect(await pageSizes(single.pdf)).toEqual([{ width: 612, height: 792 }]);
    const box = inkBox(await renderPage(single.pdf, 1, 254));
    // Under the card its border colour reaches 0.15 mm further each side (pdf-draw.ts SEAM_MM): 3 px in all.
    const seam = 3;
    expect(Math.abs(box.width - seam - 630)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - seam - 880)).toBeLessThanOrEqual(1);
  });

  it("embeds every font it uses", async () => {
    const fonts = await pdfFonts(full.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
  });

  it("prints the fields as text: names, costs with the region prefixes, versions; the backs carry the pack name", async () => {
    const text = await pdfText(full.pdf);
    for (const t of ["Sierra & Oddball", "Scout 2", "Scout 10", "Adventurer", "ALT-010-C", "F1", "M0", "W2"]) expect(text).toContain(t);
    expect(text).toContain("Altered Test");
    expect(text).toContain("63 × 88 mm");
    expect(text).not.toContain("adventure cards");
  });

  it("refuses an unknown deck and a pack with nothing to print, naming them", () => {
    expect(() => planSystemPrint(alteredPack([hero]), ALTERED, printOptions({ era: "Muna" }))).toThrow(PrintError);
    expect(() => planSystemPrint(alteredPack([hero]), ALTERED, printOptions({ era: "Muna" }))).toThrow(/no deck named "Muna" \(it has: "Axiom deck"\)/);
    expect(() => planSystemPrint(alteredPack([]), ALTERED, printOptions({}))).toThrow(/no cards to print/);
  });
});

describe("the print dialog's preview of an Altered pack", () => {
  it("shows the first sheet's fronts from the face and the backs mirrored, each picture sent once, scaled down", async () => {
    const art = patternDataUrl(600, 450, "amber");
    const doc = { ...alteredPack([hero, character(2, { image: art, copies: 2 }), character(3)]), pack: { name: "Altered Test", pictures: { back: patternDataUrl(300, 420, "blue") } } };
    const preview = await previewSystemFirstSheet(doc, ALTERED, printOptions({}), { maxPicturePixels: 200 });
    expect(preview.summary).toEqual({ sheets: 1, pages: 2, cards: 4, perSheet: { silver: null, gold: null } });
    expect(preview.front.cards.map((c) => c.identifier)).toEqual(["ALT-001-C", "ALT-002-C", "ALT-002-C", "ALT-003-C"]);
    expect(preview.front.cards.every((c) => c.scene.size.width === 63 && c.scene.size.height === 88)).toBe(true);
    // The card picture and the back picture, once each.
    expect(Object.keys(preview.pictures)).toHaveLength(2);
    const back = preview.back;
    expect(back?.cards).toHaveLength(4);
    // Long-edge flip on portrait A4: the first card's back sits at the mirrored x.
    const firstFront = preview.front.cards[0]?.placement.trim;
    const firstBack = back?.cards[0]?.placement.trim;
    expect(firstBack?.x).toBeCloseTo(preview.page.width - (firstFront?.x ?? 0) - (firstFront?.width ?? 0), 6);
    expect(back?.cards.every((c) => c.scene.nodes.some((n) => n.kind === "image"))).toBe(true);
  });
});

describe("preflight of an Altered pack", () => {
  it("lists the missing back picture, text under its readable size and each card's lint errors, errors first", () => {
    const long = character(4, { fields: { ...character(4).fields, effect: "When I go to Reserve: draw a card and then discard a card. ".repeat(8) } });
    const items = systemPreflight(alteredPack([hero, long]), ALTERED, printOptions({}), [
      { code: "field-range", severity: "error", message: "Hand cost 42 is more than 20.", identifier: "ALT-004-C", field: "handCost", deck: "Axiom deck" },
      { code: "field-required", severity: "error", message: "Name is required.", identifier: "ALT-004-C", field: "name", deck: "Axiom deck" },
      { code: "ALT-deck-size", severity: "error", message: "A deck has at least 39 cards besides its Hero; this one has 1.", deck: "Axiom deck" },
    ]);
    expect(items.map((i) => [i.severity, i.code, i.identifier])).toEqual([
      ["error", "pack-lint-errors", null],
      ["error", "card-lint-errors", "ALT-004-C"],
      ["warning", "print-fit", "ALT-004-C"],
      ["info", "picture-missing", null],
    ]);
    expect(items[1]).toMatchObject({ count: 2, era: "Axiom deck" });
  });
});
