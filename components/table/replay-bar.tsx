/** Step through a game's log: first, back, forward, last, jump; fork a new game from the step shown. */
"use client";

import { Button } from "@/components/ui/button";
import { FirstIcon, LastIcon } from "@/components/ui/icons";

export interface ReplayBarProps {
  at: number;
  total: number;
  busy: boolean;
  onStep: (n: number) => void;
  onFork: () => void;
}

export function ReplayBar({ at, total, busy, onStep, onFork }: ReplayBarProps) {
  return (
    <div role="group" aria-label="Replay" className="flex flex-wrap items-center gap-1.5" aria-busy={busy || undefined}>
      <Button size="sm" onClick={() => onStep(0)} disabled={busy || at === 0} aria-label="First step">
        <FirstIcon />
      </Button>
      <Button size="sm" onClick={() => onStep(at - 1)} disabled={busy || at === 0}>
        Back
      </Button>
      <span className="text-sm tabular-nums" data-testid="replay-step">
        Step {at} of {total}
      </span>
      <Button size="sm" onClick={() => onStep(at + 1)} disabled={busy || at >= total}>
        Forward
      </Button>
      <Button size="sm" onClick={() => onStep(total)} disabled={busy || at >= total} aria-label="Last step">
        <LastIcon />
      </Button>
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label="Jump to step"
        disabled={busy}
        onChange={(e) => onStep(Number(e.target.value))}
        className="w-32"
      />
      <Button size="sm" variant="primary" onClick={onFork} disabled={busy}>
        Fork from here
      </Button>
    </div>
  );
}
