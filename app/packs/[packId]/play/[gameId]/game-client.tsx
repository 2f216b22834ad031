/**
 * A game at the table. The game comes from the route (GET /api/games/{id}); the browser runs
 * the same engine on its state to draw legal moves and reasons at once. On a click it predicts
 * the answer (lib/table/prediction.ts: the designer's move and the bots' turns played with the
 * server's own code, lib/table/bot-turns.ts), draws it at once, and posts the action with
 * `?since=` the length of its log. The answer carries the new log entries and a digest of the
 * server's state, no state (lib/table/game-sync.ts): when they are the prediction nothing is
 * redrawn; when they differ the table applies the server's entries to the state before the
 * click; a 409 "moved on" (another tab moved first: lib/table/moved-on.ts) draws the game the
 * server sent and says so; a refusal (422) or a failure takes the move back; when the answer cannot be applied
 * (a take-back reaching back before the page was loaded) it reloads the game (GET). Undo, the
 * end screens, the card panel, the turn timer and the replay view live here; the drawing is the
 * neutral components/table. Everything about the pack's game system comes from its table adapter
 * (lib/table/adapters.ts, by the `system` prop): the engine, the view, the log lines, the outcome.
 *
 * Speed (bench/table-click.bench.ts): the view is built once per state (trade offers left out:
 * the picker checks the one pair chosen), unchanged cards keep their view objects so the
 * memoised cards skip them, and the log's lines are made once per entry. Performance marks:
 * `table-click` (the click), `table-predicted` (the answer predicted), `table-committed` (React
 * has drawn it into the page), `table-painted` (the frame with it painted), `table-answer` (the
 * server's answer read), `table-settled` (detail: confirmed, replaced, rolledBack or reload);
 * measures `table-predict`, `table-view` (each view built), `table-render` (predicted ->
 * committed), `table-paint` (committed -> painted), `table-request` (click -> answer) and
 * `table-click` (click -> painted, the goal).
 */
"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { CardPanel } from "@/components/table/card-panel";
import { LogPanel } from "@/components/table/log-panel";
import { MoveAnnouncer } from "@/components/table/move-announcer";
import { TableBoard } from "@/components/table/table-board";
import { Button } from "@/components/ui/button";
import { tableAdapterOf, type TableAdapter } from "@/lib/table/adapters";
import type { Synced } from "@/lib/table/game-sync";
import { MOVED_ON_MESSAGE, movedOnGame } from "@/lib/table/moved-on";
import { predict, settle } from "@/lib/table/prediction";
import { viewSharer } from "@/lib/table/share";
import { canTakeBack, syncedFrom } from "@/lib/table/tail";
import type { LegalView, RefusalView, TableView } from "@/lib/table/view";
import { errorText, getJson, postJson, sendJson, type HttpResult } from "../play-http";
import { EndScreens, endScreens, OutcomeBanner, type EndScreen } from "./end-screens";
import { gameLogLines, lastEraEvents } from "./game-log";
import type { GameResponse, GameTail } from "./game-types";
import { ReplayBar } from "./replay-bar";
import { TurnTimer } from "./turn-timer";

export interface GameClientProps {
  packId: string;
  /** The pack's game-system key: which table adapter draws the game. */
  system: string;
  gameId: string;
  replay: boolean;
  /** Turn time limit in minutes when the timer is on, else null. */
  timerMinutes: number | null;
  /** Card identifier -> its editor's address in the pack as it is now. */
  editLinks: Readonly<Record<string, string>>;
  /** Card identifier -> the card's id in the pack (for notes). */
  cardIds: Readonly<Record<string, string>>;
  /** Card identifier -> the note on the card when the page was loaded. */
  notes: Readonly<Record<string, string>>;
}

/** The seat the table is drawn for: the human seat the game waits for, else the first human seat. */
function viewerOf(game: GameResponse): number {
  if (game.toAct !== null && game.seats[game.toAct] === "human") return game.toAct;
  const human = game.seats.indexOf("human");
  return human >= 0 ? human : 0;
}

function emptyLegal(view: TableView): TableView {
  return { ...view, legal: [], prompts: [], blocked: [], offer: null };
}

/**
 * The game after a `since` answer: its entries applied to the table's replay and checked against
 * the server's digest. Null when the table must reload the game (the reason is marked for tests
 * and the console).
 */
function followed(adapter: TableAdapter, game: GameResponse, synced: Synced<unknown> | null, tail: GameTail): { game: GameResponse; synced: Synced<unknown> } | null {
  const result = synced === null ? ({ ok: false, reason: "the table holds no live game" } as const) : adapter.applyTail(synced, tail.logFrom, tail.log, tail.digest);
  if (!result.ok) {
    performance.mark("table-resync", { detail: result.reason });
    console.warn(`The table reloads the game: ${result.reason}`);
    return null;
  }
  const log = [...game.log.slice(0, tail.logFrom), ...tail.log];
  return { game: { ...game, state: result.state, toAct: tail.toAct, over: tail.over, legal: [], log, logFrom: 0, actions: tail.actions, at: tail.at }, synced: result.synced };
}

/**
 * The adapter's view, with its build time recorded as a `table-view` measure (bench/table-click).
 * The measure is the only side effect: the view is the same on every call.
 */
function measuredView(adapter: TableAdapter, state: unknown, viewer: number, seats: readonly string[], title: string, cache: unknown, legal: readonly unknown[] | undefined): TableView {
  const start = performance.now();
  const view = adapter.tableView(state, viewer, seats, title, cache, legal);
  performance.measure("table-view", { start, end: performance.now() });
  return view;
}

/** Runs `then` in a message task: posted messages are handled in the order they were posted. */
function onMessage(then: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/**
 * Resolves after the next frame has been drawn (a message posted from its animation-frame callback
 * is handled after that frame's paint), whether or not React drew anything; at the latest after
 * 100 ms, as a hidden tab draws no frames. It takes a second message, so it resolves after the
 * `table-painted` mark of the same frame (markAfterPaint, whose frame callback may be registered
 * later): the request's own start is not counted as painting (bench/table-click), and the frame is
 * on screen before it, as the compositor does not wait for the page's later tasks.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => onMessage(() => onMessage(resolve)));
    setTimeout(resolve, 100);
  });
}

/** Marks `name` when the frame now being drawn has been painted (after the next animation frame's paint). */
function markAfterPaint(name: string, then: () => void) {
  // A message posted from a frame callback is handled after that frame's paint.
  requestAnimationFrame(() =>
    onMessage(() => {
      performance.mark(name);
      then();
    }),
  );
}

export function GameClient({ packId, system, gameId, replay, timerMinutes, editLinks, cardIds, notes: loadedNotes }: GameClientProps) {
  const router = useRouter();
  const adapter = useMemo(() => tableAdapterOf(system), [system]);
  const [game, setGame] = useState<GameResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<EndScreen[]>([]);
  const [newFrom, setNewFrom] = useState(Infinity);
  const [selected, setSelected] = useState<string | null>(null);
  // Notes saved from the panel during this visit, over the ones the page was loaded with.
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>(loadedNotes);
  const [at, setAt] = useState<number | null>(null);
  const [total, setTotal] = useState(0);
  /** The game drawn by a click (predicted, or the answer without a prediction): its paint closes the measure (bench/table-click.bench.ts). */
  const paintEnd = useRef<GameResponse | null>(null);
  /** The table's replay of the live game (states it held), to apply `since` answers to. */
  const synced = useRef<Synced<unknown> | null>(null);

  const receive = useCallback((r: HttpResult<GameResponse>) => {
    setBusy(false);
    if (!r.ok) {
      setError(errorText(r.error));
      return;
    }
    setError(null);
    const live = r.value.at === undefined || r.value.at === (r.value.actions ?? r.value.log.length);
    synced.current = live ? syncedFrom(r.value.log, r.value.state) : null;
    setGame(r.value);
    setTotal(r.value.actions ?? r.value.log.length);
    setAt(r.value.at ?? r.value.log.length);
  }, []);

  /** The server's game after a 409 "moved on" (lib/table/moved-on.ts), drawn with the reason. */
  const showMovedOn = useCallback(
    (current: GameResponse) => {
      receive({ ok: true, value: current });
      setError(MOVED_ON_MESSAGE);
    },
    [receive],
  );

  const gameUrl = useCallback((step: number | null) => `/api/games/${gameId}${step !== null ? `?at=${step}` : ""}`, [gameId]);

  async function load(step: number | null) {
    setBusy(true);
    receive(await getJson<GameResponse>(gameUrl(step)));
  }

  useEffect(() => {
    // A replay opens at its start; a game at its current moment.
    let live = true;
    void getJson<GameResponse>(gameUrl(replay ? 0 : null)).then((r) => {
      if (live) receive(r);
    });
    return () => {
      live = false;
    };
  }, [gameUrl, receive, replay]);

  // A layout effect runs right after React's commit, before the browser paints: the next frame
  // painted is the first with the predicted table (a passive effect may run after that paint).
  useLayoutEffect(() => {
    if (paintEnd.current === null || game !== paintEnd.current) return;
    paintEnd.current = null;
    performance.mark("table-committed");
    performance.measure("table-render", performance.getEntriesByName("table-predicted", "mark").length > 0 ? "table-predicted" : "table-answer", "table-committed");
    markAfterPaint("table-painted", () => {
      performance.measure("table-paint", "table-committed", "table-painted");
      performance.measure("table-click", "table-click", "table-painted");
      performance.clearMarks("table-predicted");
    });
  }, [game]);

  // Unchanged cards and zones keep their view objects from one answer to the next (the adapter's
  // cache), and so do unchanged legal actions and blocked cards (the sharer): memoised zones and
  // cards see the same props and skip re-rendering.
  const cache = useMemo(() => adapter?.viewCache(), [adapter]);
  const sharer = useMemo(() => viewSharer(), []);
  const state = game?.state ?? null;
  const seats = game?.seats ?? null;
  const title = game?.title ?? "";
  const viewer = game === null ? 0 : viewerOf(game);
  // A game with hidden information comes narrowed to what this page may see (the engine's `view`,
  // lib/server/games/seat-view.ts): the table can neither predict it nor list its legal actions,
  // so it draws the server's legal actions and waits for each answer.
  const hidden = adapter?.engine.view !== undefined;
  const legal = game?.legal ?? null;
  const view = useMemo(() => {
    if (adapter === null || state === null || seats === null) return null;
    const v = measuredView(adapter, state, viewer, seats, title, cache, hidden ? (legal ?? []) : undefined);
    return sharer.share(replay ? emptyLegal(v) : v);
  }, [adapter, state, viewer, seats, title, cache, replay, sharer, hidden, legal]);
  const log = game?.log ?? null;
  const entries = useMemo(() => (adapter === null || state === null || log === null ? [] : gameLogLines(adapter, state, replay ? log.slice(0, at ?? 0) : log)), [adapter, state, log, replay, at]);
  const outcome = useMemo(() => (adapter === null || state === null ? null : adapter.outcome(state)), [adapter, state]);
  const finalOutcome = useMemo(() => (state !== null && log !== null && outcome !== null ? endScreens(system, state, lastEraEvents(log)) : null), [system, state, log, outcome]);
  // Undo is offered while a human action is still in effect (the server refuses it otherwise).
  const undoable = useMemo(() => log !== null && canTakeBack(log), [log]);

  const post = useCallback(
    async (action: unknown) => {
      // One action at a time: the table waits for the server before the next click.
      if (adapter === null || game === null || busy) return;
      performance.mark("table-click");
      const before = game.log.length;
      if (hidden) {
        setBusy(true);
        setError(null);
        const answer = await postJson<GameResponse>(`/api/games/${gameId}/actions`, action);
        if (answer.ok) {
          setOutcomes(endScreens(system, answer.value.state, answer.value.log.slice(before).flatMap((e) => e.events)));
          setNewFrom(before);
        }
        return receive(answer);
      }
      // The designer's move and the bots' answer, predicted with the server's own code and drawn at once.
      let predicted: ReturnType<typeof predict<unknown, unknown, unknown>> | null;
      try {
        predicted = predict(adapter.engine, game, before, game.state, action);
      } catch (error) {
        // A bot that breaks here breaks on the server too: the answer will say so.
        console.warn("The table could not predict the bots' answer", error);
        predicted = null;
      }
      if (predicted !== null && !predicted.ok) {
        setError(`${predicted.rejection.message} (${predicted.rejection.rule})`);
        return;
      }
      const prediction = predicted?.prediction ?? null;
      const prior = { outcomes, newFrom };
      const held = synced.current;
      if (prediction !== null) {
        performance.mark("table-predicted");
        performance.measure("table-predict", "table-click", "table-predicted");
        const log = [...game.log, ...prediction.entries.map((e) => ({ action: e.action, events: e.events, by: e.by }))];
        const waiting = adapter.engine.toAct(prediction.state);
        const shown: GameResponse = { ...game, state: prediction.state, toAct: waiting, over: waiting === null, log, logFrom: 0, actions: log.length, at: log.length };
        paintEnd.current = shown;
        setGame(shown);
        setOutcomes(endScreens(system, prediction.state, prediction.entries.flatMap((e) => e.events)));
        setNewFrom(before);
        setTotal(log.length);
        setAt(log.length);
      } else {
        setGame({ ...game, toAct: null });
      }
      setBusy(true);
      setError(null);
      // A predicted answer is painted first, and the request sent after that frame: started here,
      // the fetch's own work in the page came before React drew the prediction (bench/table-click).
      if (prediction !== null) await afterNextFrame();
      const r = await postJson<GameTail>(`/api/games/${gameId}/actions?since=${before}`, action);
      performance.mark("table-answer");
      performance.measure("table-request", "table-click", "table-answer");
      const stale = r.ok ? null : movedOnGame<GameResponse>(r.error);
      if (stale !== null) {
        // Another tab moved first: nothing of this move was written; draw the game as it is now.
        if (paintEnd.current !== null) {
          paintEnd.current = null;
          performance.clearMarks("table-click");
        }
        performance.mark("table-settled", { detail: "movedOn" });
        setOutcomes(prior.outcomes);
        setNewFrom(prior.newFrom);
        return showMovedOn(stale);
      }
      const settled = settle(held, prediction, r, adapter.digest, (s, a) => adapter.applyTail(s, a.logFrom, a.log, a.digest));
      performance.mark("table-settled", { detail: settled.kind });
      if (settled.kind === "rolledBack" || settled.kind === "reload") {
        // The table shows what the server holds: the state before the click, or the whole game reloaded.
        if (paintEnd.current !== null) {
          paintEnd.current = null;
          performance.clearMarks("table-click");
        }
        console.warn(`The table ${settled.kind === "reload" ? "reloads the game" : "takes the move back"}: ${settled.reason}`);
        setOutcomes(prior.outcomes);
        setNewFrom(prior.newFrom);
        if (settled.kind === "reload") {
          performance.mark("table-resync", { detail: settled.reason });
          return receive(await getJson<GameResponse>(`/api/games/${gameId}`));
        }
        setBusy(false);
        setGame(game);
        setTotal(before);
        setAt(before);
        setError(r.ok ? settled.reason : errorText(r.error));
        return;
      }
      if (!r.ok) return; // settle rolls back every failed answer; this narrows r for TypeScript.
      synced.current = settled.synced;
      const tail = r.value;
      const log = [...game.log.slice(0, tail.logFrom), ...tail.log];
      const next: GameResponse = { ...game, state: settled.state, toAct: tail.toAct, over: tail.over, legal: [], log, logFrom: 0, actions: tail.actions, at: tail.at };
      if (settled.kind === "replaced") {
        console.warn(`The table draws the server's answer: ${settled.reason}`);
        setOutcomes(endScreens(system, settled.state, tail.log.flatMap((e) => e.events)));
        setNewFrom(before);
        setTotal(log.length);
        setAt(log.length);
        if (prediction === null) paintEnd.current = next;
        setGame(next);
      } else {
        // Confirmed: the table painted is the answer; keep its log and state objects so nothing redraws.
        setGame((shown) => (shown === null ? next : { ...shown, toAct: tail.toAct, over: tail.over, actions: tail.actions, at: tail.at }));
      }
      setBusy(false);
    },
    [adapter, system, game, gameId, busy, receive, showMovedOn, outcomes, newFrom, hidden],
  );

  // `post` changes with every game drawn; the table's callbacks go through this ref so they stay
  // the same functions and the memoised zones and cards do not re-render for a new callback.
  const postRef = useRef(post);
  useLayoutEffect(() => {
    postRef.current = post;
  }, [post]);
  const onAction = useCallback((l: LegalView) => void postRef.current(l.action), []);

  const onPrompt = useCallback(
    (promptId: string, picked: string[]) => {
      if (adapter === null || game === null) return;
      const action = adapter.promptAction(promptId, viewer, picked);
      if (action === null) return;
      const why = adapter.engine.check(game.state, action);
      if (why !== null) {
        setError(`${why.message} (${why.rule})`);
        return;
      }
      void post(action);
    },
    [adapter, game, viewer, post],
  );

  // The trade picker asks the engine about the pair chosen, never about every pair.
  const onCheckOffer = useCallback(
    (give: string, take: string): RefusalView | null => (adapter?.offers == null || state === null ? null : adapter.offers.refusal(state, viewer, give, take)),
    [adapter, state, viewer],
  );
  const onOffer = useCallback((give: string, take: string) => {
    if (adapter?.offers != null) void post(adapter.offers.action(viewer, give, take));
  }, [adapter, post, viewer]);

  async function undo() {
    if (adapter === null || game === null) return;
    setBusy(true);
    if (hidden) {
      setOutcomes([]);
      setNewFrom(Infinity);
      return receive(await postJson<GameResponse>(`/api/games/${gameId}/undo`));
    }
    const r = await postJson<GameTail>(`/api/games/${gameId}/undo?since=${game.log.length}`);
    setBusy(false);
    const stale = r.ok ? null : movedOnGame<GameResponse>(r.error);
    if (stale !== null) return showMovedOn(stale);
    if (!r.ok) return setError(errorText(r.error));
    const next = followed(adapter, game, synced.current, r.value);
    if (next === null) return receive(await getJson<GameResponse>(`/api/games/${gameId}`));
    synced.current = next.synced;
    setOutcomes([]);
    setNewFrom(Infinity);
    setTotal(next.game.log.length);
    setAt(next.game.log.length);
    setGame(next.game);
  }

  async function fork() {
    const r = await postJson<{ id: string }>(`/api/games/${gameId}/fork`, { at: at ?? 0 });
    if (!r.ok) return setError(errorText(r.error));
    router.push(`/packs/${packId}/play/${r.value.id}`);
  }

  /** The turn timer ran out: the adapter's "do nothing" action (see turn-timer.tsx). */
  function timeUp() {
    if (adapter === null || view === null || busy) return;
    const chosen = adapter.timeUp(view.legal);
    if (chosen !== null) void post(chosen.action);
  }

  if (adapter === null) {
    return (
      <p role="alert" className="text-sm text-danger">
        The game system &quot;{system}&quot; has no table in Greenhouse.
      </p>
    );
  }
  if (game === null || view === null) {
    return (
      <div aria-busy="true" className="text-sm text-ink-muted">
        {error ?? "Loading the game…"}
      </div>
    );
  }
  const card = selected !== null ? view.cards[selected] : undefined;
  const cardId = card !== undefined ? cardIds[card.ref] : undefined;
  const myTurn = view.legal.length > 0;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          {replay ? (
            <ReplayBar at={at ?? 0} total={total} busy={busy} onStep={(n) => void load(n)} onFork={fork} />
          ) : (
            <>
              <Button size="sm" onClick={undo} disabled={busy || !undoable}>
                Undo
              </Button>
              {timerMinutes !== null && myTurn && !game.over ? (
                <TurnTimer key={`${game.log.length}`} minutes={timerMinutes} onTimeUp={timeUp} />
              ) : null}
              <span className="text-xs text-ink-muted">{game.seed === null ? "Seed: in the replay export (it would show the hidden cards)" : `Seed ${String(game.seed)}`}</span>
            </>
          )}
          <a href={`/api/games/${gameId}/replay`} download={`game-${gameId}.replay.json`} className="text-sm text-accent-ink hover:underline">
            Export replay
          </a>
          {!replay ? (
            <a href={`/packs/${packId}/play/${gameId}?replay=1`} className="text-sm text-ink-soft hover:underline">
              Replay view
            </a>
          ) : (
            <>
              <a href={`/packs/${packId}/sandbox?game=${gameId}&at=${at ?? 0}`} className="text-sm text-accent-ink hover:underline">
                Open this moment in the sandbox
              </a>
              <a href={`/packs/${packId}/play/${gameId}`} className="text-sm text-ink-soft hover:underline">
                Back to the game
              </a>
            </>
          )}
        </div>
        {error !== null ? (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft p-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {!replay && outcomes.length > 0 ? <EndScreens screens={outcomes} onClose={() => setOutcomes([])} /> : null}
        {!replay && outcomes.length === 0 && finalOutcome !== null && finalOutcome.length > 0 ? <EndScreens screens={finalOutcome} /> : null}
        {outcome !== null && (replay ? at === total : true) ? <OutcomeBanner outcome={outcome} /> : null}
        <TableBoard
          view={view}
          busy={busy}
          selectedCard={selected}
          onAction={onAction}
          onPrompt={onPrompt}
          onOpenCard={setSelected}
          onCheckOffer={onCheckOffer}
          onOffer={onOffer}
          replay={replay}
        />
      </div>
      <div className="min-w-0 space-y-4">
        {card !== undefined ? (
          // On a phone the panel is a sheet over the bottom of the screen, next to the card just
          // tapped (below the board it would be a long scroll away).
          <div className="max-lg:fixed max-lg:inset-x-2 max-lg:bottom-2 max-lg:z-30 max-lg:max-h-[60vh] max-lg:overflow-y-auto max-lg:rounded-md max-lg:shadow-xl" data-testid="card-sheet">
            <CardPanel
              key={card.id}
              card={card}
              blocked={view.blocked.find((b) => b.cardId === card.id) ?? null}
              editHref={editLinks[card.ref] ?? null}
              note={notes[card.ref] ?? null}
              onSaveNote={
                cardId !== undefined
                  ? async (note) => {
                      const r = await sendJson(`/api/cards/${cardId}/notes`, "PUT", { notes: note });
                      if (!r.ok) throw new Error(r.error.message);
                      setNotes((current) => ({ ...current, [card.ref]: note }));
                    }
                  : undefined
              }
              onClose={() => setSelected(null)}
            />
          </div>
        ) : null}
        <LogPanel entries={entries} newFrom={newFrom} />
        {!replay ? <MoveAnnouncer entries={entries} newFrom={newFrom} /> : null}
      </div>
    </div>
  );
}
