/**
 * What a seat of a free-table game may see: every card it may not see (another seat's hand, a
 * hidden deck, a face-down card) without its identifier, and no random state (it would let a page
 * predict the next shuffle). Events already name only public cards (./actions.ts), so a log
 * entry passes unchanged.
 */
import type { FreeTableAction, FreeTableEvent } from "./actions";
import { seesCard, zoneDef, type FreeTableState, type TableCard } from "./state";

/** The state as `seats` see it: a card any of them sees keeps its identifier. */
export function viewState(state: FreeTableState, seats: readonly number[]): FreeTableState {
  return {
    ...state,
    random: null,
    zones: state.zones.map((zone) => {
      const def = zoneDef(state, zone.zone);
      if (zone.cards.every((c) => seats.some((s) => seesCard(def, zone, c, s)))) return zone;
      return {
        ...zone,
        cards: zone.cards.map((card): TableCard => {
          if (seats.some((s) => seesCard(def, zone, card, s))) return card;
          const { identifier: _identifier, ...hidden } = card;
          return hidden;
        }),
      };
    }),
  };
}

export function viewEntry(action: FreeTableAction, events: readonly FreeTableEvent[]): { readonly action: FreeTableAction; readonly events: readonly FreeTableEvent[] } {
  return { action, events };
}
