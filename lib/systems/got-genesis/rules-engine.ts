/**
 * The Genesis engine (./engine) as the rules-engine contract (lib/systems/engine.ts) that trial
 * play, replays and simulation call: deal, toAct, check, apply, legal, bots, outcome, seats.
 */
import type { RulesEngine, SimulationBatches } from "../engine";
import {
  apply, check, deal, factionsOf, greedyBot, legal, outcome, readCards, randomBot, toAct,
  type GenesisAction, type GenesisEvent, type GenesisPackDocument, type GenesisState,
} from "./engine";
import { GENESIS_ACTION_KEYS } from "./action-keys";
import { visibleEntry, visibleState } from "./engine/view";
import { GENESIS_BATCHES } from "./simulation-batches";

export const genesisRulesEngine: RulesEngine<GenesisPackDocument, GenesisState, GenesisAction, GenesisEvent> = {
  deal,
  toAct,
  check,
  apply,
  legal,
  actionKeys: GENESIS_ACTION_KEYS,
  // GEN-290: the basic game leaves the experience out; a new game starts with it, unless asked.
  newGameDefaults: { advanced: false },
  bots: { random: randomBot, greedy: greedyBot },
  outcome,
  // GEN-194, GEN-199, GEN-200, GEN-438: the destiny, the rival's ops and experience, face-down cards.
  view: { state: visibleState, entry: visibleEntry },
  /** 2 players (GEN-101), and only when the cards have 2 factions to choose from (GEN-270). */
  seats(document) {
    let factions = 0;
    try {
      factions = factionsOf(readCards(document, null)).length;
    } catch {
      factions = 0;
    }
    return factions >= 2 ? { min: 2, max: 2 } : { min: 0, max: 0 };
  },
  // Runner: ./simulation.ts, for `cli simulate`; batches: ./simulation-batches.ts, the app's Simulate page.
  simulation: { options: { recruits: { min: 0, max: 20, default: 0, help: "the cards each player recruits at the beginning (GEN-278)" } }, batches: GENESIS_BATCHES as SimulationBatches },
};
