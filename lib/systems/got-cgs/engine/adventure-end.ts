/**
 * Ending the adventure in a game: the End of adventure step (resolution + wrap-up) and the
 * RewindAdventure power. The numbers come from resolution-adventure.ts and the moves from
 * wrap-up.ts, the same code the scenario resolver uses.
 */
import { defsOf, update, type Ctx } from "./context";
import type { EndReason } from "./events";
import { resolveAdventure, type AdventureInput, type AdventureResolution } from "./resolution-adventure";
import type { Adventure, GameState, Zones } from "./state";
import { wrapUp, type WrapUpResult } from "./wrap-up";
import { draft, moveIn, type Move } from "./zones";

/** The resolution input of the adventure in progress. */
export function adventureInput(state: GameState, adventure: Adventure): AdventureInput {
  return {
    players: state.players,
    hero: adventure.hero,
    adventure: defsOf(state, [adventure.card])[0] as AdventureInput["adventure"],
    played: state.zones.players.map((z) => defsOf(state, z.playground.filter((id) => id !== adventure.card))),
    buildsites: state.zones.players.map((z) => defsOf(state, z.buildsite)),
    commonBuildsite: defsOf(state, state.zones.commonBuildsite),
  };
}

export interface AdventureEnd {
  readonly resolution: AdventureResolution;
  readonly wrap: WrapUpResult;
  /** The zones after the wrap-up (unchanged when the era ends at once). */
  readonly zones: Zones;
}

/**
 * Resolves the adventure in progress and computes its wrap-up, without changing `state`: the one
 * path shared by the reducer and the scenario resolver.
 */
export function adventureEnd(state: GameState, adventure: Adventure): AdventureEnd {
  const resolution = resolveAdventure(adventureInput(state, adventure), state.explain !== false);
  const d = draft(state.zones);
  const wrap = wrapUp(d, state.cards, state.players, adventure.card, adventure.hero, resolution);
  return { resolution, wrap, zones: wrap.endsEra ? state.zones : d };
}

/**
 * The End of adventure step (CGS-337): resolves, applies the wrap-up, and clears everything
 * that lives only as long as the adventure (special round, requests, effects, immunities).
 * Returns true when the adventure ends the era at once (CGS-368..370); the caller then ends
 * the era.
 */
export function endAdventure(ctx: Ctx, reason: EndReason): boolean {
  const s = ctx.state;
  const adventure = s.adventure;
  if (adventure === null) return false;
  const { resolution, wrap, zones } = adventureEnd(s, adventure);
  const explain = s.explain !== false;
  update(ctx, {
    zones,
    adventure: null,
    request: null,
    special: null,
    effects: [],
    quietTurns: 0,
    // Refused offers are remembered within an adventure: the next one changes what a card is worth.
    refusedTrades: undefined,
    acceptedTrades: undefined,
    lastAdventure: { card: adventure.card, hero: adventure.hero, outcome: resolution.outcome, winner: resolution.winner },
    lastResolution: resolution,
  });
  ctx.events.push({
    type: "adventureEnded",
    card: adventure.card,
    hero: adventure.hero,
    reason,
    resolution: explain ? { ...resolution, explanation: [...resolution.explanation, ...wrap.explanation] } : resolution,
    moves: wrap.moves,
    endsEra: wrap.endsEra,
  });
  return wrap.endsEra;
}

/**
 * RewindAdventure (CGS-447): every player takes back to his ops the cards he played, the
 * adventure card returns to its player's ops, the rewinding card and the cards that may not be
 * rewound are wrecked, and the adventure ends. A rewound adventure is neither won nor lost
 * (README "Decisions"), so it does not count as the last adventure for the era rules.
 */
export function rewindAdventure(ctx: Ctx, player: number, rewindCard: number): void {
  const s = ctx.state;
  const adventure = s.adventure;
  if (adventure === null) return;
  const d = draft(s.zones);
  const moves: Move[] = [];
  s.zones.players.forEach((z, p) => {
    for (const id of z.playground) {
      const def = s.cards[id]?.def;
      const wreck = id !== adventure.card && (id === rewindCard || def?.protected === true);
      moveIn(d, id, { player: p, zone: "playground" }, { player: p, zone: wreck ? "wreckage" : "ops" }, moves);
    }
  });
  update(ctx, { zones: d, adventure: null, request: null, special: null, effects: [], quietTurns: 0, refusedTrades: undefined, acceptedTrades: undefined });
  ctx.events.push({ type: "adventureRewound", card: adventure.card, hero: adventure.hero, by: player, moves });
}
