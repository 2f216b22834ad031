/**
 * The pages around the cards: the optional first page that says how to print and cut, and the
 * blank page behind it (with backs, so every fronts page stays on the front of a sheet).
 */
import { Page, Text, View } from "@react-pdf/renderer";
import type { FontStacks } from "./pdf-scene";
import type { PrintPlan } from "./plan";
import { mmToPt, pageSizePt, PAPER_SIZES, type PaperName } from "./units";

const INK = "#1c211d";
const MUTED = "#5d675f";

function fmt(mm: number): string {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1);
}

/** The lines of advice, in the order a designer needs them; exported for tests. */
export function instructionLines(plan: PrintPlan<unknown, string>): { heading: string; body: string[] }[] {
  const o = plan.options;
  const sheetWord = (n: number) => `${n} sheet${n === 1 ? "" : "s"}`;
  const gotCgs = plan.sheets.every((s) => s.format === "silver" || s.format === "gold");
  const what: string[] = [];
  // GOT CGS names its formats; any other system's sheets are told apart by their card size.
  const formats = gotCgs ? ["silver", "gold"] : [...new Set(plan.sheets.map((s) => s.format))];
  for (const format of formats) {
    const sheets = plan.sheets.filter((s) => s.format === format);
    const cards = sheets.reduce((n, s) => n + s.cards.length, 0);
    const first = sheets[0];
    if (cards === 0 || first === undefined) continue;
    const size = format === "silver" ? "63 × 88 mm" : format === "gold" ? "125 × 176 mm" : `${fmt(first.layout.card.width)} × ${fmt(first.layout.card.height)} mm`;
    const noun = gotCgs ? `${format} card` : "card";
    what.push(`${cards} ${noun}${cards === 1 ? "" : "s"} (${size}) on ${sheetWord(sheets.length)}`);
  }
  const out: { heading: string; body: string[] }[] = [
    {
      heading: "Print at 100 %",
      body: [
        "Choose “Actual size” or a scale of 100 %. Turn off “Fit to page”, “Shrink oversized pages” and any other scaling: the cards are drawn at their exact size.",
        `Check with the ruler below: it must measure 100 mm. Paper: ${o.paper}${o.paper === "A4" || o.paper === "A3" ? "" : " (8.5 × 11 in)"}; card stock of 250–300 g/m² feels like a real card.`,
      ],
    },
    { heading: "What prints", body: [`${what.join(" and ")}: ${plan.pages.length} page${plan.pages.length === 1 ? "" : "s"} in all.`] },
  ];
  if (o.backs === "none") {
    out.push({ heading: "No backs", body: ["Print single-sided. The fronts are meant for card sleeves with opaque backs."] });
  } else {
    const edge = o.backs === "long-edge" ? "long edge (like a book)" : "short edge (like a notepad)";
    const body = [
      `Print double-sided, flipping on the ${edge}. Every page of fronts is followed by the page of their backs.`,
      "The page after this one is blank on purpose: it keeps every page of fronts on the front of a sheet.",
      "Without a duplex printer: print the odd pages, put the stack back into the tray turned over on the same edge, then print the even pages.",
    ];
    if (o.backOffset.x !== 0 || o.backOffset.y !== 0) {
      body.push(`Backs are moved ${fmt(o.backOffset.x)} mm to the right and ${fmt(o.backOffset.y)} mm down (as seen on the back) to make up for this printer; the calibration sheet finds these numbers.`);
    } else {
      body.push("If backs come out shifted, print the calibration sheet, read the offset and set it as the back offset.");
    }
    out.push({ heading: "Backs", body });
  }
  const cutting = [
    "Cards touch each other, so one cut separates two cards. Cut all the lines of one direction across the whole sheet first, then the other direction.",
  ];
  if (o.cropMarks) cutting.push("The short lines in the margins (crop marks) show where every cut goes; line the ruler up with a mark on each side of the sheet.");
  if (o.bleed > 0) cutting.push(`A ${fmt(o.bleed)} mm band of each card's border colour runs around the block of cards, so a cut slightly outside the line shows no white paper.`);
  if (gotCgs) cutting.push("Red borders mark adventure cards and blue ones support cards; they show on both sides, as the rules require.");
  out.push({ heading: "Cutting", body: cutting });
  return out;
}

function Ruler({ stacks }: { stacks: FontStacks }) {
  const ticks = Array.from({ length: 11 }, (_, i) => i);
  return (
    <View style={{ marginTop: mmToPt(6), width: mmToPt(100), height: mmToPt(12) }}>
      <View style={{ position: "absolute", left: 0, top: mmToPt(4), width: mmToPt(100), height: 0.75, backgroundColor: INK }} />
      {ticks.map((i) => (
        <View key={i} style={{ position: "absolute", left: mmToPt(i * 10) - 0.375, top: mmToPt(i % 5 === 0 ? 1 : 2.5), width: 0.75, height: mmToPt(i % 5 === 0 ? 6 : 3), backgroundColor: INK }} />
      ))}
      <Text style={{ position: "absolute", left: 0, top: mmToPt(8), fontFamily: [...stacks.sans], fontSize: 7, color: MUTED }}>0</Text>
      <Text style={{ position: "absolute", left: mmToPt(88), top: mmToPt(8), width: mmToPt(12), textAlign: "right", fontFamily: [...stacks.sans], fontSize: 7, color: MUTED }}>
        100 mm
      </Text>
    </View>
  );
}

export function InstructionsPage({ plan, stacks }: { plan: PrintPlan<unknown, string>; stacks: FontStacks }) {
  const margin = mmToPt(20);
  return (
    <Page size={pageSizePt(plan.options.paper)} style={{ padding: margin, color: INK }}>
      <Text style={{ fontFamily: [...stacks.sansBold], fontSize: 18 }}>{plan.packName}</Text>
      <Text style={{ fontFamily: [...stacks.sans], fontSize: 11, color: MUTED, marginTop: 4 }}>How to print and cut these cards</Text>
      <Ruler stacks={stacks} />
      {instructionLines(plan).map((section) => (
        <View key={section.heading} style={{ marginTop: mmToPt(6) }} wrap={false}>
          <Text style={{ fontFamily: [...stacks.sansBold], fontSize: 11, marginBottom: 3 }}>{section.heading}</Text>
          {section.body.map((line, i) => (
            <Text key={i} style={{ fontFamily: [...stacks.sans], fontSize: 10, lineHeight: 1.4, marginBottom: 2 }}>
              {line}
            </Text>
          ))}
        </View>
      ))}
    </Page>
  );
}

export function BlankPage({ paper, stacks }: { paper: PaperName; stacks: FontStacks }) {
  const { height } = PAPER_SIZES[paper];
  return (
    <Page size={pageSizePt(paper)}>
      <Text style={{ position: "absolute", top: mmToPt(height - 12), left: 0, right: 0, textAlign: "center", fontFamily: [...stacks.sans], fontSize: 7, color: MUTED }}>
        This page is blank on purpose: it is the back of the instructions.
      </Text>
    </Page>
  );
}
