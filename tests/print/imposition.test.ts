import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contains, expand, overlaps, segmentRectDistance, type Rect } from "@/lib/print/geometry";
import {
  CROP_MARK_GAP_MM,
  CROP_MARK_MIN_LENGTH_MM,
  LayoutError,
  PRINTABLE_MARGIN_MM,
  cropMarks,
  layoutSheet,
  type SheetLayout,
} from "@/lib/print/imposition";
import { PAPER_NAMES, PAPER_SIZES, type PaperName } from "@/lib/print/units";

const SILVER = { width: 63, height: 88 };
const GOLD = { width: 125, height: 176 };

function printable(layout: SheetLayout): Rect {
  const m = layout.margin;
  return { x: m, y: m, width: layout.page.width - 2 * m, height: layout.page.height - 2 * m };
}

/** Every invariant a layout must keep, whatever the options; lists what is broken. */
function problems(layout: SheetLayout): string[] {
  const out: string[] = [];
  const area = printable(layout);
  const trims = layout.slots.map((s) => s.trim);
  trims.forEach((t, i) => {
    if (!contains(area, t)) out.push(`card ${i} outside the margins`);
    trims.forEach((u, j) => {
      if (i < j && overlaps(t, u)) out.push(`cards ${i} and ${j} overlap`);
    });
  });
  layout.bleedRects.forEach((r, i) => {
    if (!contains(area, r)) out.push(`bleed of card ${i} outside the margins`);
    if (!contains(r, trims[i]!)) out.push(`bleed of card ${i} does not cover it`);
    // Two bands of different widths may leave two bleeds sharing a corner outside every card.
    layout.bleedRects.forEach((u, j) => {
      if (layout.bands === 1 && i !== j && overlaps(r, u)) out.push(`bleeds of ${i} and ${j} overlap`);
    });
    trims.forEach((u, j) => {
      if (i !== j && overlaps(r, u)) out.push(`bleed of ${i} runs into card ${j}`);
    });
  });
  for (const mark of cropMarks(layout)) {
    const length = Math.hypot(mark.x2 - mark.x1, mark.y2 - mark.y1);
    if (length < CROP_MARK_MIN_LENGTH_MM - 1e-6) out.push(`mark ${JSON.stringify(mark)} too short`);
    if (mark.x1 !== mark.x2 && mark.y1 !== mark.y2) out.push(`mark ${JSON.stringify(mark)} is slanted`);
    const box = { x: Math.min(mark.x1, mark.x2), y: Math.min(mark.y1, mark.y2), width: Math.abs(mark.x2 - mark.x1), height: Math.abs(mark.y2 - mark.y1) };
    if (!contains(area, box)) out.push(`mark ${JSON.stringify(mark)} outside the printable area`);
    trims.forEach((t, i) => {
      if (segmentRectDistance(mark, t) < CROP_MARK_GAP_MM - 1e-6) out.push(`mark ${JSON.stringify(mark)} touches card ${i}`);
    });
  }
  return out;
}

function expectSound(layout: SheetLayout) {
  expect(problems(layout)).toEqual([]);
}

/** Most cards a single grid in either orientation could hold, counted independently. */
function bruteForceGrid(card: { width: number; height: number }, paper: PaperName, bleed: number): number {
  const page = PAPER_SIZES[paper];
  const w = page.width - 2 * PRINTABLE_MARGIN_MM - 2 * bleed;
  const h = page.height - 2 * PRINTABLE_MARGIN_MM - 2 * bleed;
  let best = 0;
  for (const [cw, ch] of [[card.width, card.height], [card.height, card.width]] as const) {
    for (let cols = 1; cols * cw <= w + 1e-9; cols++) for (let rows = 1; rows * ch <= h + 1e-9; rows++) best = Math.max(best, cols * rows);
  }
  return best;
}

describe("layoutSheet", () => {
  it("fits 3 x 3 silver cards on A4 with the default 3 mm bleed, upright", () => {
    const layout = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    expect(layout.slots).toHaveLength(9);
    expect(layout.slots.every((s) => s.rotation === 0)).toBe(true);
    expect(layout.bands).toBe(1);
    expectSound(layout);
  });

  it("fits 3 x 3 silver cards on Letter with the default bleed", () => {
    const layout = layoutSheet(SILVER, { paper: "Letter", bleed: 3 });
    expect(layout.slots).toHaveLength(9);
    expectSound(layout);
  });

  it("mixes orientations on A3: 5 rows of 3 on their side plus a row of 4 upright beat 6 x 3 or 4 x 4", () => {
    const layout = layoutSheet(SILVER, { paper: "A3", bleed: 3 });
    expect(layout.slots).toHaveLength(19);
    expect(layout.bands).toBe(2);
    expect(layout.slots.filter((s) => s.rotation === 90)).toHaveLength(15);
    expectSound(layout);
  });

  it("puts two gold cards on their side on A4 and Letter, four upright on A3", () => {
    expect(layoutSheet(GOLD, { paper: "A4", bleed: 3 }).slots.map((s) => s.rotation)).toEqual([90, 90]);
    expect(layoutSheet(GOLD, { paper: "Letter", bleed: 3 }).slots).toHaveLength(2);
    expect(layoutSheet(GOLD, { paper: "A3", bleed: 3 }).slots.map((s) => s.rotation)).toEqual([0, 0, 0, 0]);
  });

  it("butts cards: neighbours in a row share their cut line", () => {
    const [a, b] = layoutSheet(SILVER, { paper: "A4", bleed: 3 }).slots;
    expect(b!.trim.x).toBeCloseTo(a!.trim.x + 63, 9);
    expect(b!.trim.y).toBeCloseTo(a!.trim.y, 9);
  });

  it("centres the block so a flipped sheet lands the block on itself", () => {
    const layout = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    const p = layout.printed;
    expect(p.x).toBeCloseTo(layout.page.width - (p.x + p.width), 9);
    expect(p.y).toBeCloseTo(layout.page.height - (p.y + p.height), 9);
  });

  it("uses two bands when that fits strictly more cards", () => {
    // 100 x 60 cards on A4 (202 x 289 printable, no bleed): 2 x 4 upright = 8, on their side
    // 3 x 2 = 6, but 2 x 3 upright (180 mm) plus one row of three on their side (100 mm) = 9.
    const layout = layoutSheet({ width: 100, height: 60 }, { paper: "A4", bleed: 0 });
    expect(layout.slots.length).toBeGreaterThan(8);
    expect(layout.bands).toBe(2);
    expectSound(layout);
  });

  it("rejects a bleed outside 0-6 mm with a message that says the range", () => {
    expect(() => layoutSheet(SILVER, { paper: "A4", bleed: 7 })).toThrow(LayoutError);
    expect(() => layoutSheet(SILVER, { paper: "A4", bleed: -1 })).toThrow(/between 0 and 6 mm/);
  });

  it("says so when a card cannot fit at all", () => {
    expect(() => layoutSheet({ width: 400, height: 500 }, { paper: "A4", bleed: 3 })).toThrow(/does not fit A4/);
  });

  it("property: every layout is sound and at least as good as any single grid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAPER_NAMES),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.oneof(fc.constant(SILVER), fc.constant(GOLD), fc.constant({ width: 176, height: 125 }), fc.record({ width: fc.integer({ min: 20, max: 190 }), height: fc.integer({ min: 20, max: 190 }) })),
        (paper, bleed, card) => {
          const expected = bruteForceGrid(card, paper, bleed);
          if (expected === 0) {
            expect(() => layoutSheet(card, { paper, bleed })).toThrow(LayoutError);
            return;
          }
          const layout = layoutSheet(card, { paper, bleed });
          expect(layout.slots.length).toBeGreaterThanOrEqual(expected);
          expectSound(layout);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the soundness check itself", () => {
  it("fires on overlapping cards, a card off the margins and a bleed running into a card", () => {
    const good = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    const [a, b, ...rest] = good.slots;
    const shifted = { ...good, slots: [a!, { ...b!, trim: { ...b!.trim, x: b!.trim.x - 10 } }, ...rest] };
    expect(problems(shifted)).toContain("cards 0 and 1 overlap");
    const off = { ...good, slots: [{ ...a!, trim: { ...a!.trim, x: 1 } }, b!, ...rest] };
    expect(problems(off)).toContain("card 0 outside the margins");
    const spill = { ...good, bleedRects: [expand(a!.trim, 3), ...good.bleedRects.slice(1)] };
    expect(problems(spill)).toContain("bleed of 0 runs into card 1");
  });
});

describe("cropMarks", () => {
  it("marks every cut line of 3 x 3 silver on A4 at both ends", () => {
    const layout = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    const marks = cropMarks(layout);
    const vertical = marks.filter((m) => m.x1 === m.x2);
    const horizontal = marks.filter((m) => m.y1 === m.y2);
    // 4 vertical cut lines x (top, bottom) and 4 horizontal ones x (left, right).
    expect(vertical).toHaveLength(8);
    expect(horizontal).toHaveLength(8);
    expectSound(layout);
  });

  it("keeps marks outside the bleed when there is room", () => {
    const layout = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    for (const mark of cropMarks(layout)) for (const r of layout.bleedRects) expect(segmentRectDistance(mark, r)).toBeGreaterThan(0.5);
  });

  it("on Letter, where 3 x 3 leaves 4.7 mm above and below, the marks reach into the bleed but not the cards", () => {
    const layout = layoutSheet(SILVER, { paper: "Letter", bleed: 3 });
    const marks = cropMarks(layout);
    expect(marks.filter((m) => m.x1 === m.x2)).toHaveLength(8);
    expectSound(layout);
  });

  it("draws no mark through another card in a two-band layout", () => {
    const layout = layoutSheet({ width: 100, height: 60 }, { paper: "A4", bleed: 0 });
    expectSound(layout);
  });

  it("leaves out marks where the paper has no room", () => {
    // 6 mm bleed around 3 x 3 silver on Letter leaves less than the margin above the block.
    const layout = layoutSheet(SILVER, { paper: "Letter", bleed: 6 });
    expect(layout.slots.length).toBeLessThan(9);
    const tight = layoutSheet({ width: 63, height: 90 }, { paper: "Letter", bleed: 0.5 });
    // 63 x 90 mm cards, 0.5 mm bleed: 3 rows leave 4.7 mm above and below, the margin is 4.
    expect(tight.slots).toHaveLength(9);
    const marks = cropMarks(tight);
    expect(marks.filter((m) => m.x1 === m.x2)).toHaveLength(0);
    expect(marks.filter((m) => m.y1 === m.y2)).toHaveLength(8);
    expectSound(tight);
  });
});
