/**
 * The table: every seat with its zones, the common zones, where the game is, the running
 * summary, and the viewer's actions and prompts. It draws a neutral {@link TableView} and calls
 * back; it knows no game system.
 *
 * The keyboard (issue 27: a table of 94 cards had 94 Tab stops): each zone is one Tab stop, its
 * last focused card (roving tabindex); the arrow keys, Home and End move between the zone's cards.
 * A card zooms (Z, or its zoom button) into components/table/card-zoom.tsx.
 */
"use client";

import clsx from "clsx";
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { BlockedView, CardView, LegalView, RefusalView, TableView, ZoneView } from "@/lib/table/view";
import { ActionBar } from "./action-bar";
import { CardZoom } from "./card-zoom";
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
  /** A replay's moment: nothing is played here, so the bar says so instead of "waiting". */
  replay?: boolean;
}

/**
 * What the seat header says of a seat's kind besides its name, or null when the name says it
 * already ("Greedy bot 2" is not followed by "greedy bot").
 */
export function seatKindNote(seat: { readonly name: string; readonly kind: string }): string | null {
  const note = seat.kind === "human" ? "human" : `${seat.kind} bot`;
  const name = seat.name.toLowerCase();
  return name.includes(seat.kind.toLowerCase()) ? null : note;
}

/** The heading of the viewer's actions: whose they are and whether there is anything to do. */
function actionsHeading(view: TableView, replay: boolean): string {
  const name = view.seats[view.viewer]?.name ?? "";
  if (replay) return `${name}: replay`;
  return `${name}: ${view.over ? "game over" : view.legal.length > 0 ? "your move" : "waiting"}`;
}

export function TableBoard({ view, busy, selectedCard = null, onAction, onPrompt, onOpenCard, onCheckOffer, onOffer, replay = false }: TableBoardProps) {
  const [zoomed, setZoomed] = useState<string | null>(null);
  const onZoom = useCallback((cardId: string) => setZoomed(cardId), []);
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
        onZoom={onZoom}
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
        <h2 className="mb-2 text-sm font-semibold">{actionsHeading(view, replay)}</h2>
        {view.prompts.length > 0 ? (
          <div className="mb-2 space-y-2">
            {view.prompts.map((p) => (
              <PromptPicker key={p.id} prompt={p} cards={view.cards} busy={busy} onConfirm={onPrompt} />
            ))}
          </div>
        ) : null}
        {replay ? (
          <p className="text-sm text-ink-muted">A moment of the replay: step through it above, or fork it to play on from here.</p>
        ) : view.over ? (
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
            {seatKindNote(seat) !== null ? <span className="text-xs font-normal text-ink-muted">{seatKindNote(seat)}</span> : null}
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
      <p className="text-xs text-ink-muted" data-testid="table-keys">
        Keyboard: Tab moves from zone to zone, the arrow keys from card to card; Enter plays or opens a card, O opens it, Z zooms it.
      </p>
      <CardZoom card={zoomed === null ? null : (view.cards[zoomed] ?? null)} blocked={zoomed === null ? null : (blocked.get(zoomed) ?? null)} onClose={() => setZoomed(null)} />
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
  onZoom: (cardId: string) => void;
}

/** The index a key moves the focus to among `count` cards from `at`, or null for another key. */
export function rovingTarget(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return Math.min(count - 1, at + 1);
    case "ArrowLeft":
    case "ArrowUp":
      return Math.max(0, at - 1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Whether a zone draws the same with `next` as with `prev`: its own cards, their main actions and
 * blocked reasons are the same objects (the view keeps them when unchanged: the adapters' caches
 * and lib/table/share.ts). Compares only this zone's cards, so a click re-renders only the zones
 * whose cards changed, although the card record and the maps around them are new on every answer.
 */
function sameZone(prev: ZoneProps, next: ZoneProps): boolean {
  if (prev.zone !== next.zone || prev.selected !== next.selected || prev.onAction !== next.onAction || prev.onOpenCard !== next.onOpenCard || prev.onZoom !== next.onZoom) return false;
  if ((prev.plays === null) !== (next.plays === null) || (prev.blocked === null) !== (next.blocked === null)) return false;
  if (next.zone.visibility === "count") return true;
  for (const id of next.zone.cards) {
    if (prev.cards[id] !== next.cards[id] || prev.plays?.get(id) !== next.plays?.get(id) || prev.blocked?.get(id) !== next.blocked?.get(id)) return false;
  }
  return true;
}

const Zone = memo(function Zone({ zone, cards, plays, blocked, selected, onAction, onOpenCard, onZoom }: ZoneProps) {
  // The zone's Tab stop: the card last focused in it (by its id, so it stays when cards move
  // around it), else the first card.
  const [current, setCurrent] = useState<string | null>(null);
  const shown = zone.cards.filter((id) => cards[id] !== undefined);
  const stop = current !== null && shown.includes(current) ? current : (shown[0] ?? null);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).closest("[data-card-id]")?.getAttribute("data-card-id");
    if (id != null && id !== current) setCurrent(id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = stop === null ? -1 : shown.indexOf(stop);
    const to = rovingTarget(e.key, at, shown.length);
    if (to === null || at === -1) return;
    e.preventDefault();
    const id = shown[to] as string;
    setCurrent(id);
    for (const b of e.currentTarget.querySelectorAll<HTMLElement>("button[data-card-id]")) if (b.getAttribute("data-card-id") === id) b.focus();
  };
  return (
    <div className="min-w-0 rounded border border-dashed border-line p-2" data-zone={zone.id} aria-label={`${zone.label}, ${zone.count} cards`} role="group">
      <h3 className="mb-1 text-xs font-medium text-ink-muted">
        {zone.label} <span className="tabular-nums">({zone.count})</span>
      </h3>
      {zone.visibility === "count" ? (
        <p className="text-xs text-ink-soft">{zone.count} cards, face down</p>
      ) : (
        <div className="flex flex-wrap gap-1.5" onFocus={onFocus} onKeyDown={onKeyDown}>
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
                tabbable={id === stop}
                onPlay={onAction}
                onOpen={onOpenCard}
                onZoom={onZoom}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}, sameZone);
