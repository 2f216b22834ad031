"use client";
/**
 * The free table (docs/systems.md "The free table"): every zone of the game with its cards, moved
 * by drag and drop (dnd-kit: pointer, touch or keyboard), or through a card's menu (move to a
 * zone, flip, turn, counters) and a zone's menu (shuffle, draw, reveal); seat counters, dice,
 * phases and the end of a turn; undo; the log; replay (back, forward, live), fork and export.
 *
 * The server checks every action with the same engine and answers with the game as the seat
 * whose turn it is may see it. Hot-seat: when the turn passes to another seat and the table has
 * zones a seat keeps to itself, the board is replaced by a "pass the device" screen until that
 * seat's player says they hold it, so nobody sees another seat's hand by accident.
 */
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { zoneLabel, type FreeTableState, type ZoneRef } from "@/lib/free-table";
import { getGame, post } from "./http";
import { logLines } from "./log-lines";
import type { CardInfos, FreeGame } from "./types";
import { ZoneView } from "./zone-view";

export interface FreeTableClientProps {
  readonly packId: string;
  readonly initial: FreeGame;
  readonly cards: CardInfos;
}

/** True when some zone keeps its cards from a seat (a hand, a deck, face-down cards): hot-seat then passes the device. */
export function hasPrivateZones(state: FreeTableState): boolean {
  return state.table.zones.some((z) => z.visibility !== "all" || z.faceDown === true);
}

export function FreeTableClient({ packId, initial, cards }: FreeTableClientProps) {
  const router = useRouter();
  const [game, setGame] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [viewer, setViewer] = useState(initial.toAct ?? 0);
  const [past, setPast] = useState<number | null>(null);
  const state = game.state;
  const turn = game.toAct ?? 0;
  const seats = state.names.length;
  const passing = past === null && seats > 1 && viewer !== turn && hasPrivateZones(state);
  const base = `/api/games/${game.id}`;

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));

  async function run(request: () => Promise<{ ok: true; value: FreeGame } | { ok: false; message: string }>) {
    setBusy(true);
    setError(null);
    const r = await request();
    if (r.ok) setGame(r.value);
    else setError(r.message);
    setBusy(false);
  }
  const act = (action: Record<string, unknown>) => run(() => post<FreeGame>(`${base}/actions`, action));
  const undo = () => run(() => post<FreeGame>(`${base}/undo`));
  const view = async (at: number | null) => {
    await run(() => getGame<FreeGame>(at === null ? base : `${base}?at=${at}`));
    setPast(at);
  };
  const fork = async () => {
    setBusy(true);
    const r = await post<{ id: string }>(`${base}/fork`, { at: game.at });
    if (r.ok) router.push(`/packs/${packId}/play/${r.value.id}`);
    else {
      setError(r.message);
      setBusy(false);
    }
  };

  const targets = useMemo(() => state.zones.map((z) => ({ ref: { zone: z.zone, seat: z.seat }, label: zoneLabel(state, z) })), [state]);
  const drawTo: ZoneRef | null = useMemo(() => {
    const hand = state.table.zones.find((z) => z.owner === "seat" && z.visibility === "owner" && z.key !== "mana") ?? state.table.zones.find((z) => z.owner === "seat" && z.layout === "row");
    return hand === undefined ? null : { zone: hand.key, seat: turn };
  }, [state, turn]);

  function onDragEnd(event: DragEndEvent) {
    const to = event.over?.data.current?.ref as ZoneRef | undefined;
    const from = event.active.data.current?.from as ZoneRef | undefined;
    if (to === undefined || from === undefined || (to.zone === from.zone && to.seat === from.seat)) return;
    void act({ type: "move", seat: turn, card: String(event.active.id), from, to });
  }

  const lines = logLines(game.log, state, cards);
  const logRef = useRef<HTMLOListElement>(null);
  const [following, setFollowing] = useState(true);
  useEffect(() => {
    const el = logRef.current;
    if (el !== null && following) el.scrollTop = el.scrollHeight;
  }, [lines.length, following]);

  const phases = state.table.phases ?? [];
  const dice = state.table.dice !== undefined && state.table.dice.length > 0 ? state.table.dice : [6];
  const seatCounters = (state.table.counters ?? []).filter((c) => c.on === "seat");
  const disabled = busy || past !== null;
  const order = [turn, ...state.names.map((_, i) => i).filter((i) => i !== turn)];

  if (passing) {
    return (
      <section aria-label="Pass the device" className="mx-auto mt-10 max-w-md space-y-4 rounded-md border border-line bg-surface p-6 text-center">
        <h2 className="text-lg font-semibold">Pass the device to {state.names[turn]}</h2>
        <p className="text-sm text-ink-soft">It is {state.names[turn]}&apos;s turn. Their hand is about to show: hand the device over first.</p>
        <Button variant="primary" onClick={() => setViewer(turn)}>
          I am {state.names[turn]}: show my table
        </Button>
      </section>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy={busy} data-testid="free-table">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface p-2" role="toolbar" aria-label="Table controls">
          <p className="mr-2 text-sm" role="status" data-testid="turn">
            Round {state.round} · {state.names[turn]}&apos;s turn{state.phase !== null ? ` · ${phases[state.phase]}` : ""}
            {past !== null ? ` · replay at step ${past} of ${game.actions}` : ""}
          </p>
          {state.phase !== null ? (
            <Button size="sm" disabled={disabled} onClick={() => act({ type: "phase", seat: turn })}>
              Next phase ({phases[(state.phase + 1) % phases.length]})
            </Button>
          ) : null}
          <Button size="sm" disabled={disabled} onClick={() => act({ type: "endTurn", seat: turn })}>
            End turn
          </Button>
          {dice.map((sides) => (
            <Button key={sides} size="sm" disabled={disabled} onClick={() => act({ type: "roll", seat: turn, sides, count: 1 })}>
              Roll d{sides}
            </Button>
          ))}
          <Button size="sm" disabled={disabled || game.actions === 0} onClick={undo}>
            Undo
          </Button>
          <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
          <Button size="sm" disabled={busy || game.at === 0} onClick={() => view(game.at - 1)} aria-label="Replay: one step back">
            ◀ Step
          </Button>
          <Button size="sm" disabled={busy || past === null} onClick={() => view(past !== null && past + 1 < game.actions ? past + 1 : null)} aria-label="Replay: one step forward">
            Step ▶
          </Button>
          {past !== null ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => view(null)}>
                Back to the game
              </Button>
              <Button size="sm" disabled={busy} onClick={fork}>
                Fork from here
              </Button>
            </>
          ) : null}
          <ButtonLink size="sm" href={`${base}/replay`} download={`${game.title}.replay.json`} prefetch={false}>
            Export replay
          </ButtonLink>
        </div>
        {error !== null ? (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          {order.map((seat) => (
            <section key={seat} aria-label={`${state.names[seat]}'s side`} className="space-y-2 rounded-md border border-line p-3">
              <header className="flex flex-wrap items-center gap-3">
                <h2 className="text-sm font-semibold">
                  {state.names[seat]}
                  {seat === turn ? " (to act)" : ""}
                </h2>
                {seatCounters.map((c) => (
                  <span key={c.key} className="flex items-center gap-1 text-sm" data-seat-counter={c.key}>
                    {c.label} <strong aria-label={`${state.names[seat]}'s ${c.label}`}>{state.counters[seat]?.[c.key] ?? 0}</strong>
                    <Button size="sm" disabled={disabled} aria-label={`${c.label} of ${state.names[seat]} -1`} onClick={() => act({ type: "counter", seat: turn, target: { seat }, key: c.key, delta: -1 })}>
                      −
                    </Button>
                    <Button size="sm" disabled={disabled} aria-label={`${c.label} of ${state.names[seat]} +1`} onClick={() => act({ type: "counter", seat: turn, target: { seat }, key: c.key, delta: 1 })}>
                      +
                    </Button>
                  </span>
                ))}
              </header>
              <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
                {state.zones
                  .filter((z) => z.seat === seat)
                  .map((z) => (
                    <ZoneView key={`${z.zone}:${seat}`} zone={z} label={zoneLabel(state, z)} state={state} cards={cards} targets={targets} drawTo={drawTo} seat={turn} disabled={disabled} onAction={act} />
                  ))}
              </div>
            </section>
          ))}
          {state.zones.some((z) => z.seat === null) ? (
            <section aria-label="Shared zones" className="space-y-2 rounded-md border border-line p-3">
              <h2 className="text-sm font-semibold">Shared</h2>
              <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
                {state.zones
                  .filter((z) => z.seat === null)
                  .map((z) => (
                    <ZoneView key={z.zone} zone={z} label={zoneLabel(state, z)} state={state} cards={cards} targets={targets} drawTo={drawTo} seat={turn} disabled={disabled} onAction={act} />
                  ))}
              </div>
            </section>
          ) : null}
        </DndContext>
      </div>
      <aside aria-label="Log" className="rounded-md border border-line bg-surface p-2">
        <h2 className="mb-1 text-sm font-semibold">Log ({lines.length})</h2>
        <ol
          ref={logRef}
          className="max-h-[70vh] space-y-1 overflow-y-auto text-sm"
          onScroll={(e) => {
            const el = e.currentTarget;
            setFollowing(el.scrollTop + el.clientHeight >= el.scrollHeight - 8);
          }}
        >
          {lines.length === 0 ? <li className="text-ink-muted">Nothing yet: drag a card, or use its ⋯ menu.</li> : null}
          {lines.map((l, i) => (
            <li key={l.index} data-log-index={l.index} className={i === lines.length - 1 ? "rounded bg-accent-soft px-1 font-medium" : l.undo ? "text-ink-muted" : ""}>
              {l.index + 1}. {l.text}
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
