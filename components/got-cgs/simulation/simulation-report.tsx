"use client";
/**
 * One simulation report drawn for a designer: a summary, then the charts the issue asks for
 * (adventure win rates, support card play rates, dead cards and the rule that blocked them,
 * victory points, era winners by seat, game length). `compact` stacks everything in one column
 * (the compare view puts two reports side by side).
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";
import { RULE_SENTENCES } from "@/lib/table/rule-sentences";
import { CardBars, CountBars } from "@/components/simulation/bar-charts";
import { adventureRows, DEAD_BELOW, deadCards, lengthRows, outcomeRows, supportRows, unplayedAdventures, victoryPointRows, winnerRows } from "./chart-data";

export function ChartPanel({ title, hint, children, className, label }: { title: string; hint?: ReactNode; children: ReactNode; className?: string; label: string }) {
  return (
    <section aria-label={label} className={clsx("rounded-lg border border-line bg-surface p-4 shadow-xs", className)}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {hint ? <p className="mt-0.5 text-xs text-ink-muted">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-md border border-line bg-surface px-3 py-2">
      <div className="text-xs text-ink-muted">{label}</div>
      <div className="tabular text-lg font-semibold text-ink">{value}</div>
    </div>
  );
}

export function SimulationReportView({ report, compact = false }: { report: SimulationReport; compact?: boolean }) {
  const e = report.eras;
  const adventures = adventureRows(report);
  const unplayed = unplayedAdventures(report);
  const supports = supportRows(report);
  const dead = deadCards(report);
  const grid = compact ? "grid grid-cols-1 gap-4" : "grid grid-cols-1 gap-4 lg:grid-cols-2";
  return (
    <div className="space-y-4" data-testid="simulation-report">
      <div className={clsx("grid gap-2", compact ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6")}>
        <Stat label="Eras finished" value={`${e.completed}${e.capped > 0 ? ` (+${e.capped} capped)` : ""}`} />
        <Stat label="Mean victory points" value={e.meanVictoryPoints ?? "–"} />
        <Stat label="Adventures per era" value={e.adventuresPerEra.mean} />
        <Stat label="Turns per era" value={e.turnsPerEra} />
        <Stat label="No winner" value={`${e.noWinner} (${Math.round((e.noWinner / Math.max(1, report.games)) * 100)}%)`} />
        <Stat label="Lost for uncovered era costs" value={e.eraCostFailures} />
      </div>
      <div className={grid}>
        <ChartPanel label="Adventure win rates" title="Adventure win rates" hint={`Share of the times an adventure was played that its hero won it.${unplayed.length > 0 ? ` Never played: ${unplayed.join(", ")}.` : ""}`}>
          {adventures.length === 0 ? (
            <p className="text-sm text-ink-muted">No adventure was played.</p>
          ) : (
            <div className="max-h-[28rem] overflow-y-auto">
              <CardBars rows={adventures} label="card" value="winRate" unit="%" max={100} color="var(--color-adventure)" name="Win rate" describe={(r) => `${r.winRate}% (${r.won} won of ${r.played} played)`} />
            </div>
          )}
        </ChartPanel>
        <ChartPanel label="Support card play rates" title="Support card play rates" hint="Share of the eras in which at least one copy was played.">
          <div className="max-h-[28rem] overflow-y-auto">
            <CardBars rows={supports} label="card" value="playRate" unit="%" max={100} color="var(--color-support)" name="Play rate" describe={(r) => `${r.playRate}% of the eras (${r.played} copies played)`} />
          </div>
        </ChartPanel>
        <ChartPanel label="Victory points" title="Victory points at era end" hint="Every player of every era.">
          <CountBars rows={victoryPointRows(report)} color="var(--color-accent)" xLabel="victory points" name="Players" />
        </ChartPanel>
        <ChartPanel
          label="Era winners by seat"
          title="Era winners by seat"
          hint={`How the eras were decided: ${outcomeRows(report).map((o) => `${o.label} ${o.count}`).join(", ") || "–"}${e.ties > 0 ? `; ${e.ties} ties (each winner counted)` : ""}.`}
        >
          <CountBars rows={winnerRows(report)} color="var(--color-warning)" xLabel="seat" name="Eras won" />
        </ChartPanel>
        <ChartPanel label="Game length" title="Game length" hint={`Adventures per era (mean ${e.adventuresPerEra.mean}); ${e.turnsPerEra} turns and ${e.actionsPerEra} actions per era on average.`}>
          <CountBars rows={lengthRows(report)} color="var(--color-info)" xLabel="adventures in the era" name="Eras" />
        </ChartPanel>
        <ChartPanel label="Dead cards" title="Dead cards and what blocked them" hint={`Support cards played in fewer than ${DEAD_BELOW * 100}% of the eras, with the rules that kept them in the ops during adventures.`} className={compact ? "" : "lg:col-span-2"}>
          <DeadCards dead={dead} />
        </ChartPanel>
      </div>
    </div>
  );
}

function DeadCards({ dead }: { dead: ReturnType<typeof deadCards> }) {
  if (dead.length === 0) return <p className="text-sm text-ink-muted">None: every support card was played in at least {DEAD_BELOW * 100}% of the eras.</p>;
  return (
    <div className="max-h-[28rem] overflow-y-auto rounded-md border border-line">
      <table className="data-table tabular w-full border-separate border-spacing-0 text-sm">
        <thead className="sticky top-0 z-10 bg-sunken/95">
          <tr>
            <th className="text-left">Card</th>
            <th className="text-right">Played</th>
            <th className="text-right">Blocked</th>
            <th className="text-left">What blocked it (share of its turns in an ops)</th>
          </tr>
        </thead>
        <tbody>
          {dead.map((d) => (
            <tr key={d.card}>
              <td className="font-mono text-xs whitespace-nowrap">{d.card}</td>
              <td className="text-right">{d.playRate}%</td>
              <td className="text-right whitespace-nowrap">{d.blockedRate === null ? "never in an ops during an adventure" : `${d.blockedRate}% of ${d.turnsInOps.toLocaleString("en")} turns`}</td>
              <td className="min-w-64">
                {d.blockedBy.length === 0 ? (
                  <span className="text-ink-muted">nothing: the bots chose other cards</span>
                ) : (
                  <ul className="space-y-1.5">
                    {d.blockedBy.slice(0, 3).map((b) => (
                      <li key={`${b.rule} ${b.code}`} title={RULE_SENTENCES[b.rule] ?? b.rule}>
                        <span className="font-medium">{b.rule}</span> <span className="text-ink-muted">{b.code}</span> {b.ofTurns}% of its turns
                        {d.blockedBy.length > 1 ? <span className="text-ink-muted"> ({b.share}% of the blocked ones)</span> : null}
                        {/* The whole sentence, wrapped: cut to one line it ran past the panel's edge (and is the point of the column). */}
                        {RULE_SENTENCES[b.rule] ? <span className="block max-w-[80ch] text-xs leading-snug text-pretty text-ink-muted">{RULE_SENTENCES[b.rule]}</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The view the Simulate page hands to its workbench for a GOT CGS pack (components/simulation/
 * run-report.tsx `ReportView`): the report is GOT CGS's own, as its simulation hook's batches
 * build it (lib/systems/got-cgs/simulation-batches.ts).
 */
export function GotCgsReportView({ report, compact }: { readonly report: { readonly [key: string]: unknown }; readonly compact: boolean }) {
  return <SimulationReportView report={report as unknown as SimulationReport} compact={compact} />;
}
