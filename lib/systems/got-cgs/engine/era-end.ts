/**
 * Ending the era in a game (rulebook "End of era") and, after the last era, the session
 * (rulebook "End of session"). The numbers come from resolution-era.ts.
 */
import { defsOf, update, type Ctx } from "./context";
import type { EndReason } from "./events";
import { resolveEra, sessionWinners, type EraInput } from "./resolution-era";
import { startEra } from "./setup";
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

/**
 * The End of era step: resolves the era, then begins the next one with `nextFirst` having the
 * first turn (the turn order simply continues, CGS-377), or ends the session (CGS-394, CGS-398).
 */
export function endEra(ctx: Ctx, nextFirst: number, reason: EndReason): void {
  const s = ctx.state;
  const resolution = resolveEra(eraInput(s));
  const eraResults = [...s.eraResults, resolution];
  update(ctx, { eraResults, adventure: null, request: null, special: null, trade: null, refusedTrades: undefined, effects: [] });
  ctx.events.push({ type: "eraEnded", era: s.era, reason, resolution });
  if (s.era + 1 < s.eras.length) {
    startEra(ctx, s.era + 1, nextFirst);
    return;
  }
  const winners = sessionWinners(s.players.length, eraResults);
  update(ctx, { phase: "over", sessionWinners: winners });
  ctx.events.push({ type: "sessionEnded", winners });
}
