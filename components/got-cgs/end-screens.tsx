/**
 * GOT CGS's end screens at the trial-play table (components/systems-ui.ts `endScreens`): the end of
 * an adventure and the end of an era as the resolution tables (./resolution: requirements and
 * coverage per cost name and player, overflow, victory points, the winner and the rule sentence
 * that decided it), fed from the engine's events, with the cards' moves named by zone.
 */
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { cardName, zoneWords } from "@/lib/systems/got-cgs/table/cards";
import type { EndScreen } from "../systems-ui";
import { AdventureResolutionTable, adventureView, EraResolutionTable, eraView } from "./resolution";

/** The screens for a batch of events, in order. `anyState`: any state of the game (for names). */
export function gotCgsEndScreens(anyState: unknown, anyEvents: readonly unknown[]): EndScreen[] {
  const state = anyState as GameState;
  const events = anyEvents as readonly GameEvent[];
  const out: EndScreen[] = [];
  for (const e of events) {
    if (e.type === "adventureEnded") {
      const moves = e.moves.map((m) => ({ identifier: cardName(state, m.card), from: zoneWords(state, m.from), to: zoneWords(state, m.to) }));
      const title = `End of adventure: ${cardName(state, e.card)}`;
      out.push({ title, content: <AdventureResolutionTable view={adventureView(e.resolution, state.players, e.hero, { moves, endsEra: e.endsEra })} title={title} /> });
    } else if (e.type === "eraEnded") {
      const title = `End of era: ${state.eras[e.era]?.name ?? ""}`;
      out.push({ title, content: <EraResolutionTable view={eraView(e.resolution, state.players)} title={title} /> });
    }
  }
  return out;
}
