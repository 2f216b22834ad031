/**
 * Tiny builders for rule tests: card models from their parts, and tables laid out by hand.
 * (Scenario tests use attribute text through the LANG parser; these tests pin the engine alone.)
 */
import { expect } from "vitest";
import type { Roleplay } from "@/lib/systems/got-cgs/attributes/catalogue";
import type { AttrValue, CardModel, Condition } from "@/lib/systems/got-cgs/attributes/model";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import type { GameEvent } from "@/lib/systems/got-cgs/engine/events";
import { modelOf } from "@/lib/systems/got-cgs/engine/generate-deck";
import { stateFromLayout } from "@/lib/systems/got-cgs/engine/layout";
import { apply } from "@/lib/systems/got-cgs/engine/reducer";
import type { Rejection } from "@/lib/systems/got-cgs/engine/rules";
import type { AdventureRecord, GameState, PlayerZones } from "@/lib/systems/got-cgs/engine/state";

type Nums = Record<string, number>;

export interface Parts {
  acc?: Nums;
  ac?: Nums;
  ar?: Nums;
  ec?: Nums;
  er?: Nums;
  feats?: Record<string, AttrValue>;
  globals?: Record<string, AttrValue>;
  conditions?: Record<string, Condition[]>;
  affiliation?: string;
}

function categories(p: Parts): Record<string, Record<string, AttrValue>> {
  const out: Record<string, Record<string, AttrValue>> = {};
  if (p.acc) out.AdventureCommonCosts = p.acc;
  if (p.ac) out.AdventureCosts = p.ac;
  if (p.ar) out.AdventureResources = p.ar;
  if (p.ec) out.EraCosts = p.ec;
  if (p.er) out.EraResources = p.er;
  if (p.feats) out.Feats = p.feats;
  return out;
}

export function adv(roleplay: Roleplay | null, p: Parts = {}): CardModel {
  const m = modelOf({
    type: "Adventure",
    ...(roleplay ? { roleplay } : {}),
    ...(p.affiliation ? { affiliation: p.affiliation } : {}),
    globals: p.globals ?? {},
    categories: categories(p),
    conditions: p.conditions ?? {},
  });
  return m;
}

export function sup(p: Parts = {}): CardModel {
  return modelOf({
    type: "Support",
    ...(p.affiliation ? { affiliation: p.affiliation } : {}),
    globals: p.globals ?? {},
    categories: categories(p),
    conditions: p.conditions ?? {},
  });
}

const ALIASES: Record<string, string> = { AR: "AdventureResources", AC: "AdventureCosts", ACC: "AdventureCommonCosts", EC: "EraCosts", ER: "EraResources" };

/** A condition: `cond("AR.Fire", ">", 2)`, `cond("Subtype", "=", "A", "B")`. */
export function cond(ref: string, op: Condition["op"], ...values: AttrValue[]): Condition {
  const dot = ref.indexOf(".");
  if (dot === -1) return { category: null, name: ref, op, values };
  const cat = ref.slice(0, dot);
  return { category: ALIASES[cat] ?? cat, name: ref.slice(dot + 1), op, values };
}

type ZoneSpec = Partial<Record<keyof PlayerZones, string[]>>;

export interface TableSpec {
  players?: string[];
  /** Key -> model. A key `S-1*2` is a second copy of identifier `S-1`. */
  cards: Record<string, CardModel>;
  zones?: Record<string, ZoneSpec>;
  common?: string[];
  turn?: string;
  /** The key of the current adventure card (in its hero's playground). */
  adventure?: string;
  lastAdventure?: { card: string; hero: string; outcome: "won" | "lost"; winner: string | null };
  deckHasDoomsdayOrEpic?: boolean;
}

export interface Table {
  state: GameState;
  id(key: string): number;
  p(name: string): number;
}

export function table(spec: TableSpec): Table {
  const players = spec.players ?? ["Alice", "Bob"];
  const keys = Object.keys(spec.cards);
  const id = (key: string): number => {
    const i = keys.indexOf(key);
    if (i === -1) throw new Error(`no card ${key} in the table`);
    return i;
  };
  const p = (name: string): number => {
    const i = players.indexOf(name);
    if (i === -1) throw new Error(`no player ${name}`);
    return i;
  };
  const zones = players.map((name) => {
    const z = spec.zones?.[name] ?? {};
    return {
      buildsite: (z.buildsite ?? []).map(id),
      ops: (z.ops ?? []).map(id),
      playground: (z.playground ?? []).map(id),
      wreckage: (z.wreckage ?? []).map(id),
    };
  });
  let adventure: { card: number; hero: number } | null = null;
  if (spec.adventure !== undefined) {
    const card = id(spec.adventure);
    const hero = zones.findIndex((z) => z.playground.includes(card));
    if (hero === -1) throw new Error(`the adventure ${spec.adventure} must be in a playground`);
    adventure = { card, hero };
  }
  const last = spec.lastAdventure;
  const lastAdventure: AdventureRecord | null = last
    ? { card: id(last.card), hero: p(last.hero), outcome: last.outcome, winner: last.winner === null ? null : p(last.winner) }
    : null;
  const state = stateFromLayout({
    players,
    cards: keys.map((k) => ({ identifier: k.split("*")[0] as string, model: spec.cards[k] as CardModel })),
    zones: { players: zones, commonBuildsite: (spec.common ?? []).map(id) },
    turn: spec.turn ? p(spec.turn) : 0,
    adventure,
    lastAdventure,
    ...(spec.deckHasDoomsdayOrEpic !== undefined ? { deckHasDoomsdayOrEpic: spec.deckHasDoomsdayOrEpic } : {}),
  });
  return { state, id, p };
}

/** Applies an action that must be accepted; returns the new state (and the events via `last`). */
export function act(state: GameState, action: Action): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  lastEvents = r.events;
  return r.state;
}

export let lastEvents: readonly GameEvent[] = [];

/** Applies a sequence of actions that must all be accepted. */
export function acts(state: GameState, actions: Action[]): GameState {
  let s = state;
  const all: GameEvent[] = [];
  for (const a of actions) {
    s = act(s, a);
    all.push(...lastEvents);
  }
  lastEvents = all;
  return s;
}

/** Expects the action to be rejected with `code`; returns the rejection. */
export function rejects(state: GameState, action: Action, code: string): Rejection {
  const r = apply(state, action);
  expect(r.ok, r.ok ? "the action was accepted" : "").toBe(false);
  if (r.ok) throw new Error("accepted");
  expect(r.rejection.code).toBe(code);
  expect(r.rejection.rule).toMatch(/^CGS-\d+$/);
  return r.rejection;
}

/** Where a card is: `Alice.ops`, `commonBuildsite`, `void`. */
export function where(t: Table, state: GameState, key: string): string {
  const card = t.id(key);
  if (state.zones.void.includes(card)) return "void";
  if (state.zones.commonBuildsite.includes(card)) return "commonBuildsite";
  for (let p = 0; p < state.players.length; p++) {
    const z = state.zones.players[p] as PlayerZones;
    for (const zone of ["buildsite", "ops", "playground", "wreckage"] as const) {
      if (z[zone].includes(card)) return `${state.players[p]}.${zone}`;
    }
  }
  return "nowhere";
}

/**
 * Two gold cards of two affiliations: a deck needs at least as many affiliations as players
 * (CGS-180). Gold cards are not dealt, so adding them leaves the deal as it was; with
 * {@link FIXED_AFFILIATIONS} the claims are made without asking.
 */
export function factionCards(): { identifier: string; format: "gold"; copies: number; model: CardModel }[] {
  return [
    { identifier: "G-USSA", format: "gold", copies: 1, model: sup({ affiliation: "USSA" }) },
    { identifier: "G-Spacelings", format: "gold", copies: 1, model: sup({ affiliation: "Spacelings" }) },
  ];
}
export const FIXED_AFFILIATIONS = { playerAffiliations: ["USSA", "Spacelings"] } as const;
