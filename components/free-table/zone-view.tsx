"use client";
/**
 * One zone of the free table: a drop target with its cards, its count and its menu (shuffle,
 * draw, look at the top n, reveal). One Tab stop per zone (roving tabindex): Tab reaches the
 * zone's current card, the arrow keys (and Home, End) move between its cards; during a keyboard
 * drag the arrows are dnd-kit's.
 */
import { useDndContext, useDroppable } from "@dnd-kit/core";
import clsx from "clsx";
import { memo, useMemo, useState, type KeyboardEvent } from "react";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { type FreeTableState, type TableCard, type ZoneRef, type ZoneState } from "@/lib/free-table";
import { CardTile, type CardTileProps } from "./card-tile";
import type { CardInfos } from "./types";

/** The drop target id of a zone. */
export function zoneKey(ref: ZoneRef): string {
  return `${ref.zone}|${ref.seat === null ? "shared" : ref.seat}`;
}

export interface ZoneViewProps {
  readonly zone: ZoneState;
  readonly label: string;
  /** The table's definition: the same object from move to move (lib/free-table/share.ts), like every prop here. */
  readonly table: FreeTableState["table"];
  readonly cards: CardInfos;
  readonly targets: CardTileProps["targets"];
  /** Where "Draw" puts cards (the viewing seat's hand), or null. */
  readonly drawTo: ZoneRef | null;
  readonly seat: number;
  readonly disabled: boolean;
  readonly onAction: (action: Record<string, unknown>) => void;
  readonly onZoom: (card: TableCard) => void;
}

const COUNTS = [1, 3] as const;

function zoneItems(ref: ZoneRef, n: number, drawTo: ZoneRef | null, seat: number, onAction: ZoneViewProps["onAction"]): MenuItem[] {
  const drawable = drawTo !== null && (drawTo.zone !== ref.zone || drawTo.seat !== ref.seat);
  return [
    { label: "Shuffle", onSelect: () => onAction({ type: "shuffle", seat, zone: ref }), disabled: n < 2 },
    ...(drawable ? COUNTS.map((k): MenuItem => ({ label: `Draw ${k}`, disabled: n < k, onSelect: () => onAction({ type: "draw", seat, from: ref, to: drawTo, count: k }) })) : []),
    ...COUNTS.map((k): MenuItem => ({ label: `Look at the top ${k}`, disabled: n < k, onSelect: () => onAction({ type: "look", seat, zone: ref, count: k }) })),
    ...COUNTS.map((k): MenuItem => ({ label: `Reveal the top ${k}`, disabled: n < k, onSelect: () => onAction({ type: "reveal", seat, zone: ref, count: k }) })),
  ];
}

/** The index the arrow key moves to among `n` cards, or null for another key. */
function rove(key: string, at: number, n: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return Math.min(n - 1, at + 1);
  if (key === "ArrowLeft" || key === "ArrowUp") return Math.max(0, at - 1);
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  return null;
}

/**
 * A zone lays out and paints on its own (`contain: layout paint`): a move or a replay step then
 * lays out and records the paint of the zones it changes, not the whole page of 200 tiles
 * (bench/free-table-page.bench.ts's trace). Paint containment clips to the zone and makes it a
 * stacking context, so it is off while a card is dragged (the tile travels over other zones) and
 * while a menu is open in the zone (its list hangs out of the zone, over the zones after it).
 */
const CONTAINED = "[&:not(:has([role=menu]))]:[contain:layout_paint]";

/** A zone redraws only when one of its props changes: a move redraws the two zones it touches. */
export const ZoneView = memo(function ZoneView({ zone, label, table, cards, targets, drawTo, seat, disabled, onAction, onZoom }: ZoneViewProps) {
  const ref = useMemo((): ZoneRef => ({ zone: zone.zone, seat: zone.seat }), [zone.zone, zone.seat]);
  const { setNodeRef, isOver } = useDroppable({ id: zoneKey(ref), data: { ref } });
  const { active } = useDndContext();
  const [focused, setFocused] = useState(0);
  const def = table.zones.find((z) => z.key === zone.zone);
  const n = zone.cards.length;
  const stack = def?.layout === "stack";
  // A stack shows its top card (and how many lie under it); rows and grids show every card.
  const shown = stack ? zone.cards.slice(0, 1) : zone.cards;
  const stop = Math.min(focused, Math.max(0, shown.length - 1));
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (active !== null) return;
    const next = rove(e.key, stop, shown.length);
    if (next === null) return;
    e.preventDefault();
    setFocused(next);
    e.currentTarget.querySelectorAll<HTMLElement>("[data-card]")[next]?.focus();
  }
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-zone={zoneKey(ref)}
      className={clsx("flex min-h-24 flex-col gap-1 rounded-md border border-dashed p-2", active === null && CONTAINED, isOver ? "border-accent bg-accent/10" : "border-line")}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
          {label} <span className="font-normal normal-case text-ink-muted">({n})</span>
        </h3>
        <Menu label="⋯" ariaLabel={`${label} menu`} items={() => zoneItems(ref, n, drawTo, seat, onAction)} size="sm" />
      </header>
      <div className={clsx("flex gap-1.5", stack ? "relative" : "flex-wrap")} onKeyDown={onKeyDown}>
        {shown.map((card, i) => (
          <CardTile key={card.id} card={card} zone={ref} table={table} cards={cards} targets={targets} onAction={onAction} seat={seat} disabled={disabled} tabStop={i === stop} onZoom={onZoom} />
        ))}
        {stack && n > 1 ? <span className="self-end text-xs text-ink-muted">+{n - 1} below</span> : null}
        {n === 0 ? <span className="text-xs text-ink-muted">Empty</span> : null}
      </div>
    </section>
  );
});
