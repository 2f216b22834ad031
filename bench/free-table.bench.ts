/**
 * Free-table engine speed (issue 27 "Speed"): the deal of 4 seats x 60 cards (cold: the first in
 * the process; warm: the median of later ones), and a 2,000-action game replayed from its log
 * (the whole replay, then per step: forward = one apply, back and jump = picking a kept state, as
 * lib/server/games/play.ts `replayPrefix` does). Engine only: the page's paint is not timed here.
 * Run: npx tsx bench/free-table.bench.ts
 */
import { FREE_TABLE_ENGINE as E, type FreeTableState } from "../lib/free-table";
import type { FreeTableDocument } from "../lib/free-table/setup";
import type { Condition, SystemDefinition } from "../lib/systems/types";
import type { TableDef } from "../lib/free-table/definition";

const table: TableDef<Condition> = {
  players: { min: 1, max: 4 },
  zones: [
    { key: "deck", label: "Deck", owner: "seat", visibility: "hidden", layout: "stack" },
    { key: "hand", label: "Hand", owner: "seat", visibility: "owner", layout: "row" },
    { key: "hero", label: "Hero", owner: "seat", visibility: "all", layout: "row" },
    { key: "board", label: "Board", owner: "seat", visibility: "all", layout: "grid" },
    { key: "discard", label: "Discard", owner: "seat", visibility: "all", layout: "stack" },
    { key: "common", label: "Common", owner: "shared", visibility: "all", layout: "row" },
  ],
  setup: [{ do: "place", where: { field: "$type", equals: "hero" }, to: "hero" }, { do: "shuffle", zone: "deck" }, { do: "deal", from: "deck", to: "hand", count: 6 }],
  counters: [{ key: "life", label: "Life", on: "seat", start: 20 }, { key: "boost", label: "Boost", on: "card" }],
  dice: [6],
  phases: ["Morning", "Noon", "Dusk", "Night"],
};
const definition: SystemDefinition = {
  key: "bench", name: "Bench", description: "bench", deckNoun: "deck",
  fields: [{ key: "name", label: "Name", type: { kind: "text" } }],
  cardTypes: [{ key: "hero", label: "Hero", fields: ["name"], face: "f" }, { key: "unit", label: "Unit", fields: ["name"], face: "f" }],
  faces: [{ key: "f", widthMm: 63, heightMm: 88, orientation: "portrait", regions: [] }],
  backs: { by: "one" }, cardRules: [], deckRules: [], table,
};
const deck = (d: number) => ({ name: `D${d}`, cards: [{ identifier: `H-${d}`, copies: 1, type: "hero", fields: { name: "Hero" } }, ...Array.from({ length: 59 }, (_, i) => ({ identifier: `U-${d}-${i}`, copies: 1, type: "unit", fields: { name: `Unit ${i}` } }))] });
const document: FreeTableDocument = { definition, decks: [0, 1, 2, 3].map(deck) };
const options = { document, decks: ["D0", "D1", "D2", "D3"], names: ["A", "B", "C", "D"], seed: 1 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

let t = performance.now();
let start = E.deal(options);
const cold = performance.now() - t;
const warm: number[] = [];
for (let i = 0; i < 50; i++) {
  t = performance.now();
  start = E.deal({ ...options, seed: i });
  warm.push(performance.now() - t);
}
console.log(`deal 4 seats x 60 cards: cold ${cold.toFixed(2)} ms, warm median ${median(warm).toFixed(3)} ms (p95 ${p95(warm).toFixed(3)})`);

// A 2,000-action game: random accepted actions of the seat to act.
let x = 12345;
const r = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
start = E.deal(options);
const log: unknown[] = [];
let s: FreeTableState = start;
while (log.length < 2000) {
  const seat = s.turn;
  const zones = s.zones.map((z) => ({ zone: z.zone, seat: z.seat }));
  const cards = s.zones.flatMap((z) => z.cards.map((c) => c.id));
  const k = r();
  const action =
    k < 0.5 ? { type: "move", seat, card: pick(cards), to: pick(zones) }
    : k < 0.6 ? { type: "draw", seat, from: { zone: "deck", seat }, to: { zone: "hand", seat }, count: 1 }
    : k < 0.7 ? { type: "counter", seat, target: { card: pick(cards) }, key: "boost", delta: 1 }
    : k < 0.8 ? { type: "roll", seat, sides: 6, count: 2 }
    : k < 0.85 ? { type: "shuffle", seat, zone: { zone: "deck", seat } }
    : k < 0.95 ? { type: "turn", seat, card: pick(cards) }
    : { type: "endTurn", seat };
  const res = E.apply(s, action);
  if (!res.ok) continue;
  s = res.state;
  log.push(action);
}

for (const label of ["cold", "warm"]) {
  const steps: number[] = [];
  const states: FreeTableState[] = [start];
  const t0 = performance.now();
  let now = start;
  for (const a of log) {
    const t1 = performance.now();
    const res = E.apply(now, a);
    if (!res.ok) throw new Error("replay refused");
    now = res.state;
    states.push(now);
    steps.push(performance.now() - t1);
  }
  const total = performance.now() - t0;
  // Back and jump pick a kept state (the server's replay keeps every moment) and view it for a seat, as an answer does.
  const jumps: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t1 = performance.now();
    const at = Math.floor(r() * states.length);
    E.view?.state(states[at] as FreeTableState, [0]);
    jumps.push(performance.now() - t1);
  }
  console.log(
    `replay of ${log.length} actions (${label}): ${total.toFixed(1)} ms total; forward step median ${median(steps).toFixed(4)} ms, p95 ${p95(steps).toFixed(4)} ms, max ${Math.max(...steps).toFixed(3)} ms; back/jump (kept state + seat view) median ${median(jumps).toFixed(4)} ms, p95 ${p95(jumps).toFixed(4)} ms`,
  );
}
