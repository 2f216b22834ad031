/**
 * Where each back goes so that, once the sheet is turned over, it sits behind its front.
 *
 * Two flips compose: the sheet's (long-edge: about the page's long axis, like a book; short-edge:
 * about its short axis, like a notepad) and the card's own convention, fixed here: a card turned
 * over about its own vertical axis shows its back upright. So with a short-edge flip every back
 * is printed upside down on the page, and a quarter-turned front gets a back turned the other way.
 */
import {
  apply,
  compose,
  imageRect,
  placementTransform,
  rotationOf,
  type Affine,
  type Point,
  type Rect,
  type Rotation,
} from "./geometry";
import type { Size } from "./units";

export const BACK_MODES = ["none", "long-edge", "short-edge"] as const;
export type BackMode = (typeof BACK_MODES)[number];
export type Flip = Exclude<BackMode, "none">;

/** A card on a page: its trim rectangle, the turn of its upright picture and its upright size. */
export interface CardPlacement {
  readonly trim: Rect;
  readonly rotation: Rotation;
  readonly size: Size;
}

/**
 * The map from a point of the front page to the same spot of the paper seen on the back page.
 * The long edge of a portrait page is vertical, so a long-edge flip mirrors x.
 */
export function sheetFlip(page: Size, flip: Flip): Affine {
  const mirrorX = (page.height >= page.width) === (flip === "long-edge");
  return mirrorX ? { a: -1, b: 0, c: 0, d: 1, e: page.width, f: 0 } : { a: 1, b: 0, c: 0, d: -1, e: 0, f: page.height };
}

/** Back-local point -> the front-local point on the other side of the card. */
function cardFlip(size: Size): Affine {
  return { a: -1, b: 0, c: 0, d: 1, e: size.width, f: 0 };
}

/**
 * The back of `front` on the back page, moved by `offset` (mm, in the back page's own x/y) to
 * make up for printers that shift the second side. Never throws.
 */
export function backPlacement(front: CardPlacement, page: Size, flip: Flip, offset: Point = { x: 0, y: 0 }): CardPlacement {
  const toPage = compose(sheetFlip(page, flip), compose(placementTransform(front.trim, front.rotation, front.size), cardFlip(front.size)));
  const rect = imageRect(toPage, front.size);
  const rotation = rotationOf(toPage);
  // Two reflections always make a rotation; a null here would mean a bug in the maps above.
  if (rotation === null) throw new Error("internal: back placement is not a rotation");
  return { trim: { ...rect, x: rect.x + offset.x, y: rect.y + offset.y }, rotation, size: front.size };
}

/** Where the paper point under a front-page point appears on the back page (for tests and the calibration sheet). */
export function throughPaper(page: Size, flip: Flip, p: Point): Point {
  return apply(sheetFlip(page, flip), p);
}

/** A page rectangle (a bleed area) as it lands on the back page, moved by `offset`. */
export function mirrorRect(rect: Rect, page: Size, flip: Flip, offset: Point = { x: 0, y: 0 }): Rect {
  const corner = apply(sheetFlip(page, flip), { x: rect.x, y: rect.y });
  const far = apply(sheetFlip(page, flip), { x: rect.x + rect.width, y: rect.y + rect.height });
  const x = Math.min(corner.x, far.x);
  const y = Math.min(corner.y, far.y);
  return { x: x + offset.x, y: y + offset.y, width: rect.width, height: rect.height };
}
