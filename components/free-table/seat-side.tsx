"use client";
/** One seat's side of the free table (its counters and zones), or the shared zones (`seat` null). */
import { Button } from "@/components/ui/button";
import { zoneLabel, type TableCard } from "@/lib/free-table";
import type { CardInfos } from "./types";
import type { FreeTableController } from "./use-free-table";
import { ZoneView } from "./zone-view";

export interface SeatSideProps {
  readonly table: FreeTableController;
  readonly seat: number | null;
  readonly cards: CardInfos;
  readonly onZoom: (card: TableCard) => void;
}

function SeatCounters({ table, seat }: { readonly table: FreeTableController; readonly seat: number }) {
  const { state, turn, disabled, act } = table;
  const name = state.names[seat];
  return (state.table.counters ?? [])
    .filter((c) => c.on === "seat")
    .map((c) => (
      <span key={c.key} className="flex items-center gap-1 text-sm" data-seat-counter={c.key}>
        {c.label} <strong aria-label={`${name}'s ${c.label}`}>{state.counters[seat]?.[c.key] ?? 0}</strong>
        <Button size="sm" disabled={disabled} aria-label={`${c.label} of ${name} -1`} onClick={() => act({ type: "counter", seat: turn, target: { seat }, key: c.key, delta: -1 })}>
          −
        </Button>
        <Button size="sm" disabled={disabled} aria-label={`${c.label} of ${name} +1`} onClick={() => act({ type: "counter", seat: turn, target: { seat }, key: c.key, delta: 1 })}>
          +
        </Button>
      </span>
    ));
}

export function SeatSide({ table, seat, cards, onZoom }: SeatSideProps) {
  const { state, turn } = table;
  const zones = state.zones.filter((z) => z.seat === seat);
  if (zones.length === 0) return null;
  const title = seat === null ? "Shared" : `${state.names[seat]}${seat === turn ? " (to act)" : ""}`;
  return (
    <section aria-label={seat === null ? "Shared zones" : `${state.names[seat]}'s side`} className="space-y-2 rounded-md border border-line p-3">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold">{title}</h2>
        {seat !== null ? <SeatCounters table={table} seat={seat} /> : null}
      </header>
      <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {zones.map((z) => (
          <ZoneView key={`${z.zone}:${String(z.seat)}`} zone={z} label={zoneLabel(state, z)} table={state.table} cards={cards} targets={table.targets} drawTo={table.drawTo} seat={turn} disabled={table.disabled} onAction={table.act} onZoom={onZoom} />
        ))}
      </div>
    </section>
  );
}
