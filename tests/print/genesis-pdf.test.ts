/**
 * The PDF of the Genesis demo pack (seeds/genesis-demo.pack.json), printed from the Genesis face
 * (lib/systems/got-genesis/system.ts): GEN-161, "The card size is 125 * 88 millimeters", measured
 * on the rendered page; every font embedded; the top row (name, faction, ability, sway) and the
 * lore printed as text; one back for every card. Read back with pdfjs (./pdf-read.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSystemPdf, type RenderResult } from "@/lib/print/render";
import { planSystemPrint, type SystemPrintDocument } from "@/lib/print/system-print";
import { printOptions } from "@/lib/print/options";
import { GOT_GENESIS_DEFINITION as GENESIS } from "@/lib/systems/got-genesis/system";
import { inkBox, pageSizes, pdfFonts, pdfText, renderPage } from "./pdf-read";

const demo = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "seeds", "genesis-demo.pack.json"), "utf8")) as SystemPrintDocument & {
  decks: { cards: { identifier: string }[] }[];
};

/** The demo pack with only its first `n` cards. */
function firstCards(n: number): SystemPrintDocument {
  const deck = demo.decks[0];
  if (deck === undefined) throw new Error("the demo pack has no deck");
  return { ...demo, decks: [{ ...deck, cards: deck.cards.slice(0, n) }] } as SystemPrintDocument;
}

describe("the PDF of the Genesis demo pack", () => {
  let full: RenderResult;
  let single: RenderResult;

  beforeAll(async () => {
    full = await renderSystemPdf(demo, GENESIS, {});
    single = await renderSystemPdf(firstCards(1), GENESIS, { paper: "Letter", bleed: 0, backs: "none" });
  }, 240_000);

  it("GEN-161: prints each card at 125 x 88 mm (measured: 1250 x 880 px at 254 dpi)", async () => {
    const plan = planSystemPrint(firstCards(3), GENESIS, printOptions({}));
    expect(plan.sheets[0]?.cards[0]?.front.size).toEqual({ width: 125, height: 88 });
    const box = inkBox(await renderPage(single.pdf, 1, 254));
    // Under the card its border colour reaches 0.15 mm further each side (pdf-draw.ts SEAM_MM): 3 px in all.
    const seam = 3;
    // Imposition may turn a landscape card a quarter turn to fit more on the sheet (4 on Letter, not 3).
    const [long, short] = [Math.max(box.width, box.height), Math.min(box.width, box.height)];
    expect(Math.abs(long - seam - 1250)).toBeLessThanOrEqual(1);
    expect(Math.abs(short - seam - 880)).toBeLessThanOrEqual(1);
  });

  it("prints all 42 cards on A4 sheets, each fronts page followed by its backs page", async () => {
    expect(full.cards).toBe(42);
    expect(full.pages).toBe(full.sheets * 2);
    for (const s of await pageSizes(full.pdf)) expect([Math.round(s.width), Math.round(s.height)]).toEqual([595, 842]);
  });

  it("embeds every font it uses", async () => {
    const fonts = await pdfFonts(full.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
  });

  it("GEN-163: prints name, faction, ability, sway, the recruitable and the lore as text", async () => {
    const text = await pdfText(full.pdf);
    for (const t of ["Accord of Nine Moons", "Earthlings", "Triumph", "Keeper of the Long Watch", "Recruits Omen", "Spacelings", "Replication"]) expect(text).toContain(t);
    expect(text).toContain("Nine flags, one signature");
  });
});
