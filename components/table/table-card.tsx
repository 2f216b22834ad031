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
 *
 * What a player decides by is on the tile: the first lines of the card's text (costs, sway,
 * resources: the adapter's `lines`, in the system's order) and, on a card with a main action,
 * what a click does (the action's group: "Play", "Engage", "Discard"), not a bare "Playable".
 * The tile is one Tab stop of its zone at most (roving tabindex, table-board.tsx): the arrow keys
 * move between a zone's cards; O opens a card, Z zooms it (the corner buttons are for the pointer).
 */
"use client";

import clsx from "clsx";
import { memo, useState, type FocusEvent, type KeyboardEvent } from "react";
import { InfoIcon, SearchIcon } from "@/components/ui/icons";
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
  /** Shows the card large (components/table/card-zoom.tsx). */
  onZoom?: (cardId: string) => void;
  /** Whether the card is its zone's Tab stop (roving tabindex); default true. */
  tabbable?: boolean;
}

/** How many lines of the card's text the tile shows (the zoom and the panel show them all). */
export const TILE_LINES = 3;

/** The tile's lines: the card's first lines, without those its badges already say. */
export function tileLines(card: CardView): readonly string[] {
  const badges = new Set(card.badges ?? []);
  return card.lines.filter((l) => !badges.has(l)).slice(0, TILE_LINES);
}

/** What a blocked card's tooltip says, as one line: the reason, the rule and its sentence. */
function blockedText(blocked: BlockedView): string {
  return `${blocked.reason} ${blocked.rule}${blocked.ruleText ? `: ${blocked.ruleText}` : ""}`;
}

export const TableCard = memo(function TableCard({ card, play = null, blocked = null, selected = false, onPlay, onOpen, onZoom, tabbable = true }: TableCardProps) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const playable = play !== null;
  const playLabel = play?.label ?? null;
  // A selected card's panel (on a phone, a sheet over the tooltip's place) says why itself.
  const tip = blocked !== null && (pointed || focused) && !selected;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    if (key === "o" && onOpen) onOpen(card.id);
    else if (key === "z" && onZoom) onZoom(card.id);
    else return;
    e.preventDefault();
  };
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
        aria-keyshortcuts={[onOpen ? "O" : null, onZoom ? "Z" : null].filter(Boolean).join(" ") || undefined}
        tabIndex={tabbable ? 0 : -1}
        onKeyDown={onKeyDown}
        onMouseDown={playable ? (e) => e.preventDefault() : undefined}
        onClick={() => (play !== null ? onPlay?.(play) : onOpen?.(card.id))}
        // No transition on the shadow: the playable ring is a box-shadow, and a transition would
        // repaint every card whose playability changed for several frames after each answer.
        // The focus ring: a thick ink outline with a light halo, apart from the playable accent
        // ring and seen on every tone (the page's thin accent outline was lost on a playable card).
        className={clsx(
          "flex w-32 flex-col gap-0.5 rounded-md border px-2 py-1.5 text-left text-xs focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:shadow-[0_0_0_6px_var(--color-accent-soft)]",
          TONES[card.tone ?? "neutral"],
          playable && "ring-2 ring-accent shadow-md hover:shadow-lg",
          blocked !== null && "opacity-70",
          selected && "outline-2 outline-offset-2 outline-ink",
        )}
      >
        <span className={clsx("truncate font-semibold text-ink", playable && onOpen && onZoom ? "pr-8" : "pr-4")}>{card.title}</span>
        {card.subtitle ? <span className="truncate text-[11px] text-ink-soft">{card.subtitle}</span> : null}
        {card.badges && card.badges.length > 0 ? (
          <span className="truncate text-[10px] text-ink-muted">{card.badges.join(" · ")}</span>
        ) : null}
        {tileLines(card).map((line, i) => (
          <span key={i} className="truncate text-[10px] text-ink-soft" data-card-line>
            {line}
          </span>
        ))}
        {/* What a click does: the action's group ("Play", "Engage", "Discard"); its label is the button's name. */}
        {playable ? <span className="text-[10px] font-semibold text-accent-ink" data-click-does>{play.group}</span> : null}
      </button>
      {playable && onOpen ? (
        <button
          type="button"
          onClick={() => onOpen(card.id)}
          aria-label={`Open ${card.title}`}
          tabIndex={-1}
          className="focus-ring absolute top-1 right-1 rounded p-0.5 text-ink-muted hover:bg-sunken hover:text-ink"
        >
          {/* An icon, not the ⓘ character: the table's fonts have no glyph for it (it drew as an empty box). */}
          <InfoIcon size={12} />
        </button>
      ) : null}
      {onZoom ? (
        <button
          type="button"
          onClick={() => onZoom(card.id)}
          aria-label={`Zoom ${card.title}`}
          tabIndex={-1}
          className={clsx("focus-ring absolute rounded p-0.5 text-ink-muted hover:bg-sunken hover:text-ink", "top-1", playable && onOpen ? "right-5" : "right-1")}
        >
          <SearchIcon size={12} />
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
