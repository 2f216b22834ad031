/**
 * The print dialog's preview: the first sheet (fronts page and, with backs, its backs page) as
 * plain data the browser draws as SVG (components/print/sheet-preview.tsx). Built from the very
 * same plan and card scenes as the PDF, so the preview shows what prints, text lines included.
 *
 * Pictures are listed once in `pictures` and referred to by key, so nine silver cards do not
 * send the front picture nine times.
 */
import { createHash } from "node:crypto";
import { decodeDataUrl, MAX_PICTURE_PIXELS } from "../packs/pictures";
import type { BuiltScenes } from "./build";
import { NEUTRAL_BORDER, type CardScene, type SceneNode } from "./card-scene";
import { mirrorRect, type CardPlacement } from "./duplex";
import { expand, type Rect, type Segment } from "./geometry";
import type { PrintOptions } from "./options";
import type { PrintPlan, SheetCardView } from "./plan";
import { buildSystemScenes, planSystemPrint, SYSTEM_CARD_VIEW, type SystemPrintDocument, type SystemPrintFaces } from "./system-print";
import type { Size } from "./units";

/** A scene whose images are keys into {@link SheetPreview.pictures}. */
export interface PreviewScene {
  readonly size: Size;
  readonly nodes: readonly SceneNode[];
}

export interface PreviewCard {
  readonly identifier: string;
  readonly placement: CardPlacement;
  readonly colour: string;
  readonly scene: PreviewScene;
}

export interface PreviewPage {
  /** Paint first, in order: the bleed around the block and a hair under each card. */
  readonly fills: readonly { readonly rect: Rect; readonly colour: string }[];
  readonly cards: readonly PreviewCard[];
  readonly marks: readonly Segment[];
}

export interface SheetPreview {
  readonly page: Size;
  readonly front: PreviewPage;
  /** The backs page as printed (mirrored for the flip), or null without backs. */
  readonly back: PreviewPage | null;
  readonly pictures: Readonly<Record<string, string>>;
  /**
   * Pictures the preview could not scale down (too large or damaged): each is drawn as a
   * hatched placeholder ({@link PICTURE_PLACEHOLDER}), never sent at full size; says why.
   */
  readonly pictureProblems: readonly string[];
  readonly summary: {
    readonly sheets: number;
    readonly pages: number;
    readonly cards: number;
    readonly perSheet: { readonly silver: number | null; readonly gold: number | null };
  };
}

const SEAM_MM = 0.15;

/**
 * The first sheet of a data-system pack's print (system-print.ts) as preview data; throws as
 * planSystemPrint. `perSheet` in the summary is null for both GOT CGS formats: see `perFace`.
 */
export async function previewSystemFirstSheet(
  doc: SystemPrintDocument,
  faces: SystemPrintFaces,
  options: PrintOptions,
  extra: { maxPicturePixels?: number } = {},
): Promise<SheetPreview> {
  const plan = planSystemPrint(doc, faces, options);
  const sheet = plan.sheets[0];
  if (sheet === undefined) throw new Error("internal: a plan without sheets");
  const built = await buildSystemScenes(
    doc,
    sheet.cards.map((c) => c.card),
  );
  return previewOf(plan, built, SYSTEM_CARD_VIEW, { silver: null, gold: null }, extra);
}

/**
 * The first sheet of a planned print whose scenes are built, as preview data (any system: GOT
 * CGS's previewFirstSheet in lib/systems/got-cgs/print/preview.ts calls it too). `perSheet` is
 * the summary's cards per sheet by GOT CGS format (null where the plan has none).
 */
export async function previewOf<C>(
  plan: PrintPlan<C, string>,
  built: BuiltScenes,
  view: SheetCardView<C>,
  perSheet: SheetPreview["summary"]["perSheet"],
  extra: { maxPicturePixels?: number },
): Promise<SheetPreview> {
  const sheet = plan.sheets[0] as PrintPlan<C, string>["sheets"][number];
  const pictures: Record<string, string> = {};
  const keys = new Map<string, string>();
  const withKeys = (scene: CardScene): PreviewScene => ({
    size: scene.size,
    nodes: scene.nodes.map((node) => {
      if (node.kind !== "image") return node;
      let key = keys.get(node.src);
      if (key === undefined) {
        key = `p${keys.size}`;
        keys.set(node.src, key);
        pictures[key] = node.src;
      }
      return { ...node, src: key };
    }),
  });
  const { front, back } = sheetSides(plan, 0, built, withKeys, view);
  // Pictures the PDF cannot use either (its cards print plain, and the preview shows them so).
  const pictureProblems: string[] = built.pictureProblems.map((m) => `A picture cannot be printed (${m}): its cards print plain.`);
  if (extra.maxPicturePixels !== undefined) {
    for (const [key, src] of Object.entries(pictures)) {
      const small = await shrink(src, extra.maxPicturePixels);
      if (small.ok) pictures[key] = small.src;
      else {
        pictures[key] = PICTURE_PLACEHOLDER;
        pictureProblems.push(`A picture ${small.message}, so the preview shows a hatched box in its place.`);
      }
    }
  }
  return {
    page: sheet.layout.page,
    front,
    back,
    pictures,
    pictureProblems,
    summary: { sheets: plan.sheets.length, pages: plan.pages.length, cards: plan.cardCount, perSheet },
  };
}

/**
 * One sheet of a plan as drawing data: its fronts page and (with backs) its backs page as
 * printed, with the same fills, cards and marks as the PDF's pages (pdf-draw.ts). `scene` maps
 * a built scene to what the page should carry (the preview swaps pictures for keys). Throws for
 * a sheet index outside the plan or a card whose scene was not built.
 */
export function sheetSides<C>(
  plan: PrintPlan<C, string>,
  index: number,
  built: Pick<BuiltScenes, "fronts" | "backs">,
  scene: (scene: CardScene) => PreviewScene,
  view: SheetCardView<C>,
): { front: PreviewPage; back: PreviewPage | null } {
  const sheet = plan.sheets[index];
  if (sheet === undefined) throw new Error(`internal: no sheet ${index} in a plan of ${plan.sheets.length}`);
  const { options } = plan;
  const { layout } = sheet;
  const colour = (i: number) => {
    const placed = sheet.cards[i];
    return placed === undefined ? NEUTRAL_BORDER : view.colour(placed.card);
  };
  const sceneOf = (map: ReadonlyMap<string, CardScene>, key: string): PreviewScene => {
    const found = map.get(key);
    if (found === undefined) throw new Error(`internal: no scene built for ${key}`);
    return scene(found);
  };
  const front: PreviewPage = {
    fills: [
      ...(layout.bleed > 0 ? layout.bleedRects.map((rect, i) => ({ rect, colour: colour(i) })) : []),
      ...sheet.cards.map((c, i) => ({ rect: expand(c.front.trim, SEAM_MM), colour: colour(i) })),
    ],
    cards: sheet.cards.map((c, i) => ({
      identifier: view.identifier(c.card),
      placement: c.front,
      colour: colour(i),
      scene: sceneOf(built.fronts, view.frontKey(c.card)),
    })),
    marks: sheet.marks,
  };
  const flip = options.backs === "none" ? null : options.backs;
  const back: PreviewPage | null =
    flip === null
      ? null
      : {
          fills: [
            ...(layout.bleed > 0 ? layout.bleedRects.map((rect, i) => ({ rect: mirrorRect(rect, layout.page, flip, options.backOffset), colour: colour(i) })) : []),
            ...sheet.cards.map((c, i) => ({ rect: expand((c.back as CardPlacement).trim, SEAM_MM), colour: colour(i) })),
          ],
          cards: sheet.cards.map((c, i) => ({
            identifier: view.identifier(c.card),
            placement: c.back as CardPlacement,
            colour: colour(i),
            scene: sceneOf(built.backs, view.backKey(c.card)),
          })),
          marks: [],
        };
  return { front, back };
}

/** What the preview draws for a picture it cannot scale down: grey, hatched, clearly not the picture. */
export const PICTURE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e4e7e2"/><path d="M-16 16L16-16M-16 48L48-16M-16 80L80-16M16 80L80 16M48 80L80 48" stroke="#a9b1a7" stroke-width="4"/></svg>',
)}`;

type Shrunk = { readonly ok: true; readonly src: string } | { readonly ok: false; readonly message: string };

/**
 * Scaled-down pictures by source and size: every option change asks for a new preview, and
 * scaling a 400-megapixel picture takes seconds. A few entries, each a small JPEG; keyed by a
 * hash so the cache does not keep large data URLs alive.
 */
const SHRUNK_CACHE_SIZE = 32;
const shrunkCache = new Map<string, Promise<Shrunk>>();

function shrink(dataUrl: string, max: number): Promise<Shrunk> {
  const key = `${max}:${createHash("sha256").update(dataUrl).digest("base64")}`;
  let result = shrunkCache.get(key);
  if (result === undefined) {
    result = shrinkUncached(dataUrl, max);
    if (shrunkCache.size >= SHRUNK_CACHE_SIZE) shrunkCache.delete(shrunkCache.keys().next().value as string);
    shrunkCache.set(key, result);
  }
  return result;
}

/**
 * A smaller copy of a picture (longest side `max` px, JPEG) for the preview, or why there is
 * none: never the picture itself, which may be hundreds of megapixels.
 */
async function shrinkUncached(dataUrl: string, max: number): Promise<Shrunk> {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded.ok) return { ok: false, message: `cannot be read (${decoded.message})` };
  const { width, height } = decoded.picture;
  try {
    const { default: sharp } = await import("sharp");
    // decodeDataUrl has checked the size against the app's limit; sharp gets the same limit, not
    // its own default (about 268 megapixels, which once refused a picture print accepted and the
    // preview sent it at full size). Sequential reading streams a large PNG through the resize.
    const out = await sharp(decoded.bytes, { limitInputPixels: MAX_PICTURE_PIXELS, sequentialRead: true })
      .resize({ width: max, height: max, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { ok: true, src: `data:image/jpeg;base64,${out.toString("base64")}` };
  } catch (error) {
    return { ok: false, message: `of ${width} × ${height} px cannot be decoded (${error instanceof Error ? error.message : String(error)})` };
  }
}
