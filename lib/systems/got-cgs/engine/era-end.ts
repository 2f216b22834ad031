/**
 * The end of an era (rulebook "End of era"): what its resolution reads from a game. The numbers
 * come from resolution-era.ts; the End of era step itself (`endEra`) is in phases.ts.
 */
import { defsOf } from "./context";
import type { EraInput } from "./resolution-era";
import type { EraDeck, GameState } from "./state";

/** The era resolution input of the current state. */
export function eraInput(state: GameState): EraInput {
  const last = state.lastAdventure;
  return {
    players: state.players,
    buildsites: state.zones.players.map((z) => defsOf(state, z.buildsite)),
    wreckages: state.zones.players.map((z) => defsOf(state, z.wreckage)),
    opses: state.zones.players.map((z) => defsOf(state, z.ops)),
    kept: state.zones.players.map((z) => defsOf(state, z.ops.filter((id) => state.cards[id]?.origin !== undefined))),
    lastAdventure:
      last === null
        ? null
        : { roleplay: defsOf(state, [last.card])[0]?.roleplay ?? null, hero: last.hero, outcome: last.outcome, winner: last.winner },
    deckHasDoomsdayOrEpic: (state.eras[state.era] as EraDeck).hasDoomsdayOrEpic,
  };
}
