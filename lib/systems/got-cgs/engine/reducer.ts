/**
 * `apply(state, action)`: the engine's single entry for changing a game. Pure: the input state is
 * never changed; the result is the next state and the events, or a rejection that names the rule
 * forbidding the action. It never throws for a bad action (a malformed one included).
 */
import type { Action } from "./actions";
import { applyImmune, applyRecover, applyReuse, applySeize, checkImmune, checkRecover, checkReuse, checkSeize } from "./effects";
import type { Ctx } from "./context";
import type { GameEvent } from "./events";
import { checkAdventurePlay, checkSupportPlay } from "./play-checks";
import { playAdventure, playSupport, soloSupportsChecker } from "./play";
import { applyResolvePower, checkResolvePower } from "./powers";
import { applyAnswer, applyRequest, askedPlayer, checkRequest } from "./requests";
import { rejection, type Rejection } from "./rules";
import { affiliationOptions, applyAffiliation, endTurn } from "./phases";
import type { GameState } from "./state";
import { applyOffer, applyTradeAnswer, checkOffer } from "./trades";
import { STEP } from "./turn";

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** Whether `value` is a card or player index below `length` (also legalActions' test of trade offers' card ids). */
export function isIndex(value: unknown, length: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < length;
}

function cardList(value: unknown, length: number): boolean {
  return Array.isArray(value) && value.every((v) => isIndex(v, length));
}

function bad(what: string, n: number): Rejection {
  return rejection("unknown-card", `${what} must be a card id between 0 and ${n - 1}.`);
}

const TURN_ACTIONS: ReadonlySet<string> = new Set([
  "playAdventure", "playSupport", "resolvePower", "recover", "reuse", "seize", "becomeImmune",
  "requestEndAdventure", "requestEndEra", "pass",
]);

/** Rejects actions whose fields are not what their type says (from JSON, a UI, a test). */
function malformed(state: GameState, a: Action): Rejection | null {
  const n = state.cards.length;
  switch (a.type) {
    case "playAdventure":
      if (!isIndex(a.card, n)) return bad("card", n);
      if (a.supports !== undefined && !cardList(a.supports, n)) return bad("every support", n);
      return null;
    case "playSupport":
      return isIndex(a.card, n) ? null : bad("card", n);
    case "resolvePower":
      return cardList(a.targets, n) ? null : bad("every target", n);
    case "recover":
      return isIndex(a.source, n) && isIndex(a.card, n) ? null : bad("source and card", n);
    case "reuse":
    case "seize":
      return isIndex(a.source, n) && cardList(a.cards, n) ? null : bad("source and every card", n);
    case "becomeImmune":
      return isIndex(a.source, n) && isIndex(a.target, n) ? null : bad("source and target", n);
    case "offerTrade":
      return isIndex(a.give, n) && isIndex(a.take, n) ? null : bad("give and take", n);
    default:
      return null;
  }
}

/** Who must act before anything else happens: a rival answering a request or a trade, else null. */
function pendingAnswer(state: GameState, a: Action): Rejection | null {
  const asked = askedPlayer(state);
  if (asked !== null) {
    if (a.type === "answerRequest" && a.player === asked) return null;
    return rejection("answer-first", `${state.players[asked]} must first answer the request to end the ${state.request?.kind}.`);
  }
  if (state.trade !== null) {
    if (a.type === "answerTrade" && a.player === state.trade.to) return null;
    return rejection("trade-pending", `${state.players[state.trade.to]} must first answer the trade offer.`);
  }
  if (a.type === "answerRequest" || a.type === "answerTrade") return rejection("no-question", "There is nothing to answer.");
  return null;
}

/** The checks of actions that only the player who turns may take, after the phase checks. */
function turnCheck(state: GameState, a: Action): Rejection | null {
  switch (a.type) {
    case "playAdventure": {
      if (state.playedThisTurn !== null || state.step >= STEP.play) return rejection("one-card-per-turn", "You have already played a card in this turn: a player plays a single card per turn.");
      const r = checkAdventurePlay(state, a.player, a.card);
      if (r) return r;
      const supports = a.supports ?? [];
      if (supports.length === 0) return null;
      if (state.cards[a.card]?.def.roleplay !== "Solo") {
        return rejection("supports-only-with-solo", "Only a Solo adventure card is played together with support cards; play the support cards in later turns.");
      }
      return soloSupportsChecker(state, a.player, a.card)(supports);
    }
    case "playSupport":
      if (state.playedThisTurn !== null || state.step >= STEP.play) return rejection("one-card-per-turn", "You have already played a card in this turn: a player plays a single card per turn.");
      return checkSupportPlay(state, a.player, a.card);
    case "resolvePower":
      return checkResolvePower(state, a);
    case "recover":
      return checkRecover(state, a);
    case "reuse":
      return checkReuse(state, a);
    case "seize":
      return checkSeize(state, a);
    case "becomeImmune":
      return checkImmune(state, a);
    case "requestEndAdventure":
      return checkRequest(state, a.player, "adventure");
    case "requestEndEra":
      return checkRequest(state, a.player, "era");
    default:
      return null;
  }
}

/** Every check of an action; null when `apply` would accept it. */
export function check(state: GameState, a: Action): Rejection | null {
  if (typeof a !== "object" || a === null || typeof a.type !== "string") return rejection("unknown-action", "An action is an object with a type.");
  if (state.phase === "over") return rejection("game-over", "The session is over; start a new one.");
  if (!isIndex(a.player, state.players.length)) return rejection("unknown-player", `player must be between 0 and ${state.players.length - 1}.`);
  const shape = malformed(state, a);
  if (shape) return shape;
  const answer = pendingAnswer(state, a);
  if (answer) return answer;
  if (a.type === "answerRequest" || a.type === "answerTrade") return null;
  if (a.type === "offerTrade") return checkOffer(state, a);
  if (a.type === "chooseAffiliation") {
    if (state.phase !== "claim") return rejection("wrong-phase", "Affiliations are chosen when an era begins, before the turns.");
    if (a.player !== state.turn) return rejection("not-your-turn", `${state.players[state.turn]} chooses an affiliation now; players choose in turn order.`);
    const options = affiliationOptions(state, a.player);
    if (a.affiliation === null) {
      return options.length === 0 ? null : rejection("affiliation-required", `Choose one of: ${options.join(", ")}.`);
    }
    if (options.includes(a.affiliation)) return null;
    const inDeck = state.eras[state.era]?.affiliations.includes(a.affiliation) ?? false;
    return inDeck
      ? rejection("affiliation-taken", `"${a.affiliation}" is not available to you; choose one of: ${options.join(", ") || "none"}.`)
      : rejection("affiliation-not-in-deck", `No card of this era deck has the affiliation "${a.affiliation}"; choose one of: ${options.join(", ") || "none"}.`);
  }
  if (state.phase !== "play") return rejection("wrong-phase", "Every player chooses an affiliation before the turns begin.");
  if (a.player !== state.turn) return rejection("not-your-turn", `It is ${state.players[state.turn]}'s turn; while a player turns, the rivals may only trade.`);
  if (!TURN_ACTIONS.has(a.type)) {
    return rejection("unknown-action", `Unknown action type "${String((a as { type: unknown }).type)}".`);
  }
  return turnCheck(state, a);
}

/**
 * Applies an action. Returns `{ ok: true, state, events }`, or `{ ok: false, rejection }` with
 * the rule that forbids the action; `state` is never modified.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  const problem = check(state, action);
  if (problem) return { ok: false, rejection: problem };
  const ctx: Ctx = { state, events: [] };
  switch (action.type) {
    case "chooseAffiliation":
      applyAffiliation(ctx, action.player, action.affiliation);
      break;
    case "playAdventure":
      playAdventure(ctx, action.player, action.card, action.supports ?? []);
      break;
    case "playSupport":
      playSupport(ctx, action.player, action.card);
      break;
    case "resolvePower":
      applyResolvePower(ctx, action);
      break;
    case "recover":
      applyRecover(ctx, action);
      break;
    case "reuse":
      applyReuse(ctx, action);
      break;
    case "seize":
      applySeize(ctx, action);
      break;
    case "becomeImmune":
      applyImmune(ctx, action);
      break;
    case "requestEndAdventure":
    case "requestEndEra":
      applyRequest(ctx, action.player, action.type === "requestEndEra" ? "era" : "adventure");
      break;
    case "answerRequest":
      applyAnswer(ctx, action.player, action.agree);
      break;
    case "pass":
      ctx.events.push({ type: "passed", player: action.player });
      endTurn(ctx);
      break;
    case "offerTrade":
      applyOffer(ctx, action);
      break;
    case "answerTrade":
      applyTradeAnswer(ctx, action.player, action.accept);
      break;
  }
  return { ok: true, state: ctx.state, events: ctx.events };
}

/** The player the game waits for now (an answer first, else the player who turns); null when over. */
export function toAct(state: GameState): number | null {
  if (state.phase === "over") return null;
  return askedPlayer(state) ?? state.trade?.to ?? state.turn;
}
