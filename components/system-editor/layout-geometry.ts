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

/** One axis of the face: its extent (mm) and the lines across it a coordinate may snap to. */
interface Axis {
  readonly extent: number;
  readonly lines: readonly number[];
}

/** The face's two axes: x (the width, vertical lines) and y (the height, horizontal lines). */
function axes(face: FaceSize, lines: SnapLines): { readonly x: Axis; readonly y: Axis } {
  return { x: { extent: face.widthMm, lines: lines.xs }, y: { extent: face.heightMm, lines: lines.ys } };
}

/** A span [start, start + size] moved by d on one axis: snapped, inside the axis; its guide when the snap holds. */
function moveAxis(start: number, size: number, d: number, axis: Axis, options: SnapOptions): { start: number; guide: number | null } {
  const s = snapSpan(start + d, size, axis.lines, options);
  const at = clamp(s.start, 0, Math.max(0, axis.extent - size));
  return { start: at, guide: at === s.start ? s.line : null };
}

/**
 * The span [lo, hi] on one axis with the dragged edge (`lo`, `hi` or none) moved by d and
 * snapped; the other edge stays, the span keeps at least {@link MIN_SIDE_MM}.
 */
function resizeAxis(lo: number, hi: number, d: number, dragged: "lo" | "hi" | null, axis: Axis, options: SnapOptions): { lo: number; hi: number; guides: (number | null)[] } {
  if (dragged === null) return { lo, hi, guides: [] };
  const edge = dragged === "lo" ? lo : hi;
  const s = snapValue(edge + d, axis.lines, options);
  const moved = dragged === "lo" ? clamp(s.value, 0, hi - MIN_SIDE_MM) : clamp(s.value, lo + MIN_SIDE_MM, axis.extent);
  const guides = [moved === s.value ? s.line : null];
  return dragged === "lo" ? { lo: moved, hi, guides } : { lo, hi: moved, guides };
}

/** The span between a and b (either way round) on one axis, both ends snapped, inside the axis. */
function drawAxis(a: number, b: number, axis: Axis, options: SnapOptions): { lo: number; hi: number; guides: (number | null)[] } {
  const s1 = snapValue(clamp(Math.min(a, b), 0, axis.extent), axis.lines, options);
  const s2 = snapValue(clamp(Math.max(a, b), 0, axis.extent), axis.lines, options);
  return { lo: clamp(s1.value, 0, axis.extent), hi: clamp(s2.value, 0, axis.extent), guides: [s1.line, s2.line] };
}

/** `start` moved by (dx, dy) mm, snapped, kept inside the face. */
export function moveBox(start: Box, dx: number, dy: number, face: FaceSize, lines: SnapLines, options: SnapOptions): Snapped {
  const { x: ax, y: ay } = axes(face, lines);
  const x = moveAxis(start.x, start.width, dx, ax, options);
  const y = moveAxis(start.y, start.height, dy, ay, options);
  return { rect: { x: r2(x.start), y: r2(y.start), width: start.width, height: start.height }, guides: guidesOf([x.guide], [y.guide]) };
}

const draggedEdge = (handle: Handle, lo: "w" | "n", hi: "e" | "s"): "lo" | "hi" | null => (handle.includes(lo) ? "lo" : handle.includes(hi) ? "hi" : null);

/** `start` resized by dragging `handle` by (dx, dy) mm: the dragged edges snap, the others stay; at least {@link MIN_SIDE_MM} a side. */
export function resizeBox(start: Box, handle: Handle, dx: number, dy: number, face: FaceSize, lines: SnapLines, options: SnapOptions): Snapped {
  const { x: ax, y: ay } = axes(face, lines);
  const x = resizeAxis(start.x, start.x + start.width, dx, draggedEdge(handle, "w", "e"), ax, options);
  const y = resizeAxis(start.y, start.y + start.height, dy, draggedEdge(handle, "n", "s"), ay, options);
  return { rect: { x: r2(x.lo), y: r2(y.lo), width: r2(x.hi - x.lo), height: r2(y.hi - y.lo) }, guides: guidesOf(x.guides, y.guides) };
}

/** A new region drawn from `a` to `b` (either way round), corners snapped, inside the face; null when a side is under {@link MIN_SIDE_MM}. */
export function drawBox(a: { x: number; y: number }, b: { x: number; y: number }, face: FaceSize, lines: SnapLines, options: SnapOptions): (Snapped & { rect: Box }) | null {
  const { x: ax, y: ay } = axes(face, lines);
  const x = drawAxis(a.x, b.x, ax, options);
  const y = drawAxis(a.y, b.y, ay, options);
  if (x.hi - x.lo < MIN_SIDE_MM - 1e-9 || y.hi - y.lo < MIN_SIDE_MM - 1e-9) return null;
  return { rect: { x: r2(x.lo), y: r2(y.lo), width: r2(x.hi - x.lo), height: r2(y.hi - y.lo) }, guides: guidesOf(x.guides, y.guides) };
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
