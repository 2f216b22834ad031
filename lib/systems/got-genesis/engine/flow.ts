/**
 * The phases of play (GEN-264 .. GEN-338): the deal, recruiting, refills, starting a turn,
 * finishing an obstruction or a plot, and the winning turn. Every function changes the state copy
 * it is given and appends events.
 */
import { EngineSetupError, type DealOptions } from "../../engine";
import { customEffects } from "./custom";
import { factionsOf, readCards, type GenesisPackDocument } from "./pack";
import { hashSeed, nextFloat, shuffle } from "./rng";
import type { Combo, GenesisEvent, GenesisState, PlayerState } from "./types";
import { discard, OPS_LIMIT, opsSpace, player, rivalOf, swayOf } from "./zones";

function newPlayer(name: string, faction: string): PlayerState {
  return { name, faction, ops: [], reserve: [], timeline: [], experience: [], fresh: [], stale: [] };
}

/**
 * The beginning of game (GEN-270 .. GEN-284): seat 0 takes the first faction of the pack (in
 * card order), seat 1 the second; the seed decides who turns first (GEN-272); every card goes to the void; each player recruits the non-custom
 * ruin and triumph cards of their faction; then the optional recruiting (document `recruits`),
 * the destiny, and the refills. Throws EngineSetupError when it cannot be dealt.
 */
export function deal(options: DealOptions<GenesisPackDocument>): GenesisState {
  if (options.names.length !== 2) throw new EngineSetupError("Genesis is played by 2 players (GEN-101).", "seats");
  const cards = readCards(options.document, options.decks);
  if (cards.length === 0) throw new EngineSetupError("The pack has no cards to play with.", "decks");
  const factions = factionsOf(cards);
  if (factions.length < 2) {
    throw new EngineSetupError(
      `Each player needs a different faction from the cards (GEN-270); the pack has ${factions.length === 0 ? "none" : `only ${factions[0]}`}.`,
      "decks",
    );
  }
  const [f0, f1] = factions as [string, string];
  const recruits = Math.max(0, Math.min(20, Math.trunc(options.document.recruits ?? 0)));
  const coin = nextFloat(hashSeed(options.seed));
  const state: GenesisState = {
    cards: Object.fromEntries(cards.map((c) => [c.id, c])),
    players: [newPlayer(options.names[0] ?? "Player 1", f0), newPlayer(options.names[1] ?? "Player 2", f1)],
    destiny: [],
    void: cards.map((c) => c.id),
    phase: "recruit",
    turn: coin.value < 0.5 ? 0 : 1,
    first: coin.value < 0.5 ? 0 : 1,
    advanced: options.document.advanced ?? true,
    customEffects: customEffects(options.document.pack?.customAbilities),
    combo: null,
    pending: [],
    window: null,
    recruitsLeft: [recruits, recruits],
    refillQueue: [],
    afterRefill: 0,
    turnWinner: null,
    finale: false,
    covertBan: null,
    dread: null,
    hidden: [],
    doubled: [],
    lastRuin: [null, null],
    lastTriumph: [null, null],
    winner: null,
    endReason: "",
    turns: 0,
    step: 0,
    rng: coin.state,
  };
  for (const seat of [0, 1]) {
    const p = player(state, seat);
    for (const c of cards) {
      if (!c.custom && c.faction === p.faction && (c.ability === "Ruin" || c.ability === "Triumph")) {
        state.void.splice(state.void.indexOf(c.id), 1);
        p.reserve.push(c.id);
      }
    }
  }
  advanceRecruiting(state, []);
  return state;
}

/** A void card the seat may recruit (GEN-240). */
export function recruitable(state: GenesisState, seat: number, id: string): boolean {
  const f = state.cards[id]?.faction ?? "";
  return state.void.includes(id) && (f === "" || f === player(state, seat).faction);
}

/** Next recruiter, or the destiny and refills when nobody recruits any more (GEN-278, GEN-280). */
export function advanceRecruiting(state: GenesisState, events: GenesisEvent[]): void {
  for (const seat of [state.turn, rivalOf(state.turn)]) {
    if ((state.recruitsLeft[seat] ?? 0) > 0 && state.void.some((id) => recruitable(state, seat, id))) {
      state.turn = seat;
      return;
    }
    state.recruitsLeft[seat === 0 ? 0 : 1] = 0;
  }
  const rest = state.void.filter((id) => !state.cards[id]?.custom);
  state.void = state.void.filter((id) => state.cards[id]?.custom);
  const shuffled = shuffle(rest, state.rng);
  state.destiny = shuffled.items;
  state.rng = shuffled.state;
  startRefills(state, [state.first, rivalOf(state.first)], state.first, events);
}

function startRefills(state: GenesisState, order: number[], then: number, events: GenesisEvent[]): void {
  state.phase = "refill";
  state.refillQueue = order;
  state.afterRefill = then;
  advanceRefill(state, events);
}

/** Skip refills that cannot draw (GEN-386); when none is left, the next turn starts. */
export function advanceRefill(state: GenesisState, events: GenesisEvent[]): void {
  while (state.refillQueue.length > 0) {
    const seat = state.refillQueue[0] as number;
    if (opsSpace(player(state, seat)) < OPS_LIMIT && state.destiny.length > 0) {
      state.turn = seat;
      return;
    }
    state.refillQueue.shift();
  }
  startTurn(state, state.afterRefill, events);
}

/** A turn: obstruct when the rival has timeline cards (GEN-298), else plot. */
export function startTurn(state: GenesisState, seat: number, events: GenesisEvent[]): void {
  const phase = player(state, rivalOf(seat)).timeline.length > 0 ? "obstruct" : "plot";
  state.phase = phase;
  state.turn = seat;
  state.turns += 1;
  state.window = null;
  state.combo = newCombo(seat, phase);
  events.push({ type: "turnStarted", seat, phase });
}

function newCombo(seat: number, phase: "obstruct" | "plot"): Combo {
  return {
    seat, phase, steps: [], locked: {}, engaged: [], drawn: [], strike: false, covert: false, dread: false,
    grants: [{ id: "g0", source: "turn", kind: "any", left: 1 }], nextGrant: 1,
  };
}

/** The end of a combo: former experience cards left in the ops start taking space (GEN-290). */
function endCombo(state: GenesisState): void {
  for (const p of state.players) {
    p.stale.push(...p.fresh.filter((id) => p.ops.includes(id) && !p.stale.includes(id)));
    p.fresh = [];
  }
  state.combo = null;
  state.window = null;
}

/**
 * Finish an obstruction (GEN-302 .. GEN-310): compare the sways; on success discard the
 * timelines (endurance cards stay, GEN-428), reveal sabotaged cards (GEN-438), start the finale
 * when the destiny is empty, then plot.
 */
export function finishObstruct(state: GenesisState, events: GenesisEvent[]): void {
  const seat = state.turn;
  const rival = rivalOf(seat);
  const mine = swayOf(state, player(state, seat).timeline);
  const theirs = swayOf(state, player(state, rival).timeline);
  const ok = mine >= theirs;
  events.push({ type: "obstructed", seat, sway: mine, rivalSway: theirs, ok });
  const dread = state.dread;
  if (ok && dread && dread.by === seat && dread.stage === 2) {
    winTurn(state, seat, "obstructed during the second turn of a dread card (GEN-426)", events);
    return;
  }
  const forgiven = !ok && dread !== null && dread.by === rival && dread.stage === 1;
  if (!ok && !forgiven) {
    winTurn(state, rival, `${player(state, seat).name} failed to obstruct: ${mine} sway against ${theirs} (GEN-302)`, events);
    return;
  }
  if (dread && dread.by === rival) dread.stage = 2;
  // GEN-426 gives dread no phase ("The player may engage 1 card. The rival has 2 turns to win a
  // turn"), so a dread card engaged in a successful obstruction counts as engaged in this turn's
  // plot: the rival's 2 turns are counted from the end of this turn, as for a dread card plotted
  // now. The other reading (nothing happens) would make the ability's second sentence a blank in
  // half the phases it may be engaged in; ending at once would give the rival only one turn.
  const dreadEngaged = state.combo?.dread === true;
  endCombo(state);
  state.hidden = [];
  for (const s of [seat, rival]) {
    const p = player(state, s);
    discard(state, s, p.timeline.filter((id) => state.cards[id]?.ability !== "Endurance"), "timeline", events);
  }
  if (state.covertBan === seat) state.covertBan = null;
  if (state.destiny.length === 0) {
    for (const s of [seat, rival]) {
      const p = player(state, s);
      if (p.experience.length > 0) {
        events.push({ type: "moved", seat: s, cards: [...p.experience], from: "experience", to: "ops" });
        p.ops.push(...p.experience);
        p.experience = [];
      }
    }
    if (!state.finale) {
      state.finale = true;
      events.push({ type: "finale" });
      const a = player(state, seat).ops.length;
      const b = player(state, rival).ops.length;
      if (a !== b) state.pending.push({ seat: a > b ? seat : rival, kind: "finale", left: Math.abs(a - b) });
    }
  }
  state.phase = "plot";
  state.combo = newCombo(seat, "plot");
  state.combo.dread = dreadEngaged;
}

/** The plot's effects that outlast it: covert (GEN-346) and dread (GEN-426). */
function endPlot(state: GenesisState): void {
  const combo = state.combo;
  if (!combo) return;
  if (combo.covert) state.covertBan = rivalOf(combo.seat);
  if (combo.dread) state.dread = { by: combo.seat, stage: 1 };
  else if (state.dread && state.dread.by === combo.seat) state.dread = null;
  endCombo(state);
}

/** Finish a plot (GEN-314 .. GEN-320); `experience`: one ops card to the experience (GEN-316). */
export function finishPlot(state: GenesisState, experience: string | undefined, events: GenesisEvent[]): void {
  const seat = state.turn;
  const combo = state.combo;
  if (!combo || combo.engaged.length === 0) {
    winTurn(state, rivalOf(seat), `${player(state, seat).name} did not plot (GEN-314)`, events);
    return;
  }
  if (experience !== undefined) {
    const p = player(state, seat);
    p.ops.splice(p.ops.indexOf(experience), 1);
    p.fresh = p.fresh.filter((id) => id !== experience);
    p.stale = p.stale.filter((id) => id !== experience);
    p.experience.push(experience);
    events.push({ type: "moved", seat, cards: [experience], from: "ops", to: "experience" });
  }
  endPlot(state);
  startTurn(state, rivalOf(seat), events);
}

/** A battle card interrupts the rival's plot (GEN-344): the plot ends, the battle player's turn starts. */
export function interruptPlot(state: GenesisState, seat: number, events: GenesisEvent[]): void {
  endPlot(state);
  startTurn(state, seat, events);
}

/** The winning turn (GEN-324 .. GEN-338). */
export function winTurn(state: GenesisState, winner: number, reason: string, events: GenesisEvent[]): void {
  endCombo(state);
  state.covertBan = null;
  state.dread = null;
  state.hidden = [];
  state.turnWinner = winner;
  state.phase = "refill";
  state.refillQueue = [];
  events.push({ type: "turnWon", seat: winner, reason });
  const loser = player(state, rivalOf(winner));
  if (loser.reserve.length === 0) {
    endGame(state, winner, `${loser.name} lost a turn with no reserve card to discard (GEN-330, GEN-388)`, events);
  } else if (loser.reserve.length === 1) {
    discard(state, rivalOf(winner), [...loser.reserve], "reserve", events);
    afterReserveDiscard(state, events);
  } else {
    state.pending.push({ seat: rivalOf(winner), kind: "reserve", left: 1 });
  }
}

/** After the turn loser's reserve discard: the game ends (GEN-330) or both refill and the loser turns. */
export function afterReserveDiscard(state: GenesisState, events: GenesisEvent[]): void {
  const winner = state.turnWinner ?? 0;
  const loserSeat = rivalOf(winner);
  const loser = player(state, loserSeat);
  if (loser.reserve.length === 0) {
    endGame(state, winner, `${loser.name} has no reserve card left (GEN-330)`, events);
    return;
  }
  if (state.destiny.length === 0 && state.players.every((p) => p.ops.length === 0)) {
    endGame(state, winner, "no destiny and no ops cards are left (GEN-330)", events);
    return;
  }
  for (const s of [0, 1]) discard(state, s, [...player(state, s).timeline], "timeline", events);
  state.doubled = [];
  startRefills(state, [loserSeat, winner], loserSeat, events);
}

export function endGame(state: GenesisState, winner: number, reason: string, events: GenesisEvent[]): void {
  state.phase = "over";
  state.winner = winner;
  state.endReason = reason;
  state.combo = null;
  state.window = null;
  state.pending = [];
  state.refillQueue = [];
  events.push({ type: "gameOver", winner, reason });
}
