/**
 * The page's prediction of a free-table action (issue 27): the server's answer computed in the
 * browser from the page's own view of the state, so a move paints at once and the server's answer
 * only confirms it. The view holds no random state and no identifier of a card the page may not
 * see, so a prediction is made only where that view is enough:
 *
 * - never for a shuffle or a roll (they read the seeded random state, which a view has not),
 *   nor for a draw, a look or a reveal (they show cards the view does not name);
 * - never when, after the action, the seats the page is then for (the seat whose turn it is)
 *   would see a card whose identifier the view lacks (a hidden card moved or flipped face up,
 *   the turn passed to a seat whose hand the view does not name): the server's answer names it.
 *
 * Otherwise the prediction equals the server's answer (tests/free-table/prediction-property.test.ts):
 * the same pure reducer applied to the same cards, then the same seat view (./view.ts).
 */
import type { FreeTableEvent } from "./actions";
import { applyFree } from "./reducer";
import { seesCard, zoneDef, type FreeTableState } from "./state";
import { viewState } from "./view";

/** The action types a page may predict; the others always wait for the server. */
const PREDICTED: ReadonlySet<string> = new Set(["move", "flip", "turn", "counter", "phase", "endTurn"]);

export interface FreePrediction {
  /** The state as the server's answer will show it to the page (the view of the seat to act after the action). */
  readonly state: FreeTableState;
  readonly events: readonly FreeTableEvent[];
}

/** True when every card `seats` see in `state` has its identifier: the view is all the page would be sent. */
function namesAllSeen(state: FreeTableState, seats: readonly number[]): boolean {
  for (const zone of state.zones) {
    const def = zoneDef(state, zone.zone);
    for (const card of zone.cards) {
      if (card.identifier === undefined && seats.some((s) => seesCard(def, zone, card, s))) return false;
    }
  }
  return true;
}

/**
 * The server's answer to `action` as the page will see it, from `view` (the page's view of the
 * state, `random` null); null when the view cannot tell (see the file's comment) or the reducer
 * refuses the action (the server's refusal is the one the page shows).
 */
export function predictFree(view: FreeTableState, action: unknown): FreePrediction | null {
  const type = typeof action === "object" && action !== null ? (action as { type?: unknown }).type : undefined;
  if (typeof type !== "string" || !PREDICTED.has(type)) return null;
  const result = applyFree(view, action);
  if (!result.ok) return null;
  const seats = [result.state.turn];
  if (!namesAllSeen(result.state, seats)) return null;
  return { state: viewState(result.state, seats), events: result.events };
}
