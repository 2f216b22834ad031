"use client";
/**
 * The layout editor's pointer and keyboard controller: drawing a region on the empty face,
 * moving it, resizing it by a handle (each snapped by layout-geometry.ts to the mm grid and,
 * when `edges` is on, to the other regions, the face and its safe area), and nudging a focused
 * region by the arrows. Pointer capture keeps a drag when the pointer leaves the face; Escape
 * drops it. The draft changes once, when a drag ends.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { FaceDef, RegionDef, SystemDefinition } from "@/lib/systems/types";
import type { Edit } from "./edit";
import { drawBox, freshRegionName, isArrow, moveBox, nudgeBox, resizeBox, snapLines, type Box, type Guide, type Handle, type SnapOptions } from "./layout-geometry";

type Drag =
  | { readonly kind: "draw"; readonly pointer: number; readonly from: { x: number; y: number } }
  | { readonly kind: "move"; readonly pointer: number; readonly index: number; readonly start: Box; readonly from: { x: number; y: number } }
  | { readonly kind: "resize"; readonly pointer: number; readonly index: number; readonly handle: Handle; readonly start: Box; readonly from: { x: number; y: number } };

interface Live {
  /** The region being changed, or null for one being drawn. */
  readonly index: number | null;
  readonly rect: Box;
  readonly guides: readonly Guide[];
}

interface RegionDragOptions {
  readonly def: Pick<SystemDefinition, "fields">;
  readonly face: FaceDef;
  readonly faceIndex: number;
  readonly edit: Edit;
  readonly readOnly: boolean;
  readonly onSelect: (index: number | null) => void;
}

export function useRegionDrag({ def, face, faceIndex, edit, readOnly, onSelect }: RegionDragOptions) {
  const width = face.widthMm > 0 ? face.widthMm : 1;
  const height = face.heightMm > 0 ? face.heightMm : 1;
  const size = { widthMm: width, heightMm: height, borderMm: face.borderMm ?? 0 };
  const [grid, setGrid] = useState<0 | 0.5 | 1>(0.5);
  const [edges, setEdges] = useState(true);
  const options: SnapOptions = { grid, edges };
  const [drag, setDrag] = useState<Drag | null>(null);
  const [live, setLive] = useState<Live | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const regionRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusAfter = useRef<number | null>(null);

  useEffect(() => {
    if (focusAfter.current !== null) {
      regionRefs.current[focusAfter.current]?.focus();
      focusAfter.current = null;
    }
  });

  const setRect = (index: number, rect: Box) => edit((d) => void Object.assign(d.faces[faceIndex]?.regions[index] ?? {}, { rect: { ...rect } }));

  const toMm = (e: { clientX: number; clientY: number }) => {
    const r = box.current?.getBoundingClientRect();
    if (r === undefined || r.width === 0 || r.height === 0) return { x: 0, y: 0 };
    return { x: ((e.clientX - r.left) / r.width) * width, y: ((e.clientY - r.top) / r.height) * height };
  };
  const linesExcept = (index: number | null) => snapLines(size, face.regions.filter((_, j) => j !== index).map((r) => r.rect));

  const begin = (e: PointerEvent, next: Drag) => {
    if (readOnly || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    box.current?.setPointerCapture(e.pointerId);
    setDrag(next);
  };

  const onMove = (e: PointerEvent) => {
    if (drag === null || e.pointerId !== drag.pointer) return;
    const p = toMm(e);
    if (drag.kind === "draw") {
      const out = drawBox(drag.from, p, size, linesExcept(null), options);
      setLive(out === null ? null : { index: null, rect: out.rect, guides: out.guides });
      return;
    }
    const dx = p.x - drag.from.x;
    const dy = p.y - drag.from.y;
    const out = drag.kind === "move" ? moveBox(drag.start, dx, dy, size, linesExcept(drag.index), options) : resizeBox(drag.start, drag.handle, dx, dy, size, linesExcept(drag.index), options);
    setLive({ index: drag.index, rect: out.rect, guides: out.guides });
  };

  const finish = (e: PointerEvent, keep: boolean) => {
    if (drag === null || e.pointerId !== drag.pointer) return;
    if (box.current?.hasPointerCapture(e.pointerId)) box.current.releasePointerCapture(e.pointerId);
    if (keep && live !== null) {
      if (live.index === null) {
        const rect = live.rect;
        const index = face.regions.length;
        const name = freshRegionName(face.regions.map((r) => r.name));
        const field = def.fields[0]?.key ?? "$identifier";
        edit((d) => void d.faces[faceIndex]?.regions.push({ name, field, rect: { ...rect }, fontPt: 10, minFontPt: 7 }));
        onSelect(index);
        focusAfter.current = index;
      } else if (JSON.stringify(live.rect) !== JSON.stringify(face.regions[live.index]?.rect)) setRect(live.index, live.rect);
    }
    setDrag(null);
    setLive(null);
  };

  const onKey = (e: KeyboardEvent, index: number, region: RegionDef) => {
    if (e.key === "Escape" && drag !== null) {
      setDrag(null);
      setLive(null);
      return;
    }
    if (readOnly || !isArrow(e.key)) return;
    e.preventDefault();
    setRect(index, nudgeBox(region.rect, e.key, { shift: e.shiftKey, alt: e.altKey }, size));
  };

  const rectOf = (j: number, r: RegionDef): Box => (live !== null && live.index === j ? live.rect : r.rect);
  return { width, height, grid, setGrid, edges, setEdges, drag, live, box, regionRefs, toMm, begin, onMove, finish, onKey, rectOf };
}
