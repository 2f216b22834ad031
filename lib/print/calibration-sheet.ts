/**
 * The calibration sheet: one sheet (a front page and a back page) to find the back offset of a
 * printer that shifts the second side.
 *
 * The front has five crosses; the back has, behind each cross (where it would land on a perfect
 * printer), a horizontal and a vertical scale from -5 to +5 mm, tick k drawn k mm right of (or
 * below) that spot. Held against a window, each cross shows through onto the scales: if the
 * printer shifts the back by s, the cross reads -s, which is exactly the offset that cancels
 * the shift. So the designer enters the numbers read, as they are.
 */
import { throughPaper, type Flip } from "./duplex";
import type { Point } from "./geometry";
import { PdfCanvas } from "./pdf-canvas";
import { drawParagraph } from "./pdf-draw";
import { mmToPt, pageSizePt, PAPER_SIZES, type PaperName } from "./units";

const INK = "#1c211d";
const MUTED = "#5d675f";
/** Scale reach either side of the ideal spot (mm) and tick step. */
export const CALIBRATION_RANGE_MM = 5;
const STEP_MM = 0.5;

/** Where the crosses go on the front page: the centre and four spots 40 mm in from the corners. */
export function calibrationTargets(paper: PaperName): Point[] {
  const { width, height } = PAPER_SIZES[paper];
  const inset = 40;
  return [
    { x: width / 2, y: height / 2 },
    { x: inset, y: inset + 25 },
    { x: width - inset, y: inset + 25 },
    { x: inset, y: height - inset },
    { x: width - inset, y: height - inset },
  ];
}

/** A bar from (x, y), w x h mm, at least 0.4 pt thick either way so it shows. */
function line(canvas: PdfCanvas, x: number, y: number, w: number, h: number, colour = INK): void {
  canvas.fillRect({ x: mmToPt(x), y: mmToPt(y), width: Math.max(0.4, mmToPt(w)), height: Math.max(0.4, mmToPt(h)) }, colour);
}

function cross(canvas: PdfCanvas, at: Point): void {
  const arm = 8;
  line(canvas, at.x - 0.125, at.y - arm, 0.25, 2 * arm);
  line(canvas, at.x - arm, at.y - 0.125, 2 * arm, 0.25);
}

function scales(canvas: PdfCanvas, at: Point): void {
  const ticks: number[] = [];
  for (let k = -CALIBRATION_RANGE_MM; k <= CALIBRATION_RANGE_MM + 1e-9; k += STEP_MM) ticks.push(Math.round(k * 10) / 10);
  const label = (k: number) => (k > 0 ? `+${k}` : String(k));
  const font = { face: "sans", sizePt: 4.5, colour: MUTED } as const;
  // The horizontal scale sits 6 mm below the spot, the vertical one 6 mm to its right, so the
  // cross's lines cross them and the scales do not hide the cross's centre. Ticks and labels
  // point away from the spot (down, right): pointing towards it, the +4..+5 ticks of the two
  // scales crossed each other in the corner between them.
  const hy = at.y + 6;
  const vx = at.x + 6;
  line(canvas, at.x - CALIBRATION_RANGE_MM, hy, 2 * CALIBRATION_RANGE_MM, 0.15);
  for (const k of ticks) {
    const major = Number.isInteger(k);
    line(canvas, at.x + k - 0.05, hy, 0.1, major ? 2 : 1);
    // Labels 2 mm apart would touch ("+2+4"): ±2 sit a row lower than -4, 0, +4.
    if (major && k % 2 === 0) drawParagraph(canvas, { ...font, text: label(k), align: "center" }, mmToPt(at.x + k - 2), mmToPt(hy + 2.4 + (k % 4 === 0 ? 0 : 1.9)), mmToPt(4));
  }
  line(canvas, vx, at.y - CALIBRATION_RANGE_MM, 0.15, 2 * CALIBRATION_RANGE_MM);
  for (const k of ticks) {
    const major = Number.isInteger(k);
    line(canvas, vx, at.y + k - 0.05, major ? 2 : 1, 0.1);
    if (major && k % 2 === 0) drawParagraph(canvas, { ...font, text: label(k) }, mmToPt(vx + 2.6), mmToPt(at.y + k) - 2.2, mmToPt(10));
  }
  line(canvas, at.x - 0.5, at.y - 0.5, 1, 1, MUTED);
}

function heading(canvas: PdfCanvas, title: string, lines: readonly string[]): void {
  const left = mmToPt(20);
  const width = mmToPt(170);
  let y = mmToPt(14);
  y += drawParagraph(canvas, { text: title, face: "sansBold", sizePt: 12, colour: INK }, left, y, width);
  for (const text of lines) {
    y += 2;
    y += drawParagraph(canvas, { text, face: "sans", sizePt: 8, lineHeight: 8 * 1.35, colour: INK }, left, y, width);
  }
}

/** The calibration sheet for `paper` and `flip` as a PDF of two pages (front, back). */
export async function calibrationPdf(paper: PaperName, flip: Flip): Promise<Uint8Array<ArrayBuffer>> {
  const page = PAPER_SIZES[paper];
  const [width, height] = pageSizePt(paper);
  const targets = calibrationTargets(paper);
  const edge = flip === "long-edge" ? "long edge" : "short edge";
  const canvas = new PdfCanvas({ title: "Greenhouse back offset calibration", subject: "Back offset calibration", creator: "Greenhouse", producer: "Greenhouse (pdfkit)" });
  canvas.page(width, height);
  heading(canvas, "Back offset calibration: front", [
    `Print both pages double-sided on one sheet, flipping on the ${edge}, at 100 % (no fitting), with the paper and tray you use for cards.`,
    "Hold the sheet against a window or a lamp and look at the back: each cross of this side shows through onto a pair of scales.",
  ]);
  for (const t of targets) cross(canvas, t);
  canvas.page(width, height);
  heading(canvas, "Back offset calibration: back", [
    "Read where the vertical line of each cross meets the horizontal scale (x) and where its horizontal line meets the vertical scale (y).",
    "Enter those numbers, signs included, as the back offset x, y (mm). If all five crosses agree, the offset fixes the whole sheet;",
    "if they differ, the printer also turns or stretches the paper, and the centre's numbers are the best single choice.",
  ]);
  for (const t of targets) scales(canvas, throughPaper(page, flip, t));
  return canvas.finish();
}
