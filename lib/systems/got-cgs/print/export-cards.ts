/**
 * GOT CGS cards as exports read them (lib/print/export/export-card.ts): each card's front and
 * back scenes exactly as its PDF draws them (build.ts), its era deck, and its texts for Tabletop
 * Simulator's description. GOT CGS cards have no name field: the identifier names them.
 */
import type { PackDocument } from "../../../packs/schema";
import { withPictureProblems, type ExportCard, type ExportCards } from "../../../print/export/export-card";
import type { BuildProgress } from "../../../print/build";
import { backPicture, buildScenes, frontPicture } from "./build";
import { backKey, frontKey, printCards, type PrintCard } from "./plan";

/** The texts of a card, one area a paragraph, for a description. */
function describe(card: PrintCard["card"]): string {
  return [card.directive, card.attributes, card.lore].map((t) => t.trim()).filter((t) => t !== "").join("\n\n");
}

/** Every card of the pack (or of era deck `era`), copies counted, not repeated. */
export async function gotCgsExportCards(doc: PackDocument, era?: string, onProgress?: (p: BuildProgress) => void): Promise<ExportCards> {
  const cards = printCards(doc, era);
  const built = await buildScenes(doc, cards, "canonical", onProgress);
  const out: ExportCard[] = [];
  const seen = new Set<string>();
  for (const c of cards) {
    const key = frontKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    const front = built.fronts.get(key);
    const back = built.backs.get(backKey(c));
    if (front === undefined || back === undefined) throw new Error(`export: no scene for ${c.card.identifier}`);
    out.push({ deck: c.era, identifier: c.card.identifier, name: c.card.identifier, description: describe(c.card), copies: c.card.copies, front, back, backKey: backKey(c) });
  }
  const byId = new Map(cards.map((c) => [c.card.identifier, c] as const));
  return withPictureProblems(
    out,
    (e) => {
      const c = byId.get(e.identifier);
      return { front: c !== undefined && frontPicture(c.card, doc) !== null, back: c !== undefined && backPicture(c.affiliation, doc) !== null };
    },
    built.pictureProblems,
  );
}
