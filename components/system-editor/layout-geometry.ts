/**
 * The layout editor's geometry, pure (no React, no DOM): drawing a region by dragging, moving
 * it, resizing it by a handle and nudging it by keyboard, each snapped to the mm grid and, within
 * a tolerance, to the edges of the other regions, the face's edges, its border and its safe area
 * (the guides the editor draws while a snap holds). All values are card millimetres from the
 * face's top left; results stay inside the face and are rounded to 0.01 mm.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FaceSize {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly borderMm?: number;
}

/** Where text is safe from the cut at print shops (1/8 in inside the trim, as lib/print/export/pod.ts). */
export const SAFE_MM = 25.4 / 8;
/** The smallest region side (mm): a drag shorter than this is a click, not a region. */
export const MIN_SIDE_MM = 1;
/** Snapping reaches this far (mm) from an edge. */
export const SNAP_MM = 1;

/** Which edge lines a box may snap to: x of vertical lines, y of horizontal ones. */
export interface SnapLines {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

/** A guide line drawn while a snap holds: a vertical line at x (`axis: "x"`) or a horizontal one at y. */
export interface Guide {
  readonly axis: "x" | "y";
  readonly at: number;
}

export interface SnapOptions {
  /** Grid step in mm (0.5 or 1); 0 turns the grid off. */
  readonly grid: number;
  /** Snap to edges (other regions, the face, its border and safe area) as well. */
  readonly edges: boolean;
}

export type Handle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";
export const HANDLES: readonly Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

const r2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The lines a region may snap to: the face's edges, border and safe area, and every other region's edges and centre. */
export function snapLines(face: FaceSize, others: readonly Box[]): SnapLines {
  const xs = new Set<number>([0, face.widthMm, SAFE_MM, face.widthMm - SAFE_MM, face.widthMm / 2]);
  const ys = new Set<number>([0, face.heightMm, SAFE_MM, face.heightMm - SAFE_MM, face.heightMm / 2]);
  const b = face.borderMm ?? 0;
  if (b > 0) {
    xs.add(b).add(face.widthMm - b);
    ys.add(b).add(face.heightMm - b);
  }
  for (const o of others) {
    xs.add(o.x).add(o.x + o.width);
    ys.add(o.y).add(o.y + o.height);
  }
  return { xs: [...xs].map(r2), ys: [...ys].map(r2) };
}

/** The nearest line to `v` within {@link SNAP_MM}, or null. */
function nearestLine(v: number, lines: readonly number[]): number | null {
  let best: number | null = null;
  for (const l of lines) if (Math.abs(l - v) <= SNAP_MM + 1e-9 && (best === null || Math.abs(l - v) < Math.abs(best - v))) best = l;
  return best;
}

function toGrid(v: number, grid: number): number {
  return grid > 0 ? Math.round(v / grid) * grid : v;
}

/** One coordinate snapped: to a line when one is near (with its guide), else to the grid. */
export function snapValue(v: number, lines: readonly number[], options: SnapOptions): { value: number; line: number | null } {
  const line = options.edges ? nearestLine(v, lines) : null;
  return line !== null ? { value: line, line } : { value: r2(toGrid(v, options.grid)), line: null };
}

/**
 * A moving span [start, start + size] on one axis: the edge (leading or trailing) nearest a line
 * snaps, the span keeps its size; without a line the leading edge goes to the grid.
 */
function snapSpan(start: number, size: number, lines: readonly number[], options: SnapOptions): { start: number; line: number | null } {
  if (options.edges) {
    const a = nearestLine(start, lines);
    const b = nearestLine(start + size, lines);
    const da = a === null ? Infinity : Math.abs(a - start);
    const db = b === null ? Infinity : Math.abs(b - (start + size));
    if (a !== null && da <= db) return { start: a, line: a };
    if (b !== null) return { start: b - size, line: b };
  }
  return { start: toGrid(start, options.grid), line: null };
}

function guidesOf(x: readonly (number | null)[], y: readonly (number | null)[]): Guide[] {
  const xs: Guide[] = [...new Set(x.filter((v): v is number => v !== null))].map((at) => ({ axis: "x", at }));
  const ys: Guide[] = [...new Set(y.filter((v): v is number => v !== null))].map((at) => ({ axis: "y", at }));
  return [...xs, ...ys];
}

export interface Snapped {
  readonly rect: Box;
  readonly guides: readonly Guide[];
}

/** `start` moved by (dx, dy) mm, snapped, kept inside the face. */
export function moveBox(start: Box, dx: number, dy: number, face: FaceSize, lines: SnapLines, options: SnapOptions): Snapped {
  const sx = snapSpan(start.x + dx, start.width, lines.xs, options);
  const sy = snapSpan(start.y + dy, start.height, lines.ys, options);
  const x = clamp(sx.start, 0, Math.max(0, face.widthMm - start.width));
  const y = clamp(sy.start, 0, Math.max(0, face.heightMm - start.height));
  return { rect: { x: r2(x), y: r2(y), width: start.width, height: start.height }, guides: guidesOf([x === sx.start ? sx.line : null], [y === sy.start ? sy.line : null]) };
}

/** `start` resized by dragging `handle` by (dx, dy) mm: the dragged edges snap, the others stay; at least {@link MIN_SIDE_MM} a side. */
export function resizeBox(start: Box, handle: Handle, dx: number, dy: number, face: FaceSize, lines: SnapLines, options: SnapOptions): Snapped {
  let left = start.x;
  let top = start.y;
  let right = start.x + start.width;
  let bottom = start.y + start.height;
  const gx: (number | null)[] = [];
  const gy: (number | null)[] = [];
  if (handle.includes("w")) {
    const s = snapValue(left + dx, lines.xs, options);
    left = clamp(s.value, 0, right - MIN_SIDE_MM);
    gx.push(left === s.value ? s.line : null);
  }
  if (handle.includes("e")) {
    const s = snapValue(right + dx, lines.xs, options);
    right = clamp(s.value, left + MIN_SIDE_MM, face.widthMm);
    gx.push(right === s.value ? s.line : null);
  }
  if (handle.includes("n")) {
    const s = snapValue(top + dy, lines.ys, options);
    top = clamp(s.value, 0, bottom - MIN_SIDE_MM);
    gy.push(top === s.value ? s.line : null);
  }
  if (handle.includes("s")) {
    const s = snapValue(bottom + dy, lines.ys, options);
    bottom = clamp(s.value, top + MIN_SIDE_MM, face.heightMm);
    gy.push(bottom === s.value ? s.line : null);
  }
  return { rect: { x: r2(left), y: r2(top), width: r2(right - left), height: r2(bottom - top) }, guides: guidesOf(gx, gy) };
}

/** A new region drawn from `a` to `b` (either way round), corners snapped, inside the face; null when a side is under {@link MIN_SIDE_MM}. */
export function drawBox(a: { x: number; y: number }, b: { x: number; y: number }, face: FaceSize, lines: SnapLines, options: SnapOptions): (Snapped & { rect: Box }) | null {
  const sx1 = snapValue(clamp(Math.min(a.x, b.x), 0, face.widthMm), lines.xs, options);
  const sx2 = snapValue(clamp(Math.max(a.x, b.x), 0, face.widthMm), lines.xs, options);
  const sy1 = snapValue(clamp(Math.min(a.y, b.y), 0, face.heightMm), lines.ys, options);
  const sy2 = snapValue(clamp(Math.max(a.y, b.y), 0, face.heightMm), lines.ys, options);
  const x1 = clamp(sx1.value, 0, face.widthMm);
  const x2 = clamp(sx2.value, 0, face.widthMm);
  const y1 = clamp(sy1.value, 0, face.heightMm);
  const y2 = clamp(sy2.value, 0, face.heightMm);
  if (x2 - x1 < MIN_SIDE_MM - 1e-9 || y2 - y1 < MIN_SIDE_MM - 1e-9) return null;
  return { rect: { x: r2(x1), y: r2(y1), width: r2(x2 - x1), height: r2(y2 - y1) }, guides: guidesOf([sx1.line, sx2.line], [sy1.line, sy2.line]) };
}

export type ArrowKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

export function isArrow(key: string): key is ArrowKey {
  return key === "ArrowLeft" || key === "ArrowRight" || key === "ArrowUp" || key === "ArrowDown";
}

/**
 * A keyboard nudge: an arrow moves the region 0.5 mm (Shift: 5 mm); with Alt it resizes instead
 * (right/down grow the width/height, left/up shrink them). Never outside the face, never under
 * {@link MIN_SIDE_MM}. No snapping: a nudge goes exactly where it says.
 */
export function nudgeBox(rect: Box, key: ArrowKey, mods: { shift: boolean; alt: boolean }, face: FaceSize): Box {
  const step = mods.shift ? 5 : 0.5;
  const dx = key === "ArrowLeft" ? -step : key === "ArrowRight" ? step : 0;
  const dy = key === "ArrowUp" ? -step : key === "ArrowDown" ? step : 0;
  if (mods.alt) {
    const width = clamp(rect.width + dx, MIN_SIDE_MM, face.widthMm - rect.x);
    const height = clamp(rect.height + dy, MIN_SIDE_MM, face.heightMm - rect.y);
    return { x: rect.x, y: rect.y, width: r2(width), height: r2(height) };
  }
  return {
    x: r2(clamp(rect.x + dx, 0, Math.max(0, face.widthMm - rect.width))),
    y: r2(clamp(rect.y + dy, 0, Math.max(0, face.heightMm - rect.height))),
    width: rect.width,
    height: rect.height,
  };
}

const mm = (n: number) => String(r2(n));

/** A region's accessible name: "Region title, 3 x 40 mm at 5, 6" (width x height, then x, y). */
export function regionLabel(name: string, rect: Box): string {
  return `Region ${name}, ${mm(rect.width)} x ${mm(rect.height)} mm at ${mm(rect.x)}, ${mm(rect.y)}`;
}

/** A region name not yet on the face: "region1", "region2", ... */
export function freshRegionName(taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) if (!taken.includes(`region${n}`)) return `region${n}`;
}
