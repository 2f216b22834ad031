/**
 * Invariants every reachable game state keeps, checked by the property tests and the
 * `engine-invariants` script over thousands of seeded games. Returns the broken invariants in
 * plain words (empty when the state is sound); never throws.
 */
import type { GameState, PlayerZones } from "./state";

/** The invariants `state` breaks, in plain words; empty for a sound state. */
export function invariantViolations(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  const count = (ids: readonly number[], where: string): void => {
    for (const id of ids) {
      const before = seen.get(id);
      if (before !== undefined) problems.push(`card ${id} is in ${before} and in ${where}`);
      seen.set(id, where);
    }
  };
  count(state.zones.void, "void");
  count(state.zones.commonBuildsite, "commonBuildsite");
  state.zones.players.forEach((z: PlayerZones, p) => {
    count(z.buildsite, `${p}.buildsite`);
    count(z.ops, `${p}.ops`);
    count(z.playground, `${p}.playground`);
    count(z.wreckage, `${p}.wreckage`);
  });
  if (seen.size !== state.cards.length) {
    const lost = state.cards.filter((c) => !seen.has(c.id)).map((c) => c.id);
    problems.push(`${state.cards.length - seen.size} card(s) in no zone: ${lost.slice(0, 10).join(", ")}`);
  }
  for (const id of seen.keys()) {
    if (!Number.isInteger(id) || id < 0 || id >= state.cards.length) problems.push(`unknown card id ${id} in a zone`);
  }
  const adventure = state.adventure;
  if (adventure !== null) {
    if (!state.zones.players[adventure.hero]?.playground.includes(adventure.card)) {
      problems.push(`the adventure card ${adventure.card} is not in the hero's playground`);
    }
  } else if (state.phase === "play") {
    state.zones.players.forEach((z, p) => {
      if (z.playground.length > 0) problems.push(`player ${p} has cards in the playground with no adventure in progress`);
    });
  }
  if (state.phase === "play") {
    state.zones.players.forEach((z, p) => {
      for (const id of z.buildsite) {
        const d = state.cards[id]?.def;
        if (d && !d.isAdventure && d.stockHolding === 0) problems.push(`player ${p}'s buildsite holds ${d.identifier}, neither an adventure nor a StockHolding card`);
      }
    });
  }
  if (state.turn < 0 || state.turn >= state.players.length) problems.push(`turn ${state.turn} is not a player`);
  if (state.phase === "over" && state.sessionWinners === null) problems.push("the session is over without a result");
  return problems;
}
