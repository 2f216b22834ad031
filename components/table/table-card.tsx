/**
 * One card on the table. A playable card stands out (accent ring) and plays on click; any other
 * card opens on click. Pointing at or focusing a card that cannot be played shows why (the
 * reason and the rule sentence), so the explanation is reachable from the keyboard too.
 */
"use client";

import clsx from "clsx";
import { memo, useId } from "react";
import { InfoIcon } from "@/components/ui/icons";
import type { BlockedView, CardView, LegalView } from "@/lib/table/view";

const TONES = {
  red: "border-adventure/70 bg-adventure-soft/40",
  blue: "border-support/70 bg-support-soft/40",
  neutral: "border-line-strong bg-surface",
} as const;

/**
 * Memoised: every prop is a value of the view (kept from one answer to the next when unchanged)
 * or a callback that takes the card or action, so the parent passes the same functions to every
 * card and a card re-renders only when its own props change (not when another card is selected).
 */
export interface TableCardProps {
  card: CardView;
  /** The card's main action (playing it), when it has one now. */
  play?: LegalView | null;
  blocked?: BlockedView | null;
  selected?: boolean;
  /** Takes the card's main action (playable cards only). */
  onPlay?: (play: LegalView) => void;
  /** Opens the card's details. */
  onOpen?: (cardId: string) => void;
}

export const TableCard = memo(function TableCard({ card, play = null, blocked = null, selected = false, onPlay, onOpen }: TableCardProps) {
  const tipId = useId();
  const playable = play !== null;
  const playLabel = play?.label ?? null;
  return (
    <div className="group relative">
      <button
        type="button"
        data-card-id={card.id}
        data-playable={playable || undefined}
        data-blocked={blocked !== null || undefined}
        aria-describedby={blocked !== null ? tipId : undefined}
        aria-label={playable ? `${playLabel}` : `${card.title}${blocked !== null ? " (cannot be played now)" : ""}`}
        aria-pressed={selected || undefined}
        onClick={() => (play !== null ? onPlay?.(play) : onOpen?.(card.id))}
        // No transition on the shadow: the playable ring is a box-shadow, and a transition would
        // repaint every card whose playability changed for several frames after each answer.
        className={clsx(
          "focus-ring flex w-28 flex-col gap-0.5 rounded-md border px-2 py-1.5 text-left text-xs",
          TONES[card.tone ?? "neutral"],
          playable && "ring-2 ring-accent shadow-md hover:shadow-lg",
          blocked !== null && "opacity-70",
          selected && "outline-2 outline-offset-2 outline-ink",
        )}
      >
        <span className="truncate font-semibold text-ink">{card.title}</span>
        {card.subtitle ? <span className="truncate text-[11px] text-ink-soft">{card.subtitle}</span> : null}
        {card.badges && card.badges.length > 0 ? (
          <span className="truncate text-[10px] text-ink-muted">{card.badges.join(" · ")}</span>
        ) : null}
        {playable ? <span className="text-[10px] font-medium text-accent-ink">Playable</span> : null}
      </button>
      {playable && onOpen ? (
        <button
          type="button"
          onClick={() => onOpen(card.id)}
          aria-label={`Open ${card.title}`}
          className="focus-ring absolute top-1 right-1 rounded p-0.5 text-ink-muted hover:bg-sunken hover:text-ink"
        >
          {/* An icon, not the ⓘ character: the table's fonts have no glyph for it (it drew as an empty box). */}
          <InfoIcon size={12} />
        </button>
      ) : null}
      {blocked !== null ? (
        <div
          id={tipId}
          role="tooltip"
          // Below the card; on a phone across the bottom of the screen (fixed, so a card at the
          // right edge does not push the page wider than the screen). Not displayed until pointed
          // at or focused (display: none, not visibility: hidden): a table has dozens of blocked
          // cards, and hidden tooltips with their rule sentences would still be laid out on every
          // answer (bench/table-click). aria-describedby reads a hidden description all the same.
          className="pointer-events-none absolute top-full left-0 z-20 mt-1 hidden w-64 rounded-md border border-line-strong bg-surface p-2 text-xs shadow-lg group-focus-within:block group-hover:block max-sm:fixed max-sm:inset-x-2 max-sm:top-auto max-sm:bottom-2 max-sm:w-auto"
        >
          <p className="font-medium text-ink">{blocked.reason}</p>
          <p className="mt-1 text-ink-soft">
            <span className="font-mono">{blocked.rule}</span>
            {blocked.ruleText ? `: ${blocked.ruleText}` : null}
          </p>
        </div>
      ) : null}
    </div>
  );
});
