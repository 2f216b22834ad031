/**
 * The random bot: at each decision it picks a kind of action uniformly among those open to it
 * (play a card, resolve a power, use an effect, request an end, pass, now and then a trade),
 * then a legal instance of that kind at random. A baseline for simulations and the engine's
 * fuzzer: it reaches every rule the engine has, quickly.
 */
import type { Action } from "../actions";
import { defOf } from "../context";
import { usableEffects } from "../effects";
import { effectActions, legalActions, powerActions } from "../legal";
import { pendingPower } from "../powers";
import { check } from "../reducer";
import { RngCursor, seedRng } from "../rng";
import type { GameState } from "../state";
import { wasRefused } from "../trades";
import type { Bot } from "./bot";

type Kind = "play" | "power" | "effect" | "requestEra" | "requestAdventure" | "pass" | "trade";

export interface RandomBotOptions {
  /** Chance that a decision is a trade offer when one is possible (default 0.02). */
  readonly tradeRate?: number;
  /**
   * Relative weights of the kinds of action (defaults: play 1, power 1, effect 1, pass 0.5,
   * request end of adventure 0.3, request end of era 0.15). Lower request weights give longer
   * eras that reach more rules (the invariant tests use that).
   */
  readonly weights?: Partial<Record<"play" | "power" | "effect" | "pass" | "requestAdventure" | "requestEra", number>>;
  /** Chance of agreeing to a request to end the adventure or the era (default 0.5). */
  readonly agreeRate?: number;
}

const DEFAULT_WEIGHTS = { play: 1, power: 1, effect: 1, pass: 0.5, requestAdventure: 0.3, requestEra: 0.15 } as const;
/** The weights of every kind with the defaults (shared: bots never change their weights). */
const DEFAULT_KIND_WEIGHTS: Readonly<Record<Kind, number>> = { ...DEFAULT_WEIGHTS, trade: 1 };

/** A random bot; equal seeds and states give equal choices. */
export function randomBot(seed: number | string, options: RandomBotOptions = {}): Bot {
  return new RandomBot(seed, options);
}

/**
 * A class rather than closures: tsx (esbuild keepNames) names every closure at run time, which
 * cost more than a short era's worth of decisions when each bot made three of them.
 */
class RandomBot implements Bot {
  readonly kind = "random";
  private readonly rng: RngCursor;
  private readonly tradeRate: number;
  private readonly agreeRate: number;
  private readonly weights: Readonly<Record<Kind, number>>;

  constructor(seed: number | string, options: RandomBotOptions) {
    this.rng = new RngCursor(seedRng(seed));
    this.tradeRate = options.tradeRate ?? 0.02;
    this.agreeRate = options.agreeRate ?? 0.5;
    this.weights = options.weights === undefined ? DEFAULT_KIND_WEIGHTS : { ...DEFAULT_WEIGHTS, ...options.weights, trade: 1 };
  }

  private playCard(state: GameState, player: number): Action | null {
    const rng = this.rng;
    const ops = rng.shuffle([...(state.zones.players[player]?.ops ?? [])]);
    // In a rival's special round only Recover1 and ImmuneIf1 cards may be played: skip the rest unchecked.
    const special = state.special !== null && state.special.by !== player;
    for (const card of ops) {
      const def = defOf(state, card);
      if (special && !def.recover1 && def.immuneIf === null) continue;
      let a: Action;
      if (state.adventure === null) {
        if (!def.isAdventure) continue;
        a = { type: "playAdventure", player, card };
        if (def.roleplay === "Solo") {
          // A few random supports (up to 4) to play with the Solo card.
          const supports: number[] = [];
          for (const id of ops) if (supports.length < 4 && id !== card && defOf(state, id).isSupport && rng.float() < 0.25) supports.push(id);
          const withSupports: Action = { type: "playAdventure", player, card, supports };
          if (supports.length > 0 && check(state, withSupports) === null) return withSupports;
        }
      } else {
        if (!def.isSupport) continue;
        a = { type: "playSupport", player, card };
      }
      if (check(state, a) === null) return a;
    }
    return null;
  }

  /** A random offer of one of my ops cards for one of a random rival's (checked by the caller); null if refused already. */
  private randomOffer(state: GameState, player: number): Action | null {
    const rng = this.rng;
    const rival = (player + 1 + rng.below(state.players.length - 1)) % state.players.length;
    const give = rng.pick(state.zones.players[player]?.ops ?? []);
    const take = rng.pick(state.zones.players[rival]?.ops ?? []);
    if (give === undefined || take === undefined || wasRefused(state, player, give, take)) return null;
    return { type: "offerTrade", player, give, take };
  }

  choose(state: GameState, player: number): Action {
    const rng = this.rng;
    const weights = this.weights;
    if (state.request !== null && state.request.asking[0] === player) return { type: "answerRequest", player, agree: rng.float() < this.agreeRate };
    if (state.trade !== null && state.trade.to === player) return { type: "answerTrade", player, accept: rng.float() < 0.5 };
    if (state.phase === "claim") return rng.pick(legalActions(state, player)) ?? { type: "chooseAffiliation", player, affiliation: null };
    const kinds: Kind[] = ["pass"];
    if (state.playedThisTurn === null) kinds.push("play");
    if (state.adventure === null) kinds.push("requestEra");
    else kinds.push("requestAdventure");
    if (pendingPower(state, player) !== null) kinds.push("power");
    if (usableEffects(state, player).length > 0) kinds.push("effect");
    if (rng.float() < this.tradeRate) kinds.unshift("trade");
    for (;;) {
      let i = 0;
      if (kinds[0] !== "trade") {
        let sum = 0;
        for (const k of kinds) sum += weights[k];
        let x = rng.float() * sum;
        while (i < kinds.length - 1 && x >= weights[kinds[i] as Kind]) x -= weights[kinds[i++] as Kind];
      }
      const kind = kinds[i] as Kind;
      kinds.splice(i, 1);
      let a: Action | null = null;
      if (kind === "pass") return { type: "pass", player };
      if (kind === "play") a = this.playCard(state, player);
      else if (kind === "requestEra") a = { type: "requestEndEra", player };
      else if (kind === "requestAdventure") a = { type: "requestEndAdventure", player };
      else if (kind === "power") a = rng.pick(powerActions(state, player)) ?? null;
      else if (kind === "effect") a = rng.pick(effectActions(state, player)) ?? null;
      else if (kind === "trade") a = this.randomOffer(state, player);
      // playCard returns only actions it has checked; the others are checked here.
      if (a !== null && (kind === "play" || check(state, a) === null)) return a;
    }
  }
}
