/**
 * getSimulationSetup: what the simulation page offers for a pack: its era decks, each with the
 * numbers of players it can be simulated with (CGS-180) or why none can, and the default.
 */
import { AppError } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { deckAffiliations, decksPlayerRange } from "@/lib/systems/got-cgs/engine/players";
import { readEra } from "./read-era";

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
  readonly eras: readonly SimulationEraSetup[];
  /** The pack's `instructions.players`, else 2. */
  readonly defaultPlayers: number;
}

/** The setup; 404 for an unknown pack; a pack without era decks gives `eras: []`. */
export async function getSimulationSetup(options: DbOptions & { readonly packId: string }): Promise<SimulationSetup> {
  const db = dbOf(options);
  let first;
  try {
    first = await readEra(db, options.packId, undefined);
  } catch (error) {
    // No era deck: nothing to simulate, but the page still shows (and says so).
    if (error instanceof AppError && error.code === "validation") {
      const pack = await db.pack.findUniqueOrThrow({ where: { id: options.packId }, select: { id: true, name: true } });
      return { packId: pack.id, packName: pack.name, eras: [], defaultPlayers: 2 };
    }
    throw error;
  }
  const eras: SimulationEraSetup[] = [];
  for (const name of first.eras) {
    const stored = name === first.era ? first : await readEra(db, options.packId, name);
    const range = decksPlayerRange([{ name, affiliations: deckAffiliations(stored.source.deck) }], stored.instructions.players);
    eras.push({ name, minPlayers: range.min, maxPlayers: Math.max(range.min, range.max), problem: range.problem });
  }
  return { packId: first.packId, packName: first.packName, eras, defaultPlayers: first.instructions.players ?? 2 };
}
