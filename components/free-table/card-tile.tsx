"use client";
/**
 * A card on the free table: dragged to another zone (dnd-kit, pointer or keyboard: Space picks it
 * up, arrows move over the zones, Space drops), or moved, flipped, turned and counted through its
 * menu. A card the page may not see (no identifier: another seat's hand, a deck) shows its back.
 * Z (or the menu's "Zoom") shows the card large. The zone gives the tile its Tab stop (roving
 * tabindex, zone-view.tsx): one card of a zone is in the Tab order, the arrows move between them.
 */
import { useDraggable } from "@dnd-kit/core";
import clsx from "clsx";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { memo } from "react";
import type { FreeTableState, TableCard, ZoneRef } from "@/lib/free-table";
import type { CardInfos } from "./types";

export interface CardTileProps {
  readonly card: TableCard;
  readonly zone: ZoneRef;
  /** The table's definition (its card counters); the same object from move to move, so a tile redraws only when its card changes. */
  readonly table: FreeTableState["table"];
  readonly cards: CardInfos;
  /** The zones a card may be moved to, with their labels. */
  readonly targets: readonly { readonly ref: ZoneRef; readonly label: string }[];
  readonly onAction: (action: Record<string, unknown>) => void;
  readonly seat: number;
  readonly disabled: boolean;
  /** The card the zone's Tab stop is on (tabIndex 0); the others are reached with the arrows. */
  readonly tabStop: boolean;
  readonly onZoom: (card: TableCard) => void;
}

/** The card's name as the page may say it. */
export function tileName(card: TableCard, cards: CardInfos): string {
  if (card.identifier === undefined) return card.faceDown ? "Face-down card" : "Hidden card";
  return cards[card.identifier]?.name ?? card.identifier;
}

/** A tile redraws only when one of its props changes (the views keep them the same objects from move to move). */
export const CardTile = memo(function CardTile({ card, zone, table, cards, targets, onAction, seat, disabled, tabStop, onZoom }: CardTileProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { from: zone }, disabled });
  const info = card.identifier === undefined ? undefined : cards[card.identifier];
  const name = tileName(card, cards);
  const counters = (table.counters ?? []).filter((c) => c.on === "card");
  const from = { zone: zone.zone, seat: zone.seat };
  // Built when the card's menu opens, not for every tile drawn (the page hydrates 200 of them).
  const items = (): MenuItem[] => [
    { label: "Zoom (Z)", onSelect: () => onZoom(card) },
    { kind: "separator" },
    ...targets.filter((t) => t.ref.zone !== zone.zone || t.ref.seat !== zone.seat).map((t): MenuItem => ({ label: `Move to ${t.label}`, onSelect: () => onAction({ type: "move", seat, card: card.id, from, to: t.ref }) })),
    { kind: "separator" },
    { label: card.faceDown ? "Flip face up" : "Flip face down", onSelect: () => onAction({ type: "flip", seat, card: card.id, from }) },
    { label: card.turned ? "Straighten" : "Turn (exhaust)", onSelect: () => onAction({ type: "turn", seat, card: card.id, from }) },
    ...counters.flatMap((c): MenuItem[] => [
      { label: `${c.label} +1`, onSelect: () => onAction({ type: "counter", seat, target: { card: card.id }, key: c.key, delta: 1 }) },
      { label: `${c.label} -1`, onSelect: () => onAction({ type: "counter", seat, target: { card: card.id }, key: c.key, delta: -1 }) },
    ]),
    ...(info?.editHref !== undefined ? [{ kind: "separator" } as MenuItem, { kind: "link", label: "Open in the editor", href: info.editHref } as MenuItem] : []),
  ];
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const shown = counters.map((c) => ({ label: c.label, value: card.counters[c.key] ?? c.start ?? 0 })).filter((c) => c.value !== 0);
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-card={card.id}
      className={clsx(
        "relative flex w-28 shrink-0 flex-col gap-0.5 rounded-md border bg-surface p-1.5 text-xs shadow-sm outline-none",
        "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:ring-4 focus-visible:ring-accent",
        card.identifier === undefined ? "border-line bg-sunken text-ink-muted" : "border-line-strong",
        card.turned && "rotate-6",
        isDragging && "z-50 opacity-80 shadow-pop",
      )}
      {...listeners}
      {...attributes}
      tabIndex={tabStop ? 0 : -1}
      onKeyDown={(e) => {
        if ((e.key === "z" || e.key === "Z") && !e.ctrlKey && !e.metaKey && !e.altKey && !isDragging) {
          e.preventDefault();
          onZoom(card);
          return;
        }
        listeners?.onKeyDown?.(e);
      }}
      aria-label={`${name}${card.faceDown ? " (face down)" : ""}${card.turned ? " (turned)" : ""}${shown.map((c) => `, ${c.label} ${c.value}`).join("")}`}
    >
      <div className="flex items-start justify-between gap-1">
        <span className="font-medium leading-tight text-ink">{name}</span>
        {/* The menu's own keys and presses must not start a drag of the tile around it (dnd-kit listens on the tile). */}
        <div onKeyDown={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()}>
          <Menu label="⋯" ariaLabel={`Actions for ${name}`} items={items} size="sm" />
        </div>
      </div>
      {info !== undefined ? (
        <>
          <span className="text-ink-muted">
            {info.type}
            {card.identifier !== undefined && info.name !== card.identifier ? ` · ${card.identifier}` : ""}
          </span>
          {info.facts.length > 0 ? (
            <span className="leading-tight text-ink-soft" data-facts>
              {info.facts.join(" · ")}
            </span>
          ) : null}
        </>
      ) : null}
      {card.faceDown && card.identifier !== undefined ? <span className="text-ink-muted">(face down)</span> : null}
      {card.revealed ? <span className="text-accent">revealed</span> : null}
      {shown.map((c) => (
        <span key={c.label} className="self-start rounded bg-accent/15 px-1 font-semibold" data-counter={c.label}>
          {c.label} {c.value}
        </span>
      ))}
    </div>
  );
});
