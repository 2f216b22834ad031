/**
 * Units and paper sizes for print. Geometry is computed in millimetres (what a designer measures
 * with a ruler); the PDF wants points, so conversion happens once, at the edge.
 */

/** One PostScript point in millimetres (1 pt = 1/72 inch). */
export const MM_PER_PT = 25.4 / 72;

export function mmToPt(mm: number): number {
  return mm / MM_PER_PT;
}

export function ptToMm(pt: number): number {
  return pt * MM_PER_PT;
}

export const PAPER_NAMES = ["A4", "Letter", "A3"] as const;
export type PaperName = (typeof PAPER_NAMES)[number];

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Paper sizes in millimetres, portrait (ISO 216 and US Letter 8.5 x 11 in). */
export const PAPER_SIZES: Readonly<Record<PaperName, Size>> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
  A3: { width: 297, height: 420 },
};

/**
 * The page size the PDF writer takes: `[width, height]` in points. A named size ("A4") would work
 * too, but Letter's name differs between libraries and an explicit array leaves no doubt.
 */
export function pageSizePt(paper: PaperName): [number, number] {
  const { width, height } = PAPER_SIZES[paper];
  return [mmToPt(width), mmToPt(height)];
}

/**
 * Text shrinks no further than this: at 3 pt even a magnifier struggles; past it the text is cut
 * (and reported). Here, not in text-layout.ts, so the card preview (a client component) can read
 * it without the font files.
 */
export const HARD_MIN_PT = 3;
