/**
 * The print dialog's preview: the first sheet (fronts page and, with backs, its backs page) as
 * plain data the browser draws as SVG (components/print/sheet-preview.tsx). Built from the very
 * same plan and card scenes as the PDF, so the preview shows what prints, text lines included.
 *
 * Pictures are listed once in `pictures` and referred to by key, so nine silver cards do not
 * send the front picture nine times.
 */
import type { PackDocument } from "../packs/schema";
import { buildScenes, type BuiltScenes } from "./build";
import { BORDER_COLOURS } from "./card-layout";
import type { CardScene, SceneNode } from "./card-scene";
import { mirrorRect, type CardPlacement } from "./duplex";
import { expand, type Rect, type Segment } from "./geometry";
import type { PrintOptions } from "./options";
import { backKey, frontKey, planPrint, type PrintPlan } from "./plan";
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
  readonly summary: {
    readonly sheets: number;
    readonly pages: number;
    readonly cards: number;
    readonly perSheet: { readonly silver: number | null; readonly gold: number | null };
  };
}

const SEAM_MM = 0.15;

/**
 * The first sheet of the print as preview data. Throws what planPrint throws (PrintError for an
 * unknown era or nothing to print, LayoutError when no card fits).
 */
export async function previewFirstSheet(doc: PackDocument, options: PrintOptions, extra: { maxPicturePixels?: number } = {}): Promise<SheetPreview> {
  const plan = planPrint(doc, options);
  const sheet = plan.sheets[0];
  if (sheet === undefined) throw new Error("internal: a plan without sheets");
  const built = await buildScenes(
    doc,
    sheet.cards.map((c) => c.card),
    options.attributes,
  );
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
  const { front, back } = sheetSides(plan, 0, built, withKeys);
  if (extra.maxPicturePixels !== undefined) {
    for (const [key, src] of Object.entries(pictures)) pictures[key] = await shrink(src, extra.maxPicturePixels);
  }
  const perSheet = (format: "silver" | "gold") => plan.sheets.find((s) => s.format === format)?.perSheet ?? null;
  return {
    page: sheet.layout.page,
    front,
    back,
    pictures,
    summary: { sheets: plan.sheets.length, pages: plan.pages.length, cards: plan.cardCount, perSheet: { silver: perSheet("silver"), gold: perSheet("gold") } },
  };
}

/**
 * One sheet of a plan as drawing data: its fronts page and (with backs) its backs page as
 * printed, with the same fills, cards and marks as the PDF's pages (document.tsx). `scene` maps
 * a built scene to what the page should carry (the preview swaps pictures for keys). Throws for
 * a sheet index outside the plan or a card whose scene was not built.
 */
export function sheetSides(
  plan: PrintPlan,
  index: number,
  built: Pick<BuiltScenes, "fronts" | "backs">,
  scene: (scene: CardScene) => PreviewScene = (s) => s,
): { front: PreviewPage; back: PreviewPage | null } {
  const sheet = plan.sheets[index];
  if (sheet === undefined) throw new Error(`internal: no sheet ${index} in a plan of ${plan.sheets.length}`);
  const { options } = plan;
  const { layout } = sheet;
  const colour = (i: number) => BORDER_COLOURS[sheet.cards[i]?.card.type ?? "none"];
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
      identifier: c.card.card.identifier,
      placement: c.front,
      colour: colour(i),
      scene: sceneOf(built.fronts, frontKey(c.card)),
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
            identifier: c.card.card.identifier,
            placement: c.back as CardPlacement,
            colour: colour(i),
            scene: sceneOf(built.backs, backKey(c.card)),
          })),
          marks: [],
        };
  return { front, back };
}

/** A smaller copy of a picture (longest side `max` px, JPEG) for the preview; the original on failure. */
async function shrink(dataUrl: string, max: number): Promise<string> {
  try {
    const { default: sharp } = await import("sharp");
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    const out = await sharp(bytes).resize({ width: max, height: max, fit: "inside", withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer();
    return `data:image/jpeg;base64,${out.toString("base64")}`;
  } catch {
    return dataUrl;
  }
}
