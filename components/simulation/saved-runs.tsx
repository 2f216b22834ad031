"use client";
/**
 * The pack's saved runs with the pack revision each came from, and "the pack changed since"
 * when its era deck plays differently now. Show one, or pick one to compare with.
 */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SimulationDto } from "@/lib/server/simulations/types";

const STATUS_TONE = { running: "info", done: "accent", cancelled: "neutral", failed: "error" } as const;

export function RevisionNote({ run }: { run: SimulationDto }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span title={`fingerprint ${run.revision.fingerprint}`}>
        as of <RelativeTime iso={run.revision.updatedAt} /> · <span className="font-mono text-xs">{run.revision.fingerprint.slice(0, 8)}</span>
      </span>
      {run.packChanged === true ? (
        <Badge tone="warning" title="Cards, aliases or instructions of this era deck changed after this run">
          the pack changed since
        </Badge>
      ) : run.packChanged === null ? (
        <Badge tone="neutral" title="The era deck was renamed or deleted">
          era gone
        </Badge>
      ) : null}
    </span>
  );
}

export function SavedRuns({ runs, onShow, onCompare, shownId, comparedId }: { runs: readonly SimulationDto[]; onShow: (run: SimulationDto) => void; onCompare: (run: SimulationDto) => void; shownId: string | null; comparedId: string | null }) {
  if (runs.length === 0) return <p className="text-sm text-ink-muted">No saved runs yet: the runs you make here are kept with the pack revision they came from.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="data-table tabular w-full border-separate border-spacing-0 text-sm" aria-label="Saved runs">
        <thead className="bg-sunken/95">
          <tr>
            <th className="text-left">When</th>
            <th className="text-left">Era deck</th>
            <th className="text-right">Eras</th>
            <th className="text-right">Seed</th>
            <th className="text-right">Players</th>
            <th className="text-left">Bots</th>
            <th className="text-left">Status</th>
            <th className="text-left">Pack revision</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr key={r.id} aria-current={r.id === shownId ? "true" : undefined} className={r.id === shownId ? "bg-accent-soft/50" : undefined}>
              <td>
                <RelativeTime iso={r.startedAt} />
              </td>
              <td>{r.era}</td>
              <td className="text-right">{r.status === "done" ? r.games.toLocaleString("en") : `${r.done.toLocaleString("en")} / ${r.games.toLocaleString("en")}`}</td>
              <td className="text-right font-mono text-xs">{String(r.seed)}</td>
              <td className="text-right">{r.players}</td>
              <td>{r.bot}</td>
              <td>
                <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>
              </td>
              <td>
                <RevisionNote run={r} />
              </td>
              <td className="whitespace-nowrap text-right">
                {r.status === "done" || r.status === "running" ? (
                  <>
                    <Button size="sm" variant="ghost" onClick={() => onShow(r)} aria-label={`Show the run of ${r.startedAt}`}>
                      Show
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onCompare(r)} disabled={r.id === comparedId} aria-label={`Compare with the run of ${r.startedAt}`}>
                      Compare
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
