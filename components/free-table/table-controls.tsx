"use client";
/**
 * The free table's toolbar: whose turn and phase, the next phase, the end of the turn, dice, undo,
 * the export; and the replay: "Replay" opens it at the step before the last, then the rules
 * tables' replay bar (first, back, forward, last, a jump slider, fork from the step shown).
 */
import { ReplayBar } from "@/components/table/replay-bar";
import { Button, ButtonLink } from "@/components/ui/button";
import type { FreeTableController } from "./use-free-table";

export function TableControls({ table }: { readonly table: FreeTableController }) {
  const { game, state, turn, busy, disabled, past, act } = table;
  const phases = state.table.phases ?? [];
  const dice = state.table.dice !== undefined && state.table.dice.length > 0 ? state.table.dice : [6];
  return (
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
      <Button size="sm" disabled={disabled || game.actions === 0} onClick={table.undo}>
        Undo
      </Button>
      <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
      {past === null ? (
        <Button size="sm" disabled={busy || game.actions === 0} onClick={() => table.step(game.actions - 1)}>
          Replay
        </Button>
      ) : (
        <>
          <ReplayBar at={past} total={game.actions} busy={busy} onStep={table.step} onFork={table.fork} />
          <Button size="sm" disabled={busy} onClick={() => table.step(null)}>
            Back to the game
          </Button>
        </>
      )}
      <ButtonLink size="sm" href={`/api/games/${game.id}/replay`} download={`${game.title}.replay.json`} prefetch={false}>
        Export replay
      </ButtonLink>
    </div>
  );
}
