/**
 * `renderPrintPdf(doc, options)`: a pack document in, the printable PDF out, in this thread.
 * The server calls it through a worker thread (worker-client.ts) so a big pack never blocks
 * it; the CLI and the tests may call it directly.
 */
import { renderToBuffer } from "@react-pdf/renderer";
import type { PackDocument } from "../packs/schema";
import { addFontsFor, buildScenes } from "./build";
import { CalibrationDocument } from "./calibration";
import { PrintDocument } from "./document";
import { printable } from "./fonts";
import { printOptions, type PrintOptions, type PrintOptionsInput } from "./options";
import { instructionLines } from "./pages";
import { documentStacks } from "./pdf-fonts";
import { planPrint, type PrintPlan } from "./plan";

export type RenderPhase = "plan" | "pictures" | "text" | "pdf" | "done";

export interface RenderProgress {
  readonly phase: RenderPhase;
  /** Work done and total within the phase (pictures, distinct cards, pages). */
  readonly done: number;
  readonly total: number;
}

export interface RenderResult {
  readonly pdf: Uint8Array;
  readonly pages: number;
  readonly sheets: number;
  readonly cards: number;
  /** Pictures that could not be printed (the card got a plain background): say so to the user. */
  readonly pictureProblems: readonly string[];
}

export interface RenderHooks {
  readonly onProgress?: (progress: RenderProgress) => void;
}

/**
 * Renders the PDF. Throws PrintError (plan.ts) for an unknown era or nothing to print,
 * LayoutError (imposition.ts) when the options leave no room for a card, and zod's error for
 * bad options; anything else is a bug.
 */
export async function renderPrintPdf(doc: PackDocument, input: PrintOptionsInput | PrintOptions, hooks: RenderHooks = {}): Promise<RenderResult> {
  const { onProgress } = hooks;
  const options = printOptions(input);
  onProgress?.({ phase: "plan", done: 0, total: 1 });
  const plan: PrintPlan = planPrint(doc, options);
  const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
  const built = await buildScenes(doc, cards, options.attributes, (p) => onProgress?.(p));
  if (options.instructions) {
    addFontsFor(built.fontsUsed, "sansBold", printable(plan.packName, "sansBold").text);
    for (const section of instructionLines(plan)) for (const line of section.body) addFontsFor(built.fontsUsed, "sans", line);
  }
  const stacks = documentStacks(built.fontsUsed);
  const safePlan: PrintPlan = { ...plan, packName: printable(plan.packName, "sansBold").text };
  onProgress?.({ phase: "pdf", done: 0, total: plan.pages.length });
  const buffer = await renderToBuffer(<PrintDocument plan={safePlan} fronts={built.fronts} backs={built.backs} stacks={stacks} />);
  onProgress?.({ phase: "done", done: plan.pages.length, total: plan.pages.length });
  return {
    pdf: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    pages: plan.pages.length,
    sheets: plan.sheets.length,
    cards: plan.cardCount,
    pictureProblems: built.pictureProblems,
  };
}

/** The one-sheet calibration PDF (two pages) for a paper and a flip; see calibration.tsx. */
export async function renderCalibrationPdf(paper: PrintOptions["paper"], flip: "long-edge" | "short-edge"): Promise<Uint8Array> {
  const stacks = documentStacks(new Map());
  const buffer = await renderToBuffer(<CalibrationDocument paper={paper} flip={flip} stacks={stacks} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
