/**
 * The GOT CGS card face as printed: sizes, border, picture area and the four text areas, in
 * millimetres from the card's top-left corner, with the font of each area (docs/print.md,
 * the rulebook's "Cards" and "Card packs").
 *
 * The areas match the editor's card preview (components/card-preview/geometry.ts), so what a
 * designer sees while typing is what prints; the sizes are points as printed. `floorPt` is the
 * smallest size considered readable: text shrinks down to it, and text that needs less is a
 * `print-text-overflow` warning (fit.ts), printed smaller still rather than cut.
 *
 * GOT CGS's own: print core (lib/print) knows no system; the other systems print from their
 * definition's faces (lib/print/face-scene.ts).
 */
import type { CardType } from "../attributes/catalogue";
import type { CardFormat, Orientation } from "../../../packs/schema";
import type { Rect } from "../../../print/geometry";
import type { Size } from "../../../print/units";
import type { FaceName } from "../../../print/fonts";

export type CardArea = "directive" | "attributes" | "lore" | "identifier";
export const CARD_AREAS: readonly CardArea[] = ["directive", "attributes", "lore", "identifier"];

export interface AreaSpec {
  readonly rect: Rect;
  /** The printed size when the text fits. */
  readonly sizePt: number;
  /** The readable floor: below it, fit.ts reports the area. */
  readonly floorPt: number;
  /** Regular text face; attribute names use `strongFace`. */
  readonly face: FaceName;
  readonly strongFace?: FaceName;
  readonly align: "left" | "right";
}

export interface CardFace {
  readonly size: Size;
  /** Width of the red/blue border frame, visible on both sides. */
  readonly border: number;
  /** Radius of the picture's corners inside the border. */
  readonly innerRadius: number;
  /** Inner padding of a text panel (mm). */
  readonly padX: number;
  readonly padY: number;
  /** Line height as a multiple of the font size. */
  readonly lineHeight: number;
  readonly areas: Readonly<Record<CardArea, AreaSpec>>;
}

/** Text shrinks no further than this (print core's limit for every system). */
export { HARD_MIN_PT } from "../../../print/units";

const LINE_HEIGHT = 1.22;

function areas(
  rects: Record<CardArea, Rect>,
  sizes: Record<CardArea, [number, number]>,
): Record<CardArea, AreaSpec> {
  const spec = (area: CardArea, face: FaceName, align: "left" | "right", strongFace?: FaceName): AreaSpec => ({
    rect: rects[area],
    sizePt: sizes[area][0],
    floorPt: sizes[area][1],
    face,
    align,
    ...(strongFace ? { strongFace } : {}),
  });
  return {
    directive: spec("directive", "sansMedium", "left"),
    attributes: spec("attributes", "mono", "left", "monoBold"),
    lore: spec("lore", "sansItalic", "left"),
    identifier: spec("identifier", "monoBold", "right"),
  };
}

/** What a format's faces share whatever their orientation: the frame and the text panels' padding. */
type Frame = Pick<CardFace, "border" | "innerRadius" | "padX" | "padY">;

const SILVER_FRAME: Frame = { border: 2.5, innerRadius: 1, padX: 0.76, padY: 0.5 };
const GOLD_FRAME: Frame = { border: 3, innerRadius: 1.5, padX: 1.5, padY: 1 };

const SILVER_SIZES: Record<CardArea, [number, number]> = {
  directive: [7.5, 5],
  attributes: [6.5, 4.5],
  lore: [6.5, 4.5],
  identifier: [6.5, 5],
};

const GOLD_SIZES: Record<CardArea, [number, number]> = {
  directive: [9, 6],
  attributes: [8, 5.5],
  lore: [8, 5.5],
  identifier: [8, 6],
};

/** One face: `width` × `height` mm, a format's frame, where its four areas sit and their [size, floor] in points. */
function face(width: number, height: number, frame: Frame, rects: Record<CardArea, Rect>, sizes: Record<CardArea, [number, number]>): CardFace {
  return { size: { width, height }, ...frame, lineHeight: LINE_HEIGHT, areas: areas(rects, sizes) };
}

export const SILVER_FACE: CardFace = face(
  63,
  88,
  SILVER_FRAME,
  {
    directive: { x: 4.5, y: 4.5, width: 54, height: 12.5 },
    attributes: { x: 4.5, y: 18.5, width: 54, height: 38.5 },
    lore: { x: 4.5, y: 58.5, width: 54, height: 17 },
    identifier: { x: 4.5, y: 77, width: 54, height: 6.5 },
  },
  SILVER_SIZES,
);

export const GOLD_PORTRAIT_FACE: CardFace = face(
  125,
  176,
  GOLD_FRAME,
  {
    attributes: { x: 7, y: 7, width: 54, height: 64 },
    lore: { x: 64, y: 7, width: 54, height: 42 },
    directive: { x: 7, y: 136, width: 66, height: 33 },
    identifier: { x: 78, y: 160, width: 40, height: 9 },
  },
  GOLD_SIZES,
);

export const GOLD_LANDSCAPE_FACE: CardFace = face(
  176,
  125,
  GOLD_FRAME,
  {
    attributes: { x: 7, y: 7, width: 72, height: 52 },
    lore: { x: 97, y: 7, width: 72, height: 34 },
    directive: { x: 7, y: 90, width: 84, height: 28 },
    identifier: { x: 129, y: 109, width: 40, height: 9 },
  },
  GOLD_SIZES,
);

/** The face of a card; silver cards ignore `orientation` (they are always portrait). */
export function cardFace(format: CardFormat, orientation: Orientation | undefined | null): CardFace {
  if (format === "silver") return SILVER_FACE;
  return orientation === "landscape" ? GOLD_LANDSCAPE_FACE : GOLD_PORTRAIT_FACE;
}

/** The upright trim size a format is imposed with (gold landscape cards take a turned portrait slot). */
export function formatSize(format: CardFormat): Size {
  return format === "silver" ? SILVER_FACE.size : GOLD_PORTRAIT_FACE.size;
}

/** Where the background picture goes: inside the border. */
export function pictureRect(face: CardFace): Rect {
  return { x: face.border, y: face.border, width: face.size.width - 2 * face.border, height: face.size.height - 2 * face.border };
}

/** The border colours, the same as the app's (app/globals.css). */
export const BORDER_COLOURS: Readonly<Record<CardType | "none", string>> = {
  Adventure: "#b42318",
  Support: "#1d4ed8",
  // No valid Type: a neutral grey, and preflight says so.
  none: "#9aa39b",
};
