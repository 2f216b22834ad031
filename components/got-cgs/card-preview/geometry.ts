/**
 * Where the rulebook puts a card's text areas, for the preview: read from print's own card face
 * (lib/systems/got-cgs/print/card-layout.ts), so what a designer sees while typing is what prints.
 *
 * - Silver: 63 x 88 mm portrait; directive, attributes, lore and identifier from top to bottom.
 * - Gold: 125 x 176 mm (ISO B6), portrait or landscape; attributes top-left, lore top-right,
 *   directive bottom-left, identifier bottom-right, over the card's own picture.
 *
 * Lengths are millimetres from the card's top-left corner; font sizes are points as printed;
 * `minPt` is the floor a text shrinks to before print reports it as not fitting.
 */
import { cardFace, type CardFace } from "@/lib/systems/got-cgs/print/card-layout";
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
  /** Corner radius of the preview (the printed card is cut square). */
  readonly radius: number;
  /** Inner padding of a text area, as print lays it out. */
  readonly padX: number;
  readonly padY: number;
  readonly lineHeight: number;
  readonly areas: Readonly<Record<CardArea, AreaSpec>>;
}

export const MM_PER_PT = 25.4 / 72;

const layouts = new WeakMap<CardFace, CardLayout>();

function fromFace(face: CardFace): CardLayout {
  const area = (a: CardArea): AreaSpec => {
    const spec = face.areas[a];
    return { rect: { x: spec.rect.x, y: spec.rect.y, w: spec.rect.width, h: spec.rect.height }, fontPt: spec.sizePt, minPt: spec.floorPt };
  };
  return {
    width: face.size.width,
    height: face.size.height,
    border: face.border,
    radius: face.size.width < 100 ? 3 : 4,
    padX: face.padX,
    padY: face.padY,
    lineHeight: face.lineHeight,
    areas: { directive: area("directive"), attributes: area("attributes"), lore: area("lore"), identifier: area("identifier") },
  };
}

/** The layout of a card; silver cards ignore `orientation` (they are always portrait). */
export function cardLayout(format: CardFormat, orientation: Orientation | null | undefined): CardLayout {
  const face = cardFace(format, orientation);
  let layout = layouts.get(face);
  if (!layout) {
    layout = fromFace(face);
    layouts.set(face, layout);
  }
  return layout;
}

/** A length in millimetres as a percentage of the card's width (for `cqw` sizes). */
export function mmToCqw(mm: number, layout: CardLayout): number {
  return (mm / layout.width) * 100;
}
