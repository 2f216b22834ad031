/**
 * One page of the print as SVG, drawn from the same plan and card scenes as the PDF
 * (lib/print/preview.ts): cards where they print, text broken into the lines the PDF has,
 * bleed, crop marks, and on the backs page the mirrored backs. Units are millimetres.
 */
import { useId } from "react";
import { SceneNodes } from "./scene-nodes";
import type { PreviewCard, PreviewPage } from "@/lib/print/preview";
import type { Size } from "@/lib/print/units";

function Card({ card, pictures, id }: { card: PreviewCard; pictures: Readonly<Record<string, string>>; id: string }) {
  const { trim, rotation } = card.placement;
  const { width, height } = card.scene.size;
  const cx = trim.x + trim.width / 2;
  const cy = trim.y + trim.height / 2;
  return (
    <g transform={`translate(${cx} ${cy}) rotate(${rotation}) translate(${-width / 2} ${-height / 2})`} data-identifier={card.identifier}>
      <SceneNodes nodes={card.scene.nodes} pictures={pictures} idPrefix={id} />
    </g>
  );
}

export interface SheetPreviewProps {
  readonly page: Size;
  readonly side: PreviewPage;
  readonly pictures: Readonly<Record<string, string>>;
  /** Names the picture for screen readers ("Front of the first sheet"). */
  readonly label: string;
  readonly className?: string;
}

export function SheetPreview({ page, side, pictures, label, className }: SheetPreviewProps) {
  const id = useId().replace(/:/g, "");
  return (
    <svg viewBox={`0 0 ${page.width} ${page.height}`} role="img" aria-label={label} className={className} xmlns="http://www.w3.org/2000/svg">
      <rect x={0} y={0} width={page.width} height={page.height} fill="#ffffff" />
      {side.fills.map((f, i) => (
        <rect key={`f${i}`} x={f.rect.x} y={f.rect.y} width={f.rect.width} height={f.rect.height} fill={f.colour} />
      ))}
      {side.cards.map((card, i) => (
        <Card key={`c${i}`} card={card} pictures={pictures} id={`${id}c${i}`} />
      ))}
      {side.marks.map((m, i) => (
        <line key={`m${i}`} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} stroke="#000000" strokeWidth={0.18} />
      ))}
    </svg>
  );
}
