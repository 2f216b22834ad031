/**
 * Progress of a print as a designer reads it: one fraction for the bar and one sentence. Pure;
 * the dialog and the CLI share it.
 */
import type { RenderPhase, RenderProgress } from "./render";

/** Share of the whole render each phase takes (measured on the demo pack; layout dominates). */
const WEIGHTS: Readonly<Record<RenderPhase, [start: number, span: number]>> = {
  plan: [0, 0.01],
  pictures: [0.01, 0.04],
  text: [0.05, 0.1],
  layout: [0.15, 0.65],
  write: [0.8, 0.2],
  done: [1, 0],
};

/** 0 to 1, never going back within a render. */
export function overallFraction(p: Pick<RenderProgress, "phase" | "done" | "total">): number {
  const [start, span] = WEIGHTS[p.phase];
  const within = p.total > 0 ? Math.min(1, Math.max(0, p.done / p.total)) : 0;
  return Math.min(1, start + span * within);
}

/** "Laying out the pages (45 %)" and the like. */
export function progressText(p: Pick<RenderProgress, "phase" | "done" | "total">): string {
  switch (p.phase) {
    case "plan":
      return "Placing the cards on sheets";
    case "pictures":
      return p.total > 0 ? `Preparing pictures (${p.done} of ${p.total})` : "Preparing pictures";
    case "text":
      return `Fitting the text of each card (${p.done} of ${p.total})`;
    case "layout":
      return `Laying out the pages (${Math.round((100 * p.done) / Math.max(1, p.total))} %)`;
    case "write":
      return "Writing the PDF";
    case "done":
      return "Done";
  }
}
