/**
 * One card on the table. A playable card stands out (accent ring) and plays on click; any other
 * card opens on click. Pointing at or focusing a card that cannot be played shows why (the
 * reason and the rule sentence), so the explanation is reachable from the keyboard too.
 *
 * Speed (bench/table-click.bench.ts): the explanation is put in the page only while the card is
 * pointed at or focused, so an answer that blocks or frees dozens of cards does not create or
 * remove dozens of hidden tooltips (a screen reader gets the same words at any time from the
 * button's `aria-description`, an attribute); and a playable card does not take the focus on a mouse click,
 * because it leaves its zone when played, and removing the focused element made Chromium lay out
 * the whole page in the middle of React's commit (the trace's forced layout inside removeChild),
 * then again for the frame.
 */
"use client";

import clsx from "clsx";
import { memo, useState, type FocusEvent } from "react";
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

/** What a blocked card's tooltip says, as one line: the reason, the rule and its sentence. */
function blockedText(blocked: BlockedView): string {
  return `${blocked.reason} ${blocked.rule}${blocked.ruleText ? `: ${blocked.ruleText}` : ""}`;
}

export const TableCard = memo(function TableCard({ card, play = null, blocked = null, selected = false, onPlay, onOpen }: TableCardProps) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const playable = play !== null;
  const playLabel = play?.label ?? null;
  const tip = blocked !== null && (pointed || focused);
  return (
    <div
      className="relative"
      // Tracked on every card (one re-render on entering or leaving it), so a card that becomes
      // blocked while pointed at or focused explains itself at once, as a CSS :hover did.
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-description (WAI-ARIA 1.3) is in the accessibility tree of Chromium (tests/e2e/play.e2e.ts reads it there), Firefox and Safari; the rule's ARIA table predates it */}
      <button
        type="button"
        data-card-id={card.id}
        data-playable={playable || undefined}
        data-blocked={blocked !== null || undefined}
        // The reason is the button's description whenever the card is blocked, as an attribute (no
        // node): a screen reader has it on the focus itself, not from the render after the focus
        // that draws the tooltip. The tooltip is for the eye and is not referenced.
        aria-description={blocked !== null ? blockedText(blocked) : undefined}
        aria-label={playable ? `${playLabel}` : `${card.title}${blocked !== null ? " (cannot be played now)" : ""}`}
        aria-pressed={selected || undefined}
        onMouseDown={playable ? (e) => e.preventDefault() : undefined}
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
      {tip ? (
        <div
          role="tooltip"
          // Below the card; on a phone across the bottom of the screen (fixed, so a card at the
          // right edge does not push the page wider than the screen).
          className="pointer-events-none absolute top-full left-0 z-20 mt-1 w-64 rounded-md border border-line-strong bg-surface p-2 text-xs shadow-lg max-sm:fixed max-sm:inset-x-2 max-sm:top-auto max-sm:bottom-2 max-sm:w-auto"
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
