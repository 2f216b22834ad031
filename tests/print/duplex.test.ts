import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { backPlacement, throughPaper, type CardPlacement, type Flip } from "@/lib/print/duplex";
import { apply, placementTransform, type Rotation } from "@/lib/print/geometry";
import { layoutSheet } from "@/lib/print/imposition";
import { PAPER_NAMES, PAPER_SIZES } from "@/lib/print/units";

const A4 = PAPER_SIZES.A4;
const SILVER = { width: 63, height: 88 };

/** Where a card-local point of the placed card lies on its page. */
function onPage(p: CardPlacement, u: number, v: number) {
  return apply(placementTransform(p.trim, p.rotation, p.size), { x: u, y: v });
}

describe("backPlacement", () => {
  it("long-edge flip on a portrait page mirrors x and keeps the back upright", () => {
    const front: CardPlacement = { trim: { x: 10, y: 20, width: 63, height: 88 }, rotation: 0, size: SILVER };
    const back = backPlacement(front, A4, "long-edge");
    expect(back.trim.x).toBeCloseTo(210 - 10 - 63, 2);
    expect(back.trim.y).toBeCloseTo(20, 2);
    expect(back.rotation).toBe(0);
  });

  it("short-edge flip mirrors y and prints the back upside down", () => {
    const front: CardPlacement = { trim: { x: 10, y: 20, width: 63, height: 88 }, rotation: 0, size: SILVER };
    const back = backPlacement(front, A4, "short-edge");
    expect(back.trim.x).toBeCloseTo(10, 2);
    expect(back.trim.y).toBeCloseTo(297 - 20 - 88, 2);
    expect(back.rotation).toBe(180);
  });

  it("a card on its side gets a back turned the other way after a long-edge flip", () => {
    const front: CardPlacement = { trim: { x: 10, y: 20, width: 88, height: 63 }, rotation: 90, size: SILVER };
    const back = backPlacement(front, A4, "long-edge");
    expect(back.rotation).toBe(270);
    expect(back.trim).toMatchObject({ width: 88, height: 63 });
  });

  it("moves the back by the offset, in the back page's own axes", () => {
    const front: CardPlacement = { trim: { x: 10, y: 20, width: 63, height: 88 }, rotation: 0, size: SILVER };
    const plain = backPlacement(front, A4, "long-edge");
    const moved = backPlacement(front, A4, "long-edge", { x: 1.5, y: -0.5 });
    expect(moved.trim.x - plain.trim.x).toBeCloseTo(1.5, 9);
    expect(moved.trim.y - plain.trim.y).toBeCloseTo(-0.5, 9);
  });

  it("property: every back of every layout is the exact mirror of its front, and its corners sit behind the right corners", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAPER_NAMES),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.constantFrom<Flip>("long-edge", "short-edge"),
        fc.constantFrom(SILVER, { width: 125, height: 176 }),
        fc.boolean(),
        (paper, bleed, flip, card, landscape) => {
          const layout = layoutSheet(card, { paper, bleed });
          const page = layout.page;
          for (const slot of layout.slots) {
            // A landscape gold card takes a portrait slot turned a quarter less.
            const front: CardPlacement = landscape
              ? { trim: slot.trim, rotation: ((slot.rotation + 270) % 360) as Rotation, size: { width: card.height, height: card.width } }
              : { trim: slot.trim, rotation: slot.rotation, size: layout.card };
            const back = backPlacement(front, page, flip);
            // The rectangle: mirrored about the flip axis, to 0.01 mm.
            const mirrored =
              flip === "long-edge"
                ? { x: page.width - slot.trim.x - slot.trim.width, y: slot.trim.y }
                : { x: slot.trim.x, y: page.height - slot.trim.y - slot.trim.height };
            expect(Math.abs(back.trim.x - mirrored.x)).toBeLessThan(0.01);
            expect(Math.abs(back.trim.y - mirrored.y)).toBeLessThan(0.01);
            expect(Math.abs(back.trim.width - slot.trim.width)).toBeLessThan(0.01);
            expect(Math.abs(back.trim.height - slot.trim.height)).toBeLessThan(0.01);
            // The picture: the back's top-left corner is behind the front's top-right corner (a
            // card turned over about its vertical axis shows its back upright).
            const w = front.size.width;
            const h = front.size.height;
            for (const [u, v, fu, fv] of [[0, 0, w, 0], [w, 0, 0, 0], [0, h, w, h], [w, h, 0, h]] as const) {
              const behind = throughPaper(page, flip, onPage(front, fu, fv));
              const there = onPage(back, u, v);
              expect(Math.abs(behind.x - there.x)).toBeLessThan(0.01);
              expect(Math.abs(behind.y - there.y)).toBeLessThan(0.01);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("property: any placement and rotation round-trips through two flips", () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.double({ min: 0, max: 100, noNaN: true }), y: fc.double({ min: 0, max: 150, noNaN: true }) }),
        fc.constantFrom<Rotation>(0, 90, 180, 270),
        fc.constantFrom<Flip>("long-edge", "short-edge"),
        (at, rotation, flip) => {
          const size = SILVER;
          const quarter = rotation === 90 || rotation === 270;
          const front: CardPlacement = { trim: { ...at, width: quarter ? 88 : 63, height: quarter ? 63 : 88 }, rotation, size };
          const back = backPlacement(front, A4, flip);
          const again = backPlacement(back, A4, flip);
          expect(again.rotation).toBe(rotation);
          expect(Math.abs(again.trim.x - front.trim.x)).toBeLessThan(1e-9);
          expect(Math.abs(again.trim.y - front.trim.y)).toBeLessThan(1e-9);
        },
      ),
    );
  });
});
