/**
 * The end of an adventure as a table: one row per cost name, one column per player (one shared
 * column in a cooperative adventure), each cell "coverage / requirement"; then whether each
 * player covers every cost, the overflow, the winner, the rule sentence that decided and the
 * engine's explanation. Plain data in (an AdventureView), nothing fetched or computed here.
 */
import clsx from "clsx";
import { Badge } from "@/components/ui/badge";
import { ResolutionFrame } from "./resolution-frame";
import type { AdventureView, CostCell } from "./view";

function costNames(view: AdventureView): string[] {
  const names = new Set<string>();
  for (const p of view.players) for (const n of Object.keys(p.costs)) names.add(n);
  return [...names];
}

export function CostValue({ cell }: { cell: CostCell | undefined }) {
  if (!cell) return <span className="text-ink-muted" title="not one of this player's cost names">—</span>;
  return (
    <span className={clsx("font-medium", cell.covered ? "text-accent-ink" : "text-danger")} title={cell.covered ? "covered" : "not covered"}>
      {cell.coverage} / {cell.requirement} <span aria-hidden>{cell.covered ? "✓" : "✗"}</span>
      <span className="sr-only">{cell.covered ? " covered" : " not covered"}</span>
    </span>
  );
}

export function AdventureResolutionTable({ view, title = "End of adventure" }: { view: AdventureView; title?: string }) {
  const names = costNames(view);
  return (
    <ResolutionFrame
      title={title}
      testId="adventure-resolution"
      outcome={view.outcome}
      winners={view.winners}
      lostText="Adventure lost"
      before={
        view.kind ? (
          <Badge tone="neutral" className="capitalize" title="The kind of adventure fixes who may win it">
            {view.kind}
          </Badge>
        ) : null
      }
      after={view.endsEra ? <Badge tone="warning">Ends the era</Badge> : null}
      rule={view.rule}
      explanation={view.explanation}
      footer={view.moves.length > 0 ? <WrapUpMoves moves={view.moves} /> : null}
    >
      <div className="overflow-x-auto">
        <table className="data-table w-full border-separate border-spacing-0 text-sm tabular">
          <thead>
            <tr>
              <th scope="col" className="text-left">Cost</th>
              {view.players.map((p) => (
                <th key={p.name} scope="col" className="text-right text-sm tracking-normal normal-case text-ink">
                  {p.name}
                  {view.hero === p.name ? <span className="ml-1 text-xs font-normal text-ink-muted">(hero)</span> : null}
                  {view.winners.includes(p.name) ? <span className="ml-1.5 text-xs text-accent-ink">winner</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.length === 0 ? (
              <tr>
                <td colSpan={view.players.length + 1} className="text-ink-muted italic">
                  No costs
                </td>
              </tr>
            ) : (
              names.map((n) => (
                <tr key={n} data-testid="cost-row">
                  <th scope="row" className="text-left font-mono text-xs font-normal tracking-normal normal-case text-ink">
                    {n}
                  </th>
                  {view.players.map((p) => (
                    <td key={p.name} className="text-right">
                      <CostValue cell={p.costs[n]} />
                    </td>
                  ))}
                </tr>
              ))
            )}
            <tr>
              <th scope="row" className="text-left">Covered</th>
              {view.players.map((p) => (
                <td key={p.name} className={clsx("text-right font-medium", p.covered ? "text-accent-ink" : "text-danger")}>
                  {p.covered ? "yes" : "no"}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="text-left" title="The sum of the coverages over the player's cost names (CGS-361)">
                Overflow
              </th>
              {view.players.map((p) => (
                <td key={p.name} data-testid="overflow" className="text-right font-semibold">
                  {p.overflow ?? "—"}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </ResolutionFrame>
  );
}

function WrapUpMoves({ moves }: { moves: AdventureView["moves"] }) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">Wrap-up moves</h3>
      <ul data-testid="resolution-moves" className="space-y-0.5 text-sm">
        {moves.map((m, i) => (
          <li key={i}>
            <span className="font-mono">{m.identifier}</span> <span className="text-ink-muted">{m.from} → {m.to}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
