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
  partialLayout,
  type SheetLayout,
} from "@/lib/print/imposition";
import { printOptions } from "@/lib/print/options";
import { planPrint } from "@/lib/systems/got-cgs/print/plan";
import { PAPER_NAMES, PAPER_SIZES, type PaperName } from "@/lib/print/units";
import { card, pack } from "./helpers";

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
    // Two bands of different widths, or two cards meeting at the corner of an empty slot, may
    // leave two bleeds sharing a corner (at most bleed x bleed) outside every card; no more.
    layout.bleedRects.forEach((u, j) => {
      if (i < j && overlaps(r, u)) {
        const w = Math.min(r.x + r.width, u.x + u.width) - Math.max(r.x, u.x);
        const h = Math.min(r.y + r.height, u.y + u.height) - Math.max(r.y, u.y);
        if (w > layout.bleed + 1e-6 || h > layout.bleed + 1e-6) out.push(`bleeds of ${i} and ${j} overlap`);
      }
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

/** How far each card's bleed reaches beyond its trim, [left, top, right, bottom] in mm. */
function sideBleeds(layout: SheetLayout): number[][] {
  return layout.slots.map((s, i) => {
    const t = s.trim;
    const r = layout.bleedRects[i]!;
    return [t.x - r.x, t.y - r.y, r.x + r.width - (t.x + t.width), r.y + r.height - (t.y + t.height)].map((v) => Math.round(v * 1e6) / 1e6);
  });
}

/** The last sheet of a print of `count` silver cards on A4 with 3 mm bleed and crop marks. */
function lastSheet(count: number) {
  const cards = Array.from({ length: count }, (_, i) => card(`GEN-${String(i + 1).padStart(3, "0")}`));
  const plan = planPrint(pack(cards), printOptions({ paper: "A4", bleed: 3, cropMarks: true, backs: "long-edge" }));
  return plan.sheets[plan.sheets.length - 1]!;
}

describe("a partly filled sheet", () => {
  // 3 x 3 silver on A4: columns at x = 10.5, 73.5, 136.5 (to 199.5), rows at y = 16.5, 104.5,
  // 192.5 (to 280.5).
  it("gives 7 cards on a 9-slot sheet their full 3 mm bleed towards the two empty slots", () => {
    const sheet = lastSheet(7);
    expect(sheet.layout.slots).toHaveLength(7);
    expect(sheet.perSheet).toBe(9);
    // [left, top, right, bottom]: full bleed on every side no placed card touches.
    expect(sideBleeds(sheet.layout)).toEqual([
      [3, 3, 0, 0],
      [0, 3, 0, 0],
      [0, 3, 3, 0],
      [3, 0, 0, 0],
      [0, 0, 0, 3], // above an empty slot
      [0, 0, 3, 3], // above an empty slot
      [3, 0, 3, 3], // beside an empty slot
    ]);
    expectSound(sheet.layout);
  });

  it("gives a single card its bleed all round", () => {
    const sheet = lastSheet(10);
    expect(sheet.layout.slots).toHaveLength(1);
    expect(sideBleeds(sheet.layout)).toEqual([[3, 3, 3, 3]]);
    expect(sheet.layout.printed).toEqual({ x: 7.5, y: 13.5, width: 69, height: 94 });
    expect(sheet.cards[0]!.front.trim).toEqual({ x: 10.5, y: 16.5, width: 63, height: 88 });
  });

  it("draws crop marks for the one placed card only: two at each end of its four cut lines", () => {
    const marks = lastSheet(1).marks;
    const round = (m: { x1: number; y1: number; x2: number; y2: number }) => [m.x1, m.y1, m.x2, m.y2].map((v) => Math.round(v * 1000) / 1000);
    expect(marks.map(round).sort()).toEqual(
      [
        // above and below the card on x = 10.5 and 73.5: 1 mm beyond its bleed, 5 mm long
        [10.5, 7.5, 10.5, 12.5],
        [10.5, 113.5, 10.5, 108.5],
        [73.5, 7.5, 73.5, 12.5],
        [73.5, 113.5, 73.5, 108.5],
        // left (cut short by the 4 mm margin) and right of it on y = 16.5 and 104.5
        [4, 16.5, 6.5, 16.5],
        [4, 104.5, 6.5, 104.5],
        [82.5, 16.5, 77.5, 16.5],
        [82.5, 104.5, 77.5, 104.5],
      ].sort(),
    );
  });

  it("puts every mark of 7 cards next to a placed card, none beside the empty slots only", () => {
    const { layout, marks } = lastSheet(7);
    expect(marks).toHaveLength(16);
    const reach = layout.bleed + CROP_MARK_GAP_MM + 5 + 1e-6;
    for (const m of marks) expect(Math.min(...layout.slots.map((s) => segmentRectDistance(m, s.trim)))).toBeLessThanOrEqual(reach);
    // The cut between the 2nd and 3rd columns ends at the 2nd row: its lower mark is under that row.
    const under = marks.filter((m) => m.x1 === m.x2 && Math.abs(m.x1 - 136.5) < 1e-9 && m.y1 > 150);
    expect(under.map((m) => [Math.min(m.y1, m.y2), Math.max(m.y1, m.y2)])).toEqual([[196.5, 201.5]]);
    expectSound(layout);
  });

  it("keeps every slot where the full sheet has it, so backs still mirror fronts", () => {
    const full = layoutSheet(SILVER, { paper: "A4", bleed: 3 });
    const part = partialLayout(full, 4);
    expect(part.slots).toEqual(full.slots.slice(0, 4));
    expect(partialLayout(full, 9)).toBe(full);
    expect(() => partialLayout(full, 0)).toThrow(RangeError);
    expect(() => partialLayout(full, 10)).toThrow(RangeError);
  });

  it("property: any partly filled sheet is sound and each card has full bleed where no placed card touches it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAPER_NAMES),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.constantFrom(SILVER, GOLD),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (paper, bleed, format, share) => {
          const full = layoutSheet(format, { paper, bleed });
          const count = 1 + Math.floor(share * (full.slots.length - 1));
          const part = partialLayout(full, count);
          expectSound(part);
          const trims = part.slots.map((s) => s.trim);
          sideBleeds(part).forEach((sides, i) => {
            const t = trims[i]!;
            const touches = [
              trims.some((o, j) => j !== i && Math.abs(o.x + o.width - t.x) < 1e-6 && overlaps({ ...o, x: t.x, width: 1 }, { ...t, width: 1 })),
              trims.some((o, j) => j !== i && Math.abs(o.y + o.height - t.y) < 1e-6 && overlaps({ ...o, y: t.y, height: 1 }, { ...t, height: 1 })),
              trims.some((o, j) => j !== i && Math.abs(o.x - (t.x + t.width)) < 1e-6 && overlaps({ ...o, width: 1 }, { ...t, x: o.x, width: 1 })),
              trims.some((o, j) => j !== i && Math.abs(o.y - (t.y + t.height)) < 1e-6 && overlaps({ ...o, height: 1 }, { ...t, y: o.y, height: 1 })),
            ];
            sides.forEach((side, k) => expect(side).toBeCloseTo(touches[k] ? 0 : bleed, 6));
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
