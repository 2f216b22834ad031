"use client";
/**
 * The system-neutral per-card statistics of a simulation (lib/systems/engine.ts
 * `SimulationCardStat`): how often each card was played and how its player fared, for any
 * system whose simulation hook reports a `cards` table. A bar chart of the play rates and a table
 * with every number, most played first.
 */
import type { SimulationCardStat } from "@/lib/systems/engine";
import { CardBars } from "./bar-charts";

export interface CardStatsProps {
  readonly cards: readonly SimulationCardStat[];
  /** The games the rates are of (finished ones). */
  readonly games: number;
}

/** The `cards` table of a report, or null when the report has none (a system that reports other numbers). */
export function reportCards(report: unknown): readonly SimulationCardStat[] | null {
  if (typeof report !== "object" || report === null || !("cards" in report) || !Array.isArray(report.cards)) return null;
  return report.cards as SimulationCardStat[];
}

export function CardStats({ cards, games }: CardStatsProps) {
  if (cards.length === 0) return <p className="text-sm text-ink-muted">No card was played in the {games.toLocaleString("en")} games.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="max-h-[28rem] overflow-y-auto">
        <CardBars rows={cards} label="card" value="playRate" unit="%" max={100} color="var(--color-accent)" name="Played in" describe={(c) => `played in ${c.playRate}% of ${games.toLocaleString("en")} games (${c.plays} plays)`} />
      </div>
      <div className="max-h-[28rem] overflow-y-auto rounded-md border border-line">
        <table aria-label="Per-card statistics" className="data-table tabular w-full border-separate border-spacing-0 text-sm">
          <thead className="sticky top-0 z-10 bg-sunken/95">
            <tr>
              <th className="text-left">Card</th>
              <th className="text-right">Played in (share of all {games.toLocaleString("en")} games)</th>
              <th className="text-right">Plays</th>
              <th className="text-right">Its player won (share of the games it was played in)</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((c) => (
              <tr key={c.card} data-testid="card-stat-row">
                <td className="font-mono text-xs whitespace-nowrap">{c.card}</td>
                <td className="text-right">
                  {c.playRate}% <span className="text-ink-muted">({c.games.toLocaleString("en")})</span>
                </td>
                <td className="text-right">{c.plays.toLocaleString("en")}</td>
                <td className="text-right">{c.winRate === null ? <span className="text-ink-muted">—</span> : `${c.winRate}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
