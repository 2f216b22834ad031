/**
 * The only place that lists game systems (docs/systems.md). Every layer asks the registry
 * for the pack's system and reads its definition; none of them names a system.
 */
import alteredJson from "./data/altered.json";
import { GOT_CGS } from "./got-cgs/system";
import { GOT_GENESIS } from "./got-genesis/system";
import type { GameSystem, SystemDefinition } from "./types";

// Data-only systems: a JSON file each, no code. lib/systems/definition-schema.ts checks them (test).
const DATA_SYSTEMS: readonly SystemDefinition[] = [alteredJson as unknown as SystemDefinition];

const SYSTEMS: ReadonlyMap<string, GameSystem> = new Map<string, GameSystem>([
  [GOT_CGS.definition.key, GOT_CGS],
  ...DATA_SYSTEMS.map((d): [string, GameSystem] => [d.key, { definition: d, playable: false }]),
  // After the data systems so that the keys listed in messages keep their order ("got-cgs", "altered", ...).
  [GOT_GENESIS.definition.key, GOT_GENESIS],
]);

/** The system of a pack, or null for a key no system has (the caller says which keys exist). */
export function findSystem(key: string): GameSystem | null {
  return SYSTEMS.get(key) ?? null;
}

/** Every system, GOT CGS first (then Altered, Genesis), in the order the new-pack form lists them. */
export function allSystems(): readonly GameSystem[] {
  return [...SYSTEMS.values()];
}

export const DEFAULT_SYSTEM = GOT_CGS.definition.key;

/**
 * The system of a `greenhouse.replay/1` file (or a stored game's document) that names none: such
 * files predate `system` and are all GOT CGS's.
 */
export const LEGACY_DEFAULT_SYSTEM: string = GOT_CGS.definition.key;
