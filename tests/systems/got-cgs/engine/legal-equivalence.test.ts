/**
 * `legalActions` was made faster (its trade offers no longer go through `check` one by one); it
 * must return exactly what it returned before: the same actions, in the same order. This plays
 * seeded games of the GOT CGS seed packs and of generated decks (legal-states.ts) and compares,
 * at every state and for every player (and two unknown ones), with and without trade offers,
 * today's list with the old algorithm's (legal-reference.ts, a verbatim copy); `npm test` compares
 * every fourth sampled state, LEGAL_EQUIVALENCE_EVERY=1 all of them.
 *
 * The comparison is of the JSON text, so key order counts too (callers compare actions by their
 * JSON: tests/systems/got-cgs/engine/fuzz.ts `canon`, the table's action keys). A second pass
 * edits the states where it matters and random play rarely goes: a seizure pending (no trading,
 * CGS-325) and a card id out of range in the opses (a corrupt state: `check` refuses its offers).
 * Random play seldom lists a Solo adventure with all its candidate supports (the set usually
 * fails): hand-laid tables where it does come next. A last test compares play.ts's `checkSoloSupports` (it now copies the state only for a second card)
 * with its old copy on many support sets: legalActions' Solo plays end with it.
 */
import { describe, expect, it } from "vitest";
import { defOf } from "@/lib/systems/got-cgs/engine/context";
import { legalActions, type LegalOptions } from "@/lib/systems/got-cgs/engine/legal";
import { checkSoloSupports, soloTable } from "@/lib/systems/got-cgs/engine/play";
import { check } from "@/lib/systems/got-cgs/engine/reducer";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { adv, sup, table } from "./builders";
import { referenceCheckSoloSupports, referenceLegalActions } from "./legal-reference";
import { sampledStates, type SampledState } from "./legal-states";

const OPTIONS: readonly LegalOptions[] = [{}, { trades: false }];

/** The first difference between today's list and the reference's at `state`, or null. */
function difference(state: GameState, label: string): string | null {
  for (let player = -1; player <= state.players.length; player++) {
    for (const options of OPTIONS) {
      const now = JSON.stringify(legalActions(state, player, options));
      const before = JSON.stringify(referenceLegalActions(state, player, options));
      if (now !== before) return `${label}, player ${player}, ${JSON.stringify(options)}:\n  now    ${now.slice(0, 600)}\n  before ${before.slice(0, 600)}`;
    }
  }
  return null;
}

/** What the sample went through: each kind must occur, or the comparison proves little. */
function kinds(states: readonly SampledState[]) {
  const count = (test: (s: GameState) => boolean) => states.filter(({ state }) => test(state)).length;
  return {
    claim: count((s) => s.phase === "claim"),
    tradeOpen: count((s) => s.trade !== null),
    requestAsked: count((s) => (s.request?.asking.length ?? 0) > 0),
    seizing: count((s) => s.effects.some((e) => e.kind === "seize")),
    threeOrMorePlayers: count((s) => s.players.length >= 3),
    offersListed: count((s) => legalActions(s, s.turn).some((a) => a.type === "offerTrade")),
  };
}

/** `state` with a SeizeIf card's effect pending for the player who turns: trading stops. */
function seizing(state: GameState): GameState {
  const card = state.zones.players[state.turn]?.ops[0] ?? 0;
  return { ...state, effects: [...state.effects, { card, player: state.turn, kind: "seize", turn: state.playerTurns[state.turn] ?? 0 }] };
}

/** `state` with ids that are no card (one past the last, -1, 0.5) added to every ops. */
function corrupt(state: GameState): GameState {
  const bad = [state.cards.length, -1, 0.5];
  return { ...state, zones: { ...state.zones, players: state.zones.players.map((z) => ({ ...z, ops: [...z.ops, ...bad] })) } };
}

/**
 * Every how many sampled states are compared (LEGAL_EQUIVALENCE_EVERY, default 4: about 250 of
 * the 1,010; 1 compares them all, about 30 s on two busy cores). Each comparison turns two lists
 * of up to ~900 actions into JSON for every player and both options: that is the time.
 */
const EVERY = Math.max(1, Number(process.env.LEGAL_EQUIVALENCE_EVERY ?? 4));

describe("legalActions: the same list as the one-by-one check of every candidate", () => {
  const all = sampledStates(5, 150);
  const states = all.filter((_, i) => i % EVERY === 0);

  it(`is the old algorithm's list at each of ${states.length} seeded states, for every player`, () => {
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(states.length).toBeGreaterThanOrEqual(Math.floor(all.length / EVERY));
    const seen = kinds(states);
    for (const [kind, n] of Object.entries(seen)) expect(n, `states with ${kind} in the sample`).toBeGreaterThan(0);
    for (const { label, state } of states) {
      const diff = difference(state, label);
      if (diff !== null) expect.fail(diff);
    }
  });

  it("is the old algorithm's list with a seizure pending and with corrupt card ids in the opses", () => {
    // Every third such state: the reference's lists cost about 0.2 ms each.
    const play = states.filter(({ state }, i) => i % 3 === 0 && state.phase === "play" && state.trade === null && state.request === null);
    expect(play.length).toBeGreaterThan(50 / EVERY);
    for (const { label, state } of play) {
      const diff = difference(seizing(state), `${label} (seizing)`);
      if (diff !== null) expect.fail(diff);
      // Corrupt ids break the turn actions of both versions alike (defOf throws): only the other players' lists.
      const broken = corrupt(state);
      for (let player = 0; player < state.players.length; player++) {
        if (player === state.turn) continue;
        const now = JSON.stringify(legalActions(broken, player));
        const before = JSON.stringify(referenceLegalActions(broken, player));
        if (now !== before) expect.fail(`${label} (corrupt ids), player ${player}:\n  now    ${now.slice(0, 600)}\n  before ${before.slice(0, 600)}`);
      }
    }
  });

  it("is the old algorithm's list on hand-laid tables where a Solo adventure goes with all its candidate supports", () => {
    const cards = {
      "A-1": adv("Solo", { acc: { Fire: 3 } }),
      "A-2": adv("Battle", { ac: { Fire: 1 } }),
      "S-3": sup({ ar: { Fire: 2 } }),
      "S-4": sup({ ar: { Fire: 1 } }),
      "S-5": sup({ ar: { Fire: 1 } }),
      "S-6": sup({ ar: { Water: 2 } }),
      "S-7": sup({ ar: { Fire: 1 } }),
      "S-6*2": sup({ ar: { Water: 2 } }),
    };
    const opses = [["A-1", "S-3"], ["A-1", "S-3", "S-4"], ["A-1", "S-3", "S-6", "S-4", "S-5"], ["S-4", "A-1", "A-2", "S-3", "S-5", "S-6"]];
    let withAll = 0;
    for (const ops of opses) {
      const t = table({ cards, zones: { Alice: { ops }, Bob: { ops: ["S-7", "S-6*2"] } } });
      const diff = difference(t.state, `ops ${ops.join(" ")}`);
      if (diff !== null) expect.fail(diff);
      if (legalActions(t.state, 0).some((a) => a.type === "playAdventure" && (a.supports?.length ?? 0) > 1)) withAll++;
    }
    expect(withAll).toBe(3);
  });

  it("checks Solo adventures' support sets as the old checkSoloSupports did", () => {
    let compared = 0;
    let acceptedDeep = 0;
    for (const { label, state } of all) {
      if (state.phase !== "play" || state.adventure !== null || state.trade !== null || state.request !== null) continue;
      const player = state.turn;
      const ops = state.zones.players[player]?.ops ?? [];
      for (const card of ops) {
        if (defOf(state, card).roleplay !== "Solo" || check(state, { type: "playAdventure", player, card }) !== null) continue;
        const table = soloTable(state, player, card);
        const others = ops.filter((id) => id !== card);
        const supports = others.filter((id) => defOf(state, id).isSupport);
        // Singles, pairs in both orders, a card twice, all supports (both orders), every other card.
        const sets = [...others.map((id) => [id]), ...supports.slice(1).map((id, i) => [supports[i] as number, id]), ...supports.slice(1).map((id, i) => [id, supports[i] as number]), supports.slice(0, 1).concat(supports.slice(0, 1)), supports, [...supports].reverse(), others];
        for (const set of sets) {
          const now = JSON.stringify(checkSoloSupports(table, player, set));
          const before = JSON.stringify(referenceCheckSoloSupports(table, player, set));
          if (now !== before) expect.fail(`${label}, Solo ${card} with [${set.join(", ")}]:\n  now    ${now}\n  before ${before}`);
          compared++;
          if (now === "null" && set.length > 1) acceptedDeep++;
        }
      }
    }
    // Sets of several cards pass too: the comparison is not only of first-card verdicts.
    expect(compared).toBeGreaterThan(1000);
    expect(acceptedDeep).toBeGreaterThan(100);
  });
});
