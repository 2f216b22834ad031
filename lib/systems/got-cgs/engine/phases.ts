/**
 * The session's flow from phase to phase: an era begins (deal, claims), the claims begin the
 * turns, a turn can end the era, and the end of an era begins the next one. These functions call
 * one another in a loop, so they live in one module: spread over setup.ts, turn.ts and
 * era-end.ts they made an import cycle (turn -> era-end -> setup -> turn). The pieces they share
 * stay below: the turn steps and immunity (turn.ts), the era's resolution input (era-end.ts).
 */
import { endAdventure, rewindAdventure } from "./adventure-end";
import type { CardInstance } from "./cards";
import { defOf, update, type Ctx } from "./context";
import { eraInput } from "./era-end";
import type { EndReason, GameEvent } from "./events";
import { resolveEra, sessionWinners } from "./resolution-era";
import { RngCursor } from "./rng";
import { nextPlayer, rivalsInOrder, type EraDeck, type GameState, type PlayerZones } from "./state";
import { isImmune, previousTurnCard, STEP } from "./turn";

/** What every era starts with, the first as every later one: no claims, no adventure, no effects. */
export function eraStartFields(n: number, first: number) {
  return {
    affiliations: new Array<string | null>(n).fill(null),
    chosen: new Array<boolean>(n).fill(false),
    turn: first,
    step: 0,
    playedThisTurn: null,
    lastPlayed: new Array<GameState["lastPlayed"][number]>(n).fill(null),
    adventure: null,
    adventures: 0,
    request: null,
    trade: null,
    special: null,
    effects: [],
    quietTurns: 0,
    lastAdventure: null,
    lastResolution: null,
  } satisfies Partial<GameState>;
}

/**
 * Begins era `era` with `first` choosing first: MultiEra adventure cards stay in their buildsites
 * and every other card goes to the void (CGS-259, CGS-260, CGS-425); the era deck's silver cards
 * are shuffled and dealt one at a time in turn order (CGS-269, CGS-271); then the claims start.
 */
export function startEra(ctx: Ctx, era: number, first: number): void {
  const s = ctx.state;
  const deck = s.eras[era] as EraDeck;
  const stays = (id: number): boolean => {
    const d = (s.cards[id] as CardInstance).def;
    return d.isAdventure && d.multiEra;
  };
  const toVoid: number[] = [...s.zones.void];
  const players: { buildsite: number[]; ops: number[]; playground: number[]; wreckage: number[] }[] = [];
  for (const z of s.zones.players) {
    const buildsite: number[] = [];
    for (const id of z.buildsite) (stays(id) ? buildsite : toVoid).push(id);
    for (const id of z.ops) toVoid.push(id);
    for (const id of z.playground) toVoid.push(id);
    for (const id of z.wreckage) toVoid.push(id);
    players.push({ buildsite, ops: [], playground: [], wreckage: [] });
  }
  const common: number[] = [];
  for (const id of s.zones.commonBuildsite) (stays(id) ? common : toVoid).push(id);

  // The era deck's silver cards, in deck order, leave the void to be shuffled and dealt.
  const silver: number[] = [];
  const rest: number[] = [];
  for (const id of toVoid) {
    const c = s.cards[id] as CardInstance;
    (c.era === era && c.def.format === "silver" ? silver : rest).push(id);
  }
  silver.sort((a, b) => a - b);
  const rng = new RngCursor(s.rng);
  rng.shuffle(silver);
  const n = s.players.length;
  for (let i = 0; i < silver.length; i++) (players[(first + i) % n] as { ops: number[] }).ops.push(silver[i] as number);
  const events: GameEvent[] = [
    { type: "eraStarted", era, name: deck.name, firstPlayer: first },
    { type: "dealt", counts: players.map((p) => p.ops.length) },
  ];
  update(ctx, {
    era,
    phase: "claim",
    rng: rng.state,
    zones: { void: rest, commonBuildsite: common, players },
    ...eraStartFields(n, first),
  });
  ctx.events.push(...events);
  automaticClaims(ctx);
}

/**
 * The affiliations `player` may choose now: the deck's values not chosen by a rival (CGS-275,
 * CGS-277), or only the one the pack fixes for him.
 */
export function affiliationOptions(state: GameState, player: number): string[] {
  const taken = new Set(state.affiliations.filter((a, p) => a !== null && p !== player));
  const fixed = state.fixedAffiliations?.[player] ?? null;
  if (fixed !== null) return taken.has(fixed) ? [] : [fixed];
  return (state.eras[state.era] as EraDeck).affiliations.filter((a) => !taken.has(a));
}

/**
 * Applies one player's choice and his claims: the silver cards of that affiliation from the
 * rivals' opses (CGS-278) and the era deck's gold cards of it from the void (CGS-279).
 */
export function applyAffiliation(ctx: Ctx, player: number, affiliation: string | null): void {
  const s = ctx.state;
  const claimed: number[] = [];
  let zones = s.zones;
  if (affiliation !== null) {
    const players: PlayerZones[] = [...zones.players];
    for (const r of rivalsInOrder(s, player)) {
      const rz = players[r] as PlayerZones;
      const keep: number[] = [];
      for (const id of rz.ops) {
        const d = (s.cards[id] as CardInstance).def;
        (d.format === "silver" && d.affiliation === affiliation ? claimed : keep).push(id);
      }
      if (keep.length !== rz.ops.length) players[r] = { ...rz, ops: keep };
    }
    const rest: number[] = [];
    for (const id of zones.void) {
      const c = s.cards[id] as CardInstance;
      (c.era === s.era && c.def.format === "gold" && c.def.affiliation === affiliation ? claimed : rest).push(id);
    }
    const mine = players[player] as PlayerZones;
    players[player] = { ...mine, ops: [...mine.ops, ...claimed] };
    zones = { ...zones, void: rest.length !== zones.void.length ? rest : zones.void, players };
  }
  const affiliations = [...s.affiliations];
  affiliations[player] = affiliation;
  const chosen = [...s.chosen];
  chosen[player] = true;
  update(ctx, { zones, affiliations, chosen, turn: (player + 1) % s.players.length });
  ctx.events.push({ type: "affiliationChosen", player, affiliation, claimed });
  automaticClaims(ctx);
}

/**
 * Makes the choices that are not choices (one option or none left) and starts the turns once
 * every player has chosen (CGS-282: "Turns begin now").
 */
export function automaticClaims(ctx: Ctx): void {
  for (;;) {
    const s = ctx.state;
    if (s.phase !== "claim") return;
    if (s.chosen.every(Boolean)) {
      const first = s.turn;
      update(ctx, { phase: "play" });
      beginTurn(ctx, first);
      return;
    }
    const options = affiliationOptions(s, s.turn);
    if (options.length > 1) return;
    applyAffiliation(ctx, s.turn, options[0] ?? null);
  }
}

/**
 * Begins `player`'s turn, first applying what a round makes happen at this point:
 * 1. the round after an end request with no card played is over: the End step starts
 *    (CGS-304, CGS-305, CGS-332, CGS-333);
 * 2. a special round started by this player is over (CGS-327);
 * 3. one round after Freeze or RewindAdventure (CGS-433, CGS-440, CGS-447);
 * 4. the stalemate rule (README "Decisions"): a whole round in which every player only passed
 *    ends the adventure, or the era when no adventure is in progress.
 */
export function beginTurn(ctx: Ctx, player: number): void {
  let s = ctx.state;
  if (s.phase !== "play") return;
  const n = s.players.length;

  if (s.request !== null && s.request.asking.length === 0 && s.request.by === player) {
    const kind = s.request.kind;
    update(ctx, { request: null });
    if (kind === "era") {
      endEra(ctx, player, "silent-round");
      return;
    }
    if (ctx.state.adventure !== null && endAdventure(ctx, "silent-round")) {
      endEra(ctx, player, "adventure");
      return;
    }
    s = ctx.state;
  }
  if (s.special !== null && s.special.by === player) {
    update(ctx, { special: null });
    s = ctx.state;
  }
  const card = previousTurnCard(s, player, true);
  if (card !== null) {
    const def = defOf(s, card);
    if (def.rewind) {
      rewindAdventure(ctx, player, card);
      s = ctx.state;
    } else if (def.freeze) {
      const anyImmune = s.players.some((_, p) => p !== player && isImmune(s, p, card));
      if (!anyImmune && endAdventure(ctx, "freeze")) {
        endEra(ctx, player, "adventure");
        return;
      }
      s = ctx.state;
    }
  }
  if (s.quietTurns >= n && s.request === null) {
    if (s.adventure !== null) {
      if (endAdventure(ctx, "stalemate")) {
        endEra(ctx, player, "adventure");
        return;
      }
    } else {
      endEra(ctx, player, "stalemate");
      return;
    }
    s = ctx.state;
  }
  const playerTurns = [...s.playerTurns];
  playerTurns[player] = (playerTurns[player] ?? 0) + 1;
  update(ctx, { turn: player, turnNo: s.turnNo + 1, playerTurns, step: STEP.start, playedThisTurn: null });
  ctx.events.push({ type: "turnStarted", player });
}

/**
 * Ends the current turn: effects from the previous turn lapse, the quiet-turn count moves, and
 * the next player in turn order turns (CGS-335, CGS-377: the order is never reset).
 */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  const player = s.turn;
  const current = s.playerTurns[player] ?? 0;
  const effects = s.effects.some((e) => e.player === player && e.turn < current)
    ? s.effects.filter((e) => e.player !== player || e.turn >= current)
    : s.effects;
  // A turn is quiet when its player did nothing but pass: no card, no power, no effect, no request.
  const quiet = s.playedThisTurn === null && s.step === STEP.start;
  update(ctx, { effects, quietTurns: quiet ? s.quietTurns + 1 : 0 });
  beginTurn(ctx, nextPlayer(s, player));
}

/**
 * The End of era step: resolves the era, then begins the next one with `nextFirst` having the
 * first turn (the turn order simply continues, CGS-377), or ends the session (CGS-394, CGS-398).
 */
export function endEra(ctx: Ctx, nextFirst: number, reason: EndReason): void {
  const s = ctx.state;
  const resolution = resolveEra(eraInput(s));
  const eraResults = [...s.eraResults, resolution];
  update(ctx, { eraResults, adventure: null, request: null, special: null, trade: null, refusedTrades: undefined, acceptedTrades: undefined, effects: [] });
  ctx.events.push({ type: "eraEnded", era: s.era, reason, resolution });
  if (s.era + 1 < s.eras.length) {
    startEra(ctx, s.era + 1, nextFirst);
    return;
  }
  const winners = sessionWinners(s.players.length, eraResults);
  update(ctx, { phase: "over", sessionWinners: winners });
  ctx.events.push({ type: "sessionEnded", winners });
}
