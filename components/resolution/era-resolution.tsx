/**
 * The end of an era: per player the era costs (coverage / requirement), the victory points and
 * what they came from (era resources + StockHolding - era costs, CGS-396), why a player lost the
 * era, the winner(s) and the rule sentence that decided. Plain data in (an EraView).
 */
import clsx from "clsx";
import { Badge } from "@/components/ui/badge";
import { CostValue } from "./adventure-resolution";
import { Explanation, outcomeText, RuleSentence } from "./rule-sentence";
import type { EraView } from "./view";

/** +4, −1, 0: a term of the victory points sum. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export function EraResolutionTable({ view, title = "End of era" }: { view: EraView; title?: string }) {
  const names = [...new Set(view.players.flatMap((p) => Object.keys(p.costs)))];
  return (
    <section aria-label={title} data-testid="era-resolution" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{title}</h2>
        <Badge tone={view.outcome === "won" ? "accent" : "error"}>
          <span data-testid="resolution-outcome">{outcomeText(view.winners, "Nobody wins the era")}</span>
        </Badge>
      </header>
      <div className="overflow-x-auto">
        <table className="data-table w-full border-separate border-spacing-0 text-sm tabular">
          <thead>
            <tr>
              <th scope="col" className="text-left">Player</th>
              <th scope="col" className="text-right" title="Sum of the era resources in the buildsite">Era resources</th>
              <th scope="col" className="text-right" title="Sum of the StockHolding values in the buildsite">StockHolding</th>
              <th scope="col" className="text-right" title="Sum of the era costs in the buildsite and wreckage">Era costs</th>
              <th scope="col" className="text-right">Victory points</th>
              {names.map((n) => (
                <th key={n} scope="col" className="text-right" title={`Era cost ${n}: coverage / requirement`}>
                  <span className="font-mono normal-case">{n}</span> cost
                </th>
              ))}
              <th scope="col" className="text-left">Result</th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => {
              const winner = view.winners.includes(p.name);
              return (
                <tr key={p.name} data-testid="era-player-row">
                  <th scope="row" className="text-left text-sm tracking-normal normal-case text-ink">
                    {p.name}
                  </th>
                  <td className="text-right">{p.breakdown ? signed(p.breakdown.resources) : "—"}</td>
                  <td className="text-right">{p.breakdown ? signed(p.breakdown.stockHolding) : "—"}</td>
                  <td className="text-right">{p.breakdown ? signed(-p.breakdown.costs) : "—"}</td>
                  <td data-testid="victory-points" className="text-right font-semibold">{p.victoryPoints}</td>
                  {names.map((n) => (
                    <td key={n} className="text-right">
                      <CostValue cell={p.costs[n]} />
                    </td>
                  ))}
                  <td className={clsx("text-left", winner ? "font-medium text-accent-ink" : p.lostBecause ? "text-danger" : "text-ink-muted")}>
                    {winner ? "wins the era" : p.lostBecause ? `loses: ${p.lostBecause}` : "does not win"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {view.rule ? <RuleSentence id={view.rule} /> : null}
      <Explanation lines={view.explanation} />
    </section>
  );
}
