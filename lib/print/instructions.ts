/**
 * The pages around the cards: the optional first page that says how to print and cut, and the
 * blank page behind it (with backs, so every fronts page stays on the front of a sheet). Drawn
 * on the PdfCanvas like the card pages, in the flow react-pdf gave them before: 20 mm margins,
 * the pack's name, a 100 mm ruler to check the scale, then the advice section by section.
 */
import type { PdfCanvas } from "./pdf-canvas";
import { drawParagraph } from "./pdf-draw";
import type { PrintPlan } from "./plan";
import { mmToPt, pageSizePt, PAPER_SIZES, type PaperName } from "./units";

const INK = "#1c211d";
const MUTED = "#5d675f";

function fmt(mm: number): string {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1);
}

/** The lines of advice, in the order a designer needs them; exported for tests. */
export function instructionLines(plan: PrintPlan<unknown, string>): { heading: string; body: string[] }[] {
  const o = plan.options;
  const sheetWord = (n: number) => `${n} sheet${n === 1 ? "" : "s"}`;
  const gotCgs = plan.sheets.every((s) => s.format === "silver" || s.format === "gold");
  const what: string[] = [];
  // GOT CGS names its formats; any other system's sheets are told apart by their card size.
  const formats = gotCgs ? ["silver", "gold"] : [...new Set(plan.sheets.map((s) => s.format))];
  for (const format of formats) {
    const sheets = plan.sheets.filter((s) => s.format === format);
    const cards = sheets.reduce((n, s) => n + s.cards.length, 0);
    const first = sheets[0];
    if (cards === 0 || first === undefined) continue;
    const size = format === "silver" ? "63 × 88 mm" : format === "gold" ? "125 × 176 mm" : `${fmt(first.layout.card.width)} × ${fmt(first.layout.card.height)} mm`;
    const noun = gotCgs ? `${format} card` : "card";
    what.push(`${cards} ${noun}${cards === 1 ? "" : "s"} (${size}) on ${sheetWord(sheets.length)}`);
  }
  const out: { heading: string; body: string[] }[] = [
    {
      heading: "Print at 100 %",
      body: [
        "Choose “Actual size” or a scale of 100 %. Turn off “Fit to page”, “Shrink oversized pages” and any other scaling: the cards are drawn at their exact size.",
        `Check with the ruler below: it must measure 100 mm. Paper: ${o.paper}${o.paper === "A4" || o.paper === "A3" ? "" : " (8.5 × 11 in)"}; card stock of 250–300 g/m² feels like a real card.`,
      ],
    },
    { heading: "What prints", body: [`${what.join(" and ")}: ${plan.pages.length} page${plan.pages.length === 1 ? "" : "s"} in all.`] },
  ];
  if (o.backs === "none") {
    out.push({ heading: "No backs", body: ["Print single-sided. The fronts are meant for card sleeves with opaque backs."] });
  } else {
    const edge = o.backs === "long-edge" ? "long edge (like a book)" : "short edge (like a notepad)";
    const body = [
      `Print double-sided, flipping on the ${edge}. Every page of fronts is followed by the page of their backs.`,
      "The page after this one is blank on purpose: it keeps every page of fronts on the front of a sheet.",
      "Without a duplex printer: print the odd pages, put the stack back into the tray turned over on the same edge, then print the even pages.",
    ];
    if (o.backOffset.x !== 0 || o.backOffset.y !== 0) {
      body.push(`Backs are moved ${fmt(o.backOffset.x)} mm to the right and ${fmt(o.backOffset.y)} mm down (as seen on the back) to make up for this printer; the calibration sheet finds these numbers.`);
    } else {
      body.push("If backs come out shifted, print the calibration sheet, read the offset and set it as the back offset.");
    }
    out.push({ heading: "Backs", body });
  }
  const cutting = [
    "Cards touch each other, so one cut separates two cards. Cut all the lines of one direction across the whole sheet first, then the other direction.",
  ];
  if (o.cropMarks) cutting.push("The short lines in the margins (crop marks) show where every cut goes; line the ruler up with a mark on each side of the sheet.");
  if (o.bleed > 0) cutting.push(`A ${fmt(o.bleed)} mm band of each card's border colour runs around the block of cards, so a cut slightly outside the line shows no white paper.`);
  if (gotCgs) cutting.push("Red borders mark adventure cards and blue ones support cards; they show on both sides, as the rules require.");
  out.push({ heading: "Cutting", body: cutting });
  return out;
}

function drawRuler(canvas: PdfCanvas, left: number, top: number): void {
  canvas.fillRect({ x: left, y: top + mmToPt(4), width: mmToPt(100), height: 0.75 }, INK);
  for (let i = 0; i <= 10; i++) {
    const major = i % 5 === 0;
    canvas.fillRect({ x: left + mmToPt(i * 10) - 0.375, y: top + mmToPt(major ? 1 : 2.5), width: 0.75, height: mmToPt(major ? 6 : 3) }, INK);
  }
  const label = { face: "sans", sizePt: 7, colour: MUTED } as const;
  drawParagraph(canvas, { ...label, text: "0" }, left, top + mmToPt(8), mmToPt(12));
  drawParagraph(canvas, { ...label, text: "100 mm", align: "right" }, left + mmToPt(88), top + mmToPt(8), mmToPt(12));
}

/** The first page: how to print and cut (see {@link instructionLines}). */
export function drawInstructionsPage(canvas: PdfCanvas, plan: PrintPlan<unknown, string>): void {
  const [pageWidth, pageHeight] = pageSizePt(plan.options.paper);
  canvas.page(pageWidth, pageHeight);
  const margin = mmToPt(20);
  const width = pageWidth - 2 * margin;
  let y = margin;
  y += drawParagraph(canvas, { text: plan.packName, face: "sansBold", sizePt: 18, colour: INK }, margin, y, width);
  y += 4;
  y += drawParagraph(canvas, { text: "How to print and cut these cards", face: "sans", sizePt: 11, colour: MUTED }, margin, y, width);
  y += mmToPt(6);
  drawRuler(canvas, margin, y);
  y += mmToPt(12);
  for (const section of instructionLines(plan)) {
    y += mmToPt(6);
    y += drawParagraph(canvas, { text: section.heading, face: "sansBold", sizePt: 11, colour: INK }, margin, y, width) + 3;
    for (const line of section.body) y += drawParagraph(canvas, { text: line, face: "sans", sizePt: 10, lineHeight: 14, colour: INK }, margin, y, width) + 2;
  }
}

/** The back of the instructions page: blank but for one line saying so. */
export function drawBlankPage(canvas: PdfCanvas, paper: PaperName): void {
  const [pageWidth, pageHeight] = pageSizePt(paper);
  canvas.page(pageWidth, pageHeight);
  const text = "This page is blank on purpose: it is the back of the instructions.";
  drawParagraph(canvas, { text, face: "sans", sizePt: 7, colour: MUTED, align: "center" }, 0, mmToPt(PAPER_SIZES[paper].height - 12), pageWidth);
}
