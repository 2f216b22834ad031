/**
 * Draws card scenes (card-scene.ts) with react-pdf primitives: every node absolutely positioned
 * in points, every line of text its own `Text` exactly as text-layout.ts broke it.
 */
import { Image, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/stylesheet";
import type { CardScene, SceneLine, SceneNode } from "./card-scene";
import type { CardPlacement } from "./duplex";
import { fontFeatures, type FaceName } from "./fonts";
import type { Rect } from "./geometry";
import { mmToPt } from "./units";

export type FontStacks = Readonly<Record<FaceName, readonly string[]>>;

/**
 * What every drawn text needs: the font stacks, and the hyphenation callback react-pdf calls
 * once per word and space as it lays a text out. Print never hyphenates (lines are already
 * broken), so the callback only returns the word whole, and counts it: that count is the
 * progress of react-pdf's layout, its slowest step.
 */
export interface PdfEnv {
  readonly stacks: FontStacks;
  readonly hyphenate: (word: string) => string[];
}

/** The words and spaces react-pdf will hand to the hyphenation callback for a line's runs. */
export function wordsIn(runs: readonly { text: string }[]): number {
  let n = 0;
  for (const run of runs) n += run.text.split(/([ ]+)/g).filter(Boolean).length;
  return n;
}

/**
 * Extra width given to each line's box: the line is already known to fit, and the slack only
 * keeps react-pdf from wrapping it over a rounding difference.
 */
const LINE_SLACK_PT = 24;

function box(rect: Rect): Style {
  return { position: "absolute", left: mmToPt(rect.x), top: mmToPt(rect.y), width: mmToPt(rect.width), height: mmToPt(rect.height) };
}

/**
 * Per face, the font-feature settings react-pdf gets (fontFeatures, made once: react-pdf's
 * stylesheet copies them before fontkit sees them, so sharing one object is safe).
 */
const pdfFeatures = new Map<FaceName, Record<string, boolean>>();
function featuresOf(face: FaceName): Record<string, boolean> {
  let features = pdfFeatures.get(face);
  if (features === undefined) {
    features = fontFeatures(face);
    pdfFeatures.set(face, features);
  }
  return features;
}

/** A face's font stack as react-pdf's style takes it (the same array every time: react-pdf only reads it). */
function familyOf(stacks: FontStacks, face: FaceName): string[] {
  return stacks[face] as string[];
}

function Line({ line, left, top, sizePt, color, env }: { line: SceneLine; left: number; top: number; sizePt: number; color: string; env: PdfEnv }) {
  const { stacks } = env;
  const first = line.runs[0]?.face ?? "sans";
  const style: Style = {
    position: "absolute",
    left,
    top,
    width: mmToPt(line.width) + LINE_SLACK_PT,
    fontSize: sizePt,
    color,
    fontFamily: familyOf(stacks, first),
    fontFeatureSettings: featuresOf(first),
  };
  // Runs in the line's own face are plain strings of the line; only the others need a Text of
  // their own (fewer nodes for react-pdf to style).
  return (
    <Text style={style} hyphenationCallback={env.hyphenate}>
      {line.runs.length === 1
        ? line.runs[0]?.text
        : line.runs.map((run, i) =>
            run.face === first ? (
              run.text
            ) : (
              <Text key={i} style={{ fontFamily: familyOf(stacks, run.face), fontFeatureSettings: featuresOf(run.face) }}>
                {run.text}
              </Text>
            ),
          )}
    </Text>
  );
}

function NodeView({ node, env }: { node: SceneNode; env: PdfEnv }) {
  switch (node.kind) {
    case "rect":
      return (
        <View
          style={{
            ...box(node.rect),
            backgroundColor: node.fill,
            ...(node.opacity === undefined ? {} : { opacity: node.opacity }),
            ...(node.radius === undefined ? {} : { borderRadius: mmToPt(node.radius) }),
          }}
        />
      );
    case "frame":
      return (
        <View
          style={{
            ...box(node.rect),
            borderWidth: mmToPt(node.width),
            borderColor: node.stroke,
            borderStyle: "solid",
            ...(node.radius === undefined ? {} : { borderRadius: mmToPt(node.radius) }),
          }}
        />
      );
    case "image":
      // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the PDF is for printing
      return <Image src={node.src} style={{ ...box(node.rect), objectFit: "cover", ...(node.radius === undefined ? {} : { borderRadius: mmToPt(node.radius) }) }} />;
    case "text": {
      // One Text per line: a line break inside a react-pdf Text is a character no embedded font
      // has, so react-pdf would reach for its non-embedded Helvetica to "draw" it.
      const lineHeight = mmToPt(node.lineHeightMm);
      return (
        <>
          {node.lines.map((line, i) => (
            <Line key={i} line={line} left={mmToPt(node.x)} top={mmToPt(node.top) + i * lineHeight} sizePt={node.sizePt} color={node.color} env={env} />
          ))}
        </>
      );
    }
  }
}

/**
 * A card side at its place on the page: drawn upright at the centre of its trim rectangle and
 * turned about that centre. Not clipped: every node lies inside the card (pictures clip
 * themselves), and react-pdf would clip a turned view in page axes, cutting off its ends.
 */
export function PlacedScene({ scene, placement, env }: { scene: CardScene; placement: CardPlacement; env: PdfEnv }) {
  const { trim, rotation } = placement;
  const { width, height } = scene.size;
  const cx = trim.x + trim.width / 2;
  const cy = trim.y + trim.height / 2;
  const style: Style = {
    position: "absolute",
    left: mmToPt(cx - width / 2),
    top: mmToPt(cy - height / 2),
    width: mmToPt(width),
    height: mmToPt(height),
    ...(rotation === 0 ? {} : { transform: `rotate(${rotation}deg)` }),
  };
  return (
    <View style={style}>
      {scene.nodes.map((node, i) => (
        <NodeView key={i} node={node} env={env} />
      ))}
    </View>
  );
}
