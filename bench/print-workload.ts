/**
 * The print benchmarks' workload: the demo pack (seeds/tidebound.pack.json) with copies added,
 * round the silver cards, until it prints exactly `faces` card faces (fronts; the backs come on
 * top). Also an equivalent HTML page of the same sheets for headless Chromium to print: the
 * same page size, card rectangles, text lines, pictures (data URLs) and typefaces, drawn as one
 * SVG per page by the print dialog's own preview component.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SheetPreview } from "../components/print/sheet-preview";
import { FACE_CSS } from "../lib/print/face-css";
import { printOptions, type PrintOptions } from "../lib/print/options";
import { sheetSides } from "../lib/print/preview";
import { buildScenes } from "../lib/systems/got-cgs/print/build";
import { GOT_CGS_VIEW, planPrint } from "../lib/systems/got-cgs/print/plan";
import { parsePackJson, type PackDocument } from "../lib/packs/schema";

const root = join(import.meta.dirname, "..");

/** The demo pack grown (or cut) to exactly `faces` printed cards. Throws when the pack is missing or invalid. */
export function demoPack(faces: number): PackDocument {
  const parsed = parsePackJson(readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8"));
  if (!parsed.ok) throw new Error(`seeds/tidebound.pack.json is not a valid pack: ${parsed.issues[0]?.message ?? "unknown problem"}`);
  const doc = structuredClone(parsed.value);
  const cards = doc.eras.flatMap((e) => e.cards);
  let total = cards.reduce((n, c) => n + c.copies, 0);
  // Too many: drop copies from the end; too few: one more copy of each silver card in turn.
  for (let i = cards.length - 1; total > faces && i >= 0; i--) {
    const card = cards[i];
    if (card === undefined) continue;
    const cut = Math.min(card.copies, total - faces);
    card.copies -= cut;
    total -= cut;
  }
  const silver = cards.filter((c) => c.format === "silver");
  for (let i = 0; total < faces; i++, total++) {
    const card = silver[i % silver.length];
    if (card === undefined) throw new Error("the demo pack has no silver card to copy");
    card.copies++;
  }
  for (const era of doc.eras) era.cards = era.cards.filter((c) => c.copies > 0);
  return doc;
}

/** The options both printers use: A4, 3 mm bleed, crop marks, long-edge backs, no instructions page. */
export const BENCH_OPTIONS: PrintOptions = printOptions({ paper: "A4", bleed: 3, cropMarks: true, backs: "long-edge", instructions: false });

const FONT_CSS = [
  ["inter", "400.css"],
  ["inter", "500.css"],
  ["inter", "700.css"],
  ["inter", "400-italic.css"],
  ["jetbrains-mono", "400.css"],
  ["jetbrains-mono", "600.css"],
] as const;

/** @fontsource's own @font-face rules (same typefaces, every subset), pointing at the files on disk. */
export function fontFaces(): string {
  return FONT_CSS.map(([pkg, file]) => {
    const dir = join(root, "node_modules", "@fontsource", pkg);
    return readFileSync(join(dir, file), "utf8").replace(/url\(\.\/files\//g, `url(${pathToFileURL(join(dir, "files")).href}/`);
  }).join("\n");
}

type Side = ReturnType<typeof sheetSides<unknown>>["front"];
type Node = Side["cards"][number]["scene"]["nodes"][number];

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const box = (r: { x: number; y: number; width: number; height: number }) => `left:${r.x}mm;top:${r.y}mm;width:${r.width}mm;height:${r.height}mm`;

/** One scene node as absolutely positioned HTML (units: mm of the card). */
export function nodeHtml(node: Node): string {
  switch (node.kind) {
    case "rect":
      return `<div style="${box(node.rect)};background:${node.fill};opacity:${node.opacity ?? 1};border-radius:${node.radius ?? 0}mm"></div>`;
    case "frame": {
      const r = { x: node.rect.x - node.width / 2, y: node.rect.y - node.width / 2, width: node.rect.width + node.width, height: node.rect.height + node.width };
      return `<div style="${box(r)};border:${node.width}mm solid ${node.stroke};border-radius:${node.radius ?? 0}mm"></div>`;
    }
    case "image":
      return `<img src="${node.src}" style="${box(node.rect)};object-fit:cover;border-radius:${node.radius ?? 0}mm">`;
    case "text":
      return node.lines
        .map((line, i) => {
          const runs = line.runs.map((run) => {
            const css = FACE_CSS[run.face];
            return `<span style="font-family:${css.family};font-weight:${css.weight};font-style:${css.style}">${esc(run.text)}</span>`;
          });
          return `<div class="l" style="left:${node.x}mm;top:${node.top + i * node.lineHeightMm}mm;font-size:${node.sizePt}pt;line-height:${node.lineHeightMm}mm;color:${node.color}">${runs.join("")}</div>`;
        })
        .join("");
  }
}

/** One page (fills, cards, crop marks) as HTML, the way pdf-draw.ts paints it. */
function pageHtml(side: Side): string {
  const parts: string[] = [];
  for (const f of side.fills) parts.push(`<div style="${box(f.rect)};background:${f.colour}"></div>`);
  for (const card of side.cards) {
    const { trim, rotation } = card.placement;
    const { width, height } = card.scene.size;
    const left = trim.x + trim.width / 2 - width / 2;
    const top = trim.y + trim.height / 2 - height / 2;
    parts.push(`<div class="c" style="left:${left}mm;top:${top}mm;width:${width}mm;height:${height}mm;transform:rotate(${rotation}deg)">${card.scene.nodes.map(nodeHtml).join("")}</div>`);
  }
  for (const m of side.marks) {
    const r = { x: Math.min(m.x1, m.x2) - 0.09, y: Math.min(m.y1, m.y2) - 0.09, width: Math.abs(m.x2 - m.x1) + 0.18, height: Math.abs(m.y2 - m.y1) + 0.18 };
    parts.push(`<div style="${box(r)};background:#000"></div>`);
  }
  return `<div class="p">${parts.join("")}</div>`;
}

/**
 * The whole print (every fronts page followed by its backs page) as one HTML document for
 * Chromium's page.pdf(), with the plan's fills, cards and crop marks. `form` "html": absolutely
 * positioned boxes, <img> pictures and text lines (what a web page would do); "svg": one SVG per
 * page drawn by the print dialog's preview component. Returns the HTML, page size (mm), pages.
 */
export async function printHtml(
  doc: PackDocument,
  form: "html" | "svg" = "html",
  options: PrintOptions = BENCH_OPTIONS,
): Promise<{ html: string; page: { width: number; height: number }; pages: number }> {
  const plan = planPrint(doc, options);
  const built = await buildScenes(
    doc,
    plan.sheets.flatMap((s) => s.cards.map((c) => c.card)),
    options.attributes,
  );
  const first = plan.sheets[0];
  if (first === undefined) throw new Error("nothing to print");
  const page = first.layout.page;
  const bodies: string[] = [];
  for (let i = 0; i < plan.sheets.length; i++) {
    const { front, back } = sheetSides(plan, i, built, (scene) => scene, GOT_CGS_VIEW);
    for (const side of back ? [front, back] : [front]) {
      if (form === "html") {
        bodies.push(pageHtml(side));
        continue;
      }
      // The scenes carry the pictures' data URLs themselves, not keys: a table from each URL to itself.
      const pictures: Record<string, string> = {};
      for (const card of side.cards) for (const node of card.scene.nodes) if (node.kind === "image") pictures[node.src] = node.src;
      const svg = createElement(SheetPreview, { page, side, pictures, label: "sheet", className: "sheet" });
      // A prefix per page keeps the clip paths' ids unique in the document.
      bodies.push(renderToStaticMarkup(svg, { identifierPrefix: `p${bodies.length}-` }));
    }
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces()}
@page { size: ${page.width}mm ${page.height}mm; margin: 0; }
html, body { margin: 0; padding: 0; }
.sheet, .p { display: block; position: relative; overflow: hidden; width: ${page.width}mm; height: ${page.height}mm; break-after: page; }
.p div, .p img { position: absolute; box-sizing: border-box; }
.c { transform-origin: center; }
.l { white-space: pre; }
</style></head><body>${bodies.join("\n")}</body></html>`;
  return { html, page, pages: bodies.length };
}
