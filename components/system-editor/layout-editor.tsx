"use client";
/**
 * The visual layout editor of one face: the face at true proportions drawn by the print's own
 * scene (a server action runs lib/print's faceFrontScene on the draft, so what is shown is what
 * the PDF prints) with a sample card on it, and the regions over it. Drag on the empty face to
 * draw a region; drag a region to move it, its handles to resize it; each snaps to the mm grid
 * and to other regions' edges, the border and the safe area, with guide lines while a snap
 * holds. A focused region moves by the arrows (0.5 mm, Shift 5 mm) and resizes with Alt. The
 * inspector beside it edits the selected region in numbers (x, y, width, height, font, ...).
 *
 * Pointer events with setPointerCapture, not dnd-kit: dnd-kit moves things between drop targets
 * by pixel deltas and has no handles; here every move is mm geometry with snapping
 * (layout-geometry.ts), and capture keeps the drag when the pointer leaves the face.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import clsx from "clsx";
import type { CardScene } from "@/lib/print/card-scene";
import type { FaceDef, RegionDef, SystemDefinition } from "@/lib/systems/types";
import { SceneNodes } from "../print/scene-nodes";
import { Select } from "@/components/ui/field";
import type { IssueIndex } from "./draft";
import type { Edit } from "./edit";
import { drawBox, freshRegionName, HANDLES, isArrow, moveBox, nudgeBox, regionLabel, resizeBox, SAFE_MM, snapLines, type Box, type Guide, type Handle, type SnapOptions } from "./layout-geometry";
import { sampleCards, type PackSample } from "./layout-sample-cards";
import { useLayoutActions, type LayoutActions } from "./layout-actions-context";

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

const HANDLE_CURSOR: Record<Handle, string> = { n: "ns-resize", s: "ns-resize", e: "ew-resize", w: "ew-resize", ne: "nesw-resize", sw: "nesw-resize", nw: "nwse-resize", se: "nwse-resize" };
const HANDLE_POS: Record<Handle, { left: string; top: string }> = {
  nw: { left: "0%", top: "0%" },
  n: { left: "50%", top: "0%" },
  ne: { left: "100%", top: "0%" },
  e: { left: "100%", top: "50%" },
  se: { left: "100%", top: "100%" },
  s: { left: "50%", top: "100%" },
  sw: { left: "0%", top: "100%" },
  w: { left: "0%", top: "50%" },
};
const HANDLE_NAME: Record<Handle, string> = { n: "top", s: "bottom", e: "right", w: "left", ne: "top right", nw: "top left", se: "bottom right", sw: "bottom left" };

/** Pack cards of each system, fetched once per page. */
const packSamples = new Map<string, Promise<PackSample[]>>();
function packSamplesOf(actions: LayoutActions, system: string): Promise<PackSample[]> {
  let hit = packSamples.get(system);
  if (hit === undefined) {
    hit = actions.samples(system).then((r) => (r.ok ? r.value : []));
    packSamples.set(system, hit);
  }
  return hit;
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

export interface LayoutEditorProps {
  readonly def: SystemDefinition;
  readonly face: FaceDef;
  readonly faceIndex: number;
  readonly issues: IssueIndex;
  readonly edit: Edit;
  readonly readOnly: boolean;
  readonly selected: number | null;
  readonly onSelect: (index: number | null) => void;
}

export function LayoutEditor({ def, face, faceIndex, issues, edit, readOnly, selected, onSelect }: LayoutEditorProps) {
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

  // Sample cards: the system's pack cards on this face, else its example cards, else field labels.
  const actions = useLayoutActions();
  const [packCards, setPackCards] = useState<readonly PackSample[]>([]);
  useEffect(() => {
    if (actions === null) return;
    let on = true;
    void packSamplesOf(actions, def.key).then((c) => on && setPackCards(c));
    return () => {
      on = false;
    };
  }, [actions, def.key]);
  const samples = useMemo(() => sampleCards(def, face.key, packCards), [def, face.key, packCards]);
  const [sampleIndex, setSampleIndex] = useState(0);
  const sample = samples[Math.min(sampleIndex, samples.length - 1)] ?? samples[0];

  // The print scene of the draft's face, asked for after typing pauses; a stale answer is dropped.
  const [scene, setScene] = useState<CardScene | null>(null);
  const [sceneProblem, setSceneProblem] = useState<string | null>(null);
  // The request the scene (or the problem) answers: until it is the current one, a drawing is under way.
  const [answered, setAnswered] = useState<string | null>(null);
  const border = def.cardTypes.find((t) => (typeof t.face === "string" ? t.face : t.face.default) === face.key)?.border;
  const request = useMemo(() => JSON.stringify({ face, card: sample === undefined ? null : { identifier: sample.identifier, fields: sample.fields }, border }), [face, sample, border]);
  const drawing = actions !== null && answered !== request;
  useEffect(() => {
    if (actions === null) return;
    let on = true;
    const timer = setTimeout(() => {
      void actions.preview(JSON.parse(request) as unknown).then((r) => {
        if (!on) return;
        setAnswered(request);
        if (r.ok) {
          setScene(r.value);
          setSceneProblem(null);
        } else setSceneProblem(r.error.message);
      });
    }, 120);
    return () => {
      on = false;
      clearTimeout(timer);
    };
  }, [actions, request]);

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
  const at = `faces[${faceIndex}]`;

  return (
    <div className="flex flex-col gap-2" aria-label={`Layout of face ${face.key}`} role="group">
      <div className="flex flex-wrap items-end gap-3 text-xs text-ink-soft">
        <label className="flex flex-col gap-1">
          Sample card
          <Select className="w-56" value={String(Math.min(sampleIndex, samples.length - 1))} onChange={(e) => setSampleIndex(Number(e.target.value))} aria-label="Sample card">
            {samples.map((s, k) => (
              <option key={k} value={k}>
                {s.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1">
          Grid
          <Select className="w-24" value={String(grid)} onChange={(e) => setGrid(Number(e.target.value) as 0 | 0.5 | 1)} aria-label="Snap grid">
            <option value="0.5">0.5 mm</option>
            <option value="1">1 mm</option>
            <option value="0">off</option>
          </Select>
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" className="checkbox" checked={edges} onChange={(e) => setEdges(e.target.checked)} />
          Snap to edges and the safe area
        </label>
        <span aria-live="polite" aria-busy={drawing} data-testid="layout-preview-state">
          {sceneProblem ?? (drawing ? "Drawing the print preview…" : "As printed.")}
        </span>
      </div>
      <div
        ref={box}
        data-testid={`layout-face-${faceIndex}`}
        className={clsx("relative w-full max-w-[22rem] touch-none select-none overflow-visible rounded border border-line-strong bg-white", readOnly ? "" : "cursor-crosshair")}
        style={{ aspectRatio: `${width} / ${height}` }}
        onPointerDown={(e) => {
          if (e.target !== e.currentTarget && !(e.target instanceof SVGElement)) return;
          onSelect(null);
          begin(e, { kind: "draw", pointer: e.pointerId, from: toMm(e) });
        }}
        onPointerMove={onMove}
        onPointerUp={(e) => finish(e, true)}
        onPointerCancel={(e) => finish(e, false)}
        onLostPointerCapture={(e) => finish(e, false)}
      >
        <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 h-full w-full" role="img" aria-label={`Face ${face.key}, ${width} x ${height} mm, as printed with ${sample?.label ?? "no card"}`}>
          {scene === null ? <rect x={0} y={0} width={width} height={height} fill="#f6f4ee" /> : <SceneNodes nodes={scene.nodes} pictures={{}} idPrefix={`layout${faceIndex}`} />}
          <rect x={SAFE_MM} y={SAFE_MM} width={Math.max(0, width - 2 * SAFE_MM)} height={Math.max(0, height - 2 * SAFE_MM)} fill="none" stroke="#0ea5e9" strokeWidth={0.2} strokeDasharray="1 0.8" pointerEvents="none" />
          {(live?.guides ?? []).map((g, k) =>
            g.axis === "x" ? <line key={k} data-guide="x" x1={g.at} x2={g.at} y1={0} y2={height} stroke="#db2777" strokeWidth={0.25} pointerEvents="none" /> : <line key={k} data-guide="y" x1={0} x2={width} y1={g.at} y2={g.at} stroke="#db2777" strokeWidth={0.25} pointerEvents="none" />,
          )}
        </svg>
        {face.regions.map((r, j) => {
          const rect = rectOf(j, r);
          const bad = issues.under(`${at}.regions[${j}]`).length > 0;
          const isSelected = selected === j;
          return (
            <div
              key={j}
              ref={(el) => void (regionRefs.current[j] = el)}
              tabIndex={0}
              role="button"
              aria-label={`${regionLabel(r.name, rect)}${bad ? ", has problems (see its form)" : ""}`}
              aria-pressed={isSelected}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Alt+ArrowRight"
              data-region={r.name}
              className={clsx(
                "focus-ring absolute rounded-[1px] border",
                bad ? "border-danger bg-danger/10" : isSelected ? "border-accent bg-accent/10" : "border-sky-600/70 bg-sky-400/5",
                readOnly ? "" : "cursor-move",
              )}
              style={{ left: pct(rect.x, width), top: pct(rect.y, height), width: pct(rect.width, width), height: pct(rect.height, height) }}
              onFocus={() => onSelect(j)}
              onKeyDown={(e) => onKey(e, j, r)}
              onPointerDown={(e) => {
                // A cancelled pointerdown may not focus; the arrows act on the focused region.
                e.currentTarget.focus();
                onSelect(j);
                begin(e, { kind: "move", pointer: e.pointerId, index: j, start: r.rect, from: toMm(e) });
              }}
            >
              <span className="pointer-events-none absolute -top-4 left-0 whitespace-nowrap text-[10px] leading-none text-ink-soft">{r.name}</span>
              {isSelected && !readOnly
                ? HANDLES.map((h) => (
                    <span
                      key={h}
                      data-handle={h}
                      aria-hidden="true"
                      title={`Resize from the ${HANDLE_NAME[h]}`}
                      className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-[1px] border border-accent bg-white"
                      style={{ ...HANDLE_POS[h], cursor: HANDLE_CURSOR[h] }}
                      onPointerDown={(e) => begin(e, { kind: "resize", pointer: e.pointerId, index: j, handle: h, start: r.rect, from: toMm(e) })}
                    />
                  ))
                : null}
            </div>
          );
        })}
        {live !== null && live.index === null ? (
          <div data-testid="layout-new-region" className="pointer-events-none absolute border border-dashed border-accent bg-accent/10" style={{ left: pct(live.rect.x, width), top: pct(live.rect.y, height), width: pct(live.rect.width, width), height: pct(live.rect.height, height) }} />
        ) : null}
      </div>
      <p className="max-w-[22rem] text-xs text-ink-muted">
        {readOnly
          ? "A built-in system: its layout is shown, not changed."
          : "Drag on the empty face to draw a region; drag a region to move it, its corners and sides to resize it. Arrows move the selected region 0.5 mm (Shift: 5 mm); Alt + arrows resize it. The dashed blue line is the safe area."}
      </p>
    </div>
  );
}
