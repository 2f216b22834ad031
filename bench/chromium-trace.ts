/**
 * Where the renderer's time goes in a Chromium trace (playwright-core `browser.startTracing`),
 * between two user-timing marks of the page: per window, the summed duration of each top kind of
 * work (script, style recalculation, layout, paint, raster...). Used by bench/table-click.bench.ts
 * with TRACE_FILE=<path> to say what to cut next.
 */
import { readFileSync } from "node:fs";

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly cat?: string;
}

/** The kinds of renderer work the report names, as the trace calls them. */
const KINDS: Readonly<Record<string, string>> = {
  FunctionCall: "script (event handlers, React)",
  UpdateLayoutTree: "style recalculation",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint (recording)",
  RasterTask: "raster",
  Layerize: "layerize",
  Commit: "commit to the compositor",
};

/** Milliseconds per window of each kind of work, largest first, from the trace file at `path`. */
export function renderWork(path: string, startMark: string, endMark: string): { windows: number; perWindow: [string, number][] } {
  const parsed = JSON.parse(readFileSync(path, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = events.filter((e) => e.cat?.includes("blink.user_timing") && (e.name === startMark || e.name === endMark)).sort((a, b) => a.ts - b.ts);
  const windows: [number, number][] = [];
  let start: number | null = null;
  for (const m of marks) {
    if (m.name === startMark) start = m.ts;
    else if (start !== null) {
      windows.push([start, m.ts]);
      start = null;
    }
  }
  const sums = new Map<string, number>();
  for (const e of events) {
    const kind = KINDS[e.name];
    if (kind === undefined || e.ph !== "X" || e.dur === undefined) continue;
    if (!windows.some(([a, b]) => e.ts >= a && e.ts <= b)) continue;
    sums.set(kind, (sums.get(kind) ?? 0) + e.dur);
  }
  const n = Math.max(1, windows.length);
  return { windows: windows.length, perWindow: [...sums].map(([k, us]): [string, number] => [k, us / 1000 / n]).sort((a, b) => b[1] - a[1]) };
}
