/**
 * The printable PDF as a react-pdf document: pages in plan order (plan.ts), each fronts page
 * painting first the bleed of every card (its border colour around the block), then the cards,
 * then the crop marks; each backs page the same, mirrored for the flip.
 */
import { Document, Page, View } from "@react-pdf/renderer";
import type React from "react";
import type { CardScene } from "./card-scene";
import { mirrorRect } from "./duplex";
import { expand, type Rect, type Segment } from "./geometry";
import { InstructionsPage, BlankPage } from "./pages";
import { PlacedScene, type PdfEnv } from "./pdf-scene";
import type { PrintPlan, PrintSheet, SheetCardView } from "./plan";
import { mmToPt, pageSizePt } from "./units";

/** Crop marks: thin enough to cut along, dark enough to see. */
const MARK_WIDTH_PT = 0.5;
/**
 * Under each card, its border colour a hair larger than the card: where two butted cards meet,
 * anti-aliased renderers (viewers, some printer drivers) would otherwise show a white seam.
 */
const SEAM_MM = 0.15;

export interface PrintDocumentProps<C> {
  readonly plan: PrintPlan<C, string>;
  /** How to read a card of the plan (its system's view). */
  readonly view: SheetCardView<C>;
  readonly fronts: ReadonlyMap<string, CardScene>;
  readonly backs: ReadonlyMap<string, CardScene>;
  readonly env: PdfEnv;
  /** The plan's pages from..to (end excluded) only: render.tsx lays out a few sheets at a time. */
  readonly from?: number;
  readonly to?: number;
}

/** The PDF's document information (title, creator…), the same for every chunk of pages. */
export function printDocumentInfo(plan: Pick<PrintPlan<unknown>, "packName">, subject = "Cards ready to cut"): { title: string; creator: string; producer: string; subject: string } {
  return { title: `${plan.packName} — cards to print`, creator: "Greenhouse", producer: "Greenhouse (react-pdf)", subject };
}

function Fill({ rect, colour }: { rect: Rect; colour: string }) {
  return (
    <View
      style={{ position: "absolute", left: mmToPt(rect.x), top: mmToPt(rect.y), width: mmToPt(rect.width), height: mmToPt(rect.height), backgroundColor: colour }}
    />
  );
}

function Mark({ mark }: { mark: Segment }) {
  const half = MARK_WIDTH_PT / 2;
  const x = mmToPt(Math.min(mark.x1, mark.x2));
  const y = mmToPt(Math.min(mark.y1, mark.y2));
  const vertical = mark.x1 === mark.x2;
  const length = mmToPt(Math.abs(vertical ? mark.y2 - mark.y1 : mark.x2 - mark.x1));
  const style = vertical
    ? { left: x - half, top: y, width: MARK_WIDTH_PT, height: length }
    : { left: x, top: y - half, width: length, height: MARK_WIDTH_PT };
  return <View style={{ position: "absolute", ...style, backgroundColor: "#000000" }} />;
}

/**
 * A page that react-pdf must not paginate (`wrap={false}` saves it a second layout pass per
 * page). Such a page takes its height from its in-flow content, not from `size`, so an
 * invisible spacer the size of the page comes first; everything else is absolutely positioned.
 */
export function FixedPage({ paper, children }: { paper: PrintPlan<unknown>["options"]["paper"]; children: React.ReactNode }) {
  const [width, height] = pageSizePt(paper);
  return (
    <Page size={[width, height]} wrap={false} style={{ backgroundColor: "#ffffff" }}>
      <View style={{ width, height }} />
      {children}
    </Page>
  );
}

function FrontsPage<C>({ sheet, fronts, env, view }: { sheet: PrintSheet<C, string>; fronts: PrintDocumentProps<C>["fronts"]; env: PdfEnv; view: SheetCardView<C> }) {
  const { layout } = sheet;
  return (
    <FixedPage paper={layout.paper}>
      {layout.bleed > 0 && sheet.cards.map((c, i) => <Fill key={`b${i}`} rect={layout.bleedRects[i] as Rect} colour={view.colour(c.card)} />)}
      {sheet.cards.map((c, i) => (
        <Fill key={`s${i}`} rect={expand(c.front.trim, SEAM_MM)} colour={view.colour(c.card)} />
      ))}
      {sheet.cards.map((c, i) => {
        const scene = fronts.get(view.frontKey(c.card));
        return scene ? <PlacedScene key={`c${i}`} scene={scene} placement={c.front} env={env} /> : null;
      })}
      {sheet.marks.map((m, i) => (
        <Mark key={`m${i}`} mark={m} />
      ))}
    </FixedPage>
  );
}

function BacksPage<C>({ sheet, plan, backs, env, view }: { sheet: PrintSheet<C, string>; plan: PrintPlan<C, string>; backs: PrintDocumentProps<C>["backs"]; env: PdfEnv; view: SheetCardView<C> }) {
  const { layout } = sheet;
  const flip = plan.options.backs === "none" ? null : plan.options.backs;
  if (flip === null) return null;
  return (
    <FixedPage paper={layout.paper}>
      {layout.bleed > 0 &&
        sheet.cards.map((c, i) => (
          <Fill key={`b${i}`} rect={mirrorRect(layout.bleedRects[i] as Rect, layout.page, flip, plan.options.backOffset)} colour={view.colour(c.card)} />
        ))}
      {sheet.cards.map((c, i) => (c.back ? <Fill key={`s${i}`} rect={expand(c.back.trim, SEAM_MM)} colour={view.colour(c.card)} /> : null))}
      {sheet.cards.map((c, i) => {
        const scene = backs.get(view.backKey(c.card));
        return scene && c.back ? <PlacedScene key={`c${i}`} scene={scene} placement={c.back} env={env} /> : null;
      })}
    </FixedPage>
  );
}

/** The printable document, or the pages from..to of it. */
export function PrintDocument<C>({ plan, fronts, backs, env, from = 0, to = plan.pages.length, view: cards, subject }: PrintDocumentProps<C> & { subject?: string }) {
  const { stacks } = env;
  return (
    <Document {...printDocumentInfo(plan, subject)}>
      {plan.pages.slice(from, to).map((page, j) => {
        const i = from + j;
        switch (page.kind) {
          case "instructions":
            return <InstructionsPage key={i} plan={plan} stacks={stacks} />;
          case "blank":
            return <BlankPage key={i} paper={plan.options.paper} stacks={stacks} />;
          case "fronts":
            return <FrontsPage key={i} sheet={plan.sheets[page.sheet] as PrintSheet<C, string>} fronts={fronts} env={env} view={cards} />;
          case "backs":
            return <BacksPage key={i} sheet={plan.sheets[page.sheet] as PrintSheet<C, string>} plan={plan} backs={backs} env={env} view={cards} />;
        }
      })}
    </Document>
  );
}
