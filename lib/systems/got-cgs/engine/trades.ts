/**
 * Trading cards (rulebook "Trade cards"): a player offers a card of his ops for a card of a
 * rival's ops; if the rival accepts, both cards change ops (CGS-285). Any player may offer at any
 * time of the era's play, even out of turn (CGS-287, CGS-291), except while a seizing card's
 * effect is pending (CGS-325). One offer is open at a time and is answered before play goes on;
 * an accepted trade is always fulfilled at once, so it never needs cancelling (CGS-286).
 */
import type { OfferTrade } from "./actions";
import { move, update, type Ctx } from "./context";
import { seizingInProgress } from "./effects";
import { rejection, type Rejection } from "./rules";
import type { GameState } from "./state";

/**
 * Why no trade offer at all may be made now, whatever its cards, or null when offers are open.
 * Apart from checkOffer's card checks so that legalActions asks it once for its hundreds of offers.
 */
export function offersClosed(state: GameState): Rejection | null {
  if (state.phase !== "play") return rejection("trade-phase", "Trades happen while the era is played, after the claims.");
  if (state.trade !== null) return rejection("trade-pending", "A trade offer is waiting for its answer.");
  if (seizingInProgress(state)) return rejection("trade-stopped", "All trading stops while a card with SeizeIf is being used.");
  return null;
}

/** Why a trade offer is refused, or null when it may be made. */
export function checkOffer(state: GameState, a: OfferTrade): Rejection | null {
  const closed = offersClosed(state);
  if (closed) return closed;
  if (!state.zones.players[a.player]?.ops.includes(a.give)) return rejection("trade-card", "Offer a card from your own ops.");
  const to = state.zones.players.findIndex((z, p) => p !== a.player && z.ops.includes(a.take));
  if (to === -1) return rejection("trade-card", "Ask for a card from a rival's ops.");
  return null;
}

/**
 * Whether `from` offered `give` for `take` and was refused since the last adventure ended (or the
 * era began). Such an offer stays legal (CGS-287: trades at any time); bots skip it.
 */
export function wasRefused(state: GameState, from: number, give: number, take: number): boolean {
  for (const t of state.refusedTrades ?? []) if (t.from === from && t.give === give && t.take === take) return true;
  return false;
}

/**
 * Whether `player` gave `card` away in a trade accepted since the last adventure ended (or the era
 * began). Bots do not ask for such a card back: with a rival who accepts every offer, a bot made
 * anew for each decision would otherwise offer X for Y, then Y for X, for ever.
 */
export function gaveAway(state: GameState, player: number, card: number): boolean {
  for (const t of state.acceptedTrades ?? []) if ((t.from === player && t.give === card) || (t.to === player && t.take === card)) return true;
  return false;
}

/** Opens a checked offer; the rival whose ops holds `take` must answer next. */
export function applyOffer(ctx: Ctx, a: OfferTrade): void {
  const to = ctx.state.zones.players.findIndex((z, p) => p !== a.player && z.ops.includes(a.take));
  update(ctx, { trade: { from: a.player, to, give: a.give, take: a.take } });
  ctx.events.push({ type: "tradeOffered", player: a.player, to, give: a.give, take: a.take });
}

/** The answer to the open offer: accepted, both cards change ops at once (CGS-285); refused, nothing moves. */
export function applyTradeAnswer(ctx: Ctx, player: number, accept: boolean): void {
  const t = ctx.state.trade;
  if (t === null) return;
  update(ctx, accept ? { trade: null, acceptedTrades: [...(ctx.state.acceptedTrades ?? []), t] } : { trade: null, refusedTrades: [...(ctx.state.refusedTrades ?? []), t] });
  ctx.events.push({ type: "tradeAnswered", player, accepted: accept });
  if (!accept) return;
  move(ctx, t.give, { player: t.from, zone: "ops" }, { player: t.to, zone: "ops" }, "CGS-285");
  move(ctx, t.take, { player: t.to, zone: "ops" }, { player: t.from, zone: "ops" }, "CGS-285");
}
