/**
 * Card scenes (card-scene.ts) drawn as pixels: the PNG of a face is the very scene the PDF draws
 * (pdf-scene.tsx), at the asked resolution, with the same font files, so a card exported as an
 * image cannot drift from the printed one. Drawn with @napi-rs/canvas (Skia, prebuilt for
 * Node; no system library). Server and CLI only: it loads a native module.
 *
 * Text: each line is drawn run by run, each run from the font of the stack that has its
 * characters (FaceFonts.eachRun, as react-pdf picks them), and each run starts where our own
 * measurement (text-layout.ts, the numbers the PDF lays out with) puts it, so lines keep the
 * PDF's positions even where Skia would shape a run a hair wider or narrower.
 */
import { createCanvas, GlobalFonts, loadImage, type Canvas, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import type { CardScene, SceneNode } from "./card-scene";
import { faceFiles, faceFonts, familyName, fontBytes, FACE_NAMES, type FaceName } from "./fonts";
import type { Rect } from "./geometry";
import { textWidth } from "./text-layout";
import { MM_PER_PT } from "./units";

export const MM_PER_INCH = 25.4;

/** Millimetres to pixels at `dpi`. */
export function mmToPx(mm: number, dpi: number): number {
  return (mm / MM_PER_INCH) * dpi;
}

export interface RasterOptions {
  /** Pixels per inch (300 for print shops). */
  readonly dpi: number;
  /**
   * Extra margin around the card (mm a side), painted in `bleedColour`: the bleed a print shop
   * cuts into. 0: the trim alone.
   */
  readonly bleedMm?: number;
  /** The bleed's colour; default: the card's border (the scene's first node, when it covers the card), else white. */
  readonly bleedColour?: string;
  /** Exact output size in pixels (a shop's template), the card centred and scaled by `dpi`; default: trim plus bleed at `dpi`, rounded. */
  readonly sizePx?: { readonly width: number; readonly height: number };
  /** Turn the card a quarter clockwise (a landscape card on a shop's portrait template). */
  readonly turned?: boolean;
}

let registered = false;

/** Registers every font of every face under its PDF family name, once per process. */
function registerFonts(): void {
  if (registered) return;
  for (const face of FACE_NAMES) {
    faceFiles(face).forEach((file, i) => {
      GlobalFonts.register(Buffer.from(fontBytes(file)), familyName(face, i));
    });
  }
  registered = true;
}

/** The fill of a node that covers the whole card (a border), or null. */
export function cardColour(scene: CardScene): string | null {
  const first = scene.nodes[0];
  if (first?.kind !== "rect") return null;
  const { rect } = first;
  return rect.x <= 0 && rect.y <= 0 && rect.width >= scene.size.width && rect.height >= scene.size.height ? first.fill : null;
}

function roundedPath(ctx: SKRSContext2D, r: Rect, radius: number | undefined): void {
  ctx.beginPath();
  if (radius !== undefined && radius > 0) ctx.roundRect(r.x, r.y, r.width, r.height, radius);
  else ctx.rect(r.x, r.y, r.width, r.height);
}

/** Draws `image` over `r` as CSS `object-fit: cover` does (react-pdf's objectFit in the PDF). */
function drawCover(ctx: SKRSContext2D, image: Image, r: Rect, radius: number | undefined): void {
  const scale = Math.max(r.width / image.width, r.height / image.height);
  const w = r.width / scale;
  const h = r.height / scale;
  ctx.save();
  roundedPath(ctx, r, radius);
  ctx.clip();
  ctx.drawImage(image, (image.width - w) / 2, (image.height - h) / 2, w, h, r.x, r.y, r.width, r.height);
  ctx.restore();
}

/** A picture whole inside `r`, centred (a symbol). */
function drawContain(ctx: SKRSContext2D, image: Image, r: Rect): void {
  const scale = Math.min(r.width / image.width, r.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.drawImage(image, r.x + (r.width - w) / 2, r.y + (r.height - h) / 2, w, h);
}

/** A font's ascent in ems (where a line's baseline sits below its top, as react-pdf puts it). */
const ascents = new Map<string, number>();
function ascentEm(face: FaceName, index: number): number {
  const key = `${face}:${index}`;
  let a = ascents.get(key);
  if (a === undefined) {
    const font = faceFonts(face).font(index);
    a = font.ascent / font.unitsPerEm;
    ascents.set(key, a);
  }
  return a;
}

/**
 * Text is drawn in device pixels, not in the scaled card millimetres: Skia sizes and hints glyphs
 * at the font size it is given, so a 2.3 "px" font scaled up six times comes out heavier and off
 * its baseline. `scale` is pixels per mm; the context is left at the card's centre, unscaled.
 */
function drawText(ctx: SKRSContext2D, node: Extract<SceneNode, { kind: "text" }>, scale: number, origin: { x: number; y: number }): void {
  const sizePx = node.sizePt * MM_PER_PT * scale;
  const X = (mm: number) => (mm - origin.x) * scale;
  const Y = (mm: number) => (mm - origin.y) * scale;
  ctx.fillStyle = node.color;
  ctx.textBaseline = "alphabetic";
  node.lines.forEach((line, i) => {
    const top = node.top + i * node.lineHeightMm;
    const firstFace = line.runs[0]?.face ?? "sans";
    // react-pdf puts a line's baseline one ascent of its first font below the line's top.
    const baseline = Y(top + ascentEm(firstFace, 0) * node.sizePt * MM_PER_PT);
    let x = node.x;
    for (const run of line.runs) {
      const fonts = faceFonts(run.face);
      const runStart = x;
      // Word by word, each at the offset our measurement gives it: Skia's advances differ from
      // fontkit's by a hair per glyph, which would add up along a line. The offset grows by the
      // measured width of each word with its spaces (no kerning pair spans a space).
      let at = 0;
      let offset = 0;
      fonts.eachRun(run.text, (start, end, index) => {
        ctx.font = `${sizePx}px "${familyName(run.face, index)}"`;
        for (const m of run.text.slice(start, end).matchAll(/\S+/g)) {
          const wordStart = start + (m.index ?? 0);
          if (wordStart > at) offset += textWidth(run.text.slice(at, wordStart), run.face, node.sizePt);
          at = wordStart;
          ctx.fillText(m[0], X(runStart + offset), baseline);
        }
      });
      x = runStart + textWidth(run.text, run.face, node.sizePt);
    }
  });
}

/** Loads each distinct picture of `scenes` once (data URLs, as the scenes carry them). */
export async function loadPictures(scenes: Iterable<CardScene>): Promise<Map<string, Image>> {
  const out = new Map<string, Image>();
  for (const scene of scenes) {
    for (const node of scene.nodes) {
      if (node.kind !== "image" || out.has(node.src)) continue;
      out.set(node.src, await loadImage(node.src));
    }
  }
  return out;
}

/**
 * Draws `scene` and returns its PNG: RGB without alpha (print shops and Tabletop Simulator want
 * opaque images), its resolution recorded (pHYs) as `options.dpi`. `pictures` holds the decoded
 * pictures of the scene (loadPictures); a picture missing there is drawn as nothing, as a broken
 * picture prints plain. Throws RangeError for a resolution that is not a positive number.
 */
export async function renderScenePng(scene: CardScene, options: RasterOptions, pictures?: ReadonlyMap<string, Image>): Promise<Buffer> {
  return encodePng(drawScene(scene, options, pictures ?? (await loadPictures([scene]))), options.dpi);
}

/**
 * A canvas as an RGB PNG with its dpi. Skia's own encoder writes RGBA and no resolution; sharp
 * (libvips, already ours for pictures) drops the alpha and records the dpi in one encode.
 */
export async function encodePng(canvas: Canvas, dpi: number): Promise<Buffer> {
  // Each image is encoded once: libvips's operation cache would only hold copies of them.
  sharp.cache(false);
  // canvas.data() is the canvas's own memory, not a copy: the canvas must outlive sharp's read
  // on its thread, or a collected canvas frees the pixels under it (a crash, seen in tests).
  const png = await sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .withMetadata({ density: dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
  keepAlive(canvas);
  return png;
}

/** Holds a reference until here (the engine may not collect an object a later statement uses). */
function keepAlive(value: object): void {
  if (value === null) throw new Error("unreachable");
}

/** The scene drawn on a canvas of its own. */
export function drawScene(scene: CardScene, options: RasterOptions, pictures: ReadonlyMap<string, Image>): Canvas {
  const { width, height } = rasterSize(scene, options);
  const canvas = createCanvas(width, height);
  paintScene(canvas.getContext("2d", { alpha: false }), scene, options, pictures, { x: 0, y: 0, width, height });
  return canvas;
}

/** The pixel size {@link drawScene} gives `scene` under `options`. */
export function rasterSize(scene: CardScene, options: RasterOptions): { width: number; height: number } {
  const bleed = options.bleedMm ?? 0;
  const turned = options.turned === true;
  const across = turned ? scene.size.height : scene.size.width;
  const down = turned ? scene.size.width : scene.size.height;
  return { width: options.sizePx?.width ?? Math.round(mmToPx(across + 2 * bleed, options.dpi)), height: options.sizePx?.height ?? Math.round(mmToPx(down + 2 * bleed, options.dpi)) };
}

/**
 * Paints `scene` into `cell` (pixels) of `ctx`: the bleed colour over the cell, then the card
 * centred in it at `options.dpi`. Sheets paint every card into one canvas this way, with no
 * canvas of its own per card (native memory the collector does not see).
 */
export function paintScene(ctx: SKRSContext2D, scene: CardScene, options: RasterOptions, pictures: ReadonlyMap<string, Image>, cell: { x: number; y: number; width: number; height: number }): void {
  if (!(options.dpi > 0) || !Number.isFinite(options.dpi)) throw new RangeError(`raster: dpi must be a positive number, got ${options.dpi}`);
  registerFonts();
  const turned = options.turned === true;
  ctx.save();
  ctx.beginPath();
  ctx.rect(cell.x, cell.y, cell.width, cell.height);
  ctx.clip();
  ctx.fillStyle = options.bleedColour ?? cardColour(scene) ?? "#ffffff";
  ctx.fillRect(cell.x, cell.y, cell.width, cell.height);
  // Card millimetres from here on, the card centred on the cell.
  const scale = mmToPx(1, options.dpi);
  ctx.translate(cell.x + cell.width / 2, cell.y + cell.height / 2);
  if (turned) ctx.rotate(Math.PI / 2);
  ctx.scale(scale, scale);
  ctx.translate(-scene.size.width / 2, -scene.size.height / 2);
  for (const node of scene.nodes) {
    switch (node.kind) {
      case "rect":
        ctx.globalAlpha = node.opacity ?? 1;
        ctx.fillStyle = node.fill;
        roundedPath(ctx, node.rect, node.radius);
        ctx.fill();
        ctx.globalAlpha = 1;
        break;
      case "frame": {
        // The PDF draws a CSS border: inside the rectangle, `width` thick.
        const half = node.width / 2;
        const r = node.rect;
        ctx.strokeStyle = node.stroke;
        ctx.lineWidth = node.width;
        roundedPath(ctx, { x: r.x + half, y: r.y + half, width: r.width - node.width, height: r.height - node.width }, node.radius === undefined ? undefined : Math.max(0, node.radius - half));
        ctx.stroke();
        break;
      }
      case "image": {
        const image = pictures.get(node.src);
        if (image !== undefined && node.fit === "contain") drawContain(ctx, image, node.rect);
        else if (image !== undefined) drawCover(ctx, image, node.rect, node.radius);
        break;
      }
      case "text":
        // Back to pixels about the card's centre (turned as the card is) for the glyphs.
        ctx.save();
        ctx.translate(scene.size.width / 2, scene.size.height / 2);
        ctx.scale(1 / scale, 1 / scale);
        drawText(ctx, node, scale, { x: scene.size.width / 2, y: scene.size.height / 2 });
        ctx.restore();
        break;
    }
  }
  ctx.restore();
}
