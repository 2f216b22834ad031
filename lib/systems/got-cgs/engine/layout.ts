/**
 * A game state laid out by hand: given cards in given zones, mid-era, at a given turn. The
 * scenario resolver (the sandbox and `cli resolve`) builds its states this way, and so do the
 * rule tests, which is why both run the very code the reducer runs.
 */
import type { CardModel } from "../attributes/model";
import { cardDef, type CardInstance } from "./cards";
import { seedRng } from "./rng";
import type { AdventureRecord, GameState, PlayerZones } from "./state";

export interface LayoutCard {
  readonly identifier: string;
  readonly format?: "silver" | "gold";
  readonly model: CardModel;
}

export interface Layout {
  readonly players: readonly string[];
  /** One entry per card instance; zones refer to cards by index into this list. */
  readonly cards: readonly LayoutCard[];
  readonly zones: {
    readonly players: readonly Partial<Record<keyof PlayerZones, readonly number[]>>[];
    readonly commonBuildsite?: readonly number[];
  };
  /** Who turns (default 0). */
  readonly turn?: number;
  /** The adventure in progress: its card must be in the hero's playground. */
  readonly adventure?: { readonly card: number; readonly hero: number } | null;
  readonly lastAdventure?: AdventureRecord | null;
  readonly eraName?: string;
  /** Override: does the era deck hold a Doomsday or Epic adventure (default: computed from the cards). */
  readonly deckHasDoomsdayOrEpic?: boolean;
  readonly seed?: number | string;
}

/**
 * Builds the state. Cards not placed in any zone go to the void. Throws a RangeError when an
 * index is out of range or a card is placed twice (a caller bug, not a player's mistake).
 */
export function stateFromLayout(layout: Layout): GameState {
  const n = layout.players.length;
  const cards: CardInstance[] = layout.cards.map((c, id) => ({ id, def: cardDef(c.identifier, c.format ?? "silver", c.model), era: 0 }));
  const placed = new Set<number>();
  const place = (ids: readonly number[] | undefined): number[] => {
    for (const id of ids ?? []) {
      if (!Number.isInteger(id) || id < 0 || id >= cards.length) throw new RangeError(`layout: no card ${id}`);
      if (placed.has(id)) throw new RangeError(`layout: card ${id} is placed twice`);
      placed.add(id);
    }
    return [...(ids ?? [])];
  };
  const players: PlayerZones[] = Array.from({ length: n }, (_, p) => {
    const z = layout.zones.players[p] ?? {};
    return { buildsite: place(z.buildsite), ops: place(z.ops), playground: place(z.playground), wreckage: place(z.wreckage) };
  });
  const commonBuildsite = place(layout.zones.commonBuildsite);
  const adventure = layout.adventure ?? null;
  const turn = layout.turn ?? 0;
  const affiliations: string[] = [];
  for (const c of cards) if (c.def.affiliation !== null && !affiliations.includes(c.def.affiliation)) affiliations.push(c.def.affiliation);
  const playerTurns = new Array<number>(n).fill(1);
  return {
    version: 1,
    cards,
    players: [...layout.players],
    eras: [
      {
        name: layout.eraName ?? "Scenario",
        cards: cards.map((c) => c.id),
        affiliations,
        hasDoomsdayOrEpic:
          layout.deckHasDoomsdayOrEpic ?? cards.some((c) => c.def.isAdventure && (c.def.roleplay === "Doomsday" || c.def.roleplay === "Epic")),
      },
    ],
    era: 0,
    phase: "play",
    rng: seedRng(layout.seed ?? 0),
    zones: { void: cards.map((c) => c.id).filter((id) => !placed.has(id)), commonBuildsite, players },
    fixedAffiliations: null,
    affiliations: new Array<string | null>(n).fill(null),
    chosen: new Array<boolean>(n).fill(true),
    turn,
    turnNo: 1,
    playerTurns,
    step: 0,
    playedThisTurn: null,
    lastPlayed: new Array(n).fill(null),
    adventure: adventure === null ? null : { card: adventure.card, hero: adventure.hero, number: 1, blocked: [], immunities: [] },
    adventures: adventure === null ? 0 : 1,
    request: null,
    trade: null,
    special: null,
    effects: [],
    quietTurns: 0,
    lastAdventure: layout.lastAdventure ?? null,
    lastResolution: null,
    eraResults: [],
    sessionWinners: null,
    explain: true,
  };
}
