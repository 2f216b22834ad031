/**
 * Preflight: what a designer should know before printing, as a list, for every system. Nothing
 * here stops the print; the dialog lists the findings and the designer decides. A system lists
 * its own findings (GOT CGS: lib/systems/got-cgs/print/preflight.ts; data systems:
 * system-preflight.ts); here are the item, the codes, and the picture checks they share:
 *
 * - Pictures below 300 dpi at their printed size (the picture area inside the border).
 * - Pictures whose shape differs from their area: they fill it ("cover"), so the excess is cut
 *   off. The border colour, not the picture, runs into the bleed, so a picture only has to
 *   reach the border; one of the wrong shape loses its edges instead.
 */
import { decodeDataUrl } from "../packs/pictures";
import type { Rect } from "./geometry";

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
  | "print-fit"
  /** Text within a print-on-demand shop's safe margin of the cut (safe-area.ts). */
  | "print-safe-area";

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

/** One printed use of a picture: what to call it, the area it fills (mm), the card it is on. */
export interface PictureUse {
  readonly label: string;
  readonly area: Rect;
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
  const { area } = use;
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

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Errors first, then warnings, then notes; in their order within a severity. */
export function bySeverity(items: readonly PreflightItem[]): PreflightItem[] {
  return items.map((item, i) => ({ item, i })).sort((a, b) => ORDER[a.item.severity] - ORDER[b.item.severity] || a.i - b.i).map((x) => x.item);
}
