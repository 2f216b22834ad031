/**
 * Everything a player can do, as plain data. Players are 0-based indices into
 * `GameState.players`; cards are instance ids (`GameState.cards[id]`).
 *
 * An action names its player even when only the player who turns may do it, so the reducer can
 * refuse an action made out of turn with the rule that forbids it (CGS-291).
 */

/** Choose an affiliation when an era begins (CGS-275); null only when none is left to choose. */
export interface ChooseAffiliation {
  readonly type: "chooseAffiliation";
  readonly player: number;
  readonly affiliation: string | null;
}

/**
 * Play an adventure card from the ops and become the hero (CGS-307). `supports` only with a Solo
 * adventure: the support cards played together with it (CGS-316).
 */
export interface PlayAdventure {
  readonly type: "playAdventure";
  readonly player: number;
  readonly card: number;
  readonly supports?: readonly number[];
}

/** Play a support card from the ops into the current adventure (CGS-318). */
export interface PlaySupport {
  readonly type: "playSupport";
  readonly player: number;
  readonly card: number;
}

/**
 * Resolve the conditional power of the card played in the previous turn (CGS-296) against
 * rival support cards. `power` picks the category when the card has several.
 */
export interface ResolvePower {
  readonly type: "resolvePower";
  readonly player: number;
  readonly targets: readonly number[];
  readonly power?: string;
}

/** Recover1: move one card (not the adventure card) from the own playground to the ops (CGS-453). */
export interface Recover {
  readonly type: "recover";
  readonly player: number;
  /** The played card with Recover1. */
  readonly source: number;
  readonly card: number;
}

/** Reuse X: take up to X unaffiliated support cards from a rival's wreckage (CGS-458). */
export interface Reuse {
  readonly type: "reuse";
  readonly player: number;
  readonly source: number;
  readonly cards: readonly number[];
}

/** SeizeIf / SeizeIf1: take unaffiliated cards meeting the conditions from a rival's ops (CGS-633, CGS-641). */
export interface Seize {
  readonly type: "seize";
  readonly player: number;
  readonly source: number;
  readonly cards: readonly number[];
}

/** ImmuneIf1: become immune to the powers of a rival's played card (CGS-609). */
export interface BecomeImmune {
  readonly type: "becomeImmune";
  readonly player: number;
  readonly source: number;
  /** The rival's card with powers. */
  readonly target: number;
}

export interface RequestEndAdventure {
  readonly type: "requestEndAdventure";
  readonly player: number;
}

export interface RequestEndEra {
  readonly type: "requestEndEra";
  readonly player: number;
}

/** A rival's answer to a request to end the adventure or the era (CGS-304, CGS-332). */
export interface AnswerRequest {
  readonly type: "answerRequest";
  readonly player: number;
  readonly agree: boolean;
}

export interface Pass {
  readonly type: "pass";
  readonly player: number;
}

/** Offer a card of the own ops for a card of a rival's ops (CGS-285). */
export interface OfferTrade {
  readonly type: "offerTrade";
  readonly player: number;
  readonly give: number;
  readonly take: number;
}

export interface AnswerTrade {
  readonly type: "answerTrade";
  readonly player: number;
  readonly accept: boolean;
}

export type Action =
  | ChooseAffiliation
  | PlayAdventure
  | PlaySupport
  | ResolvePower
  | Recover
  | Reuse
  | Seize
  | BecomeImmune
  | RequestEndAdventure
  | RequestEndEra
  | AnswerRequest
  | Pass
  | OfferTrade
  | AnswerTrade;

export type ActionType = Action["type"];

export const ACTION_TYPES: readonly ActionType[] = [
  "chooseAffiliation",
  "playAdventure",
  "playSupport",
  "resolvePower",
  "recover",
  "reuse",
  "seize",
  "becomeImmune",
  "requestEndAdventure",
  "requestEndEra",
  "answerRequest",
  "pass",
  "offerTrade",
  "answerTrade",
];
