/**
 * Preflight: what a designer should know before printing, as a list. Nothing here stops the
 * print; the dialog lists the findings and the designer decides.
 *
 * - Pictures below 300 dpi at their printed size (the picture area inside the border).
 * - Pictures whose shape differs from their area: they fill it ("cover"), so the excess is cut
 *   off. In this layout the border colour, not the picture, runs into the bleed, so a picture
 *   only has to reach the border; one of the wrong shape loses its edges instead.
 * - Missing pictures (a plain background prints), pictures that cannot be read.
 * - Errors in the cards being printed (lint; one line per card, `count` saying how many) and
 *   in the pack or era deck itself, cards without a valid Type (grey border), and text that does
 *   not fit its area (print fit).
 */
import type { PackDiagnostic } from "../systems/got-cgs/attributes/diagnostics";
import { lintPack } from "../packs/lint";
import { decodeDataUrl } from "../packs/pictures";
import type { PackDocument } from "../packs/schema";
import { backPicture, frontPicture } from "./build";
import { cardFace, pictureRect, type CardFace } from "./card-layout";
import { printFitDiagnostics } from "./fit";
import { printCards, type PrintCard } from "./plan";
import type { PrintOptions } from "./options";

/** Below this a print looks soft; photo labs ask for 300. */
export const MIN_DPI = 300;
/** A picture may lose this much of its width or height to the crop without a word. */
export const CROP_TOLERANCE = 0.05;

export type PreflightCode =
  | "picture-low-resolution"
  | "picture-cropped"
  | "picture-missing"
  | "picture-unreadable"
  | "card-lint-errors"
  | "pack-lint-errors"
  | "card-no-type"
  | "print-fit";

export interface PreflightItem {
  readonly code: PreflightCode;
  readonly severity: "error" | "warning" | "info";
  readonly message: string;
  /** The card concerned (null for pack pictures and pack-wide lint errors). */
  readonly era: string | null;
  readonly identifier: string | null;
  /**
   * How many problems this one line stands for, when more than one: a card's lint errors are
   * listed as one line ("GEN-001 has 2 errors"). Count with `preflightCounts` (preflight-counts.ts).
   */
  readonly count?: number;
}

/** Lint of the cards being printed; `lintPack` (lib/packs/lint.ts) with print fit fits here. */
export type PreflightLint = (doc: PackDocument, era: string | undefined) => readonly PackDiagnostic[];

export interface PreflightOptions {
  /** Defaults to {@link packLint}. */
  readonly lint?: PreflightLint;
}

/**
 * The default lint: `lintPack` (card and deck layers). Print fit is left out here because
 * preflight reports it itself, once.
 */
export const packLint: PreflightLint = (doc, era) => lintPack(doc, era === undefined ? {} : { era }).diagnostics;

interface PictureUse {
  readonly label: string;
  readonly face: CardFace;
  readonly era: string | null;
  readonly identifier: string | null;
}

function mm(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** The checks of one picture at one printed size. */
export function pictureFindings(src: string, use: PictureUse): PreflightItem[] {
  const decoded = decodeDataUrl(src);
  const at = { era: use.era, identifier: use.identifier };
  if (!decoded.ok) {
    return [{ code: "picture-unreadable", severity: "error", message: `${use.label} cannot be read (${decoded.message}); it prints as a plain background.`, ...at }];
  }
  const { width: px, height: py } = decoded.picture;
  const area = pictureRect(use.face);
  // "cover": scaled until it fills the area in both directions.
  const mmPerPixel = Math.max(area.width / px, area.height / py);
  const dpi = 25.4 / mmPerPixel;
  const out: PreflightItem[] = [];
  if (dpi < MIN_DPI - 0.5) {
    const needX = Math.ceil((area.width / 25.4) * MIN_DPI);
    const needY = Math.ceil((area.height / 25.4) * MIN_DPI);
    out.push({
      code: "picture-low-resolution",
      severity: "warning",
      message: `${use.label} is ${px} × ${py} px: at its printed size (${mm(area.width)} × ${mm(area.height)} mm) that is ${Math.round(dpi)} dpi and will look soft. ${MIN_DPI} dpi needs at least ${needX} × ${needY} px.`,
      ...at,
    });
  }
  const cutX = 1 - area.width / (px * mmPerPixel);
  const cutY = 1 - area.height / (py * mmPerPixel);
  if (cutX > CROP_TOLERANCE || cutY > CROP_TOLERANCE) {
    const side = cutX > cutY ? "width" : "height";
    const share = Math.round(Math.max(cutX, cutY) * 100);
    out.push({
      code: "picture-cropped",
      severity: "warning",
      message: `${use.label} is ${px} × ${py} px, a different shape from its area (${mm(area.width)} × ${mm(area.height)} mm): ${share} % of its ${side} is cut off. Crop it to ${mm(area.width)}:${mm(area.height)} to choose what shows.`,
      ...at,
    });
  }
  return out;
}

function uses(doc: PackDocument, cards: readonly PrintCard[]): Map<string, PictureUse[]> {
  const out = new Map<string, PictureUse[]>();
  const add = (src: string, use: PictureUse) => {
    const list = out.get(src) ?? [];
    // One finding per picture and printed shape is enough.
    if (!list.some((u) => u.face === use.face)) list.push(use);
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

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * Everything worth knowing before printing `doc` with `options` (only the cards that print).
 * Errors first, then warnings, then notes. Throws PrintError for an unknown era.
 */
export function preflight(doc: PackDocument, options: Pick<PrintOptions, "era">, extra: PreflightOptions = {}): PreflightItem[] {
  const cards = printCards(doc, options.era);
  const items: PreflightItem[] = [];
  for (const [src, list] of uses(doc, cards)) for (const use of list) items.push(...pictureFindings(src, use));
  items.push(...missing(doc, cards));
  items.push(...lintFindings(doc, cards, extra.lint, options.era));
  return items.map((item, i) => ({ item, i })).sort((a, b) => ORDER[a.item.severity] - ORDER[b.item.severity] || a.i - b.i).map((x) => x.item);
}
