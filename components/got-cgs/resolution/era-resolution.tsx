/**
 * The end of an era: per player the victory points and what they came from (era resources +
 * StockHolding - era costs, CGS-396), the era costs (coverage / requirement), why a player lost
 * the era, the winner(s) and the rule sentence that decided. Plain data in (an EraView). One row
 * per player and four columns, so it fits beside the sandbox's table and on the game's end screen.
 */
import clsx from "clsx";
import { CostValue } from "./adventure-resolution";
import { ResolutionFrame } from "./resolution-frame";
import type { EraView } from "./view";

/** +4, −1, 0: a term of the victory points sum. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export function EraResolutionTable({ view, title = "End of era" }: { view: EraView; title?: string }) {
  return (
    <ResolutionFrame title={title} testId="era-resolution" outcome={view.outcome} winners={view.winners} lostText="Nobody wins the era" rule={view.rule} explanation={view.explanation}>
      <div className="overflow-x-auto">
        <table className="data-table w-full border-separate border-spacing-0 text-sm tabular">
          <thead>
            <tr>
              <th scope="col" className="text-left">Player</th>
              <th scope="col" className="text-right" title="Era resources + StockHolding in the buildsite, minus the era costs in the buildsite and wreckage (CGS-396)">
                Victory points
              </th>
              <th scope="col" className="text-left" title="Per era cost name: coverage / requirement (CGS-390)">
                Era costs
              </th>
              <th scope="col" className="min-w-28 text-left">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => {
              const winner = view.winners.includes(p.name);
              const names = Object.keys(p.costs);
              return (
                <tr key={p.name} data-testid="era-player-row" className="align-top">
                  <th scope="row" className="text-left align-top text-sm tracking-normal normal-case text-ink">
                    {p.name}
                  </th>
                  <td className="text-right align-top">
                    <span data-testid="victory-points" className="text-base font-semibold">
                      {p.victoryPoints}
                    </span>
                    {p.breakdown ? (
                      <span data-testid="victory-points-from" className="block text-xs text-ink-muted">
                        {signed(p.breakdown.resources)} resources · {signed(p.breakdown.stockHolding)} StockHolding · {signed(-p.breakdown.costs)} costs
                      </span>
                    ) : null}
                  </td>
                  <td className="text-left align-top">
                    {names.length === 0 ? (
                      <span className="text-ink-muted">none</span>
                    ) : (
                      <ul>
                        {names.map((n) => (
                          <li key={n} className="whitespace-nowrap">
                            <span className="font-mono text-xs">{n}</span> <CostValue cell={p.costs[n]} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={clsx("text-left align-top", winner ? "font-medium text-accent-ink" : p.lostBecause ? "text-danger" : "text-ink-muted")}>
                    {winner ? "wins the era" : p.lostBecause ? `loses: ${p.lostBecause}` : "does not win"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ResolutionFrame>
  );
}
