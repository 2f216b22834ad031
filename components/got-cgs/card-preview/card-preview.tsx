"use client";
/**
 * A card as it will be printed: true proportions (silver 63 x 88 mm; gold 125 x 176 mm, portrait
 * or landscape), the red (adventure) or blue (support) border, the background picture (the
 * pack's silver front, or a gold card's own picture) and the four text areas where the rulebook
 * puts them. Text sizes are container-relative, so the preview scales with its column.
 * GOT CGS's `SystemUi.cardPreview` (../ui.ts); the card editor codes against the neutral props
 * (components/card-preview/types.ts).
 */
import clsx from "clsx";
import type { CSSProperties } from "react";
import type { CardPreviewProps } from "@/components/card-preview/types";
import { CARD_TYPES, type CardType } from "@/lib/systems/got-cgs/attributes/catalogue";
import type { CardFormat } from "@/lib/packs/schema";
import { cardLayout, mmToCqw } from "./geometry";
import { FitText } from "./fit-text";
import { AttributeLines } from "./attribute-lines";

const BORDER: Record<CardType | "none", string> = {
  Adventure: "var(--color-adventure)",
  Support: "var(--color-support)",
  none: "#9aa39b",
};

/** The card's Type, when the kind the hook read is one (any other kind draws as none). */
function cardType(kind: string | null): CardType | null {
  return CARD_TYPES.find((t) => t === kind) ?? null;
}

export function CardPreview(props: CardPreviewProps) {
  const { identifier, format, orientation, directive, attributes, lore, pictureUrl, className, onOverflow, width, captionExtra, maxHeight } = props;
  const type = cardType(props.type);
  const layout = cardLayout(format, orientation);
  const landscape = format === "gold" && orientation === "landscape";
  const border = mmToCqw(layout.border, layout);
  const radius = mmToCqw(layout.radius, layout);
  const frame: CSSProperties = {
    aspectRatio: `${layout.width} / ${layout.height}`,
    containerType: "inline-size",
    borderRadius: `${radius}cqw`,
    borderWidth: `${border}cqw`,
    borderColor: BORDER[type ?? "none"],
    borderStyle: "solid",
  };
  const typeLabel = type ?? "no Type";
  const fits = (area: string) => (ok: boolean) => onOverflow?.(area, !ok);

  return (
    <figure className={clsx("flex flex-col items-center gap-2", className)} aria-label={`Preview of ${identifier || "the card"}`}>
      <div
        className={clsx(width === undefined && "w-full", width === undefined && !landscape && "max-w-[440px]")}
        style={{
          containerType: "inline-size",
          ...(width !== undefined ? { width } : {}),
          ...(maxHeight !== undefined && width === undefined ? { maxWidth: `min(${landscape ? "100%" : "440px"}, calc((${maxHeight}) * ${layout.width / layout.height}))` } : {}),
        }}
      >
        <div className="relative overflow-hidden bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.08),0_8px_24px_-12px_rgb(0_0_0/0.3)]" style={frame} data-format={format} data-type={type ?? "none"}>
          <Background url={pictureUrl ?? null} format={format} />
          {/* Inside the border the areas are placed on the full card, so shift back by the border. */}
          <div className="absolute" style={{ inset: `-${border}cqw` }}>
            <div className="relative h-full w-full" style={{ containerType: "inline-size" }}>
              <FitText name="directive" area={layout.areas.directive} layout={layout} text={directive} onFit={fits("directive")} className="font-medium">
                <p className="whitespace-pre-wrap">{directive}</p>
              </FitText>
              <FitText name="attributes" area={layout.areas.attributes} layout={layout} text={attributes} onFit={fits("attributes")} className="font-mono">
                <AttributeLines text={attributes} />
              </FitText>
              <FitText name="lore" area={layout.areas.lore} layout={layout} text={lore} onFit={fits("lore")} className="italic">
                <p className="whitespace-pre-wrap">{lore}</p>
              </FitText>
              <FitText name="identifier" area={layout.areas.identifier} layout={layout} text={identifier} onFit={fits("identifier")} className="text-right font-mono font-semibold">
                <p className="whitespace-pre-wrap">{identifier}</p>
              </FitText>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="flex items-center gap-2 text-xs text-ink-muted">
        <span className="capitalize">{format}</span>
        <span aria-hidden="true">·</span>
        <span className="tabular">
          {layout.width} × {layout.height} mm
        </span>
        <span aria-hidden="true">·</span>
        <span className={clsx(type === "Adventure" && "text-adventure", type === "Support" && "text-support")}>
          {type === null ? "no Type: border colour unknown" : `${typeLabel} (${type === "Adventure" ? "red" : "blue"} border)`}
        </span>
        {captionExtra}
      </figcaption>
    </figure>
  );
}

function Background({ url, format }: { url: string | null; format: CardFormat }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- pictures come from the pack's own route, sized by the card
    return <img src={url} alt="" className="absolute inset-0 h-full w-full object-cover" draggable={false} />;
  }
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0"
      style={{
        background:
          format === "silver"
            ? "repeating-linear-gradient(135deg, #eef1ec 0 6px, #e6eae3 6px 12px)"
            : "radial-gradient(circle at 30% 20%, #f3e7c4, #d8c79a 55%, #b9a56f)",
      }}
    />
  );
}
