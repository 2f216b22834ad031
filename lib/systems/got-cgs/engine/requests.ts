/**
 * "Request end adventure" and "request end era" (CGS-303..305, CGS-331..333): the rivals are
 * asked in turn order; if all agree the End step starts at once, otherwise the request waits for
 * a round in which no card is played (turn.ts ends it then, or a played card makes it lapse).
 *
 * Requesting is the last thing a player does in his turn (README "Decisions"): the turn passes
 * to the next player once the answers are in.
 */
import { endAdventure } from "./adventure-end";
import { update, type Ctx } from "./context";
import { endEra, endTurn } from "./phases";
import { rejection, type Rejection } from "./rules";
import { nextPlayer, rivalsInOrder, type GameState } from "./state";
import { STEP } from "./turn";

/** Why a request to end the adventure or the era is refused, or null when it may be made. */
export function checkRequest(state: GameState, player: number, kind: "adventure" | "era"): Rejection | null {
  if (state.request !== null) {
    return rejection("request-pending", `A request to end the ${state.request.kind} is already pending; it ends the ${state.request.kind} unless a card is played in the round after it.`);
  }
  if (kind === "era") {
    if (state.adventure !== null) return rejection("era-request-during-adventure", "You may request the end of the era only when no adventure is in progress.");
    if (state.playedThisTurn !== null || state.step > STEP.requestEra) return rejection("step-order", "Request the end of the era before you play a card in this turn.");
  } else if (state.adventure === null) {
    return rejection("no-adventure", "No adventure is in progress, so there is none to end; request the end of the era instead.");
  }
  return null;
}

/** Makes a checked request: the requester's turn is over and the rivals are asked in turn order. */
export function applyRequest(ctx: Ctx, player: number, kind: "adventure" | "era"): void {
  update(ctx, {
    request: { kind, by: player, asking: rivalsInOrder(ctx.state, player) },
    step: kind === "era" ? STEP.requestEra : STEP.requestAdventure,
  });
  ctx.events.push({ type: "requested", player, kind });
}

/** The player who must answer a pending request now, or null. */
export function askedPlayer(state: GameState): number | null {
  return state.request?.asking[0] ?? null;
}

/** Applies a rival's answer; the last agreement starts the End step, a refusal starts the silent round. */
export function applyAnswer(ctx: Ctx, player: number, agree: boolean): void {
  const request = ctx.state.request;
  if (request === null) return;
  ctx.events.push({ type: "answered", player, agree });
  if (!agree) {
    update(ctx, { request: { ...request, asking: [] } });
    endTurn(ctx);
    return;
  }
  const asking = request.asking.slice(1);
  if (asking.length > 0) {
    update(ctx, { request: { ...request, asking } });
    return;
  }
  update(ctx, { request: null });
  const next = nextPlayer(ctx.state, request.by);
  if (request.kind === "era") {
    endEra(ctx, next, "agreed");
    return;
  }
  if (endAdventure(ctx, "agreed")) {
    endEra(ctx, next, "adventure");
    return;
  }
  endTurn(ctx);
}
