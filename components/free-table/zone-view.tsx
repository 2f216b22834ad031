"use client";
/** One zone of the free table: a drop target with its cards, its count and its menu (shuffle, draw, reveal). */
import { useDroppable } from "@dnd-kit/core";
import clsx from "clsx";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { zoneDef, type FreeTableState, type ZoneRef, type ZoneState } from "@/lib/free-table";
import { CardTile, type CardTileProps } from "./card-tile";
import type { CardInfos } from "./types";

/** The drop target id of a zone. */
export function zoneKey(ref: ZoneRef): string {
  return `${ref.zone}|${ref.seat === null ? "shared" : ref.seat}`;
}

export interface ZoneViewProps {
  readonly zone: ZoneState;
  readonly label: string;
  readonly state: FreeTableState;
  readonly cards: CardInfos;
  readonly targets: CardTileProps["targets"];
  /** Where "Draw" puts cards (the viewing seat's hand), or null. */
  readonly drawTo: ZoneRef | null;
  readonly seat: number;
  readonly disabled: boolean;
  readonly onAction: (action: Record<string, unknown>) => void;
}

export function ZoneView({ zone, label, state, cards, targets, drawTo, seat, disabled, onAction }: ZoneViewProps) {
  const ref: ZoneRef = { zone: zone.zone, seat: zone.seat };
  const { setNodeRef, isOver } = useDroppable({ id: zoneKey(ref), data: { ref } });
  const def = zoneDef(state, zone.zone);
  const n = zone.cards.length;
  const stack = def?.layout === "stack";
  const items: MenuItem[] = [
    { label: "Shuffle", onSelect: () => onAction({ type: "shuffle", seat, zone: ref }), disabled: n < 2 },
    ...(drawTo !== null && (drawTo.zone !== ref.zone || drawTo.seat !== ref.seat)
      ? [1, 3].map((k): MenuItem => ({ label: `Draw ${k}`, disabled: n < k, onSelect: () => onAction({ type: "draw", seat, from: ref, to: drawTo, count: k }) }))
      : []),
    ...[1, 3].map((k): MenuItem => ({ label: `Reveal the top ${k}`, disabled: n < k, onSelect: () => onAction({ type: "reveal", seat, zone: ref, count: k }) })),
  ];
  // A stack shows its top card (and how many lie under it); rows and grids show every card.
  const shown = stack ? zone.cards.slice(0, 1) : zone.cards;
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      data-zone={zoneKey(ref)}
      className={clsx("flex min-h-24 flex-col gap-1 rounded-md border border-dashed p-2", isOver ? "border-accent bg-accent/10" : "border-line")}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
          {label} <span className="font-normal normal-case text-ink-muted">({n})</span>
        </h3>
        <Menu label="⋯" ariaLabel={`${label} menu`} items={items} size="sm" />
      </header>
      <div className={clsx("flex gap-1.5", stack ? "" : "flex-wrap", stack && "relative")}>
        {shown.map((card) => (
          <CardTile key={card.id} card={card} zone={ref} state={state} cards={cards} targets={targets} onAction={onAction} seat={seat} disabled={disabled} />
        ))}
        {stack && n > 1 ? <span className="self-end text-xs text-ink-muted">+{n - 1} below</span> : null}
        {n === 0 ? <span className="text-xs text-ink-muted">Empty</span> : null}
      </div>
    </section>
  );
}
