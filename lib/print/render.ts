/**
 * A planned print in, the printable PDF out, in this thread: `renderPlanned(plan, scenes, view)`
 * for any system's plan, `renderSystemPdf` for a pack of a data-defined system. GOT CGS's own
 * `renderPrintPdf` (lib/systems/got-cgs/print/render.tsx) plans and builds its cards, then calls
 * renderPlanned. The server calls them through a worker thread (worker-client.ts) so a big pack
 * never blocks it; the CLI and the tests may call them directly.
 *
 * The scenes are already laid out (every line of text broken and placed by text-layout.ts), so
 * the pages are drawn straight into pdfkit (pdf-canvas.ts, pdf-draw.ts): no second layout.
 */
import type { BuiltScenes } from "./build";
import { calibrationPdf } from "./calibration-sheet";
import { printable } from "./fonts";
import { drawBlankPage, drawInstructionsPage } from "./instructions";
import { printOptions, type PrintOptions, type PrintOptionsInput } from "./options";
import { PdfCanvas } from "./pdf-canvas";
import { drawBacksPage, drawFrontsPage } from "./pdf-draw";
import type { PrintPlan, SheetCardView } from "./plan";
import { buildSystemScenes, planSystemPrint, SYSTEM_CARD_VIEW, type SystemPrintDocument, type SystemPrintFaces } from "./system-print";
import { pageSizePt } from "./units";

/**
 * plan, pictures, text: ours (building the scenes); layout: drawing the pages (counted in
 * pages); write: finishing the file (embedding the font subsets and pictures; short).
 */
export type RenderPhase = "plan" | "pictures" | "text" | "layout" | "write" | "done";

export interface RenderProgress {
  readonly phase: RenderPhase;
  /** Work done and total within the phase (pictures, distinct cards, pages). */
  readonly done: number;
  readonly total: number;
}

export interface RenderResult {
  /** The PDF in an ArrayBuffer of its own (transferable to another thread, usable as a body). */
  readonly pdf: Uint8Array<ArrayBuffer>;
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
 * The PDF of a pack of a data-defined system (system-print.ts): its faces, the same sheets and
 * pages. `faces` is the system's definition (cardTypes, faces, backs). Throws as renderPrintPdf.
 */
export async function renderSystemPdf(doc: SystemPrintDocument, faces: SystemPrintFaces, input: PrintOptionsInput | PrintOptions, hooks: RenderHooks = {}): Promise<RenderResult> {
  const { onProgress } = hooks;
  const options = printOptions(input);
  onProgress?.({ phase: "plan", done: 0, total: 1 });
  const plan = planSystemPrint(doc, faces, options);
  const cards = plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
  const built = await buildSystemScenes(doc, cards, (p) => onProgress?.(p));
  return renderPlanned(plan, built, SYSTEM_CARD_VIEW, hooks, "Cards ready to cut");
}

/** The PDF's document information (title, creator…). */
export function printDocumentInfo(plan: Pick<PrintPlan<unknown>, "packName">, subject = "Cards ready to cut"): { title: string; creator: string; producer: string; subject: string } {
  return { title: `${plan.packName} — cards to print`, creator: "Greenhouse", producer: "Greenhouse (pdfkit)", subject };
}

/** Pages drawn between two turns of the event loop (progress messages, other requests). */
const PAGES_PER_TURN = 4;

/**
 * Draws and writes the pages of a plan whose scenes are built (any system); `view` says how
 * the pages read a card of the plan, `subject` goes into the PDF's document information.
 */
export async function renderPlanned<C>(
  plan: PrintPlan<C, string>,
  built: BuiltScenes,
  view: SheetCardView<C>,
  hooks: RenderHooks,
  subject?: string,
): Promise<RenderResult> {
  const { onProgress } = hooks;
  const safePlan: PrintPlan<C, string> = { ...plan, packName: printable(plan.packName, "sansBold").text };
  const canvas = new PdfCanvas(printDocumentInfo(safePlan, subject));
  const [width, height] = pageSizePt(plan.options.paper);
  const total = plan.pages.length;
  onProgress?.({ phase: "layout", done: 0, total });
  for (let i = 0; i < total; i++) {
    const page = plan.pages[i];
    if (page === undefined) continue;
    switch (page.kind) {
      case "instructions":
        drawInstructionsPage(canvas, safePlan);
        break;
      case "blank":
        drawBlankPage(canvas, plan.options.paper);
        break;
      case "fronts":
      case "backs": {
        const sheet = plan.sheets[page.sheet];
        if (sheet === undefined) throw new Error(`internal: page ${i + 1} prints sheet ${page.sheet + 1}, which the plan does not have`);
        canvas.page(width, height);
        if (page.kind === "fronts") drawFrontsPage(canvas, sheet, built.fronts, view);
        else drawBacksPage(canvas, sheet, plan, built.backs, view);
        break;
      }
    }
    if ((i + 1) % PAGES_PER_TURN === 0 && i + 1 < total) {
      onProgress?.({ phase: "layout", done: i + 1, total });
      await breathe();
    }
  }
  onProgress?.({ phase: "write", done: 0, total: 1 });
  const pdf = await canvas.finish();
  onProgress?.({ phase: "done", done: 1, total: 1 });
  return {
    pdf,
    pages: total,
    sheets: plan.sheets.length,
    cards: plan.cardCount,
    pictureProblems: built.pictureProblems,
  };
}

/** The one-sheet calibration PDF (two pages) for a paper and a flip; see calibration-sheet.ts. */
export function renderCalibrationPdf(paper: PrintOptions["paper"], flip: "long-edge" | "short-edge"): Promise<Uint8Array<ArrayBuffer>> {
  return calibrationPdf(paper, flip);
}

/** Lets the event loop turn between pages (progress messages, other requests). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
