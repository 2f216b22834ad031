/**
 * What every system's scene building shares before react-pdf runs: progress, the built scenes
 * and the fonts in use. A system builds its scenes (GOT CGS: lib/systems/got-cgs/print/build.ts;
 * data systems: system-print.ts) for the PDF (render.tsx) and the print dialog's preview
 * (preview.ts).
 */
import type { CardScene } from "./card-scene";
import { fontsUsed, type FaceName } from "./fonts";

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

/** How a system draws one card's front and back, and which cards share them (copies, same back). */
export interface SceneMaker<C> {
  frontKey(card: C): string;
  backKey(card: C): string;
  front(card: C): CardScene;
  back(card: C): CardScene;
}

/**
 * The scenes of every distinct front and back of `cards` (the first copy of each card; cards with
 * the same key share a scene), with the fonts they use. Reports "text" progress every 25 cards and
 * lets the event loop breathe there.
 */
export async function buildDistinctScenes<C extends { readonly copy: number }>(
  cards: readonly C[],
  maker: SceneMaker<C>,
  onProgress?: (p: BuildProgress) => void,
): Promise<Omit<BuiltScenes, "pictureProblems">> {
  const fronts = new Map<string, CardScene>();
  const backs = new Map<string, CardScene>();
  const used = new Map<FaceName, Set<number>>();
  const distinct = cards.filter((c) => c.copy === 1);
  let index = 0;
  for (const c of distinct) {
    if (index % 25 === 0) {
      onProgress?.({ phase: "text", done: index, total: distinct.length });
      await breathe();
    }
    index++;
    const key = maker.frontKey(c);
    if (!fronts.has(key)) {
      const scene = maker.front(c);
      fronts.set(key, scene);
      trackFonts(scene, used);
    }
    const bk = maker.backKey(c);
    if (!backs.has(bk)) {
      const scene = maker.back(c);
      backs.set(bk, scene);
      trackFonts(scene, used);
    }
  }
  onProgress?.({ phase: "text", done: distinct.length, total: distinct.length });
  return { fronts, backs, fontsUsed: used };
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
