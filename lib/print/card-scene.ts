/**
 * A card side as a flat list of drawing instructions in card millimetres: what the PDF draws
 * (pdf-scene.tsx) and what the print dialog's preview draws as SVG. Describing a card once keeps
 * the two pictures the same.
 */
import type { CardType } from "../systems/got-cgs/attributes/catalogue";
import { BORDER_COLOURS, CARD_AREAS, pictureRect, type CardFace } from "./card-layout";
import type { CardTexts } from "./card-text";
import type { FaceName } from "./fonts";
import type { Rect } from "./geometry";
import { breakLines, textWidth, type LineRun } from "./text-layout";
import type { Size } from "./units";
import { MM_PER_PT } from "./units";

export const INK = "#1c211d";
const PANEL_OPACITY = 0.82;
const SILVER_PLAIN = "#f1f3ee";
const GOLD_PLAIN = "#eadfbd";

export type SceneNode =
  | { readonly kind: "rect"; readonly rect: Rect; readonly fill: string; readonly opacity?: number; readonly radius?: number }
  | { readonly kind: "frame"; readonly rect: Rect; readonly stroke: string; readonly width: number; readonly radius?: number }
  | { readonly kind: "image"; readonly rect: Rect; readonly src: string; readonly radius?: number }
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

export interface FrontInput {
  readonly face: CardFace;
  readonly type: CardType | null;
  readonly format: "silver" | "gold";
  /** A PNG or JPEG data URL, or null for a plain background. */
  readonly picture: string | null;
  readonly texts: CardTexts;
}

/** The front: border colour, picture inside the border, each non-empty text area on a light panel. */
export function frontScene(input: FrontInput): CardScene {
  const { face, texts } = input;
  const nodes: SceneNode[] = [];
  const colour = BORDER_COLOURS[input.type ?? "none"];
  nodes.push({ kind: "rect", rect: { x: 0, y: 0, ...face.size }, fill: colour });
  const inner = pictureRect(face);
  if (input.picture) nodes.push({ kind: "image", rect: inner, src: input.picture, radius: face.innerRadius });
  else nodes.push({ kind: "rect", rect: inner, fill: input.format === "silver" ? SILVER_PLAIN : GOLD_PLAIN, radius: face.innerRadius });
  const panelRadius = face.size.width * 0.008;
  for (const area of CARD_AREAS) {
    const { fit } = texts[area];
    const lines = fit.block.lines.filter((l) => l.runs.length > 0);
    if (lines.length === 0) continue;
    const spec = face.areas[area];
    nodes.push({ kind: "rect", rect: spec.rect, fill: "#ffffff", opacity: PANEL_OPACITY, radius: panelRadius });
    const boxHeight = spec.rect.height - 2 * face.padY;
    const used = fit.block.lines.length * fit.block.lineHeightMm;
    // One-line identifiers sit in the middle of their strip; everything else reads from the top.
    const top = spec.rect.y + face.padY + (area === "identifier" ? Math.max(0, (boxHeight - used) / 2) : 0);
    // Consecutive lines that start at the same x become one text node: react-pdf lays out a
    // node with several lines faster than as many single-line nodes.
    let group: { x: number; first: number; lines: SceneLine[] } | null = null;
    const flush = () => {
      if (group === null) return;
      nodes.push({
        kind: "text",
        x: spec.rect.x + face.padX + group.x,
        top: top + group.first * fit.block.lineHeightMm,
        sizePt: fit.block.sizePt,
        lineHeightMm: fit.block.lineHeightMm,
        lines: group.lines,
        color: INK,
      });
      group = null;
    };
    fit.block.lines.forEach((line, i) => {
      if (line.runs.length === 0) {
        flush();
        return;
      }
      if (group === null || Math.abs(group.x - line.x) > 1e-9) {
        flush();
        group = { x: line.x, first: i, lines: [] };
      }
      group.lines.push({ runs: line.runs, width: line.width });
    });
    flush();
  }
  return { size: face.size, nodes };
}

export interface BackInput {
  readonly face: CardFace;
  readonly type: CardType | null;
  /** The affiliation's back picture (PNG or JPEG data URL), or null for the designed back. */
  readonly picture: string | null;
  readonly packName: string;
  /** null: the card has no affiliation (a back of its own, DESIGN.md "Print"). */
  readonly affiliation: string | null;
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

/**
 * The back: border colour (the play mode shows from behind too), then the affiliation's
 * picture, or a designed back: a tint per affiliation, a frame, the pack's name and the
 * affiliation's.
 */
export function backScene(input: BackInput): CardScene {
  const { face } = input;
  return designedBack({
    size: face.size,
    inner: pictureRect(face),
    innerRadius: face.innerRadius,
    border: BORDER_COLOURS[input.type ?? "none"],
    picture: input.picture,
    packName: input.packName,
    subtitle: input.affiliation,
  });
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
