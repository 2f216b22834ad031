/**
 * A planned print in, the printable PDF out, in this thread: `renderPlanned(plan, scenes, view)`
 * for any system's plan, `renderSystemPdf` for a pack of a data-defined system. GOT CGS's own
 * `renderPrintPdf` (lib/systems/got-cgs/print/render.tsx) plans and builds its cards, then calls
 * renderPlanned. The server calls them through a worker thread (worker-client.ts) so a big pack
 * never blocks it; the CLI and the tests may call them directly.
 */
import { renderToBuffer } from "@react-pdf/renderer";
import { addFontsFor, type BuiltScenes } from "./build";
import { CalibrationDocument } from "./calibration";
import { PrintDocument, printDocumentInfo } from "./document";
import { printable } from "./fonts";
import { printOptions, type PrintOptions, type PrintOptionsInput } from "./options";
import { instructionLines } from "./pages";
import { documentStacks } from "./pdf-fonts";
import type { PrintPlan, SheetCardView } from "./plan";
import { buildSystemScenes, planSystemPrint, SYSTEM_CARD_VIEW, type SystemPrintDocument, type SystemPrintFaces } from "./system-print";
import type { CardScene } from "./card-scene";
import { wordsIn } from "./pdf-scene";
import { writePdfInChunks } from "./pdf-writer";

/**
 * Pages laid out at a time (pdf-writer.ts): react-pdf holds one chunk's layout tree, not the
 * whole document's. Measured with 1,000 cards (226 pages), peak RSS in the main thread: all at
 * once 516 MB, 16 pages 437 MB, 2 pages 361 MB, 1 page 300-367 MB; no difference in time.
 */
const PAGES_PER_CHUNK = 1;

/**
 * plan, pictures, text: ours; layout: react-pdf laying out and drawing the pages, a page at a
 * time (counted in words, across all pages); write: finishing the file (embedding the font
 * subsets; short).
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
  /** Pages laid out at a time (tests: the file must not depend on it). */
  readonly pagesPerChunk?: number;
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

/**
 * Lays out and writes the pages of a plan whose scenes are built (any system); `view` says how
 * the pages read a card of the plan, `subject` goes into the PDF's document information.
 */
export async function renderPlanned<C>(
  plan: PrintPlan<C, string>,
  built: BuiltScenes,
  view: SheetCardView<C>,
  hooks: RenderHooks,
  subject?: string,
): Promise<RenderResult> {
  const { onProgress, pagesPerChunk = PAGES_PER_CHUNK } = hooks;
  const { options } = plan;
  if (options.instructions) {
    addFontsFor(built.fontsUsed, "sansBold", printable(plan.packName, "sansBold").text);
    for (const section of instructionLines(plan)) for (const line of section.body) addFontsFor(built.fontsUsed, "sans", line);
  }
  const stacks = documentStacks(built.fontsUsed);
  const safePlan: PrintPlan<C, string> = { ...plan, packName: printable(plan.packName, "sansBold").text };
  const total = Math.max(1, expectedWords(plan, built, view));
  let words = 0;
  let reported = 0;
  onProgress?.({ phase: "layout", done: 0, total });
  const hyphenate = (word: string): string[] => {
    words++;
    // About a hundred updates over the layout, then one when it is through.
    if (words === total) onProgress?.({ phase: "write", done: 0, total: 1 });
    else if (words < total && words - reported >= total / 100) {
      reported = words;
      onProgress?.({ phase: "layout", done: words, total });
    }
    return [word];
  };
  const env = { stacks, hyphenate };
  const pageCount = plan.pages.length;
  const chunks = Math.max(1, Math.ceil(pageCount / pagesPerChunk));
  const pdf = await writePdfInChunks(
    printDocumentInfo(safePlan, subject),
    chunks,
    (i) => <PrintDocument plan={safePlan} view={view} subject={subject} fronts={built.fronts} backs={built.backs} env={env} from={i * pagesPerChunk} to={(i + 1) * pagesPerChunk} />,
    breathe,
  );
  if (process.env.GREENHOUSE_PRINT_DEBUG === "1") console.error(`print: ${words} words laid out, ${total} expected`);
  onProgress?.({ phase: "done", done: 1, total: 1 });
  return {
    pdf,
    pages: pageCount,
    sheets: plan.sheets.length,
    cards: plan.cardCount,
    pictureProblems: built.pictureProblems,
  };
}

/** How many words and spaces react-pdf will lay out on the card pages (see PdfEnv). */
function expectedWords<C>(plan: PrintPlan<C, string>, built: { fronts: ReadonlyMap<string, CardScene>; backs: ReadonlyMap<string, CardScene> }, view: SheetCardView<C>): number {
  const perScene = new Map<CardScene, number>();
  const count = (scene: CardScene | undefined) => {
    if (scene === undefined) return 0;
    let n = perScene.get(scene);
    if (n === undefined) {
      n = 0;
      for (const node of scene.nodes) if (node.kind === "text") for (const line of node.lines) n += wordsIn(line.runs);
      perScene.set(scene, n);
    }
    return n;
  };
  let total = 0;
  for (const sheet of plan.sheets) {
    for (const c of sheet.cards) {
      total += count(built.fronts.get(view.frontKey(c.card)));
      if (c.back) total += count(built.backs.get(view.backKey(c.card)));
    }
  }
  return total;
}

/** The one-sheet calibration PDF (two pages) for a paper and a flip; see calibration.tsx. */
export async function renderCalibrationPdf(paper: PrintOptions["paper"], flip: "long-edge" | "short-edge"): Promise<Uint8Array<ArrayBuffer>> {
  const stacks = documentStacks(new Map());
  return ownBytes(await renderToBuffer(<CalibrationDocument paper={paper} flip={flip} stacks={stacks} />));
}

/** Lets the event loop turn between chunks (progress messages, other requests). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A Buffer's bytes in an ArrayBuffer of their own (Node pools small Buffers in a shared one). */
function ownBytes(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(buffer.byteLength);
  out.set(buffer);
  return out;
}
