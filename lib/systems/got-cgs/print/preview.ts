/**
 * The print dialog's preview of a GOT CGS pack: the first sheet, from the same plan and scenes as
 * its PDF (lib/print/preview.ts draws any system's sheet).
 */
import type { PackDocument } from "../../../packs/schema";
import type { PrintOptions } from "../../../print/options";
import { previewOf, type SheetPreview } from "../../../print/preview";
import { buildScenes } from "./build";
import { GOT_CGS_VIEW, planPrint } from "./plan";

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
  const perSheet = (format: "silver" | "gold") => plan.sheets.find((s) => s.format === format)?.perSheet ?? null;
  return previewOf(plan, built, GOT_CGS_VIEW, { silver: perSheet("silver"), gold: perSheet("gold") }, extra);
}

