/**
 * getSimulationSetup: what the simulation page offers for a pack: its decks (GOT CGS: era
 * decks), each with the numbers of players it can be simulated with or why none can, the
 * default players, and the bot kinds, as the pack's system's simulation hook says
 * (lib/systems/engine.ts `SimulationBatches.setup`).
 */
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { readSimulatedPack } from "./read-era";

export interface SimulationEraSetup {
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Why this deck cannot be simulated with any number of players; null when it can. */
  readonly problem: string | null;
}

export interface SimulationSetup {
  readonly packId: string;
  readonly packName: string;
  /** The pack's system key (the packs to compare with are of the same system). */
  readonly system: string;
  readonly eras: readonly SimulationEraSetup[];
  /** The players a run gets by default (GOT CGS: the pack's `instructions.players`, else 2). */
  readonly defaultPlayers: number;
  /** The bot kinds of the system's engine; the first is the default. */
  readonly bots: readonly string[];
  /** How the system calls one game of a run ("era", "game") and a deck ("era deck", "deck"). */
  readonly gameWord: string;
  readonly deckWord: string;
}

/** The setup; 404 for an unknown pack, 422 for a system the app does not simulate; a pack without decks gives `eras: []`. */
export async function getSimulationSetup(options: DbOptions & { readonly packId: string }): Promise<SimulationSetup> {
  const pack = await readSimulatedPack(dbOf(options), options.packId);
  const offer = pack.batches.setup(pack.document);
  return { packId: pack.packId, packName: pack.packName, system: pack.system, eras: offer.decks, defaultPlayers: offer.defaultPlayers, bots: pack.batches.bots, gameWord: offer.gameWord, deckWord: offer.deckWord };
}
