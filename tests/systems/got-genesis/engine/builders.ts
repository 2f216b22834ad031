/**
 * Tables laid out by hand for rule tests: the test pack's cards placed in the zones a test names,
 * the rest of the non-custom cards in the destiny (in pack order, top first) unless given.
 */
import { expect } from "vitest";
import { apply, deal, type GenesisAction, type GenesisEvent, type GenesisState } from "@/lib/systems/got-genesis/engine";
import { startTurn } from "@/lib/systems/got-genesis/engine/flow";
import { testPack } from "./fixtures";

type Pair = readonly [readonly string[], readonly string[]];

export interface Layout {
  readonly turn?: 0 | 1;
  readonly ops?: Pair;
  readonly timeline?: Pair;
  readonly reserve?: Pair;
  readonly experience?: Pair;
  /** Top first; default: every other non-custom card. */
  readonly destiny?: readonly string[];
}

const none: Pair = [[], []];

export function table(layout: Layout = {}): GenesisState {
  const dealt = deal({ document: testPack(0), decks: null, names: ["Ann", "Bob"], seed: 1 });
  const placed = new Set<string>();
  const zone = (pair: Pair, i: 0 | 1) => {
    for (const id of pair[i]) {
      if (!dealt.cards[id]) throw new Error(`no card ${id}`);
      placed.add(id);
    }
    return [...pair[i]];
  };
  const players = ([0, 1] as const).map((i) => ({
    ...dealt.players[i],
    ops: zone(layout.ops ?? none, i),
    timeline: zone(layout.timeline ?? none, i),
    reserve: zone(layout.reserve ?? none, i),
    experience: zone(layout.experience ?? none, i),
    fresh: [],
    stale: [],
  })) as unknown as GenesisState["players"];
  for (const id of layout.destiny ?? []) placed.add(id);
  const ids = Object.keys(dealt.cards);
  const destiny = layout.destiny ? [...layout.destiny] : ids.filter((id) => !placed.has(id) && !dealt.cards[id]?.custom);
  const s: GenesisState = {
    ...dealt,
    players,
    destiny,
    void: ids.filter((id) => !placed.has(id) && !destiny.includes(id)),
    pending: [],
    refillQueue: [],
  };
  startTurn(s, layout.turn ?? 0, []);
  return s;
}

/**
 * Apply actions that must all be legal; returns the last state and all events. The rival asked
 * whether to interrupt a plot (GEN-344: after every action of the plotting player) passes when
 * the next action is the plotting player's: tests name a `pass` only where it matters.
 */
export function play(state: GenesisState, ...actions: GenesisAction[]): { state: GenesisState; events: GenesisEvent[] } {
  let s = state;
  const events: GenesisEvent[] = [];
  for (const a of actions) {
    s = passed(s, a);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The state after the rival's pass when `a` is the plotting player's and the rival is asked (GEN-344). */
export function passed(s: GenesisState, a: GenesisAction): GenesisState {
  if (s.window === null || s.pending.length > 0 || a.seat === s.window) return s;
  const r = apply(s, { type: "pass", seat: s.window });
  if (!r.ok) throw new Error(`pass refused: ${r.rejection.message}`);
  return r.state;
}

/** Expect `action` refused with `rule` (after the rival's pass, see `play`); returns the rejection code. */
export function refused(state: GenesisState, action: GenesisAction, rule: string): string {
  const r = apply(passed(state, action), action);
  expect(r.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  if (r.ok) return "";
  expect(r.rejection.rule).toBe(rule);
  expect(r.rejection.message.length).toBeGreaterThan(10);
  return r.rejection.code;
}

export const engage = (seat: number, card: string, by?: string): GenesisAction => (by === undefined ? { type: "engage", seat, card } : { type: "engage", seat, card, by });
export const finish = (seat: number, experience?: string): GenesisAction => (experience === undefined ? { type: "finish", seat } : { type: "finish", seat, experience });
export const use = (seat: number, card: string, rest: Partial<Extract<GenesisAction, { type: "use" }>> = {}): GenesisAction => ({ type: "use", seat, card, ...rest });
