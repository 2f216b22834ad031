/**
 * The calibration sheet: one sheet (a front page and a back page) to find the back offset of a
 * printer that shifts the second side.
 *
 * The front has five crosses; the back has, behind each cross (where it would land on a perfect
 * printer), a horizontal and a vertical scale from -5 to +5 mm, tick k drawn k mm right of (or
 * below) that spot. Held against a window, each cross shows through onto the scales: if the
 * printer shifts the back by s, the cross reads -s, which is exactly the offset that cancels
 * the shift. So the designer enters the numbers read, as they are.
 */
import { Document, Text, View } from "@react-pdf/renderer";
import { Fragment } from "react";
import { FixedPage } from "./document";
import { throughPaper, type Flip } from "./duplex";
import type { Point } from "./geometry";
import type { FontStacks } from "./pdf-scene";
import { mmToPt, PAPER_SIZES, type PaperName } from "./units";

const INK = "#1c211d";
const MUTED = "#5d675f";
/** Scale reach either side of the ideal spot (mm) and tick step. */
export const CALIBRATION_RANGE_MM = 5;
const STEP_MM = 0.5;

/** Where the crosses go on the front page: the centre and four spots 40 mm in from the corners. */
export function calibrationTargets(paper: PaperName): Point[] {
  const { width, height } = PAPER_SIZES[paper];
  const inset = 40;
  return [
    { x: width / 2, y: height / 2 },
    { x: inset, y: inset + 25 },
    { x: width - inset, y: inset + 25 },
    { x: inset, y: height - inset },
    { x: width - inset, y: height - inset },
  ];
}

function Line({ x, y, w, h, colour = INK }: { x: number; y: number; w: number; h: number; colour?: string }) {
  return <View style={{ position: "absolute", left: mmToPt(x), top: mmToPt(y), width: Math.max(0.4, mmToPt(w)), height: Math.max(0.4, mmToPt(h)), backgroundColor: colour }} />;
}

function Cross({ at }: { at: Point }) {
  const arm = 8;
  return (
    <>
      <Line x={at.x - 0.125} y={at.y - arm} w={0.25} h={2 * arm} />
      <Line x={at.x - arm} y={at.y - 0.125} w={2 * arm} h={0.25} />
    </>
  );
}

function Scales({ at, stacks }: { at: Point; stacks: FontStacks }) {
  const ticks: number[] = [];
  for (let k = -CALIBRATION_RANGE_MM; k <= CALIBRATION_RANGE_MM + 1e-9; k += STEP_MM) ticks.push(Math.round(k * 10) / 10);
  const label = (k: number) => (k > 0 ? `+${k}` : String(k));
  const font = { fontFamily: [...stacks.sans], fontSize: 4.5, color: MUTED };
  // The horizontal scale sits 6 mm below the spot, the vertical one 6 mm to its right, so the
  // cross's lines cross them and the scales do not hide the cross's centre. Ticks and labels
  // point away from the spot (down, right): pointing towards it, the +4..+5 ticks of the two
  // scales crossed each other in the corner between them.
  const hy = at.y + 6;
  const vx = at.x + 6;
  return (
    <>
      <Line x={at.x - CALIBRATION_RANGE_MM} y={hy} w={2 * CALIBRATION_RANGE_MM} h={0.15} />
      {ticks.map((k) => {
        const major = Number.isInteger(k);
        return (
          <Fragment key={`h${k}`}>
            <Line x={at.x + k - 0.05} y={hy} w={0.1} h={major ? 2 : 1} />
            {/* Labels 2 mm apart would touch ("+2+4"): ±2 sit a row lower than -4, 0, +4. */}
            {major && k % 2 === 0 ? <Text style={{ position: "absolute", left: mmToPt(at.x + k - 2), top: mmToPt(hy + 2.4 + (k % 4 === 0 ? 0 : 1.9)), width: mmToPt(4), textAlign: "center", ...font }}>{label(k)}</Text> : null}
          </Fragment>
        );
      })}
      <Line x={vx} y={at.y - CALIBRATION_RANGE_MM} w={0.15} h={2 * CALIBRATION_RANGE_MM} />
      {ticks.map((k) => {
        const major = Number.isInteger(k);
        return (
          <Fragment key={`v${k}`}>
            <Line x={vx} y={at.y + k - 0.05} w={major ? 2 : 1} h={0.1} />
            {major && k % 2 === 0 ? <Text style={{ position: "absolute", left: mmToPt(vx + 2.6), top: mmToPt(at.y + k) - 2.2, ...font }}>{label(k)}</Text> : null}
          </Fragment>
        );
      })}
      <Line x={at.x - 0.5} y={at.y - 0.5} w={1} h={1} colour={MUTED} />
    </>
  );
}

function Heading({ title, lines, stacks }: { title: string; lines: string[]; stacks: FontStacks }) {
  return (
    <View style={{ position: "absolute", left: mmToPt(20), top: mmToPt(14), width: mmToPt(170) }}>
      <Text style={{ fontFamily: [...stacks.sansBold], fontSize: 12, color: INK }}>{title}</Text>
      {lines.map((line, i) => (
        <Text key={i} style={{ fontFamily: [...stacks.sans], fontSize: 8, lineHeight: 1.35, color: INK, marginTop: 2 }}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/** The calibration sheet for `paper` and `flip`; two pages (front, back). */
export function CalibrationDocument({ paper, flip, stacks }: { paper: PaperName; flip: Flip; stacks: FontStacks }) {
  const page = PAPER_SIZES[paper];
  const targets = calibrationTargets(paper);
  const edge = flip === "long-edge" ? "long edge" : "short edge";
  return (
    <Document title="Greenhouse back offset calibration" creator="Greenhouse" producer="Greenhouse (react-pdf)">
      <FixedPage paper={paper}>
        <Heading
          title="Back offset calibration: front"
          lines={[
            `Print both pages double-sided on one sheet, flipping on the ${edge}, at 100 % (no fitting), with the paper and tray you use for cards.`,
            "Hold the sheet against a window or a lamp and look at the back: each cross of this side shows through onto a pair of scales.",
          ]}
          stacks={stacks}
        />
        {targets.map((t, i) => (
          <Cross key={i} at={t} />
        ))}
      </FixedPage>
      <FixedPage paper={paper}>
        <Heading
          title="Back offset calibration: back"
          lines={[
            "Read where the vertical line of each cross meets the horizontal scale (x) and where its horizontal line meets the vertical scale (y).",
            "Enter those numbers, signs included, as the back offset x, y (mm). If all five crosses agree, the offset fixes the whole sheet;",
            "if they differ, the printer also turns or stretches the paper, and the centre's numbers are the best single choice.",
          ]}
          stacks={stacks}
        />
        {targets.map((t, i) => (
          <Scales key={i} at={throughPaper(page, flip, t)} stacks={stacks} />
        ))}
      </FixedPage>
    </Document>
  );
}
