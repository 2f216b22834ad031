/**
 * Everything a GOT CGS PDF needs before its pages are drawn: the prepared pictures, each card's text
 * laid out and the scenes of every front and back (lib/print/build.ts has the shared parts).
 * Shared by the PDF (./render.tsx) and the print dialog's preview (./preview.ts).
 */
import type { PackCard, PackDocument } from "../../../packs/schema";
import { buildDistinctScenes, type BuildProgress, type BuiltScenes } from "../../../print/build";
import { printable } from "../../../print/fonts";
import type { AttributeMode } from "../../../print/options";
import { preparePictures } from "../../../print/prepare-pictures";
import { cardFace } from "./card-layout";
import { backScene, frontScene } from "./card-scene";
import { cardTextInput, layoutCardText, printedAttributes } from "./card-text";
import { backKey, frontKey, type GotCgsPrintPlan, type PrintCard } from "./plan";

/** The data URL of a card's front picture, or null (a path here is a picture the caller did not resolve). */
export function frontPicture(card: PackCard, doc: PackDocument): string | null {
  const src = card.format === "gold" ? card.image : doc.pack.pictures?.front;
  return src !== undefined && src.startsWith("data:") ? src : null;
}

/** The back picture of an affiliation (null: none set for it, the designed back prints). */
export function backPicture(affiliation: string | null, doc: PackDocument): string | null {
  return doc.pack.pictures?.backs?.[affiliation ?? ""] ?? null;
}

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

  const packName = printable(doc.pack.name, "sansBold").text;
  const built = await buildDistinctScenes(
    cards,
    {
      frontKey,
      backKey,
      front: (c) => {
        const face = cardFace(c.card.format, c.card.orientation);
        const texts = layoutCardText(cardTextInput(c.card, printedAttributes(c.card, doc, mode)), face);
        return frontScene({ face, type: c.type, format: c.card.format, picture: pictureFor(frontPicture(c.card, doc)), texts });
      },
      back: (c) => {
        const affiliation = c.affiliation === null ? null : printable(c.affiliation, "sansMedium").text;
        // Backs are portrait for every card of a format (see uprightBack in plan.ts).
        return backScene({ face: cardFace(c.card.format, "portrait"), type: c.type, picture: pictureFor(backPicture(c.affiliation, doc)), packName, affiliation });
      },
    },
    onProgress,
  );
  return { ...built, pictureProblems };
}

/** The plan's cards (for callers holding only a plan). */
export function planCards(plan: GotCgsPrintPlan): PrintCard[] {
  return plan.sheets.flatMap((s) => s.cards.map((c) => c.card));
}
