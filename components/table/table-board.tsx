/**
 * The table: every seat with its zones, the common zones, where the game is, the running
 * summary, and the viewer's actions and prompts. It draws a neutral {@link TableView} and calls
 * back; it knows no game system.
 */
"use client";

import clsx from "clsx";
import { memo, useLayoutEffect, useMemo, useRef } from "react";
import type { BlockedView, CardView, LegalView, RefusalView, TableView, ZoneView } from "@/lib/table/view";
import { ActionBar } from "./action-bar";
import { OfferPicker } from "./offer-picker";
import { PromptPicker } from "./prompt-picker";
import { SummaryTable } from "./summary-table";
import { TableCard } from "./table-card";

/**
 * Another seat's section is not laid out or painted while it is off screen (content-visibility:
 * auto): a table of the demo pack is nearly three screens high, the rival's section a full screen
 * of it, and without this every answer laid out and recorded the paint of the whole page
 * (bench/table-click's trace). `auto` in the intrinsic size keeps the height last drawn, so the
 * page does not jump. It also contains paint, which clips to the section: so not the viewer's own
 * section, whose blocked cards' tooltips overflow it. Not the common zones: a short section, and a
 * full-page screenshot (Playwright) left it blank below the screen. Not on phones, where a fixed
 * card sheet or tooltip must not take a contained section as its containing block.
 */
const OFFSCREEN_SKIPPED = "sm:[content-visibility:auto] sm:[contain-intrinsic-size:auto_40rem]";

export interface TableBoardProps {
  view: TableView;
  busy: boolean;
  selectedCard?: string | null;
  onAction: (legal: LegalView) => void;
  onPrompt: (promptId: string, picked: string[]) => void;
  onOpenCard: (cardId: string) => void;
  /** Why offering `give` for `take` would be refused now (the view's `offer`), or null. */
  onCheckOffer?: (give: string, take: string) => RefusalView | null;
  onOffer?: (give: string, take: string) => void;
}

export function TableBoard({ view, busy, selectedCard = null, onAction, onPrompt, onOpenCard, onCheckOffer, onOffer }: TableBoardProps) {
  // A card's main action (playing it): the first primary action about that card alone.
  const plays = useMemo(() => {
    const out = new Map<string, LegalView>();
    for (const l of view.legal) if (l.primary && l.cardIds.length === 1 && !out.has(l.cardIds[0] as string)) out.set(l.cardIds[0] as string, l);
    return out;
  }, [view.legal]);
  const blocked = useMemo(() => new Map<string, BlockedView>(view.blocked.map((b) => [b.cardId, b])), [view.blocked]);
  const actions = useRef<HTMLElement>(null);
  /** Whether the last input in the table was a key (not the pointer): then the focus stays in the table. */
  const keyboard = useRef(false);
  // A card played or an action taken from the keyboard leaves the page with the answer, and the
  // browser drops the focus to the page's start: the next Tab would begin again from the top. The
  // focus goes to "Your actions" instead, which says whose move it is; Tab reaches the actions from
  // there. A pointer is left alone (a mouse press on a card or action takes no focus at all).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (keyboard.current && (active === null || active === document.body)) actions.current?.focus();
  }, [view, busy]);
  const zone = (z: ZoneView) => {
    const mine = z.owner === view.viewer;
    return (
      <Zone
        key={z.id}
        zone={z}
        cards={view.cards}
        plays={mine ? plays : null}
        blocked={mine ? blocked : null}
        selected={selectedCard !== null && z.cards.includes(selectedCard) ? selectedCard : null}
        onAction={onAction}
        onOpenCard={onOpenCard}
      />
    );
  };
  return (
    <div
      className="min-w-0 space-y-4"
      aria-busy={busy || undefined}
      data-testid="table-board"
      onKeyDown={() => void (keyboard.current = true)}
      onPointerDown={() => void (keyboard.current = false)}
    >
      <section aria-label="Status" className="rounded-md border border-line bg-sunken/50 p-3 text-sm" data-testid="table-status">
        {view.status.map((s, i) => (
          <p key={i} className={i === 0 ? "font-medium text-ink" : "text-ink-soft"}>
            {s}
          </p>
        ))}
      </section>
      {view.summary !== null ? (
        <section aria-label="Running summary" className="rounded-md border border-line p-3" data-testid="running-summary">
          <SummaryTable summary={view.summary} />
        </section>
      ) : null}
      <section ref={actions} tabIndex={-1} aria-label="Your actions" className="focus-ring rounded-md border border-line p-3" data-testid="action-bar">
        <h2 className="mb-2 text-sm font-semibold">
          {view.seats[view.viewer]?.name ?? ""}: {view.over ? "game over" : view.legal.length > 0 ? "your move" : "waiting"}
        </h2>
        {view.prompts.length > 0 ? (
          <div className="mb-2 space-y-2">
            {view.prompts.map((p) => (
              <PromptPicker key={p.id} prompt={p} cards={view.cards} busy={busy} onConfirm={onPrompt} />
            ))}
          </div>
        ) : null}
        {view.over ? (
          <p className="text-sm text-ink-muted">The game is over: nothing more to play. Undo, export the replay or deal a new game.</p>
        ) : (
          <ActionBar legal={view.legal} busy={busy} onAction={onAction} />
        )}
        {view.offer !== null && onCheckOffer && onOffer ? (
          <div className="mt-2">
            <OfferPicker offer={view.offer} cards={view.cards} seats={view.seats} busy={busy} onCheck={onCheckOffer} onOffer={onOffer} />
          </div>
        ) : null}
      </section>
      {view.seats.map((seat, i) => (
        <section
          key={i}
          aria-label={`${seat.name}'s zones`}
          className={clsx("rounded-md border p-3", i !== view.viewer && OFFSCREEN_SKIPPED, seat.active ? "border-accent bg-accent-soft/20" : "border-line")}
        >
          <h2 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold">
            {seat.name}
            <span className="text-xs font-normal text-ink-muted">{seat.kind === "human" ? "human" : `${seat.kind} bot`}</span>
            {seat.note ? <span className="text-xs font-normal text-ink-soft">{seat.note}</span> : null}
            {seat.active ? <span className="text-xs font-medium text-accent-ink">to act</span> : null}
            {i === view.viewer ? <span className="text-xs font-normal text-ink-muted">(you)</span> : null}
          </h2>
          <div className="grid gap-2 sm:grid-cols-2">{view.zones.filter((z) => z.owner === i).map(zone)}</div>
        </section>
      ))}
      <section aria-label="Common zones" className="grid gap-2 rounded-md border border-line p-3 sm:grid-cols-2">
        {view.zones.filter((z) => z.owner === null).map(zone)}
      </section>
    </div>
  );
}

interface ZoneProps {
  zone: ZoneView;
  cards: Readonly<Record<string, CardView>>;
  /** The viewer's main actions and blocked cards by card id, for the viewer's own zones; else null. */
  plays: ReadonlyMap<string, LegalView> | null;
  blocked: ReadonlyMap<string, BlockedView> | null;
  /** The selected card when it is in this zone, else null (so other zones skip re-rendering). */
  selected: string | null;
  onAction: (legal: LegalView) => void;
  onOpenCard: (cardId: string) => void;
}

/**
 * Whether a zone draws the same with `next` as with `prev`: its own cards, their main actions and
 * blocked reasons are the same objects (the view keeps them when unchanged: the adapters' caches
 * and lib/table/share.ts). Compares only this zone's cards, so a click re-renders only the zones
 * whose cards changed, although the card record and the maps around them are new on every answer.
 */
function sameZone(prev: ZoneProps, next: ZoneProps): boolean {
  if (prev.zone !== next.zone || prev.selected !== next.selected || prev.onAction !== next.onAction || prev.onOpenCard !== next.onOpenCard) return false;
  if ((prev.plays === null) !== (next.plays === null) || (prev.blocked === null) !== (next.blocked === null)) return false;
  if (next.zone.visibility === "count") return true;
  for (const id of next.zone.cards) {
    if (prev.cards[id] !== next.cards[id] || prev.plays?.get(id) !== next.plays?.get(id) || prev.blocked?.get(id) !== next.blocked?.get(id)) return false;
  }
  return true;
}

const Zone = memo(function Zone({ zone, cards, plays, blocked, selected, onAction, onOpenCard }: ZoneProps) {
  return (
    <div className="min-w-0 rounded border border-dashed border-line p-2" data-zone={zone.id} aria-label={`${zone.label}, ${zone.count} cards`} role="group">
      <h3 className="mb-1 text-xs font-medium text-ink-muted">
        {zone.label} <span className="tabular-nums">({zone.count})</span>
      </h3>
      {zone.visibility === "count" ? (
        <p className="text-xs text-ink-soft">{zone.count} cards, face down</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {zone.cards.map((id) => {
            const card = cards[id];
            if (card === undefined) return null;
            return (
              <TableCard
                key={id}
                card={card}
                play={plays?.get(id) ?? null}
                blocked={blocked?.get(id) ?? null}
                selected={selected === id}
                onPlay={onAction}
                onOpen={onOpenCard}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}, sameZone);
