/**
 * The GOT CGS card sides as scenes (lib/print/card-scene.ts): the front with its border colour by
 * play mode, the picture and the four text areas; the back per affiliation.
 */
import type { CardType } from "../attributes/catalogue";
import { designedBack, INK, type CardScene, type SceneLine, type SceneNode } from "../../../print/card-scene";
import { BORDER_COLOURS, CARD_AREAS, pictureRect, type CardFace } from "./card-layout";
import type { CardTexts } from "./card-text";

const PANEL_OPACITY = 0.82;
const SILVER_PLAIN = "#f1f3ee";
const GOLD_PLAIN = "#eadfbd";

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
  /** null: the card has no affiliation (a back of its own, docs/print.md). */
  readonly affiliation: string | null;
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

