"use client";
/**
 * The pack's runs: the ones playing now, with their progress, a Watch link and Cancel, then the
 * saved ones with the pack revision each came from, and "the pack changed since" when its era
 * deck plays differently now. Show a saved one, or pick one to compare with.
 */
import type { MouseEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SimulationDto } from "@/lib/server/simulations/types";
import { watchHref } from "./run-list";

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

export interface SavedRunsProps {
  readonly runs: readonly SimulationDto[];
  onShow(run: SimulationDto): void;
  onCompare(run: SimulationDto): void;
  /** Follow a running run in the page's main slot (the Watch link; its address works in a new tab too). */
  onWatch(run: SimulationDto): void;
  onCancel(run: SimulationDto): void;
  readonly shownId: string | null;
  readonly comparedId: string | null;
  /** Runs whose Cancel was asked and has not been answered yet. */
  readonly cancelling: ReadonlySet<string>;
  /** The system's words for a game and a deck (default GOT CGS's: "era", "era deck"). */
  readonly gameWord?: string;
  readonly deckWord?: string;
}

export function SavedRuns({ runs, onShow, onCompare, onWatch, onCancel, shownId, comparedId, cancelling, gameWord = "era", deckWord = "era deck" }: SavedRunsProps) {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  if (runs.length === 0) return <p className="text-sm text-ink-muted">No saved runs yet: the runs you make here are kept with the pack revision they came from.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="data-table tabular w-full border-separate border-spacing-0 text-sm" aria-label="Saved runs">
        <thead className="bg-sunken/95">
          <tr>
            <th className="text-left">When</th>
            <th className="text-left">{cap(deckWord)}</th>
            <th className="text-right">{cap(gameWord)}s</th>
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
            <tr key={r.id} data-status={r.status} aria-current={r.id === shownId ? "true" : undefined} className={r.id === shownId ? "bg-accent-soft/50" : undefined}>
              <td>
                <RelativeTime iso={r.startedAt} />
              </td>
              <td>{r.era}</td>
              <td className="text-right">{r.status === "done" ? r.games.toLocaleString("en") : `${r.done.toLocaleString("en")} / ${r.games.toLocaleString("en")}`}</td>
              <td className="text-right font-mono text-xs">{String(r.seed)}</td>
              <td className="text-right">{r.players}</td>
              <td>{r.bot}</td>
              <td>{r.status === "running" ? <RowProgress run={r} gameWord={gameWord} /> : <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>}</td>
              <td>
                <RevisionNote run={r} />
              </td>
              <td className="whitespace-nowrap text-right">
                {r.status === "running" ? (
                  <>
                    <a href={watchHref(r.packId, r.id)} onClick={(e) => followHere(e, () => onWatch(r))} aria-current={r.id === shownId ? "true" : undefined} className={buttonClasses("ghost", "sm")} aria-label={`Watch the run of ${r.startedAt}`}>
                      Watch
                    </a>
                    <Button size="sm" variant="ghost" onClick={() => onCancel(r)} pending={cancelling.has(r.id)} aria-label={`Cancel the run of ${r.startedAt}`}>
                      Cancel
                    </Button>
                  </>
                ) : r.status === "done" ? (
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

/** A plain click follows the run on this page; a middle click or Ctrl/Cmd-click opens the address. */
function followHere(event: MouseEvent<HTMLAnchorElement>, follow: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.replaceState(null, "", event.currentTarget.href);
  follow();
}

/** "running" with a thin bar of the games (eras) played so far. */
function RowProgress({ run, gameWord }: { run: SimulationDto; gameWord: string }) {
  const percent = run.games === 0 ? 0 : Math.round((run.done / run.games) * 1000) / 10;
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone={STATUS_TONE.running}>running</Badge>
      <span role="progressbar" aria-label={`${gameWord.charAt(0).toUpperCase()}${gameWord.slice(1)}s played`} aria-valuemin={0} aria-valuemax={run.games} aria-valuenow={run.done} aria-valuetext={`${percent}%`} className="block h-1.5 w-20 overflow-hidden rounded-full bg-sunken">
        <span className="block h-full rounded-full bg-info transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
