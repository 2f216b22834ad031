/**
 * A card side as a flat list of drawing instructions in card millimetres: what the PDF draws
 * (pdf-draw.ts) and what the print dialog's preview draws as SVG. Describing a card once keeps
 * the two pictures the same. A system's faces produce scenes (face-scene.ts for data systems,
 * lib/systems/<system>/print for a system with print code of its own); this file knows no system.
 */
import type { FaceName } from "./fonts";
import type { Rect } from "./geometry";
import { breakLines, textWidth, type LineRun } from "./text-layout";
import type { Size } from "./units";
import { MM_PER_PT } from "./units";

export const INK = "#1c211d";
/** Border colour of a card its system gives none (GOT CGS: no valid Type); preflight says why. */
export const NEUTRAL_BORDER = "#9aa39b";

export type SceneNode =
  | { readonly kind: "rect"; readonly rect: Rect; readonly fill: string; readonly opacity?: number; readonly radius?: number }
  | { readonly kind: "frame"; readonly rect: Rect; readonly stroke: string; readonly width: number; readonly radius?: number }
  /** A picture covering `rect` (the rest cut off), or with `fit: "contain"` inside it whole (symbols). */
  | { readonly kind: "image"; readonly rect: Rect; readonly src: string; readonly radius?: number; readonly fit?: "cover" | "contain" }
  | {
      /**
       * Lines of text starting at the same x, one under the other: the left end of the text and
       * the top of the first line box (mm); each baseline sits one ascent below its line's top.
       */
      readonly kind: "text";
      readonly x: number;
      readonly top: number;
      readonly sizePt: number;
      readonly lineHeightMm: number;
      readonly lines: readonly SceneLine[];
      readonly color: string;
    };

export interface SceneLine {
  readonly runs: readonly LineRun[];
  /** Width of the line's text (mm). */
  readonly width: number;
}

export interface CardScene {
  readonly size: Size;
  readonly nodes: readonly SceneNode[];
}

/** A light tint per affiliation, so plain backs of different affiliations tell apart at a glance. */
export function affiliationTint(affiliation: string | null): string {
  if (affiliation === null) return "#eceee8";
  let hash = 2166136261;
  for (let i = 0; i < affiliation.length; i++) hash = Math.imul(hash ^ affiliation.charCodeAt(i), 16777619);
  const hue = (hash >>> 0) % 360;
  return `hsl(${hue}, 38%, 86%)`;
}

function centredLines(text: string, face: FaceName, sizePt: number, width: number, top: number, left: number): SceneNode[] {
  const lines = breakLines([{ spans: [{ text, face }], indentEm: 0, hangingEm: 0, offset: 0 }], width, sizePt, "left");
  const lh = sizePt * 1.2 * MM_PER_PT;
  return lines.map((line, i) => ({
    kind: "text" as const,
    x: left + (width - line.width) / 2,
    top: top + i * lh,
    sizePt,
    lineHeightMm: lh,
    lines: [{ runs: line.runs, width: line.width }],
    color: INK,
  }));
}

/** The largest size up to `max` at which `text` takes at most `lines` lines of `width`. */
function titleSize(text: string, face: FaceName, max: number, width: number, lines: number): number {
  for (let size = max; size > 6; size -= 0.5) {
    if (breakLines([{ spans: [{ text, face }], indentEm: 0, hangingEm: 0, offset: 0 }], width, size, "left").length <= lines) return size;
  }
  return 6;
}

export interface DesignedBackInput {
  readonly size: Size;
  /** Inside the border: where the picture or the tint goes. */
  readonly inner: Rect;
  readonly innerRadius: number;
  readonly border: string;
  /** The back picture (data URL), or null for the designed back. */
  readonly picture: string | null;
  readonly packName: string;
  /** The second line (GOT CGS: the affiliation; it also picks the tint), or null. */
  readonly subtitle: string | null;
}

/**
 * A back of any card face: the border, then the picture inside it, or a tint (by `subtitle`),
 * a frame, the pack's name and the subtitle, centred. Scaled with the card's width (63 mm = 1).
 */
export function designedBack(input: DesignedBackInput): CardScene {
  const { size, inner } = input;
  const nodes: SceneNode[] = [];
  nodes.push({ kind: "rect", rect: { x: 0, y: 0, ...size }, fill: input.border });
  if (input.picture) {
    nodes.push({ kind: "image", rect: inner, src: input.picture, radius: input.innerRadius });
    return { size, nodes };
  }
  nodes.push({ kind: "rect", rect: inner, fill: affiliationTint(input.subtitle), radius: input.innerRadius });
  const scale = size.width / 63;
  const inset = 3 * scale;
  const frame = { x: inner.x + inset, y: inner.y + inset, width: inner.width - 2 * inset, height: inner.height - 2 * inset };
  nodes.push({ kind: "frame", rect: frame, stroke: INK, width: 0.25 * scale, radius: 2 * scale });
  const width = frame.width - 6 * scale;
  const left = frame.x + 3 * scale;
  const nameSize = titleSize(input.packName, "sansBold", 14 * scale, width, 3);
  const nameLines = centredLines(input.packName, "sansBold", nameSize, width, 0, left);
  const affSize = 8 * scale;
  const affLines = input.subtitle === null ? [] : centredLines(input.subtitle, "sansMedium", Math.min(affSize, titleSize(input.subtitle, "sansMedium", affSize, width, 2)), width, 0, left);
  const nameHeight = nameLines.length * nameSize * 1.2 * MM_PER_PT;
  const gap = affLines.length > 0 ? 3 * scale : 0;
  const affHeight = affLines.reduce((h, l) => (l.kind === "text" ? h + l.lineHeightMm : h), 0);
  const top = frame.y + (frame.height - nameHeight - gap - affHeight) / 2;
  for (const n of nameLines) if (n.kind === "text") nodes.push({ ...n, top: n.top + top });
  for (const n of affLines) if (n.kind === "text") nodes.push({ ...n, top: n.top + top + nameHeight + gap });
  // A thin rule between the names: a quiet ornament that also shows which way is up.
  if (affLines.length > 0) {
    const rule = Math.min(width, 18 * scale);
    nodes.push({ kind: "rect", rect: { x: frame.x + (frame.width - rule) / 2, y: top + nameHeight + gap / 2 - 0.1 * scale, width: rule, height: 0.2 * scale }, fill: INK });
  }
  return { size, nodes };
}

/** Width of a scene line's text; exported for tests that compare with react-pdf. */
export function lineWidth(runs: readonly LineRun[], sizePt: number): number {
  return runs.reduce((sum, r) => sum + textWidth(r.text, r.face, sizePt), 0);
}
