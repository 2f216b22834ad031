/**
 * GOT CGS preflight (lib/print/preflight.ts has the item and the picture checks):
 *
 * - Pictures below 300 dpi or of the wrong shape, on silver fronts, gold cards and backs.
 * - Missing pictures (a plain background prints), pictures that cannot be read.
 * - Text of a silver front within a print-on-demand shop's safe margin of the cut (a note).
 * - Errors in the cards being printed (lint; one line per card, `count` saying how many) and
 *   in the pack or era deck itself, cards without a valid Type (grey border), and text that does
 *   not fit its area (print fit).
 */
import type { PackDiagnostic } from "../attributes/diagnostics";
import { lintPack } from "../../../packs/lint";
import type { PackDocument } from "../../../packs/schema";
import type { PrintOptions } from "../../../print/options";
import type { AttributeMode } from "../../../print/options";
import { bySeverity, pictureFindings, type PictureUse, type PreflightItem } from "../../../print/preflight";
import { profilesFor, safeAreaFindings } from "../../../print/safe-area";
import { backPicture, frontPicture } from "./build";
import { CARD_AREAS, cardFace, pictureRect, type CardFace } from "./card-layout";
import { frontScene } from "./card-scene";
import { cardTextInput, layoutCardText, printedAttributes } from "./card-text";
import { printFitDiagnostics } from "./fit";
import { printCards, type PrintCard } from "./plan";

/** Lint of the cards being printed; `lintPack` (lib/packs/lint.ts) with print fit fits here. */
export type PreflightLint = (doc: PackDocument, era: string | undefined) => readonly PackDiagnostic[];

export interface PreflightOptions {
  /** Defaults to {@link packLint}. */
  readonly lint?: PreflightLint;
}

/**
 * The default lint: `lintPack` (card and deck layers). Print fit is left out here because
 * preflight reports it itself, once. lintPack's neutral rows are GOT CGS's own here (the
 * document is GOT CGS's), so their `field` is a `DiagnosticField`.
 */
export const packLint: PreflightLint = (doc, era) => lintPack(doc, era === undefined ? {} : { era }).diagnostics as PackDiagnostic[];

/** A picture's use on a GOT CGS face (the face tells one printed shape from another). */
interface FaceUse extends PictureUse {
  readonly face: CardFace;
}

function uses(doc: PackDocument, cards: readonly PrintCard[]): Map<string, FaceUse[]> {
  const out = new Map<string, FaceUse[]>();
  const add = (src: string, use: Omit<FaceUse, "area">) => {
    const list = out.get(src) ?? [];
    // One finding per picture and printed shape is enough.
    if (!list.some((u) => u.face === use.face)) list.push({ ...use, area: pictureRect(use.face) });
    out.set(src, list);
  };
  for (const c of cards) {
    if (c.copy !== 1) continue;
    const face = cardFace(c.card.format, c.card.orientation);
    const front = frontPicture(c.card, doc);
    if (front !== null) {
      add(front, c.card.format === "gold" ? { label: `The picture of ${c.card.identifier}`, face, era: c.era, identifier: c.card.identifier } : { label: "The silver front picture", face, era: null, identifier: null });
    }
    const back = backPicture(c.affiliation, doc);
    // Backs print portrait on every card (a landscape gold card gets its back turned).
    if (back !== null) add(back, { face: cardFace(c.card.format, "portrait"), label: c.affiliation === null ? "The back picture for cards without an affiliation" : `The back picture of ${c.affiliation}`, era: null, identifier: null });
  }
  return out;
}

function missing(doc: PackDocument, cards: readonly PrintCard[]): PreflightItem[] {
  const out: PreflightItem[] = [];
  const none = { era: null, identifier: null };
  if (cards.some((c) => c.card.format === "silver") && doc.pack.pictures?.front === undefined) {
    out.push({ code: "picture-missing", severity: "info", message: "The pack has no silver front picture: silver cards print on a plain light background. Add one in the pack's pictures.", ...none });
  }
  const noBack = new Set<string | null>();
  for (const c of cards) {
    if (c.copy !== 1) continue;
    if (c.card.format === "gold" && frontPicture(c.card, doc) === null) {
      const path = c.card.image !== undefined && !c.card.image.startsWith("data:");
      out.push({
        code: "picture-missing",
        severity: "warning",
        message: path
          ? `The gold card ${c.card.identifier} names its picture by path ("${c.card.image}"), which only the command line can read: it prints on a plain background. Upload the picture.`
          : `The gold card ${c.card.identifier} has no picture (each gold card has its own, says the rulebook): it prints on a plain background.`,
        era: c.era,
        identifier: c.card.identifier,
      });
    }
    if (backPicture(c.affiliation, doc) === null) noBack.add(c.affiliation);
  }
  for (const affiliation of noBack) {
    const whose = affiliation === null ? "cards without an affiliation" : `the affiliation ${affiliation}`;
    out.push({ code: "picture-missing", severity: "info", message: `No back picture for ${whose}: a plain back with the pack's name prints instead.`, ...none });
  }
  return out;
}

function lintFindings(doc: PackDocument, cards: readonly PrintCard[], lint: PreflightLint | undefined, era: string | undefined): PreflightItem[] {
  const out: PreflightItem[] = [];
  const printed = new Set(cards.map((c) => `${c.era}\u0000${c.card.identifier}`));
  const diagnostics = (lint ?? packLint)(doc, era);
  const errorsByCard = new Map<string, PackDiagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity !== "error" || d.identifier === null || d.era === null) continue;
    const key = `${d.era}\u0000${d.identifier}`;
    if (!printed.has(key)) continue;
    errorsByCard.set(key, [...(errorsByCard.get(key) ?? []), d]);
  }
  for (const [key, list] of errorsByCard) {
    const [eraName, identifier] = key.split("\u0000") as [string, string];
    const first = list[0] as PackDiagnostic;
    out.push({
      code: "card-lint-errors",
      severity: "error",
      message: `${identifier} has ${list.length} error${list.length === 1 ? "" : "s"} (first, in its ${first.field} at line ${first.line}, column ${first.column}: ${first.message})`,
      era: eraName,
      identifier,
      count: list.length,
    });
  }
  // Errors about the pack or an era deck being printed (an ignored alias changes what cards say).
  for (const d of diagnostics) {
    if (d.severity !== "error" || d.identifier !== null) continue;
    if (d.era !== null && era !== undefined && d.era !== era) continue;
    const where = d.era === null ? "The pack" : `The era deck "${d.era}"`;
    out.push({ code: "pack-lint-errors", severity: "error", message: `${where}: ${d.message}`, era: d.era, identifier: null });
  }
  for (const c of cards) {
    if (c.copy === 1 && c.type === null) {
      out.push({ code: "card-no-type", severity: "warning", message: `${c.card.identifier} has no Type "Adventure" or "Support": it prints with a grey border instead of red or blue.`, era: c.era, identifier: c.card.identifier });
    }
  }
  for (const d of printFitDiagnostics(doc)) {
    if (!printed.has(`${d.era}\u0000${d.identifier}`)) continue;
    out.push({ code: "print-fit", severity: "warning", message: `${d.identifier}: ${d.message}`, era: d.era, identifier: d.identifier });
  }
  return out;
}

/**
 * Everything worth knowing before printing `doc` with `options` (only the cards that print).
 * Errors first, then warnings, then notes. Throws PrintError for an unknown era.
 */
export function preflight(doc: PackDocument, options: Pick<PrintOptions, "era"> & Partial<Pick<PrintOptions, "attributes">>, extra: PreflightOptions = {}): PreflightItem[] {
  const cards = printCards(doc, options.era);
  const items: PreflightItem[] = [];
  for (const [src, list] of uses(doc, cards)) for (const use of list) items.push(...pictureFindings(src, use));
  items.push(...missing(doc, cards));
  items.push(...lintFindings(doc, cards, extra.lint, options.era));
  items.push(...safeAreaNotes(doc, cards, options.attributes ?? "canonical"));
  return bySeverity(items);
}

/**
 * Text of a front that reaches into a print-on-demand shop's safe margin (lib/print/safe-area.ts),
 * by area; only faces of a size a shop prints (silver: poker size) are laid out to check.
 */
function safeAreaNotes(doc: PackDocument, cards: readonly PrintCard[], mode: AttributeMode): PreflightItem[] {
  const out: PreflightItem[] = [];
  for (const c of cards) {
    if (c.copy !== 1) continue;
    const face = cardFace(c.card.format, c.card.orientation);
    if (profilesFor(face.size).length === 0) continue;
    const texts = layoutCardText(cardTextInput(c.card, printedAttributes(c.card, doc, mode)), face);
    const scene = frontScene({ face, type: c.type, format: c.card.format, picture: null, texts });
    const regions = CARD_AREAS.map((area) => ({ name: area, rect: face.areas[area].rect }));
    out.push(...safeAreaFindings({ scene, regions, identifier: c.card.identifier, era: c.era, side: "front" }));
  }
  return out;
}
