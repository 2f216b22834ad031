/**
 * What is worth knowing before printing a data-system pack (the print dialog's list, the CLI's
 * stderr): text that will not fit its region at the readable size, pictures that are not there,
 * and the lint errors of the cards being printed. Printing is allowed whatever it finds.
 * System-neutral: lint comes in as findings from the caller (lib/systems/lint's lintPack).
 */
import type { SystemFinding } from "../systems/types";
import { faceFitFindings, faceFrontScene } from "./face-scene";
import type { PrintOptions } from "./options";
import type { PreflightItem } from "./preflight";
import { profilesFor, safeAreaFindings } from "./safe-area";
import { systemPrintCards, type SystemPrintDocument, type SystemPrintFaces } from "./system-print";

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * The preflight items of the decks being printed (all, or `options.era`). `lint` is the
 * findings of those decks (findings without an identifier are about a deck as a whole).
 * Throws PrintError for an unknown deck, as planSystemPrint.
 */
export function systemPreflight(
  doc: SystemPrintDocument,
  faces: SystemPrintFaces,
  options: Pick<PrintOptions, "era">,
  lint: readonly SystemFinding[] = [],
): PreflightItem[] {
  const cards = systemPrintCards(doc, faces, options.era).filter((c) => c.copy === 1);
  const items: PreflightItem[] = [];
  if (faces.backs.by === "one" && doc.pack.pictures?.back === undefined && cards.length > 0) {
    items.push({ code: "picture-missing", severity: "info", message: "The pack has no back picture: the designed back (the pack's name on a tint) prints. Set one on the pack to use your own.", era: null, identifier: null });
  }
  for (const c of cards) {
    if (c.card.image !== undefined && !c.card.image.startsWith("data:")) {
      items.push({ code: "picture-missing", severity: "warning", message: `${c.card.identifier}: its picture ${c.card.image} is not in the pack, so the card prints with a plain picture area.`, era: c.deck, identifier: c.card.identifier });
    }
    for (const f of faceFitFindings(c.face, c.card, c.symbols, c.rich)) items.push({ code: "print-fit", severity: "warning", message: f.message, era: c.deck, identifier: c.card.identifier });
    // Laid out only for a size a shop prints (the check's own filter, done first to save the layout).
    if (profilesFor({ width: c.face.widthMm, height: c.face.heightMm }).length > 0) {
      const { scene } = faceFrontScene(c.face, { identifier: c.card.identifier, fields: c.card.fields, picture: null }, { border: c.colour, rich: c.rich });
      items.push(...safeAreaFindings({ scene, regions: c.face.regions, identifier: c.card.identifier, era: c.deck, side: "front" }));
    }
  }
  const errorsByCard = new Map<string, { deck: string | null; identifier: string; count: number }>();
  for (const f of lint) {
    if (f.severity !== "error") continue;
    if (f.identifier === undefined) {
      items.push({ code: "pack-lint-errors", severity: "error", message: f.message, era: f.deck ?? null, identifier: null });
      continue;
    }
    const key = `${f.deck ?? ""}\u0000${f.identifier}`;
    const entry = errorsByCard.get(key) ?? { deck: f.deck ?? null, identifier: f.identifier, count: 0 };
    entry.count++;
    errorsByCard.set(key, entry);
  }
  for (const e of errorsByCard.values()) {
    items.push({
      code: "card-lint-errors",
      severity: "error",
      message: `${e.identifier} has ${e.count} lint error${e.count === 1 ? "" : "s"}; it prints as it is.`,
      era: e.deck,
      identifier: e.identifier,
      ...(e.count > 1 ? { count: e.count } : {}),
    });
  }
  return items.map((item, i) => ({ item, i })).sort((a, b) => ORDER[a.item.severity] - ORDER[b.item.severity] || a.i - b.i).map((x) => x.item);
}
