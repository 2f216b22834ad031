"use client";
/**
 * One text area of a card preview. Its text starts at the area's printed size and shrinks
 * (binary search on the font size) until it fits, down to the area's floor; text that still does
 * not fit is marked, the way print reports it as a lint warning instead of clipping it.
 */
import clsx from "clsx";
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { MM_PER_PT, mmToCqw, type AreaSpec, type CardLayout } from "./geometry";

export interface FitTextProps {
  area: AreaSpec;
  layout: CardLayout;
  /** Name of the area, used for the label of an empty area and for tests. */
  name: string;
  /** The text, used to re-fit when it changes. */
  text: string;
  children: ReactNode;
  className?: string;
  /** Called with whether the text fits at or above the floor. */
  onFit?: (fits: boolean) => void;
}

export function FitText({ area, layout, name, text, children, className, onFit }: FitTextProps) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  const base = mmToCqw(area.fontPt * MM_PER_PT, layout);
  const floor = mmToCqw(area.minPt * MM_PER_PT, layout);

  useLayoutEffect(() => {
    const outer = box.current;
    const el = inner.current;
    if (!outer || !el) return;
    const fits = () => el.scrollHeight <= outer.clientHeight + 0.5 && el.scrollWidth <= outer.clientWidth + 0.5;
    const set = (size: number) => el.style.setProperty("--fit", `${size}cqw`);
    set(base);
    let ok = fits();
    if (!ok) {
      let lo = floor;
      let hi = base;
      set(lo);
      ok = fits();
      if (ok) {
        // Seven halvings get within 1% of the largest size that fits.
        for (let i = 0; i < 7; i++) {
          const mid = (lo + hi) / 2;
          set(mid);
          if (fits()) lo = mid;
          else hi = mid;
        }
        set(lo);
      }
    }
    setOverflow(!ok);
    onFit?.(ok);
  }, [text, base, floor, onFit]);

  const r = area.rect;
  const style: CSSProperties = {
    left: `${(r.x / layout.width) * 100}%`,
    top: `${(r.y / layout.height) * 100}%`,
    width: `${(r.w / layout.width) * 100}%`,
    height: `${(r.h / layout.height) * 100}%`,
  };
  const empty = text.trim() === "";

  return (
    <div
      ref={box}
      data-area={name}
      data-overflow={overflow || undefined}
      className={clsx(
        "absolute overflow-hidden rounded-[0.8cqw]",
        empty ? "border border-dashed border-ink/25 bg-white/45" : "bg-white/82",
        overflow && "outline-2 outline-offset-0 outline-danger",
        className,
      )}
      style={style}
      title={overflow ? `The ${name} does not fit even at ${area.minPt} pt: shorten it.` : undefined}
    >
      <div
        ref={inner}
        style={{
          fontSize: `var(--fit, ${base}cqw)`,
          lineHeight: layout.lineHeight,
          padding: `${mmToCqw(layout.padY, layout)}cqw ${mmToCqw(layout.padX, layout)}cqw`,
        }}
      >
        {empty ? <span className="text-ink/40 capitalize select-none">{name}</span> : children}
      </div>
    </div>
  );
}
