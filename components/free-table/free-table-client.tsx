"use client";
/**
 * The free table (docs/systems.md "The free table"): every zone of the game with its cards, moved
 * by drag and drop (dnd-kit: pointer, touch or keyboard), or through a card's menu (move to a
 * zone, flip, turn, counters, zoom, the card's editor) and a zone's menu (shuffle, draw, look at
 * the top n, reveal); seat counters, dice, phases and the end of a turn; undo; the log; replay
 * (back, forward, jump), fork and export.
 *
 * The server checks every action with the same engine and answers with the game as the seat
 * whose turn it is may see it. Hot-seat: when the turn passes to another seat and the table has
 * zones a seat keeps to itself, the board is replaced by a "pass the device" screen until that
 * seat's player says they hold it, so nobody sees another seat's hand by accident.
 *
 * use-free-table.ts holds the game and the calls; this file lays out the views.
 */
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useMemo, useState } from "react";
import { CardZoom } from "@/components/table/card-zoom";
import { ButtonLink } from "@/components/ui/button";
import type { TableCard, ZoneRef } from "@/lib/free-table";
import { tileName } from "./card-tile";
import { FreeLog } from "./free-log";
import { keepLines, logLines, type LogLine } from "./log-lines";
import { LookPanel } from "./look-panel";
import { PassDevice } from "./pass-device";
import { SeatSide } from "./seat-side";
import { TableControls } from "./table-controls";
import type { CardInfos, FreeGame } from "./types";
import { useFreeTable } from "./use-free-table";

export { hasPrivateZones } from "./use-free-table";

export interface FreeTableClientProps {
  readonly packId: string;
  readonly initial: FreeGame;
  readonly cards: CardInfos;
}

/** The card shown large: its name, type, every field, and its editor when it is still in the pack. */
function Zoom({ card, cards, onClose }: { readonly card: TableCard | null; readonly cards: CardInfos; readonly onClose: () => void }) {
  const info = card?.identifier === undefined ? undefined : cards[card.identifier];
  const view =
    card === null
      ? null
      : { id: card.id, ref: card.identifier ?? card.id, title: tileName(card, cards), subtitle: info === undefined ? "Its face is hidden from you." : `${info.type} · ${card.identifier ?? ""}`, lines: info?.lines ?? info?.facts ?? [], ...(card.faceDown ? { badges: ["face down"] } : {}) };
  const edit =
    info?.editHref === undefined ? undefined : (
      <ButtonLink size="sm" href={info.editHref}>
        Open in the editor
      </ButtonLink>
    );
  return <CardZoom card={view} onClose={onClose} actions={edit} />;
}

/**
 * The pointer sensor's options, one object for the page's life: dnd-kit's `useSensor` memoises on
 * it, and a new one each render made new sensors, a new drag context, and so a redraw of every
 * zone and tile of the table on every answer and replay step (issue 27 "Speed").
 */
const POINTER = { activationConstraint: { distance: 6 } } as const;

export function FreeTableClient({ packId, initial, cards }: FreeTableClientProps) {
  const table = useFreeTable(packId, initial);
  const { game, state, turn } = table;
  const [zoomed, setZoomed] = useState<TableCard | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor));
  // Every line of the live game once per answer, each the same object as before while its words
  // are (the log redraws only the lines that come and go); a past step shows the log up to that step.
  // (React's "information from previous renders": the lines drawn are kept in state, replaced
  // during render when the answer's lines change.)
  const fresh = useMemo(() => logLines(game.log, game.state, cards), [game.log, game.state, cards]);
  const [drawn, setDrawn] = useState<{ readonly from: readonly LogLine[]; readonly lines: readonly LogLine[] }>({ from: fresh, lines: fresh });
  let all = drawn.lines;
  if (drawn.from !== fresh) {
    all = keepLines(drawn.lines, fresh);
    setDrawn({ from: fresh, lines: all });
  }

  function onDragEnd(event: DragEndEvent) {
    const to = event.over?.data.current?.ref as ZoneRef | undefined;
    const from = event.active.data.current?.from as ZoneRef | undefined;
    if (to === undefined || from === undefined || (to.zone === from.zone && to.seat === from.seat)) return;
    table.act({ type: "move", seat: turn, card: String(event.active.id), from, to });
  }

  const pass = <PassDevice name={state.names[turn] ?? `Seat ${turn + 1}`} onTake={table.takeDevice} />;
  // In a replay too: a past step of another seat's turn would show that seat's hand.
  if (table.passing && table.past === null) return pass;
  if (table.passing)
    return (
      <div className="space-y-4" data-testid="free-table" aria-busy={table.busy}>
        <TableControls table={table} />
        {pass}
      </div>
    );
  const order = [turn, ...state.names.map((_, i) => i).filter((i) => i !== turn)];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy={table.busy} data-testid="free-table">
      <div className="space-y-4">
        <TableControls table={table} />
        {table.error !== null ? (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-2 text-sm text-danger">
            {table.error}
          </p>
        ) : null}
        <LookPanel state={state} seat={turn} cards={cards} onZoom={setZoomed} />
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          {[...order, null].map((seat) => (
            <SeatSide key={String(seat)} table={table} seat={seat} cards={cards} onZoom={setZoomed} />
          ))}
        </DndContext>
      </div>
      <FreeLog lines={all} count={table.past ?? all.length} />
      <Zoom card={zoomed} cards={cards} onClose={() => setZoomed(null)} />
    </div>
  );
}
