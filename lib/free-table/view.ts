/**
 * What a seat of a free-table game may see: every card it may not see (another seat's hand, a
 * hidden deck, a face-down card) without its identifier, and no random state (it would let a page
 * predict the next shuffle). Events already name only public cards (./actions.ts), so a log
 * entry passes unchanged.
 */
import type { FreeTableAction, FreeTableEvent } from "./actions";
import { seesCard, zoneDef, type FreeTableState, type TableCard } from "./state";

/**
 * The state as `seats` see it: a card any of them sees keeps its identifier. A zone whose cards
 * all pass unchanged (every one seen, or already without its identifier: a view of a view, as the
 * page's prediction makes) is the same object, so the table redraws only the zones an action
 * changed (components/free-table, issue 27 "Speed").
 */
export function viewState(state: FreeTableState, seats: readonly number[]): FreeTableState {
  return {
    ...state,
    random: null,
    zones: state.zones.map((zone) => {
      const def = zoneDef(state, zone.zone);
      let hid = false;
      const cards = zone.cards.map((card): TableCard => {
        if (card.identifier === undefined || seats.some((s) => seesCard(def, zone, card, s))) return card;
        hid = true;
        const { identifier: _identifier, ...hidden } = card;
        return hidden;
      });
      return hid ? { ...zone, cards } : zone;
    }),
  };
}

export function viewEntry(action: FreeTableAction, events: readonly FreeTableEvent[]): { readonly action: FreeTableAction; readonly events: readonly FreeTableEvent[] } {
  return { action, events };
}
