"use client";
/**
 * The cards the seat at the device looked at ("Look at the top n"): its own view names them (the
 * server sends them to that seat alone), so this panel shows them with their names, in order, to
 * zoom; nobody else's page has them. They stay until they move, their zone is shuffled or the turn ends.
 */
import { Button } from "@/components/ui/button";
import { zoneLabel, type FreeTableState, type TableCard } from "@/lib/free-table";
import { tileName } from "./card-tile";
import type { CardInfos } from "./types";

export function LookPanel({ state, seat, cards, onZoom }: { readonly state: FreeTableState; readonly seat: number; readonly cards: CardInfos; readonly onZoom: (card: TableCard) => void }) {
  const looked = state.zones.flatMap((z) => {
    const list = z.cards.filter((c) => c.lookedBy?.includes(seat) === true && c.identifier !== undefined);
    return list.length === 0 ? [] : [{ label: zoneLabel(state, z), key: `${z.zone}:${String(z.seat)}`, list }];
  });
  if (looked.length === 0) return null;
  return (
    <section aria-label="You look at" className="rounded-md border border-accent bg-accent/5 p-2 text-sm" data-testid="look-panel">
      <h2 className="font-semibold">Only you see these ({state.names[seat]})</h2>
      {looked.map((g) => (
        <div key={g.key} className="mt-1">
          <p className="text-xs text-ink-soft">Top of {g.label}, top first:</p>
          <ol className="flex flex-wrap gap-1">
            {g.list.map((c) => (
              <li key={c.id}>
                <Button size="sm" onClick={() => onZoom(c)} data-looked={c.id}>
                  {tileName(c, cards)}
                </Button>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
