/**
 * Everything the PDF needs before react-pdf runs: the plan, the prepared pictures, each card's
 * text laid out, the scenes of every front and back, and the fonts in use. Shared by the PDF
 * (render.ts) and the print dialog's preview (preview.ts).
 */
import type { PackCard, PackDocument } from "../packs/schema";
import { cardFace } from "./card-layout";
import { backScene, frontScene, type CardScene } from "./card-scene";
import { cardTextInput, layoutCardText, printedAttributes } from "./card-text";
import { fontsUsed, printable, type FaceName } from "./fonts";
import { preparePictures } from "./prepare-pictures";
import type { AttributeMode } from "./options";
import { backKey, frontKey, type PrintCard, type PrintPlan } from "./plan";

export interface BuildProgress {
  readonly phase: "pictures" | "text";
  readonly done: number;
  readonly total: number;
}

export interface BuiltScenes {
  readonly fronts: Map<string, CardScene>;
  readonly backs: Map<string, CardScene>;
  /** Per face, the indices of the stack's fonts the text uses. */
  readonly fontsUsed: Map<FaceName, Set<number>>;
  /** Pictures that could not be used (the card prints with a plain background instead). */
  readonly pictureProblems: readonly string[];
}

/** The data URL of a card's front picture, or null (a path here is a picture the caller did not resolve). */
export function frontPicture(card: PackCard, doc: PackDocument): string | null {
  const src = card.format === "gold" ? card.image : doc.pack.pictures?.front;
  return src !== undefined && src.startsWith("data:") ? src : null;
}

/** The back picture of an affiliation (null: none set for it, the designed back prints). */
export function backPicture(affiliation: string | null, doc: PackDocument): string | null {
  return doc.pack.pictures?.backs?.[affiliation ?? ""] ?? null;
}

/** Adds to `used` the fonts of each face's stack that the scene's text needs (for embedding only those). */
export function trackFonts(scene: CardScene, used: Map<FaceName, Set<number>>): void {
  for (const node of scene.nodes) {
    if (node.kind !== "text") continue;
    for (const run of node.lines.flatMap((l) => l.runs)) {
      let set = used.get(run.face);
      if (set === undefined) {
        set = new Set();
        used.set(run.face, set);
      }
      fontsUsed(run.face, run.text, set);
    }
  }
}

/** Lets a long synchronous loop give the event loop a turn (progress messages, other requests). */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the scenes of every distinct front and back in `cards` (copies share one). Never
 * throws for a bad picture: it is listed in `pictureProblems` and the card prints plain.
 */
export async function buildScenes(
  doc: PackDocument,
  cards: readonly PrintCard[],
  mode: AttributeMode,
  onProgress?: (p: BuildProgress) => void,
): Promise<BuiltScenes> {
  const wanted = new Set<string>();
  for (const c of cards) {
    const front = frontPicture(c.card, doc);
    if (front) wanted.add(front);
    const back = backPicture(c.affiliation, doc);
    if (back) wanted.add(back);
  }
  const { pictureFor, pictureProblems } = await preparePictures(wanted, onProgress);

  const fronts = new Map<string, CardScene>();
  const backs = new Map<string, CardScene>();
  const used = new Map<FaceName, Set<number>>();
  const packName = printable(doc.pack.name, "sansBold").text;
  const distinct = cards.filter((c) => c.copy === 1);
  let index = 0;
  for (const c of distinct) {
    if (index % 25 === 0) {
      onProgress?.({ phase: "text", done: index, total: distinct.length });
      await breathe();
    }
    index++;
    const face = cardFace(c.card.format, c.card.orientation);
    const key = frontKey(c);
    if (!fronts.has(key)) {
      const texts = layoutCardText(cardTextInput(c.card, printedAttributes(c.card, doc, mode)), face);
      const scene = frontScene({ face, type: c.type, format: c.card.format, picture: pictureFor(frontPicture(c.card, doc)), texts });
      fronts.set(key, scene);
      trackFonts(scene, used);
    }
    const bk = backKey(c);
    if (!backs.has(bk)) {
      const affiliation = c.affiliation === null ? null : printable(c.affiliation, "sansMedium").text;
      // Backs are portrait for every card of a format (see uprightBack in plan.ts).
      const scene = backScene({ face: cardFace(c.card.format, "portrait"), type: c.type, picture: pictureFor(backPicture(c.affiliation, doc)), packName, affiliation });
      backs.set(bk, scene);
      trackFonts(scene, used);
    }
  }
  onProgress?.({ phase: "text", done: distinct.length, total: distinct.length });
  return { fronts, backs, fontsUsed: used, pictureProblems };
}

/** Records the fonts some extra text (instructions, pack name) needs. */
export function addFontsFor(used: Map<FaceName, Set<number>>, face: FaceName, text: string): void {
  let set = used.get(face);
  if (set === undefined) {
    set = new Set();
    used.set(face, set);
  }
  fontsUsed(face, text, set);
}

/** The plan's cards (for callers holding only a plan). */
export function planCards(plan: PrintPlan): PrintCard[] {
  return plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
}
