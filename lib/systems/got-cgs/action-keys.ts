/**
 * The keys of every GOT CGS action (./engine/actions.ts), for the rules engine's `actionKeys`:
 * the server refuses an action with any other key. A new action type or key fails to compile
 * here until it is listed.
 */
import type { ActionKeys } from "../engine";
import type { Action } from "./engine/actions";

export const GOT_CGS_ACTION_KEYS: ActionKeys<Action> = {
  chooseAffiliation: { type: true, player: true, affiliation: true },
  playAdventure: { type: true, player: true, card: true, supports: true },
  playSupport: { type: true, player: true, card: true },
  resolvePower: { type: true, player: true, targets: true, power: true },
  recover: { type: true, player: true, source: true, card: true },
  reuse: { type: true, player: true, source: true, cards: true },
  seize: { type: true, player: true, source: true, cards: true },
  becomeImmune: { type: true, player: true, source: true, target: true },
  requestEndAdventure: { type: true, player: true },
  requestEndEra: { type: true, player: true },
  answerRequest: { type: true, player: true, agree: true },
  pass: { type: true, player: true },
  offerTrade: { type: true, player: true, give: true, take: true },
  answerTrade: { type: true, player: true, accept: true },
};
