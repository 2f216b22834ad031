/**
 * Imposition: where cards go on a sheet. Pure geometry in millimetres, no PDF.
 *
 * Decisions (docs/print.md explains them to designers):
 * - Cards are butted: neighbouring trim edges touch, so one cut separates two cards and 3 x 3
 *   silver cards fit A4 and Letter. The bleed (0-6 mm, default 3) surrounds the block of cards
 *   and is shared between butted cards: inside the block each card's neighbour is its bleed.
 *   Cards are grouped by play mode (print-plan.ts) so neighbours mostly share a border colour.
 * - Everything printed (cards and bleed) stays inside a margin that home printers reach
 *   ({@link PRINTABLE_MARGIN_MM}).
 * - The layout that fits the most cards wins; a card may be turned a quarter turn; a sheet may
 *   hold two bands of different orientation when that fits strictly more cards. Ties go to one
 *   band, then to upright cards.
 * - The block is centred, so a long-edge or short-edge flip lands it on itself.
 */
import { EPSILON_MM, segmentRectDistance, type Rect, type Rotation, type Segment } from "./geometry";
import { PAPER_SIZES, type PaperName, type Size } from "./units";

/** How close to the paper's edge printing is safe: most inkjets reach 3 mm, lasers about 4.2. */
export const PRINTABLE_MARGIN_MM = 4;
export const MAX_BLEED_MM = 6;
export const DEFAULT_BLEED_MM = 3;
/** Crop marks stop this far from what they point at. */
export const CROP_MARK_GAP_MM = 1;
/** Longest crop mark. */
export const CROP_MARK_LENGTH_MM = 5;
/** Shorter marks are hard to line a ruler up with, so they are left out. */
export const CROP_MARK_MIN_LENGTH_MM = 2;

export interface LayoutOptions {
  readonly paper: PaperName;
  /** Bleed around the block of cards, 0 to {@link MAX_BLEED_MM} mm. */
  readonly bleed: number;
  /** Printable margin; {@link PRINTABLE_MARGIN_MM} when omitted. */
  readonly margin?: number;
}

/** One card position: its trim rectangle on the page and the turn of the format's upright card. */
export interface Slot {
  readonly trim: Rect;
  /** 0 or 90: a quarter-turned slot holds the card lying on its side (top edge to the right). */
  readonly rotation: Rotation;
}

export interface SheetLayout {
  readonly paper: PaperName;
  readonly page: Size;
  /** The upright trim size of the format laid out (silver 63 x 88, gold 125 x 176). */
  readonly card: Size;
  readonly bleed: number;
  readonly margin: number;
  /**
   * Reading order: top band first, rows top to bottom, left to right. A partly filled sheet's
   * layout ({@link partialLayout}) lists only the slots that hold cards.
   */
  readonly slots: readonly Slot[];
  /**
   * What each card paints around its trim: the trim grown by the bleed on its outer sides only
   * (a side that touches another card in `slots` gets none; an empty slot is no neighbour), so one card's colour never spills into the
   * bleed in front of its neighbour. Never overlapping another card; in a one-band layout never
   * overlapping each other (two bands of different widths may share a bleed corner).
   */
  readonly bleedRects: readonly Rect[];
  /** The region the printer must reach: the union of `bleedRects`' bounds. */
  readonly printed: Rect;
  readonly bands: 1 | 2;
}

interface Band {
  readonly rotation: Rotation;
  readonly cols: number;
  readonly rows: number;
  readonly slot: Size;
}

interface Candidate {
  readonly bands: readonly Band[];
  /** Bands stacked top to bottom ("rows") or side by side ("columns"). */
  readonly direction: "rows" | "columns";
  readonly count: number;
}

function slotSize(card: Size, rotation: Rotation): Size {
  return rotation === 90 ? { width: card.height, height: card.width } : card;
}

function fitCount(space: number, length: number): number {
  return space < length - EPSILON_MM ? 0 : Math.floor((space + EPSILON_MM) / length);
}

function candidates(card: Size, inner: Size): Candidate[] {
  const out: Candidate[] = [];
  const rotations: Rotation[] = [0, 90];
  for (const rotation of rotations) {
    const slot = slotSize(card, rotation);
    const cols = fitCount(inner.width, slot.width);
    const rows = fitCount(inner.height, slot.height);
    if (cols > 0 && rows > 0) out.push({ bands: [{ rotation, cols, rows, slot }], direction: "rows", count: cols * rows });
  }
  // Two bands: some rows (or columns) in one orientation, the rest of the space in the other.
  for (const first of rotations) {
    const second: Rotation = first === 0 ? 90 : 0;
    const s1 = slotSize(card, first);
    const s2 = slotSize(card, second);
    const cols1 = fitCount(inner.width, s1.width);
    const cols2 = fitCount(inner.width, s2.width);
    for (let rows1 = 1; rows1 * s1.height <= inner.height + EPSILON_MM; rows1++) {
      const rows2 = fitCount(inner.height - rows1 * s1.height, s2.height);
      if (cols1 > 0 && cols2 > 0 && rows2 > 0) {
        out.push({
          bands: [
            { rotation: first, cols: cols1, rows: rows1, slot: s1 },
            { rotation: second, cols: cols2, rows: rows2, slot: s2 },
          ],
          direction: "rows",
          count: cols1 * rows1 + cols2 * rows2,
        });
      }
    }
    const rowsA = fitCount(inner.height, s1.height);
    const rowsB = fitCount(inner.height, s2.height);
    for (let c1 = 1; c1 * s1.width <= inner.width + EPSILON_MM; c1++) {
      const c2 = fitCount(inner.width - c1 * s1.width, s2.width);
      if (rowsA > 0 && rowsB > 0 && c2 > 0) {
        out.push({
          bands: [
            { rotation: first, cols: c1, rows: rowsA, slot: s1 },
            { rotation: second, cols: c2, rows: rowsB, slot: s2 },
          ],
          direction: "columns",
          count: c1 * rowsA + c2 * rowsB,
        });
      }
    }
  }
  return out;
}

/** Better first: more cards; then one band; then upright cards. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.count !== b.count) return a.count > b.count;
  if (a.bands.length !== b.bands.length) return a.bands.length < b.bands.length;
  return (a.bands[0]?.rotation ?? 0) < (b.bands[0]?.rotation ?? 0);
}

function place(candidate: Candidate, page: Size): Slot[] {
  const slots: Slot[] = [];
  const bandW = (b: Band) => b.cols * b.slot.width;
  const bandH = (b: Band) => b.rows * b.slot.height;
  if (candidate.direction === "rows") {
    const total = candidate.bands.reduce((sum, b) => sum + bandH(b), 0);
    let y = (page.height - total) / 2;
    for (const band of candidate.bands) {
      const x0 = (page.width - bandW(band)) / 2;
      for (let r = 0; r < band.rows; r++) {
        for (let c = 0; c < band.cols; c++) {
          const trim = { x: x0 + c * band.slot.width, y: y + r * band.slot.height, ...band.slot };
          slots.push({ trim, rotation: band.rotation });
        }
      }
      y += bandH(band);
    }
  } else {
    const total = candidate.bands.reduce((sum, b) => sum + bandW(b), 0);
    let x = (page.width - total) / 2;
    const perBand: Slot[][] = [];
    for (const band of candidate.bands) {
      const y0 = (page.height - bandH(band)) / 2;
      const list: Slot[] = [];
      for (let r = 0; r < band.rows; r++) {
        for (let c = 0; c < band.cols; c++) {
          list.push({ trim: { x: x + c * band.slot.width, y: y0 + r * band.slot.height, ...band.slot }, rotation: band.rotation });
        }
      }
      perBand.push(list);
      x += bandW(band);
    }
    slots.push(...perBand.flat().sort((p, q) => p.trim.y - q.trim.y || p.trim.x - q.trim.x));
  }
  return slots;
}

/** Thrown when not even one card fits (a bleed or margin too large for the paper). */
export class LayoutError extends Error {
  override readonly name = "LayoutError";
}

/**
 * The sheet layout that fits the most cards of `card` (upright trim size, mm) on `options.paper`.
 * Throws {@link LayoutError} when the bleed is outside 0-6 mm or no card fits.
 */
export function layoutSheet(card: Size, options: LayoutOptions): SheetLayout {
  const { paper, bleed } = options;
  const margin = options.margin ?? PRINTABLE_MARGIN_MM;
  if (!Number.isFinite(bleed) || bleed < 0 || bleed > MAX_BLEED_MM) {
    throw new LayoutError(`bleed must be between 0 and ${MAX_BLEED_MM} mm, got ${bleed}`);
  }
  const page = PAPER_SIZES[paper];
  const inner = { width: page.width - 2 * margin - 2 * bleed, height: page.height - 2 * margin - 2 * bleed };
  let best: Candidate | undefined;
  for (const c of candidates(card, inner)) if (best === undefined || better(c, best)) best = c;
  if (best === undefined) {
    throw new LayoutError(`a ${card.width} x ${card.height} mm card does not fit ${paper} with ${bleed} mm bleed; use less bleed or larger paper`);
  }
  const slots = place(best, page);
  return { paper, page, card, bleed, margin, ...bleedsOf(slots, bleed), bands: best.bands.length === 2 ? 2 : 1 };
}

/**
 * The layout of a sheet that holds only its first `count` cards (the last sheet of a print, when
 * the cards run out): the same slots in the same places, so the block stays where a full sheet
 * has it and every back still lands behind its front, but only `count` of them, with their bleed
 * and `printed` worked out from the placed cards alone. A card beside an empty slot therefore
 * keeps its full bleed on that side (an empty slot is no neighbour), and {@link cropMarks} of the
 * result marks the cut lines of placed cards only. Two placed cards that meet at a corner of an
 * empty slot (the inside corner of an L) share a bleed-sized square there, outside both cards and
 * cut away, as two bands of different widths do. Throws RangeError unless 1 <= count <= slots.
 */
export function partialLayout(layout: SheetLayout, count: number): SheetLayout {
  if (!Number.isInteger(count) || count < 1 || count > layout.slots.length) {
    throw new RangeError(`internal: a sheet of ${layout.slots.length} slots cannot hold ${count} cards`);
  }
  if (count === layout.slots.length) return layout;
  return { ...layout, ...bleedsOf(layout.slots.slice(0, count), layout.bleed) };
}

/** Each card's bleed rectangle among these slots (the others are its only neighbours) and their bounds. */
function bleedsOf(slots: readonly Slot[], bleed: number): Pick<SheetLayout, "slots" | "bleedRects" | "printed"> {
  const bleedRects = slots.map((s, i) => bleedRect(s.trim, slots, i, bleed));
  const x = Math.min(...bleedRects.map((r) => r.x));
  const y = Math.min(...bleedRects.map((r) => r.y));
  const printed = {
    x,
    y,
    width: Math.max(...bleedRects.map((r) => r.x + r.width)) - x,
    height: Math.max(...bleedRects.map((r) => r.y + r.height)) - y,
  };
  return { slots, bleedRects, printed };
}

/** A side touches another card when their trims share that edge over some length. */
function bleedRect(trim: Rect, slots: readonly Slot[], self: number, bleed: number): Rect {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  const spanOverlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0) > 1e-6;
  let left = bleed;
  let right = bleed;
  let top = bleed;
  let bottom = bleed;
  slots.forEach((other, j) => {
    if (j === self) return;
    const o = other.trim;
    const vertical = spanOverlap(trim.y, trim.y + trim.height, o.y, o.y + o.height);
    const horizontal = spanOverlap(trim.x, trim.x + trim.width, o.x, o.x + o.width);
    if (vertical && near(o.x + o.width, trim.x)) left = 0;
    if (vertical && near(o.x, trim.x + trim.width)) right = 0;
    if (horizontal && near(o.y + o.height, trim.y)) top = 0;
    if (horizontal && near(o.y, trim.y + trim.height)) bottom = 0;
  });
  return { x: trim.x - left, y: trim.y - top, width: trim.width + left + right, height: trim.height + top + bottom };
}

/**
 * Crop marks for a layout: for every cut line of its cards (only the placed ones on a partial
 * sheet, {@link partialLayout}), a short segment beyond the block pointing at it,
 * on each side of the block where the line leaves the block at a card's edge (not through
 * another card). A mark stays outside the bleed when there is room; on a tight sheet (3 x 3
 * silver on Letter) it may run into the bleed, which is cut away, but it always stops
 * {@link CROP_MARK_GAP_MM} short of the card. Marks shorter than
 * {@link CROP_MARK_MIN_LENGTH_MM} are left out.
 */
export function cropMarks(layout: SheetLayout): Segment[] {
  const marks: Segment[] = [];
  const { margin, page, bleed } = layout;
  const trims = layout.slots.map((s) => s.trim);
  const xs = unique(trims.flatMap((t) => [t.x, t.x + t.width]));
  const ys = unique(trims.flatMap((t) => [t.y, t.y + t.height]));
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-4;

  const span = (start: number, edge: number): [number, number] | null => {
    // `start` is where the printable area begins on this side, `edge` the card's trim edge;
    // both measured as distances from the page edge, so the mark lies between them.
    const outside = edge - bleed - CROP_MARK_GAP_MM;
    const inside = edge - CROP_MARK_GAP_MM;
    for (const end of [outside, inside]) {
      const from = Math.max(start, end - CROP_MARK_LENGTH_MM);
      if (end - from >= CROP_MARK_MIN_LENGTH_MM - EPSILON_MM) return [from, end];
    }
    return null;
  };

  for (const x of xs) {
    const crossing = trims.filter((t) => x >= t.x - 1e-4 && x <= t.x + t.width + 1e-4);
    const top = minBy(crossing, (t) => t.y);
    const bottom = minBy(crossing, (t) => -(t.y + t.height));
    if (top && (near(top.x, x) || near(top.x + top.width, x))) {
      const s = span(margin, top.y);
      if (s) marks.push({ x1: x, y1: s[0], x2: x, y2: s[1] });
    }
    if (bottom && (near(bottom.x, x) || near(bottom.x + bottom.width, x))) {
      const s = span(margin, page.height - (bottom.y + bottom.height));
      if (s) marks.push({ x1: x, y1: page.height - s[0], x2: x, y2: page.height - s[1] });
    }
  }
  for (const y of ys) {
    const crossing = trims.filter((t) => y >= t.y - 1e-4 && y <= t.y + t.height + 1e-4);
    const left = minBy(crossing, (t) => t.x);
    const right = minBy(crossing, (t) => -(t.x + t.width));
    if (left && (near(left.y, y) || near(left.y + left.height, y))) {
      const s = span(margin, left.x);
      if (s) marks.push({ x1: s[0], y1: y, x2: s[1], y2: y });
    }
    if (right && (near(right.y, y) || near(right.y + right.height, y))) {
      const s = span(margin, page.width - (right.x + right.width));
      if (s) marks.push({ x1: page.width - s[0], y1: y, x2: page.width - s[1], y2: y });
    }
  }
  // In a two-band layout a mark may pass close beside a card of the other band: drop it.
  return marks.filter((m) => trims.every((t) => segmentRectDistance(m, t) >= CROP_MARK_GAP_MM - EPSILON_MM));
}

function unique(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.filter((v, i) => i === 0 || Math.abs(v - (sorted[i - 1] as number)) > 1e-4);
}

function minBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = Infinity;
  for (const item of items) {
    const k = key(item);
    if (k < bestKey - 1e-9) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}
