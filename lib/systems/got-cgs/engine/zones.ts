/**
 * Moving cards between zones without mutating the previous state.
 *
 * A batch of moves works on a {@link ZoneDraft}: a shallow copy of the zones (only the id arrays
 * are copied, never the cards), changed in place, then frozen back into `Zones` by `finish`.
 * Every move removes the card from exactly one zone and appends it to exactly one zone, which is
 * what keeps the invariant "every card is in exactly one zone" (tested over thousands of games).
 */
import type { PlayerZoneName, PlayerZones, ZoneRef, Zones } from "./state";

interface DraftPlayer {
  buildsite: number[];
  ops: number[];
  playground: number[];
  wreckage: number[];
}

export interface ZoneDraft {
  void: number[];
  commonBuildsite: number[];
  players: DraftPlayer[];
}

/** One card movement, as reported in events and scenario results. */
export interface Move {
  readonly card: number;
  readonly from: ZoneRef;
  readonly to: ZoneRef;
}

/** A changeable copy of the zones (the id arrays are copied; the input is never changed). */
export function draft(zones: Zones): ZoneDraft {
  return {
    void: [...zones.void],
    commonBuildsite: [...zones.commonBuildsite],
    players: zones.players.map((p) => ({
      buildsite: [...p.buildsite],
      ops: [...p.ops],
      playground: [...p.playground],
      wreckage: [...p.wreckage],
    })),
  };
}

export const VOID: ZoneRef = { player: null, zone: "void" };
export const COMMON: ZoneRef = { player: null, zone: "commonBuildsite" };

function mutableZone(d: ZoneDraft, ref: ZoneRef): number[] {
  if (ref.player === null) return ref.zone === "void" ? d.void : d.commonBuildsite;
  const p = d.players[ref.player];
  if (p === undefined) throw new RangeError(`no player ${ref.player}`);
  return p[ref.zone];
}

/**
 * Moves one card inside a draft. Returns false (and changes nothing) when the card is not in
 * `from`: callers check legality first, so false means an engine bug, which the invariant tests
 * would catch.
 */
export function moveIn(d: ZoneDraft, card: number, from: ZoneRef, to: ZoneRef, moves?: Move[]): boolean {
  const source = mutableZone(d, from);
  const i = source.indexOf(card);
  if (i === -1) return false;
  source.splice(i, 1);
  mutableZone(d, to).push(card);
  moves?.push({ card, from, to });
  return true;
}

function without(ids: readonly number[], card: number, from: ZoneRef): number[] {
  const i = ids.indexOf(card);
  if (i === -1) throw new Error(`engine bug: card ${card} is not in ${from.player ?? ""}.${from.zone}`);
  const out = ids.slice();
  out.splice(i, 1);
  return out;
}

function withCard(ids: readonly number[], card: number): number[] {
  const out = ids.slice();
  out.push(card);
  return out;
}

/**
 * A player's zones with one zone replaced. A literal in the order every engine-made PlayerZones
 * has: V8 builds `{ ...p, [zone]: ids }` (spread plus computed key) about 8 times slower.
 */
function withZone(p: PlayerZones, zone: PlayerZoneName, ids: readonly number[]): PlayerZones {
  return {
    buildsite: zone === "buildsite" ? ids : p.buildsite,
    ops: zone === "ops" ? ids : p.ops,
    playground: zone === "playground" ? ids : p.playground,
    wreckage: zone === "wreckage" ? ids : p.wreckage,
  };
}

/**
 * Moves one card, copying only the arrays it touches. Throws if the card is not in `from` (an
 * engine bug: callers check legality first). Written without closures: it runs on every move.
 */
export function moveCard(zones: Zones, card: number, from: ZoneRef, to: ZoneRef): Zones {
  let voidZone = zones.void;
  let common = zones.commonBuildsite;
  let players = zones.players;
  if (from.player === null) {
    if (from.zone === "void") voidZone = without(voidZone, card, from);
    else common = without(common, card, from);
  } else {
    const copy = players.slice();
    const p = copy[from.player] as PlayerZones;
    copy[from.player] = withZone(p, from.zone, without(p[from.zone], card, from));
    players = copy;
  }
  if (to.player === null) {
    if (to.zone === "void") voidZone = withCard(voidZone, card);
    else common = withCard(common, card);
  } else {
    const copy = players === zones.players ? players.slice() : (players as PlayerZones[]);
    const p = copy[to.player] as PlayerZones;
    copy[to.player] = withZone(p, to.zone, withCard(p[to.zone], card));
    players = copy;
  }
  return { void: voidZone, commonBuildsite: common, players };
}

/** Where a card is now; null if it is nowhere (never true for a valid state). */
export function locate(zones: Zones, card: number): ZoneRef | null {
  if (zones.void.includes(card)) return VOID;
  if (zones.commonBuildsite.includes(card)) return COMMON;
  for (let p = 0; p < zones.players.length; p++) {
    const z = zones.players[p] as PlayerZones;
    if (z.ops.includes(card)) return { player: p, zone: "ops" };
    if (z.playground.includes(card)) return { player: p, zone: "playground" };
    if (z.buildsite.includes(card)) return { player: p, zone: "buildsite" };
    if (z.wreckage.includes(card)) return { player: p, zone: "wreckage" };
  }
  return null;
}
