/**
 * The keys of every Genesis action (./engine/types.ts `GenesisAction`), for the rules engine's
 * `actionKeys`: the server refuses an action with any other key. A new action type or key fails
 * to compile here until it is listed.
 */
import type { ActionKeys } from "../engine";
import type { GenesisAction } from "./engine";

export const GENESIS_ACTION_KEYS: ActionKeys<GenesisAction> = {
  recruit: { type: true, seat: true, card: true },
  refill: { type: true, seat: true, count: true },
  engage: { type: true, seat: true, card: true, by: true },
  use: { type: true, seat: true, card: true, count: true, target: true, ability: true, bottom: true, look: true, position: true },
  reserve: { type: true, seat: true, card: true },
  experience: { type: true, seat: true },
  finish: { type: true, seat: true, experience: true },
  discard: { type: true, seat: true, card: true },
  battle: { type: true, seat: true, card: true },
  pass: { type: true, seat: true },
};
