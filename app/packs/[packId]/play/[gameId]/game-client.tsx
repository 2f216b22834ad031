/**
 * A game at the table: the view of the page's controllers. The game comes from the route
 * (GET /api/games/{id}); the browser runs the same engine on its state to draw legal moves and
 * reasons at once. The logic lives in hooks of their own files:
 * - use-game-store.ts: the game drawn, the request out, errors, end screens, the replay's step,
 *   the table's replay of the live game, the first load and the click measure's paint;
 * - use-table-view.ts: the neutral view, the log's lines, the outcome, whether Undo may run;
 * - use-game-actions.ts (with use-post-action.ts): a move predicted, drawn, posted and settled
 *   (lib/table/prediction.ts, lib/table/game-sync.ts), prompts, trades, undo, fork, the timer.
 * The drawing is the neutral components/table; everything about the pack's game system comes
 * from its table adapter (lib/table/adapters.ts, by the `system` prop).
 *
 * Speed: bench/table-click.bench.ts (the marks and measures are listed in use-post-action.ts and
 * use-game-store.ts: `table-click` is click -> painted, the goal).
 */
"use client";

import { useMemo, useState } from "react";
import { LogPanel } from "@/components/table/log-panel";
import { MoveAnnouncer } from "@/components/table/move-announcer";
import { TableBoard } from "@/components/table/table-board";
import { tableAdapterOf } from "@/lib/table/adapters";
import { CardSheet } from "./card-sheet";
import { EndScreens, OutcomeBanner } from "./end-screens";
import { GameToolbar } from "./game-toolbar";
import { useGameActions } from "./use-game-actions";
import { useGameStore } from "./use-game-store";
import { useTableView } from "./use-table-view";

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

export function GameClient({ packId, system, gameId, replay, timerMinutes, editLinks, cardIds, notes }: GameClientProps) {
  const adapter = useMemo(() => tableAdapterOf(system), [system]);
  const store = useGameStore(gameId, replay);
  const { game, busy, error, outcomes, newFrom, at, total } = store;
  const drawing = useTableView(adapter, system, game, replay, at);
  const { view, entries, outcome, finalOutcome } = drawing;
  const actions = useGameActions({ store, adapter, system, packId, gameId, hidden: drawing.hidden, viewer: drawing.viewer, view });
  const [selected, setSelected] = useState<string | null>(null);

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
  const myTurn = view.legal.length > 0;
  const timer = timerMinutes !== null && myTurn && !game.over ? { minutes: timerMinutes, key: `${game.log.length}` } : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div className="min-w-0 space-y-4">
        <GameToolbar
          packId={packId}
          gameId={gameId}
          replay={replay}
          busy={busy}
          at={at ?? 0}
          total={total}
          seed={game.seed}
          undoable={drawing.undoable}
          timer={timer}
          onStep={(n) => void store.load(n)}
          onFork={() => void actions.fork()}
          onUndo={() => void actions.undo()}
          onTimeUp={actions.timeUp}
        />
        {error !== null ? (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft p-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {!replay && outcomes.length > 0 ? <EndScreens screens={[...outcomes]} onClose={() => store.setOutcomes([])} /> : null}
        {!replay && outcomes.length === 0 && finalOutcome !== null && finalOutcome.length > 0 ? <EndScreens screens={finalOutcome} /> : null}
        {outcome !== null && (replay ? at === total : true) ? <OutcomeBanner outcome={outcome} /> : null}
        <TableBoard
          view={view}
          busy={busy}
          selectedCard={selected}
          onAction={actions.onAction}
          onPrompt={actions.onPrompt}
          onOpenCard={setSelected}
          onCheckOffer={actions.onCheckOffer}
          onOffer={actions.onOffer}
          replay={replay}
        />
      </div>
      <div className="min-w-0 space-y-4">
        <CardSheet view={view} selected={selected} editLinks={editLinks} cardIds={cardIds} notes={notes} onClose={() => setSelected(null)} />
        <LogPanel entries={entries} newFrom={newFrom} />
        {!replay ? <MoveAnnouncer entries={entries} newFrom={newFrom} /> : null}
      </div>
    </div>
  );
}
