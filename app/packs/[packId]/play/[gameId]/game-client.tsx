/**
 * A game at the table. The game comes from the route (GET /api/games/{id}); the browser runs
 * the same engine on its state to draw legal moves and reasons at once, posts the designer's
 * action, and draws the answer (the bots' moves after it are the log's new lines). Undo, the
 * end screens, the card panel, the turn timer and the replay view live here; the drawing is the
 * neutral components/table.
 */
"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CardPanel } from "@/components/table/card-panel";
import { LogPanel } from "@/components/table/log-panel";
import { TableBoard } from "@/components/table/table-board";
import { Button } from "@/components/ui/button";
import type { Action } from "@/lib/engine/actions";
import { apply, check } from "@/lib/engine/reducer";
import { promptAction, tableView } from "@/lib/table/got-cgs";
import type { LegalView, TableView } from "@/lib/table/view";
import { errorText, getJson, postJson, sendJson, type HttpResult } from "../play-http";
import { EndScreens, endScreens, type EndScreen } from "./end-screens";
import { gameLogLines, lastEraEvents } from "./game-log";
import type { GameResponse } from "./game-types";
import { ReplayBar } from "./replay-bar";
import { TurnTimer } from "./turn-timer";

export interface GameClientProps {
  packId: string;
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
  return { ...view, legal: [], prompts: [], blocked: [] };
}

export function GameClient({ packId, gameId, replay, timerMinutes, editLinks, cardIds, notes: loadedNotes }: GameClientProps) {
  const router = useRouter();
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
  /** Set on a click; the paint after the answer closes the measure (bench/table-click.bench.ts). */
  const measuring = useRef(false);

  const receive = useCallback((r: HttpResult<GameResponse>) => {
    setBusy(false);
    if (!r.ok) {
      setError(errorText(r.error));
      return;
    }
    setError(null);
    setGame(r.value);
    setTotal(r.value.actions ?? r.value.log.length);
    setAt(r.value.at ?? r.value.log.length);
  }, []);

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

  useEffect(() => {
    if (!measuring.current || busy) return;
    measuring.current = false;
    requestAnimationFrame(() => {
      performance.mark("table-painted");
      performance.measure("table-click", "table-click", "table-painted");
    });
  }, [game, busy]);

  const view = useMemo(() => {
    if (game === null) return null;
    const v = tableView(game.state, viewerOf(game), game.seats, game.title ?? "");
    return replay ? emptyLegal(v) : v;
  }, [game, replay]);
  const lines = useMemo(() => (game === null ? [] : gameLogLines(game.state, replay ? game.log.slice(0, at ?? 0) : game.log)), [game, replay, at]);
  const finalOutcome = useMemo(() => (game !== null && game.state.phase === "over" ? endScreens(game.state, lastEraEvents(game.log)) : null), [game]);

  async function post(action: Action) {
    if (game === null) return;
    performance.mark("table-click");
    measuring.current = true;
    // The designer's own move shows at once from the local engine; the server's answer follows.
    const local = apply(game.state, action);
    if (!local.ok) {
      measuring.current = false;
      setError(`${local.rejection.message} (${local.rejection.rule})`);
      return;
    }
    const before = game.log.length;
    setGame({ ...game, state: local.state, toAct: null });
    setBusy(true);
    setError(null);
    const r = await postJson<GameResponse>(`/api/games/${gameId}/actions`, action);
    if (!r.ok) {
      setBusy(false);
      setError(errorText(r.error));
      setGame(game);
      return;
    }
    setNewFrom(before);
    setOutcomes(endScreens(r.value.state, r.value.log.slice(before).flatMap((e) => e.events)));
    setGame(r.value);
    setBusy(false);
  }

  function onAction(l: LegalView) {
    void post(l.action as Action);
  }

  function onPrompt(promptId: string, picked: string[]) {
    if (game === null || view === null) return;
    const action = promptAction(promptId, view.viewer, picked);
    if (action === null) return;
    const why = check(game.state, action);
    if (why !== null) {
      setError(`${why.message} (${why.rule})`);
      return;
    }
    void post(action);
  }

  async function undo() {
    setBusy(true);
    const r = await postJson<GameResponse>(`/api/games/${gameId}/undo`);
    setBusy(false);
    if (!r.ok) return setError(errorText(r.error));
    setOutcomes([]);
    setNewFrom(Infinity);
    setGame(r.value);
  }

  async function fork() {
    const r = await postJson<{ id: string }>(`/api/games/${gameId}/fork`, { at: at ?? 0 });
    if (!r.ok) return setError(errorText(r.error));
    router.push(`/packs/${packId}/play/${r.value.id}`);
  }

  /** CGS-294 timer ran out: see turn-timer.tsx for what happens. */
  function timeUp() {
    if (view === null || busy) return;
    const pass = view.legal.find((l) => (l.action as Action).type === "pass");
    const refuse = view.legal.find((l) => {
      const a = l.action as Action;
      return (a.type === "answerRequest" && !a.agree) || (a.type === "answerTrade" && !a.accept);
    });
    const chosen = pass ?? refuse;
    if (chosen !== undefined) void post(chosen.action as Action);
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
              <Button size="sm" onClick={undo} disabled={busy || game.log.every((e) => e.by !== "human")}>
                Undo
              </Button>
              {timerMinutes !== null && myTurn && !game.over ? (
                <TurnTimer key={`${game.log.length}`} minutes={timerMinutes} onTimeUp={timeUp} />
              ) : null}
              <span className="text-xs text-ink-muted">Seed {String(game.seed)}</span>
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
            <a href={`/packs/${packId}/play/${gameId}`} className="text-sm text-ink-soft hover:underline">
              Back to the game
            </a>
          )}
        </div>
        {error !== null ? (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft p-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {!replay && outcomes.length > 0 ? <EndScreens screens={outcomes} onClose={() => setOutcomes([])} /> : null}
        {!replay && outcomes.length === 0 && finalOutcome !== null && finalOutcome.length > 0 ? <EndScreens screens={finalOutcome} /> : null}
        <TableBoard view={view} busy={busy} selectedCard={selected} onAction={onAction} onPrompt={onPrompt} onOpenCard={setSelected} />
      </div>
      <div className="min-w-0 space-y-4">
        {card !== undefined ? (
          <CardPanel
            key={card.id}
            card={card}
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
        ) : null}
        <LogPanel lines={lines} newFrom={newFrom} />
      </div>
    </div>
  );
}
