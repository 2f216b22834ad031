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
import clsx from "clsx";
import type { FaceDef } from "@/lib/systems/types";
import { SceneNodes } from "../print/scene-nodes";
import { Select } from "@/components/ui/field";
import type { IssueIndex } from "./draft";
import type { Edit } from "./edit";
import { HANDLES, regionLabel, SAFE_MM, type Handle } from "./layout-geometry";
import { useFaceScene } from "./layout-scene";
import { useRegionDrag } from "./layout-drag";
import type { LayoutScope } from "./scope";

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

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

export interface LayoutEditorProps {
  readonly def: LayoutScope;
  readonly face: FaceDef;
  readonly faceIndex: number;
  readonly issues: IssueIndex;
  readonly edit: Edit;
  readonly readOnly: boolean;
  readonly selected: number | null;
  readonly onSelect: (index: number | null) => void;
}

export function LayoutEditor({ def, face, faceIndex, issues, edit, readOnly, selected, onSelect }: LayoutEditorProps) {
  const { width, height, grid, setGrid, edges, setEdges, live, box, regionRefs, toMm, begin, onMove, finish, onKey, rectOf } = useRegionDrag({ def, face, faceIndex, edit, readOnly, onSelect });
  const { samples, sample, sampleIndex, setSampleIndex, scene, sceneProblem, drawing, pictures } = useFaceScene(def, face);

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
          {scene === null ? <rect x={0} y={0} width={width} height={height} fill="#f6f4ee" /> : <SceneNodes nodes={scene.nodes} pictures={pictures} idPrefix={`layout${faceIndex}`} />}
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
