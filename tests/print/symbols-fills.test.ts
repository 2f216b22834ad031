/**
 * Fills, symbols and templates in print (docs/print.md): the layout reserves one em per symbol
 * (so shrink-to-fit counts it), the scene draws the icon there and the fill colours the frame,
 * and the PDF carries both (read back with pdfjs, ./pdf-read.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { faceFrontScene, regionText, type PrintSymbol } from "@/lib/print/face-scene";
import type { CardScene, SceneNode } from "@/lib/print/card-scene";
import { emWidth, fitParagraphs, textWidth } from "@/lib/print/text-layout";
import { plainParagraphs } from "@/lib/print/paragraphs";
import { renderSystemPdf, type RenderResult } from "@/lib/print/render";
import { previewSystemFirstSheet } from "@/lib/print/preview";
import { printOptions } from "@/lib/print/options";
import { MM_PER_PT } from "@/lib/print/units";
import type { FaceDef, RegionDef, SystemDefinition } from "@/lib/systems/types";
import { pdfImageObjects, pdfText, renderPage } from "./pdf-read";
import { pngDataUrl } from "./png";

const GINKGO = (JSON.parse(readFileSync(join(process.cwd(), "seeds/ginkgopolis-demo.pack.json"), "utf8")) as { systemDefinition: SystemDefinition }).systemDefinition;

const BONUS: RegionDef = { name: "bonus", field: "bonus", rect: { x: 4, y: 60, width: 50, height: 8 }, fontPt: 10, minFontPt: 6, panel: false };
const FACE: FaceDef = {
  key: "card",
  widthMm: 63.5,
  heightMm: 88.9,
  orientation: "portrait",
  borderMm: 3,
  picture: { x: 3, y: 10, width: 57.5, height: 40 },
  regions: [BONUS],
  fill: { byField: "colour", values: { red: "#c0392b", blue: "#2e6fb7" }, default: "#777777" },
};
const SYMBOLS: PrintSymbol[] = [
  { key: "tile", src: pngDataUrl(4, 4, [0, 200, 0]) },
  { key: "point", src: pngDataUrl(4, 4, [250, 200, 0]) },
];
type Node<K extends SceneNode["kind"]> = Extract<SceneNode, { kind: K }>;
const nodesOf = <K extends SceneNode["kind"]>(scene: CardScene, kind: K) => scene.nodes.filter((n): n is Node<K> => n.kind === kind);

describe("symbols in the layout: one em each", () => {
  it("measures a symbol's layout character as one em, the text around it on its own", () => {
    expect(emWidth("+1 \uE001 per", "sans")).toBeCloseTo(emWidth("+1 ", "sans") + 1 + emWidth(" per", "sans"), 9);
    expect(textWidth("\uE000\uE000", "sansBold", 10)).toBeCloseTo(2 * 10 * MM_PER_PT, 9);
  });
  it("shrink-to-fit counts the icons: ten icons need a smaller size than ten letters i", () => {
    const spec = { width: 20, height: 4.5, sizePt: 10, floorPt: 4, hardMinPt: 3, lineHeight: 1.22, align: "left" as const };
    const icons = fitParagraphs(plainParagraphs("\uE000".repeat(10), "sans"), spec);
    const letters = fitParagraphs(plainParagraphs("i".repeat(10), "sans"), spec);
    expect(letters.block.sizePt).toBe(10);
    // 10 em must fit 20 mm: at most 20 / (10 x 0.3528) = 5.67 pt.
    expect(icons.block.sizePt).toBeLessThanOrEqual(5.67);
    expect(icons.block.sizePt).toBeGreaterThan(5);
  });
});

describe("faceFrontScene: fills and symbols", () => {
  it("fills the frame by the colour's value, tints the stock, and falls back to the default", () => {
    const red = faceFrontScene(FACE, { identifier: "R-1", fields: { colour: "red" }, picture: null }).scene;
    expect(nodesOf(red, "rect")[0]?.fill).toBe("#c0392b");
    expect(nodesOf(red, "rect")[1]?.fill).not.toBe("#f6f4ee");
    const other = faceFrontScene(FACE, { identifier: "Y-1", fields: { colour: "yellow" }, picture: null }, { border: "#123456" }).scene;
    expect(nodesOf(other, "rect")[0]?.fill).toBe("#777777");
    const { fill: _f, ...plain } = FACE;
    void _f;
    expect(nodesOf(faceFrontScene(plain, { identifier: "R-1", fields: { colour: "red" }, picture: null }, { border: "#123456" }).scene, "rect")[0]?.fill).toBe("#123456");
  });
  it("draws a known :key: as an image one em square after the text before it; an unknown one stays text", () => {
    const { scene } = faceFrontScene(FACE, { identifier: "R-1", fields: { colour: "red", bonus: "+1 :point: :gold:" }, picture: null }, { symbols: SYMBOLS });
    const icons = nodesOf(scene, "image");
    expect(icons).toHaveLength(1);
    const icon = icons[0] as Node<"image">;
    expect(icon.src).toBe(SYMBOLS[1]?.src);
    expect(icon.fit).toBe("contain");
    const texts = nodesOf(scene, "text");
    const before = texts.find((t) => t.lines[0]?.runs[0]?.text === "+1 ") as Node<"text">;
    const em = before.sizePt * MM_PER_PT;
    expect(icon.rect.width).toBeCloseTo(em, 9);
    expect(icon.rect.height).toBeCloseTo(em, 9);
    expect(icon.rect.x).toBeCloseTo(before.x + textWidth("+1 ", "sans", before.sizePt), 9);
    const after = texts.find((t) => t.lines[0]?.runs[0]?.text.includes(":gold:")) as Node<"text">;
    // The text after the icon (its space included) starts where the icon ends.
    expect(after.lines[0]?.runs[0]?.text).toBe(" :gold:");
    expect(after.x).toBeCloseTo(icon.rect.x + em, 9);
  });
  it("prints a region template from the fields", () => {
    const region: RegionDef = { ...BONUS, field: "", text: "{a} / {b}" };
    expect(regionText(region, { identifier: "X", fields: { a: 3, b: 1 } })).toBe("3 / 1");
    expect(regionText(region, { identifier: "X", fields: {} })).toBe("");
  });
});

describe("the Ginkgopolis PDF: fills and inline icons", () => {
  let result: RenderResult;
  const cards = [
    { identifier: "R-04", copies: 1, type: "building", fields: { colour: "red", number: 4, bonusWhen: "build up", bonus: "+1 :point:" } },
    { identifier: "R-05", copies: 1, type: "building", fields: { colour: "red", number: 5, bonusWhen: "exploit", bonus: "+1 :resource:" } },
  ];
  beforeAll(async () => {
    result = await renderSystemPdf({ pack: { name: "Ginkgo test" }, decks: [{ name: "Buildings", cards }] }, GINKGO, { backs: "none", bleed: 0 });
  }, 120_000);

  it("embeds the two symbols used as pictures and prints the rest as text", async () => {
    expect(new Set(await pdfImageObjects(result.pdf)).size).toBe(2);
    const text = await pdfText(result.pdf);
    expect(text).toContain("+1");
    expect(text).not.toContain(":point:");
  });
  it("the page shows the red fill and the star's gold", async () => {
    const page = await renderPage(result.pdf, 1, 72);
    const near = (r: number, g: number, b: number) => {
      let n = 0;
      for (let i = 0; i < page.rgba.length; i += 4) {
        if (Math.abs((page.rgba[i] as number) - r) < 12 && Math.abs((page.rgba[i + 1] as number) - g) < 12 && Math.abs((page.rgba[i + 2] as number) - b) < 12) n++;
      }
      return n;
    };
    // The frame band (3 mm around two 63.5 x 88.9 mm cards) at 72 dpi is well over 2,000 pixels.
    expect(near(0xc0, 0x39, 0x2b)).toBeGreaterThan(2000);
    // The point symbol's gold (#e8b923), drawn from its SVG.
    expect(near(0xe8, 0xb9, 0x23)).toBeGreaterThan(3);
  });
  it("an unknown :name: prints as text and embeds no picture", async () => {
    const plain = await renderSystemPdf({ pack: { name: "Ginkgo test" }, decks: [{ name: "Buildings", cards: [{ ...cards[0]!, fields: { ...cards[0]!.fields, bonus: "+1 :gold:" } }] }] }, GINKGO, { backs: "none", bleed: 0 });
    expect(await pdfImageObjects(plain.pdf)).toEqual([]);
    expect(await pdfText(plain.pdf)).toContain(":gold:");
  }, 60_000);
  it("the print preview carries the icons as pictures, like the PDF", async () => {
    const preview = await previewSystemFirstSheet({ pack: { name: "Ginkgo test" }, decks: [{ name: "Buildings", cards }] }, GINKGO, printOptions({ backs: "none" }));
    const icons = preview.front.cards.flatMap((c) => c.scene.nodes.filter((n) => n.kind === "image"));
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(preview.pictures[(icon as Node<"image">).src]).toMatch(/^data:image\/png;base64,/);
    expect(preview.front.cards[0]?.colour).toBe("#c0392b");
  }, 60_000);
});
