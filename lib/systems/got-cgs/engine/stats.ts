/**
 * What a simulation counts, game by game, and the report built from the counts. Counts are sums
 * (never averages) so the partial counts of several workers merge in any order into the same
 * report: the result does not depend on the number of workers.
 */
import type { Action } from "./actions";
import type { CardDef } from "./cards";
import type { GameEvent } from "./events";
import { checkSupportPlay } from "./play-checks";
import type { EraRule } from "./resolution-era";
import type { Rejection } from "./rules";
import type { GameState } from "./state";

export interface AdventureCounts {
  played: number;
  won: number;
  overflowSum: number;
}

export interface SupportCounts {
  played: number;
  /** Eras in which at least one copy was played. */
  erasPlayed: number;
  /** Turns of its holder, during an adventure, that a copy spent in his ops. */
  turnsInOps: number;
  /** Of those, the turns in which it could not be played; and why (`CGS-320 support-play-condition`). */
  blockedTurns: number;
  blockedBy: Record<string, number>;
}

export interface Counts {
  games: number;
  capped: number;
  actions: number;
  turns: number;
  adventures: number;
  adventuresPerEra: Record<string, number>;
  outcomes: Record<string, number>;
  noWinner: number;
  ties: number;
  winsBySeat: number[];
  eraCostFailures: number;
  mustPlayLosses: number;
  victoryPoints: Record<string, number>;
  adventureCards: Record<string, AdventureCounts>;
  supportCards: Record<string, SupportCounts>;
}

/** Zero counts for a simulation with `players` players. */
export function emptyCounts(players: number): Counts {
  return {
    games: 0,
    capped: 0,
    actions: 0,
    turns: 0,
    adventures: 0,
    adventuresPerEra: {},
    outcomes: {},
    noWinner: 0,
    ties: 0,
    winsBySeat: new Array<number>(players).fill(0),
    eraCostFailures: 0,
    mustPlayLosses: 0,
    victoryPoints: {},
    adventureCards: {},
    supportCards: {},
  };
}

function bump(record: Record<string, number>, key: string, by = 1): void {
  record[key] = (record[key] ?? 0) + by;
}

function support(c: Counts, identifier: string): SupportCounts {
  let s = c.supportCards[identifier];
  if (s === undefined) {
    s = { played: 0, erasPlayed: 0, turnsInOps: 0, blockedTurns: 0, blockedBy: {} };
    c.supportCards[identifier] = s;
  }
  return s;
}

/**
 * Watches one game (one era) and adds to `counts`. Call `onAction` after every applied action
 * and `finish` once at the end.
 */
export class GameRecorder {
  private adventures = 0;
  private turns = 0;
  private readonly playedThisEra = new Set<string>();

  constructor(private readonly counts: Counts) {}

  onAction(_action: Action, events: readonly GameEvent[], state: GameState): void {
    const c = this.counts;
    for (const e of events) {
      if (e.type === "turnStarted") {
        this.turns++;
        if (state.adventure !== null && state.turn === e.player) this.blocked(state, e.player);
      } else if (e.type === "cardPlayed" && !e.adventure) {
        const id = state.cards[e.card]?.def.identifier ?? "?";
        support(c, id).played++;
        this.playedThisEra.add(id);
      } else if (e.type === "adventureEnded") {
        this.adventures++;
        const id = state.cards[e.card]?.def.identifier ?? "?";
        const a = (c.adventureCards[id] ??= { played: 0, won: 0, overflowSum: 0 });
        a.played++;
        if (e.resolution.winner !== null) {
          a.won++;
          a.overflowSum += e.resolution.players[e.resolution.winner]?.overflow ?? 0;
        }
      }
    }
  }

  /**
   * What `blocked` found at each player's last turn start: the position it looked at (the cards, the
   * zones, the adventure and the special round objects, which the pure reducer replaces whenever they
   * change) and, per support card in the ops, its counts and the reason it was blocked. A turn
   * that starts on the same position (after passes and requests) replays the list instead of
   * asking every card again.
   */
  private readonly last: ({ cards: GameState["cards"]; zones: GameState["zones"]; adventure: GameState["adventure"]; special: GameState["special"]; verdicts: { s: SupportCounts; by: string | null }[] } | undefined)[] = [];

  /** Which of the turn player's support cards could not be played now, and why. */
  private blocked(state: GameState, player: number): void {
    const last = this.last[player];
    let list: { s: SupportCounts; by: string | null }[];
    if (last !== undefined && last.cards === state.cards && last.zones === state.zones && last.adventure === state.adventure && last.special === state.special) {
      list = last.verdicts;
    } else {
      list = [];
      // Copies of a card are blocked alike, except one disabled or wrecked in this adventure.
      const verdicts = new Map<CardDef, Rejection | null>();
      for (const id of state.zones.players[player]?.ops ?? []) {
        const def = state.cards[id]?.def;
        if (def === undefined || !def.isSupport) continue;
        let r = verdicts.get(def);
        if (r === undefined || r?.code === "blocked-this-adventure") {
          r = checkSupportPlay(state, player, id);
          verdicts.set(def, r);
        }
        list.push({ s: support(this.counts, def.identifier), by: r === null ? null : `${r.rule} ${r.code}` });
      }
      this.last[player] = { cards: state.cards, zones: state.zones, adventure: state.adventure, special: state.special, verdicts: list };
    }
    for (const { s, by } of list) {
      s.turnsInOps++;
      if (by !== null) {
        s.blockedTurns++;
        bump(s.blockedBy, by);
      }
    }
  }

  finish(state: GameState, actions: number, capped: boolean): void {
    const c = this.counts;
    c.games++;
    c.actions += actions;
    c.turns += this.turns;
    c.adventures += this.adventures;
    bump(c.adventuresPerEra, String(this.adventures));
    for (const id of this.playedThisEra) support(c, id).erasPlayed++;
    for (const card of state.eras[0]?.cards ?? []) {
      const def = state.cards[card]?.def;
      if (def?.isSupport) support(c, def.identifier);
      if (def?.isAdventure) c.adventureCards[def.identifier] ??= { played: 0, won: 0, overflowSum: 0 };
    }
    if (capped) {
      c.capped++;
      return;
    }
    const era = state.eraResults[0];
    if (era === undefined) return;
    bump(c.outcomes, era.rule as EraRule);
    if (era.winners.length === 0) c.noWinner++;
    if (era.winners.length > 1) c.ties++;
    for (const w of era.winners) c.winsBySeat[w] = (c.winsBySeat[w] ?? 0) + 1;
    for (const p of era.players) {
      if (p.mustPlay.length > 0) c.mustPlayLosses++;
      if (era.rule === "victory-points" && !p.covered) c.eraCostFailures++;
      bump(c.victoryPoints, String(p.victoryPoints));
    }
  }
}

function mergeRecord(into: Record<string, number>, from: Record<string, number>): void {
  for (const [k, v] of Object.entries(from)) bump(into, k, v);
}

/** Adds `from` into `into` (the order of merging never changes the result). */
export function mergeCounts(into: Counts, from: Counts): void {
  into.games += from.games;
  into.capped += from.capped;
  into.actions += from.actions;
  into.turns += from.turns;
  into.adventures += from.adventures;
  mergeRecord(into.adventuresPerEra, from.adventuresPerEra);
  mergeRecord(into.outcomes, from.outcomes);
  into.noWinner += from.noWinner;
  into.ties += from.ties;
  from.winsBySeat.forEach((w, i) => (into.winsBySeat[i] = (into.winsBySeat[i] ?? 0) + w));
  into.eraCostFailures += from.eraCostFailures;
  into.mustPlayLosses += from.mustPlayLosses;
  mergeRecord(into.victoryPoints, from.victoryPoints);
  for (const [id, a] of Object.entries(from.adventureCards)) {
    const t = (into.adventureCards[id] ??= { played: 0, won: 0, overflowSum: 0 });
    t.played += a.played;
    t.won += a.won;
    t.overflowSum += a.overflowSum;
  }
  for (const [id, s] of Object.entries(from.supportCards)) {
    const t = support(into, id);
    t.played += s.played;
    t.erasPlayed += s.erasPlayed;
    t.turnsInOps += s.turnsInOps;
    t.blockedTurns += s.blockedTurns;
    mergeRecord(t.blockedBy, s.blockedBy);
  }
}
