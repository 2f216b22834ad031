"use client";
/**
 * A finished run's report, whatever its system: a report with a `cards` table of
 * `SimulationCardStat`s (lib/systems/engine.ts) gets the neutral summary and per-card charts
 * (card-stats.tsx); a system that reports other numbers draws its own view, handed in by the
 * page (`view`, e.g. GOT CGS's adventure and support charts); without either the page says so.
 */
import type { ComponentType } from "react";
import type { SimulationReportJson } from "@/lib/server/simulations/types";
import { CardStats, reportCards } from "./card-stats";

/** A system's own drawing of its report (the page picks it by the pack's system). */
export type ReportView = ComponentType<{ readonly report: SimulationReportJson; readonly compact: boolean }>;

const count = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The numbers every report with a card table may carry: games, finished ones, wins by seat. */
function Summary({ report, gameWord }: { report: SimulationReportJson; gameWord: string }) {
  const games = count(report.games);
  const finished = count(report.finished) ?? games;
  const seats = Array.isArray(report.winsBySeat) ? report.winsBySeat.map(count) : [];
  const broken = typeof report.broken === "object" && report.broken !== null ? count((report.broken as { count?: unknown }).count) : null;
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <div className="rounded-md border border-line bg-surface px-3 py-2">
        <dt className="text-xs text-ink-muted">{`${gameWord.charAt(0).toUpperCase()}${gameWord.slice(1)}s finished`}</dt>
        <dd className="tabular text-lg font-semibold text-ink">{finished === null ? "—" : finished.toLocaleString("en")}</dd>
      </div>
      {seats.map((w, i) => (
        <div key={i} className="rounded-md border border-line bg-surface px-3 py-2">
          <dt className="text-xs text-ink-muted">Seat {i + 1} won</dt>
          <dd className="tabular text-lg font-semibold text-ink">{w === null || finished === null || finished === 0 ? "—" : `${Math.round((w / finished) * 100)}%`}</dd>
        </div>
      ))}
      {broken !== null && broken > 0 ? (
        <div className="rounded-md border border-line bg-surface px-3 py-2">
          <dt className="text-xs text-ink-muted">Broken {gameWord}s</dt>
          <dd className="tabular text-lg font-semibold text-danger">{broken.toLocaleString("en")}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function RunReport({ report, compact, view: View, gameWord }: { report: SimulationReportJson; compact: boolean; view: ReportView | null; gameWord: string }) {
  const cards = reportCards(report);
  if (cards !== null) {
    const finished = count(report.finished) ?? count(report.games) ?? 0;
    return (
      <div className="space-y-4">
        <Summary report={report} gameWord={gameWord} />
        <section aria-label="Per-card statistics chart" className="rounded-lg border border-line bg-surface p-4 shadow-xs">
          <h3 className="text-sm font-semibold text-ink">How often each card was played, and how its player fared</h3>
          <div className="mt-3">
            <CardStats cards={cards} games={finished} />
          </div>
        </section>
      </div>
    );
  }
  if (View !== null) return <View report={report} compact={compact} />;
  return <p className="text-sm text-ink-muted">This report has no per-card table, and the page has no chart of its own for it.</p>;
}
