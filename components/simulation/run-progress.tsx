"use client";
/** A running simulation: a progress bar of games (GOT CGS: eras) played, the time so far, and Cancel. */
import { Button } from "@/components/ui/button";
import type { SimulationDto } from "@/lib/server/simulations/types";

export function RunProgress({ run, onCancel, cancelling, gameWord = "era" }: { run: SimulationDto; onCancel: () => void; cancelling: boolean; gameWord?: string }) {
  const share = run.games === 0 ? 0 : run.done / run.games;
  return (
    <div className="rounded-lg border border-line bg-surface p-4 shadow-xs" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink" id={`progress-${run.id}`}>
          Playing “{run.era}”: {run.done.toLocaleString("en")} of {run.games.toLocaleString("en")} {gameWord}s
        </span>
        <span className="tabular text-ink-muted">{(run.elapsedMs / 1000).toFixed(1)} s</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`progress-${run.id}`}
        aria-valuemin={0}
        aria-valuemax={run.games}
        aria-valuenow={run.done}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-sunken"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${Math.round(share * 1000) / 10}%` }} />
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="danger" onClick={onCancel} pending={cancelling} disabled={cancelling}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
