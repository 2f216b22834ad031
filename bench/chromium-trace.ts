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
  /** The thread's own time (CPU), which a loaded machine does not stretch as it does `dur`. */
  readonly tdur?: number;
  readonly tid?: number;
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

/**
 * Per window, from the trace file at `path`: the milliseconds of each kind of work (wall time and
 * the thread's own time), largest first; and the style recalculations and layouts forced inside
 * script (a DOM call that needed them at once, before the frame's own), with their thread time.
 */
export function renderWork(
  path: string,
  startMark: string,
  endMark: string,
): { windows: number; perWindow: [string, number, number][]; forced: { count: number; threadMs: number } } {
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
  const inWindow = (e: TraceEvent) => windows.some(([a, b]) => e.ts >= a && e.ts <= b);
  const sums = new Map<string, [number, number]>();
  const scripts: TraceEvent[] = [];
  for (const e of events) {
    const kind = KINDS[e.name];
    if (kind === undefined || e.ph !== "X" || e.dur === undefined || !inWindow(e)) continue;
    const sum = sums.get(kind) ?? [0, 0];
    sums.set(kind, [sum[0] + e.dur, sum[1] + (e.tdur ?? e.dur)]);
    if (e.name === "FunctionCall") scripts.push(e);
  }
  const forced = { count: 0, threadMs: 0 };
  for (const e of events) {
    if ((e.name !== "Layout" && e.name !== "UpdateLayoutTree") || e.ph !== "X" || e.dur === undefined || !inWindow(e)) continue;
    const end = e.ts + e.dur;
    if (!scripts.some((f) => f.tid === e.tid && f.ts <= e.ts && f.ts + (f.dur ?? 0) >= end)) continue;
    forced.count++;
    forced.threadMs += (e.tdur ?? e.dur) / 1000;
  }
  const n = Math.max(1, windows.length);
  return {
    windows: windows.length,
    perWindow: [...sums].map(([k, [wall, thread]]): [string, number, number] => [k, wall / 1000 / n, thread / 1000 / n]).sort((a, b) => b[1] - a[1]),
    forced,
  };
}
