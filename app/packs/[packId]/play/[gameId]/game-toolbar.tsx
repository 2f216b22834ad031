/**
 * The bar above the table (GameClient's): Undo, the turn timer and the seed in a live game, the
 * replay's steps and fork in the replay view, and the links between the two, the replay export
 * and the sandbox.
 */
"use client";

import { Button } from "@/components/ui/button";
import { ReplayBar } from "@/components/table/replay-bar";
import { TurnTimer } from "./turn-timer";

export interface GameToolbarProps {
  packId: string;
  gameId: string;
  replay: boolean;
  busy: boolean;
  /** The replay's step and the log's length. */
  at: number;
  total: number;
  seed: number | string | null;
  undoable: boolean;
  /** The turn timer's minutes while it runs (the designer's turn in a game not over), else null. */
  timer: { readonly minutes: number; readonly key: string } | null;
  onStep: (step: number) => void;
  onFork: () => void;
  onUndo: () => void;
  onTimeUp: () => void;
}

export function GameToolbar({ packId, gameId, replay, busy, at, total, seed, undoable, timer, onStep, onFork, onUndo, onTimeUp }: GameToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {replay ? (
        <ReplayBar at={at} total={total} busy={busy} onStep={onStep} onFork={onFork} />
      ) : (
        <>
          <Button size="sm" onClick={onUndo} disabled={busy || !undoable}>
            Undo
          </Button>
          {timer !== null ? <TurnTimer key={timer.key} minutes={timer.minutes} onTimeUp={onTimeUp} /> : null}
          <span className="text-xs text-ink-muted">{seed === null ? "Seed: in the replay export (it would show the hidden cards)" : `Seed ${String(seed)}`}</span>
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
          <a href={`/packs/${packId}/sandbox?game=${gameId}&at=${at}`} className="text-sm text-accent-ink hover:underline">
            Open this moment in the sandbox
          </a>
          <a href={`/packs/${packId}/play/${gameId}`} className="text-sm text-ink-soft hover:underline">
            Back to the game
          </a>
        </>
      )}
    </div>
  );
}
