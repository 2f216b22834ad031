/**
 * One renderer: a card's PNG (lib/print/raster.ts) is the scene the PDF draws, so the card cut
 * from the PDF (rendered by pdfjs at the same 300 dpi) and the card's own PNG differ in under 1 % of
 * pixels, anti-aliasing aside, for every system's faces: GOT CGS silver and gold, Altered's
 * 63 x 88 mm face and Genesis's 125 x 88 mm landscape face (turned on its sheet).
 *
 * "Anti-aliasing aside": a pixel counts as different when no pixel within one pixel of it in the
 * other image is within 40 levels on every channel (glyph and edge rasterisation differ by a
 * pixel between two renderers; a misplaced line of text, a missing picture or a wrong colour
 * does not).
 */
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { CardScene } from "@/lib/print/card-scene";
import { printOptions } from "@/lib/print/options";
import { drawScene, loadPictures } from "@/lib/print/raster";
import { renderSystemPdf } from "@/lib/print/render";
import { buildSystemScenes, planSystemPrint, SYSTEM_CARD_VIEW, type SystemPrintDocument } from "@/lib/print/system-print";
import { resolveSystemImagePaths } from "@/lib/print/system-file";

import { parseAnyPack } from "@/lib/packs/system-pack";
import { findSystem } from "@/lib/systems/registry";
import { buildScenes } from "@/lib/systems/got-cgs/print/build";
import { frontKey, planPrint } from "@/lib/systems/got-cgs/print/plan";
import { renderPrintPdf } from "@/lib/systems/got-cgs/print/render";
import { fixturePack } from "./helpers";
import { renderPage } from "./pdf-read";

const DPI = 300;
const TOLERANCE = 40;
const root = join(import.meta.dirname, "..", "..");
const OPTIONS = printOptions({ paper: "A4", bleed: 0, cropMarks: false, backs: "none" });

interface Placed {
  readonly identifier: string;
  readonly scene: CardScene;
  readonly trim: { x: number; y: number; width: number; height: number };
  readonly rotation: number;
  readonly page: number;
}

/** The card at `placed` cut out of a rendered page and turned upright, `size` pixels. */
function cut(page: Canvas, placed: Placed, size: { width: number; height: number }): Uint8ClampedArray {
  const px = (mm: number) => (mm / 25.4) * DPI;
  const out = createCanvas(size.width, size.height);
  const ctx = out.getContext("2d");
  ctx.translate(size.width / 2, size.height / 2);
  ctx.rotate((-placed.rotation * Math.PI) / 180);
  ctx.translate(-px(placed.trim.x + placed.trim.width / 2), -px(placed.trim.y + placed.trim.height / 2));
  ctx.drawImage(page, 0, 0);
  return ctx.getImageData(0, 0, size.width, size.height).data;
}

/** The share of pixels that differ beyond anti-aliasing (see the module's comment). */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, height: number): number {
  const matchesNear = (from: Uint8ClampedArray, to: Uint8ClampedArray, x: number, y: number) => {
    const i = (y * width + x) * 4;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        const j = (yy * width + xx) * 4;
        if (Math.abs((from[i] as number) - (to[j] as number)) <= TOLERANCE && Math.abs((from[i + 1] as number) - (to[j + 1] as number)) <= TOLERANCE && Math.abs((from[i + 2] as number) - (to[j + 2] as number)) <= TOLERANCE) return true;
      }
    }
    return false;
  };
  let bad = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (!matchesNear(a, b, x, y) || !matchesNear(b, a, x, y)) bad++;
  }
  return bad / (width * height);
}

async function compare(pdf: Uint8Array, placed: readonly Placed[]): Promise<Record<string, number>> {
  const pictures = await loadPictures(placed.map((p) => p.scene));
  const pages = new Map<number, Canvas>();
  const out: Record<string, number> = {};
  for (const p of placed) {
    let page = pages.get(p.page);
    if (page === undefined) {
      const raster = await renderPage(pdf, p.page, DPI);
      page = createCanvas(raster.width, raster.height);
      const ctx = page.getContext("2d");
      const image = ctx.createImageData(raster.width, raster.height);
      image.data.set(raster.rgba);
      ctx.putImageData(image, 0, 0);
      pages.set(p.page, page);
    }
    const own = drawScene(p.scene, { dpi: DPI }, pictures);
    const size = { width: own.width, height: own.height };
    out[p.identifier] = differing(cut(page, p, size), own.getContext("2d").getImageData(0, 0, size.width, size.height).data, size.width, size.height);
  }
  return out;
}

function systemPack(file: string): SystemPrintDocument {
  const parsed = parseAnyPack(JSON.parse(readFileSync(join(root, "seeds", file), "utf8")));
  if (!parsed.ok || !("decks" in parsed.value)) throw new Error(`bad seed ${file}`);
  return resolveSystemImagePaths(parsed.value, join(root, "seeds"));
}

describe("a card's PNG is the card the PDF prints", () => {
  it("GOT CGS silver and gold cards, with pictures and both fonts", async () => {
    const doc = fixturePack();
    const plan = planPrint(doc, OPTIONS);
    const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
    const built = await buildScenes(doc, cards, OPTIONS.attributes);
    const placed: Placed[] = plan.sheets.flatMap((sheet, i) =>
      sheet.cards.map((c) => ({ identifier: `${c.card.card.identifier}#${c.card.copy}`, scene: built.fronts.get(frontKey(c.card)) as CardScene, trim: c.front.trim, rotation: c.front.rotation, page: i + 1 })),
    );
    const pdf = (await renderPrintPdf(doc, OPTIONS)).pdf;
    const shares = await compare(pdf, placed);
    expect(Object.keys(shares)).toHaveLength(6);
    for (const [id, share] of Object.entries(shares)) expect(share, id).toBeLessThan(0.01);
  });

  it.each([["altered-demo.pack.json", "altered"], ["genesis-demo.pack.json", "got-genesis"]] as const)("%s: the system's face", async (file, key) => {
    const system = findSystem(key);
    if (system === null) throw new Error(`no ${key}`);
    const full = systemPack(file);
    const doc = { ...full, decks: full.decks.map((d) => ({ ...d, cards: d.cards.slice(0, 3).map((c) => ({ ...c, copies: 1 })) })) };
    const plan = planSystemPrint(doc, system.definition, OPTIONS);
    const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
    const built = await buildSystemScenes(doc, cards);
    const placed: Placed[] = plan.sheets.flatMap((sheet, i) =>
      sheet.cards.map((c) => ({ identifier: c.card.card.identifier, scene: built.fronts.get(SYSTEM_CARD_VIEW.frontKey(c.card)) as CardScene, trim: { ...c.front.trim, width: c.front.size.width, height: c.front.size.height, x: c.front.trim.x + (c.front.trim.width - c.front.size.width) / 2, y: c.front.trim.y + (c.front.trim.height - c.front.size.height) / 2 }, rotation: c.front.rotation, page: i + 1 })),
    );
    const pdf = (await renderSystemPdf(doc, system.definition, OPTIONS)).pdf;
    const shares = await compare(pdf, placed);
    expect(Object.keys(shares)).toHaveLength(3);
    for (const [id, share] of Object.entries(shares)) expect(share, id).toBeLessThan(0.01);
  });

  it("tells a wrong card apart: the same comparison on two different cards finds most pixels the same but far over 1 % different", async () => {
    const doc = fixturePack();
    const plan = planPrint(doc, OPTIONS);
    const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
    const built = await buildScenes(doc, cards, OPTIONS.attributes);
    const sheet = plan.sheets[0];
    if (sheet === undefined) throw new Error("no sheet");
    const [a, b] = sheet.cards.filter((c, i, all) => all.findIndex((x) => x.card.card.identifier === c.card.card.identifier) === i);
    if (a === undefined || b === undefined) throw new Error("need two cards");
    // Card b's scene compared with card a's place on the page.
    const swapped: Placed = { identifier: "swapped", scene: built.fronts.get(frontKey(b.card)) as CardScene, trim: a.front.trim, rotation: a.front.rotation, page: 1 };
    const pdf = (await renderPrintPdf(doc, OPTIONS)).pdf;
    const shares = await compare(pdf, [swapped]);
    expect(shares.swapped).toBeGreaterThan(0.02);
  });
});
