/**
 * Cards of a data-defined system as exports read them (export/export-card.ts): the scenes its
 * faces give (system-print.ts, the same as the PDF), a name from its `name` field (else the
 * identifier) and its fields as "Label: value" lines, each value as its field kind prints it
 * (lib/systems/field-kinds.ts: a yes/no field reads "Yes" or "No"). System-neutral: the caller passes the
 * definition's faces and fields.
 */
import { fieldKind, printValueText } from "../systems/field-kinds";
import type { FieldDef } from "../systems/types";
import type { BuildProgress } from "./build";
import { withPictureProblems, type ExportCard, type ExportCards } from "./export/export-card";
import { buildSystemScenes, SYSTEM_CARD_VIEW, systemPrintCards, type SystemPrintDocument, type SystemPrintFaces } from "./system-print";

/** Every card of the pack (or of deck `deck`), copies counted, not repeated. */
export async function systemExportCards(
  doc: SystemPrintDocument,
  faces: SystemPrintFaces & { readonly fields: readonly Pick<FieldDef, "key" | "label" | "type">[] },
  deck?: string,
  onProgress?: (p: BuildProgress) => void,
): Promise<ExportCards> {
  const cards = systemPrintCards(doc, faces, deck);
  const built = await buildSystemScenes(doc, cards, onProgress);
  const out: ExportCard[] = [];
  const seen = new Set<string>();
  for (const c of cards) {
    const key = SYSTEM_CARD_VIEW.frontKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    const backKey = SYSTEM_CARD_VIEW.backKey(c);
    const front = built.fronts.get(key);
    const back = built.backs.get(backKey);
    if (front === undefined || back === undefined) throw new Error(`export: no scene for ${c.card.identifier}`);
    const lines = faces.fields
      // A kind stored outside the fields (a picture) has no text; the rest read as they print.
      .filter((f) => fieldKind(f.type.kind).json !== null)
      .map((f) => [f.label, fieldKind(f.type.kind).toPrint(c.card.fields[f.key])] as const)
      .filter(([, v]) => v !== "")
      .map(([label, v]) => `${label}: ${v}`);
    const name = printValueText(c.card.fields.name) || c.card.identifier;
    out.push({ deck: c.deck, identifier: c.card.identifier, name, description: [`Type: ${c.card.type}`, ...lines].join("\n"), copies: c.card.copies, front, back, backKey });
  }
  const dataUrl = (src: string | undefined) => src !== undefined && src.startsWith("data:");
  const images = new Map(cards.map((c) => [c.card.identifier, dataUrl(c.card.image)] as const));
  const back = dataUrl(doc.pack.pictures?.back);
  return withPictureProblems(out, (e) => ({ front: images.get(e.identifier) === true, back }), built.pictureProblems);
}
