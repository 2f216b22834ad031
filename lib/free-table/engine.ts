/**
 * The free table as a {@link RulesEngine} (lib/systems/engine.ts): the same seam GOT CGS's and
 * Genesis's engines plug into, so the game server plays it through the same log, replay, undo,
 * fork and `greenhouse.replay/1`. Pure and seeded: the deal numbers and shuffles the cards from
 * the seed, and every later shuffle and roll reads the random state kept in the state.
 *
 * A free-table game is never over: the designer stops when they like. It has no bots.
 */
import type { EngineOutcome, RulesEngine } from "../systems/engine";
import { FREE_TABLE_ACTION_KEYS, type FreeTableAction, type FreeTableEvent } from "./actions";
import { legalFree } from "./legal";
import { applyFree, checkFree } from "./reducer";
import { dealTable, type FreeTableDocument } from "./setup";
import type { FreeTableState } from "./state";
import { viewEntry, viewState } from "./view";

export type FreeTableEngine = RulesEngine<FreeTableDocument, FreeTableState, FreeTableAction, FreeTableEvent>;

function outcome(state: FreeTableState): EngineOutcome {
  const counters = state.table.counters?.filter((c) => c.on === "seat") ?? [];
  return {
    winners: [],
    summary: [
      `Round ${state.round}, ${state.names[state.turn] ?? `seat ${state.turn}`}'s turn`,
      ...state.names.map((name, i) => (counters.length === 0 ? name : `${name}: ${counters.map((c) => `${c.label} ${state.counters[i]?.[c.key] ?? 0}`).join(", ")}`)),
    ],
  };
}

export const FREE_TABLE_ENGINE: FreeTableEngine = {
  deal: dealTable,
  toAct: (state) => state.turn,
  check: checkFree,
  apply: applyFree,
  legal: legalFree,
  seatOf: (action) => (typeof (action as { seat?: unknown } | null)?.seat === "number" ? action.seat : null),
  actionKeys: FREE_TABLE_ACTION_KEYS,
  bots: {},
  outcome,
  seats: (document) => document.definition.table?.players ?? { min: 0, max: 0 },
  view: { state: viewState, entry: viewEntry },
};
