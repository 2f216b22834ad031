/**
 * GOT CGS's engine as a {@link RulesEngine} (lib/systems/engine.ts): the seam trial play, replays,
 * the table and simulation call for every system. Everything here is a thin wrapper over the pure
 * engine in ./engine (the deal from the pack document, the reducer, the bots), so the server and
 * the browser's table run exactly the same code.
 */
import { EngineSetupError, type DealOptions, type EngineBot, type EngineOutcome, type RulesEngine, type SimulationBatches } from "../engine";
import { GOT_CGS_ACTION_KEYS } from "./action-keys";
import type { Action } from "./engine/actions";
import { greedyBot } from "./engine/bots/greedy";
import { randomBot } from "./engine/bots/random";
import type { GameEvent } from "./engine/events";
import { legalActions } from "./engine/legal";
import { decksFromPack, playerRange } from "./engine/pack";
import { apply, check, toAct } from "./engine/reducer";
import { resolveScenario } from "./engine/scenario";
import { newSession, SessionSetupError, type DeckSpec, type SessionOptions } from "./engine/setup";
import type { GameState } from "./engine/state";
import type { GotCgsPackDocument } from "./pack-document";
import { GOT_CGS_BATCHES } from "./simulation-batches";

export type GotCgsEngine = RulesEngine<GotCgsPackDocument, GameState, Action, GameEvent>;

/**
 * The engine's session options for a deal. `decks` are era deck names in play order (null: every
 * era, in pack order); the pack's eras before the first one played are the skipped eras (CGS-252,
 * CGS-253). An unknown era name -> EngineSetupError at `decks` with its index.
 */
export function gotCgsSessionOptions(options: DealOptions<GotCgsPackDocument>): SessionOptions {
  const { document } = options;
  const names = options.decks ?? document.eras.map((e) => e.name);
  const decks: DeckSpec[] = names.map((name, i) => {
    const deck = decksFromPack(document, name)[0];
    if (deck === undefined) throw new EngineSetupError(`the pack has no era deck named "${name}"`, "decks", i);
    return deck;
  });
  const first = document.eras.findIndex((e) => e.name === names[0]);
  const skipped = document.eras
    .slice(0, Math.max(0, first))
    .filter((e) => !names.includes(e.name))
    .flatMap((e) => decksFromPack(document, e.name));
  const { playerAffiliations: fixed, players: packPlayers } = document.pack.instructions;
  return {
    players: options.names,
    eras: decks,
    skipped,
    seed: options.seed,
    ...(fixed !== undefined && fixed.length > 0 ? { playerAffiliations: fixed } : {}),
    ...(packPlayers !== undefined ? { packPlayers } : {}),
  };
}

/** Which deal field a SessionSetupError is about, from the engine's message. */
function setupErrorPath(message: string): EngineSetupError["path"] {
  if (/player names/i.test(message)) return "names";
  if (/player|seat|affiliation/i.test(message)) return "seats";
  return "decks";
}

function outcome(state: GameState): EngineOutcome {
  const name = (i: number) => state.players[i] ?? `Player ${i + 1}`;
  const summary = state.eraResults.flatMap((r, i) => [
    `${state.eras[i]?.name ?? `Era ${i + 1}`}: ${r.winners.length === 0 ? "no winner" : `won by ${r.winners.map(name).join(", ")}`}`,
    ...r.players.map((p, j) => `${name(j)} ${p.victoryPoints} victory points`),
  ]);
  return { winners: state.phase === "over" ? [...(state.sessionWinners ?? [])] : [], summary };
}

const bots: GotCgsEngine["bots"] = {
  greedy: (seed: string): EngineBot<GameState, Action> => greedyBot(seed),
  random: (seed: string): EngineBot<GameState, Action> => randomBot(seed),
};

/** GOT CGS's rules engine: the value of `GOT_CGS.engine`. */
export const GOT_CGS_ENGINE: GotCgsEngine = {
  deal(options) {
    try {
      return newSession(gotCgsSessionOptions(options));
    } catch (error) {
      if (error instanceof SessionSetupError) throw new EngineSetupError(error.message, setupErrorPath(error.message));
      throw error;
    }
  },
  toAct,
  check: (state, action) => check(state, action as Action),
  apply: (state, action) => apply(state, action as Action),
  legal: (state, seat, options) => legalActions(state, seat, options?.compact === true ? { trades: false } : {}),
  seatOf: (action) => (typeof (action as { player?: unknown } | null)?.player === "number" ? action.player : null),
  actionKeys: GOT_CGS_ACTION_KEYS,
  bots,
  outcome,
  seats(document) {
    const range = playerRange(document);
    return { min: range.min, max: range.max };
  },
  // The Sandbox lays out one adventure or one era end (greenhouse.scenario/1) and resolves it.
  resolution: { resolve: (scenario) => resolveScenario(scenario as Parameters<typeof resolveScenario>[0]) },
  // Runner: ./simulation.ts (Node); the app's Simulate page queues its runs in batches (lib/server/simulations).
  simulation: { options: {}, batches: GOT_CGS_BATCHES as SimulationBatches },
};
