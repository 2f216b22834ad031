/**
 * `renderPrintPdf(doc, options)`: a GOT CGS pack document in, the printable PDF out, in this
 * thread: its plan (./plan.ts) and scenes (./build.ts) on print core's pages
 * (lib/print/render.tsx `renderPlanned`).
 */
import type { PackDocument } from "../../../packs/schema";
import { printOptions, type PrintOptions, type PrintOptionsInput } from "../../../print/options";
import { renderPlanned, type RenderHooks, type RenderResult } from "../../../print/render";
import { buildScenes } from "./build";
import { GOT_CGS_VIEW, planPrint } from "./plan";

/**
 * Renders the PDF. Throws PrintError (plan.ts) for an unknown era or nothing to print,
 * LayoutError (imposition.ts) when the options leave no room for a card, and zod's error for
 * bad options; anything else is a bug.
 */
export async function renderPrintPdf(doc: PackDocument, input: PrintOptionsInput | PrintOptions, hooks: RenderHooks = {}): Promise<RenderResult> {
  const { onProgress } = hooks;
  const options = printOptions(input);
  onProgress?.({ phase: "plan", done: 0, total: 1 });
  const plan = planPrint(doc, options);
  const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
  const built = await buildScenes(doc, cards, options.attributes, (p) => onProgress?.(p));
  return renderPlanned(plan, built, GOT_CGS_VIEW, hooks, "GOT CGS cards ready to cut");
}

