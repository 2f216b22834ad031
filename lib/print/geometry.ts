/**
 * Plane geometry for imposition, in millimetres, y pointing down from the page's top-left corner
 * (the way react-pdf and SVG place things).
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A straight line from (x1, y1) to (x2, y2); crop marks are horizontal or vertical segments. */
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Clockwise turn of a card's upright picture on the page. */
export type Rotation = 0 | 90 | 180 | 270;

/**
 * An affine map (u, v) -> (a u + c v + e, b u + d v + f): card-local millimetres to page
 * millimetres. Only rotations and reflections by quarter turns occur here.
 */
export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

/** Tolerance for comparing millimetre lengths computed by different paths. */
export const EPSILON_MM = 1e-6;

export function apply(t: Affine, p: Point): Point {
  return { x: t.a * p.x + t.c * p.y + t.e, y: t.b * p.x + t.d * p.y + t.f };
}

/** `outer` after `inner`: first apply `inner`, then `outer`. */
export function compose(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

/** The map that puts a card of `size` (upright) into `rect` turned by `rotation`. */
export function placementTransform(rect: Rect, rotation: Rotation, size: { width: number; height: number }): Affine {
  switch (rotation) {
    case 0:
      return { a: 1, b: 0, c: 0, d: 1, e: rect.x, f: rect.y };
    case 90:
      // The card's top edge lands on the right side of the rect.
      return { a: 0, b: 1, c: -1, d: 0, e: rect.x + size.height, f: rect.y };
    case 180:
      return { a: -1, b: 0, c: 0, d: -1, e: rect.x + size.width, f: rect.y + size.height };
    case 270:
      // The card's top edge lands on the left side of the rect.
      return { a: 0, b: -1, c: 1, d: 0, e: rect.x, f: rect.y + size.width };
  }
}

/**
 * The rotation of a map's linear part, or null when it reflects or is not a quarter turn.
 * Reads where the card's u axis (its top edge, left to right) points on the page.
 */
export function rotationOf(t: Affine): Rotation | null {
  const det = t.a * t.d - t.b * t.c;
  if (Math.abs(det - 1) > EPSILON_MM) return null;
  if (Math.abs(t.a - 1) < EPSILON_MM && Math.abs(t.b) < EPSILON_MM) return 0;
  if (Math.abs(t.b - 1) < EPSILON_MM && Math.abs(t.a) < EPSILON_MM) return 90;
  if (Math.abs(t.a + 1) < EPSILON_MM && Math.abs(t.b) < EPSILON_MM) return 180;
  if (Math.abs(t.b + 1) < EPSILON_MM && Math.abs(t.a) < EPSILON_MM) return 270;
  return null;
}

/** The axis-aligned rectangle covering the image of [0, w] x [0, h] under `t`. */
export function imageRect(t: Affine, size: { width: number; height: number }): Rect {
  const corners = [
    apply(t, { x: 0, y: 0 }),
    apply(t, { x: size.width, y: 0 }),
    apply(t, { x: 0, y: size.height }),
    apply(t, { x: size.width, y: size.height }),
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function expand(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/** True when the interiors overlap (rectangles that only touch along an edge do not). */
export function overlaps(a: Rect, b: Rect, tolerance = EPSILON_MM): boolean {
  return (
    a.x < b.x + b.width - tolerance &&
    b.x < a.x + a.width - tolerance &&
    a.y < b.y + b.height - tolerance &&
    b.y < a.y + a.height - tolerance
  );
}

/** True when `inner` lies within `outer` (edges may coincide). */
export function contains(outer: Rect, inner: Rect, tolerance = EPSILON_MM): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

/** Shortest distance between a horizontal or vertical segment and a rectangle (0 when they touch). */
export function segmentRectDistance(s: Segment, r: Rect): number {
  const sx1 = Math.min(s.x1, s.x2);
  const sx2 = Math.max(s.x1, s.x2);
  const sy1 = Math.min(s.y1, s.y2);
  const sy2 = Math.max(s.y1, s.y2);
  const dx = Math.max(0, r.x - sx2, sx1 - (r.x + r.width));
  const dy = Math.max(0, r.y - sy2, sy1 - (r.y + r.height));
  return Math.hypot(dx, dy);
}

export function translate(r: Rect, dx: number, dy: number): Rect {
  return { x: r.x + dx, y: r.y + dy, width: r.width, height: r.height };
}
