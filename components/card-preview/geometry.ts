/**
 * Where the rulebook puts a card's text areas, in millimetres from the card's top-left corner,
 * so the preview shows each card at its true proportions.
 *
 * - Silver: 63 x 88 mm portrait; directive, attributes, lore and identifier from top to bottom.
 * - Gold: 125 x 176 mm (ISO B6), portrait or landscape; attributes top-left, lore top-right,
 *   directive bottom-left, identifier bottom-right, over the card's own picture.
 *
 * Font sizes are in points as printed; `minPt` is the floor a text shrinks to before it is
 * reported as not fitting (DESIGN.md "Print").
 */
import type { CardFormat, Orientation } from "@/lib/packs/schema";

export type CardArea = "directive" | "attributes" | "lore" | "identifier";

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface AreaSpec {
  readonly rect: Rect;
  readonly fontPt: number;
  readonly minPt: number;
}

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  /** Width of the red/blue border, visible on both sides of the printed card. */
  readonly border: number;
  readonly radius: number;
  readonly areas: Readonly<Record<CardArea, AreaSpec>>;
}

export const MM_PER_PT = 25.4 / 72;

const SILVER: CardLayout = {
  width: 63,
  height: 88,
  border: 2.5,
  radius: 3,
  areas: {
    directive: { rect: { x: 4.5, y: 4.5, w: 54, h: 12.5 }, fontPt: 7.5, minPt: 5 },
    attributes: { rect: { x: 4.5, y: 18.5, w: 54, h: 38.5 }, fontPt: 6.5, minPt: 4.5 },
    lore: { rect: { x: 4.5, y: 58.5, w: 54, h: 17 }, fontPt: 6.5, minPt: 4.5 },
    identifier: { rect: { x: 4.5, y: 77, w: 54, h: 6.5 }, fontPt: 6.5, minPt: 5 },
  },
};

const GOLD_PORTRAIT: CardLayout = {
  width: 125,
  height: 176,
  border: 3,
  radius: 4,
  areas: {
    attributes: { rect: { x: 7, y: 7, w: 54, h: 64 }, fontPt: 8, minPt: 5.5 },
    lore: { rect: { x: 64, y: 7, w: 54, h: 42 }, fontPt: 8, minPt: 5.5 },
    directive: { rect: { x: 7, y: 136, w: 66, h: 33 }, fontPt: 9, minPt: 6 },
    identifier: { rect: { x: 78, y: 160, w: 40, h: 9 }, fontPt: 8, minPt: 6 },
  },
};

const GOLD_LANDSCAPE: CardLayout = {
  width: 176,
  height: 125,
  border: 3,
  radius: 4,
  areas: {
    attributes: { rect: { x: 7, y: 7, w: 72, h: 52 }, fontPt: 8, minPt: 5.5 },
    lore: { rect: { x: 97, y: 7, w: 72, h: 34 }, fontPt: 8, minPt: 5.5 },
    directive: { rect: { x: 7, y: 90, w: 84, h: 28 }, fontPt: 9, minPt: 6 },
    identifier: { rect: { x: 129, y: 109, w: 40, h: 9 }, fontPt: 8, minPt: 6 },
  },
};

/** The layout of a card; silver cards ignore `orientation` (they are always portrait). */
export function cardLayout(format: CardFormat, orientation: Orientation | null | undefined): CardLayout {
  if (format === "silver") return SILVER;
  return orientation === "landscape" ? GOLD_LANDSCAPE : GOLD_PORTRAIT;
}

/** A length in millimetres as a percentage of the card's width (for `cqw` sizes). */
export function mmToCqw(mm: number, layout: CardLayout): number {
  return (mm / layout.width) * 100;
}
