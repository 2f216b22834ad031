/**
 * Draws the pages of a print plan on a PdfCanvas (pdf-canvas.ts): each fronts page paints first
 * the bleed of every card (its border colour around the block), then a seam under each card,
 * then the cards' scenes (card-scene.ts) turned to their placement, then the crop marks; each
 * backs page the same, mirrored for the flip. Lengths come in millimetres and go out in points.
 */
import type { CardScene, SceneNode } from "./card-scene";
import type { CardPlacement } from "./duplex";
import { mirrorRect } from "./duplex";
import { printable, type FaceName } from "./fonts";
import { expand, type Rect, type Segment } from "./geometry";
import type { PdfCanvas, RectPt } from "./pdf-canvas";
import type { PrintPlan, PrintSheet, SheetCardView } from "./plan";
import { breakLines } from "./text-layout";
import { mmToPt, ptToMm } from "./units";

/** Crop marks: thin enough to cut along, dark enough to see. */
const MARK_WIDTH_PT = 0.5;
/**
 * Under each card, its border colour a hair larger than the card: where two butted cards meet,
 * anti-aliased renderers (viewers, some printer drivers) would otherwise show a white seam.
 */
const SEAM_MM = 0.15;

export const pt = (r: Rect): RectPt => ({ x: mmToPt(r.x), y: mmToPt(r.y), width: mmToPt(r.width), height: mmToPt(r.height) });

function drawNode(canvas: PdfCanvas, node: SceneNode, left: number, top: number): void {
  const at = (r: Rect): RectPt => ({ x: left + mmToPt(r.x), y: top + mmToPt(r.y), width: mmToPt(r.width), height: mmToPt(r.height) });
  switch (node.kind) {
    case "rect":
      canvas.fillRect(at(node.rect), node.fill, node.opacity ?? 1, mmToPt(node.radius ?? 0));
      return;
    case "frame":
      canvas.strokeRectInside(at(node.rect), node.stroke, mmToPt(node.width), mmToPt(node.radius ?? 0));
      return;
    case "image":
      canvas.image(node.src, at(node.rect), mmToPt(node.radius ?? 0), node.fit);
      return;
    case "text": {
      const x = left + mmToPt(node.x);
      const lineHeight = mmToPt(node.lineHeightMm);
      node.lines.forEach((line, i) => canvas.textLine(line.runs, x, top + mmToPt(node.top) + i * lineHeight, node.sizePt, node.color));
      return;
    }
  }
}

/** cos and sin of a quarter turn, exactly (0, 1, -1: no rounding drift at 90, 180, 270). */
function quarter(degrees: number): [number, number] {
  switch (((degrees % 360) + 360) % 360) {
    case 0:
      return [1, 0];
    case 90:
      return [0, 1];
    case 180:
      return [-1, 0];
    case 270:
      return [0, -1];
    default:
      return [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  }
}

/**
 * A card side at its place on the page: drawn upright in its own frame (points from its top
 * left), centred on its trim rectangle and turned about that centre (clockwise on the page, as
 * CSS rotate() turns). Not clipped: every node lies inside the card (pictures clip themselves).
 * Copies share the scene, and so its recorded content (PdfCanvas.recorded).
 */
export function drawPlacedScene(canvas: PdfCanvas, scene: CardScene, placement: CardPlacement): void {
  const { trim, rotation } = placement;
  const w = mmToPt(scene.size.width);
  const h = mmToPt(scene.size.height);
  const cx = mmToPt(trim.x + trim.width / 2);
  const cy = mmToPt(trim.y + trim.height / 2);
  const [cos, sin] = quarter(rotation);
  // Card point (u, v) -> page point centre + R(u - w/2, v - h/2), R turning clockwise in y-down space.
  const matrix = [cos, sin, -sin, cos, cx - (cos * w) / 2 + (sin * h) / 2, cy - (sin * w) / 2 - (cos * h) / 2];
  canvas.recorded(scene, matrix, () => {
    for (const node of scene.nodes) drawNode(canvas, node, 0, 0);
  });
}

function drawMark(canvas: PdfCanvas, mark: Segment): void {
  const half = MARK_WIDTH_PT / 2;
  const x = mmToPt(Math.min(mark.x1, mark.x2));
  const y = mmToPt(Math.min(mark.y1, mark.y2));
  const vertical = mark.x1 === mark.x2;
  const length = mmToPt(Math.abs(vertical ? mark.y2 - mark.y1 : mark.x2 - mark.x1));
  const rect = vertical ? { x: x - half, y, width: MARK_WIDTH_PT, height: length } : { x, y: y - half, width: length, height: MARK_WIDTH_PT };
  canvas.fillRect(rect, "#000000");
}

export function drawFrontsPage<C>(canvas: PdfCanvas, sheet: PrintSheet<C, string>, fronts: ReadonlyMap<string, CardScene>, view: SheetCardView<C>): void {
  const { layout } = sheet;
  if (layout.bleed > 0) sheet.cards.forEach((c, i) => canvas.fillRect(pt(layout.bleedRects[i] as Rect), view.colour(c.card)));
  for (const c of sheet.cards) canvas.fillRect(pt(expand(c.front.trim, SEAM_MM)), view.colour(c.card));
  for (const c of sheet.cards) {
    const scene = fronts.get(view.frontKey(c.card));
    if (scene) drawPlacedScene(canvas, scene, c.front);
  }
  for (const m of sheet.marks) drawMark(canvas, m);
}

export function drawBacksPage<C>(canvas: PdfCanvas, sheet: PrintSheet<C, string>, plan: PrintPlan<C, string>, backs: ReadonlyMap<string, CardScene>, view: SheetCardView<C>): void {
  const { layout } = sheet;
  const flip = plan.options.backs === "none" ? null : plan.options.backs;
  if (flip === null) return;
  if (layout.bleed > 0) {
    sheet.cards.forEach((c, i) => canvas.fillRect(pt(mirrorRect(layout.bleedRects[i] as Rect, layout.page, flip, plan.options.backOffset)), view.colour(c.card)));
  }
  for (const c of sheet.cards) if (c.back) canvas.fillRect(pt(expand(c.back.trim, SEAM_MM)), view.colour(c.card));
  for (const c of sheet.cards) {
    const scene = backs.get(view.backKey(c.card));
    if (scene && c.back) drawPlacedScene(canvas, scene, c.back);
  }
}

/** The height (points) of a line box of `face` at `sizePt` without a set line height: ascent to descent plus line gap. */
export function naturalLineHeight(canvas: PdfCanvas, face: FaceName, sizePt: number): number {
  return canvas.lineBoxEm(face) * sizePt;
}

export interface FlowText {
  readonly text: string;
  readonly face: FaceName;
  readonly sizePt: number;
  readonly colour: string;
  /** Line height in points (default: the font's own, see {@link naturalLineHeight}). */
  readonly lineHeight?: number;
  readonly align?: "left" | "center" | "right";
}

/**
 * A paragraph broken into lines of at most `width` points (text-layout.ts, as card text), drawn
 * from `top` down at `x`; returns the height it took. Characters no embedded font has print as
 * "?" (printable, fonts.ts).
 */
export function drawParagraph(canvas: PdfCanvas, t: FlowText, x: number, top: number, width: number): number {
  const text = printable(t.text, t.face).text;
  const lines = breakLines([{ spans: [{ text, face: t.face }], indentEm: 0, hangingEm: 0, offset: 0 }], ptToMm(width), t.sizePt, "left");
  const lineHeight = t.lineHeight ?? naturalLineHeight(canvas, t.face, t.sizePt);
  lines.forEach((line, i) => {
    const w = mmToPt(line.width);
    const dx = t.align === "center" ? (width - w) / 2 : t.align === "right" ? width - w : mmToPt(line.x);
    canvas.textLine(line.runs, x + dx, top + i * lineHeight, t.sizePt, t.colour);
  });
  return lines.length * lineHeight;
}
