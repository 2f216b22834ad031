/**
 * The sandbox's set-up: which cards lie where, for 2-4 players, and how it becomes a
 * `greenhouse.scenario/1` document (and back). Pure functions over plain data: the React
 * component keeps one Setup in state and calls these.
 */
import type { ScenarioInput, Scenario } from "@/lib/packs/scenario";
import { SCENARIO_FORMAT } from "@/lib/packs/scenario";
import type { ScenarioCard } from "@/lib/systems/got-cgs/scenario-document";

export const PLAYER_ZONES = ["ops", "playground", "buildsite", "wreckage"] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];

export const DEFAULT_NAMES = ["Alice", "Bob", "Carol", "Dave"] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** One placed card. `key` tells apart two copies of the same card. */
export interface SandboxCard {
  readonly key: string;
  readonly identifier: string;
  readonly attributes: string;
  readonly format?: "silver" | "gold";
}

/** Where a card can lie. `adventure` is the adventure in progress; `last` the era's last adventure. */
export type Slot =
  | { readonly kind: "player"; readonly player: number; readonly zone: PlayerZone }
  | { readonly kind: "common" }
  | { readonly kind: "adventure" }
  | { readonly kind: "last" };

export type PlayerZones = Readonly<Record<PlayerZone, readonly SandboxCard[]>>;

export interface Setup {
  readonly step: "adventure" | "era";
  readonly players: readonly string[];
  /** 0-based; the hero of the adventure in progress. */
  readonly hero: number;
  readonly adventure: SandboxCard | null;
  readonly zones: readonly PlayerZones[];
  readonly common: readonly SandboxCard[];
  /** Era step: the last adventure of the era, its hero and how it ended. */
  readonly last: SandboxCard | null;
  readonly lastHero: number;
  readonly lastWinner: number | null;
  readonly eraDeckHasDoomsdayOrEpic: boolean;
  /** Aliases of an imported scenario (the pack's own are added when resolving). */
  readonly aliases: Readonly<Record<string, string>>;
  /** Makes card keys unique. */
  readonly nextKey: number;
}

const emptyZones = (): PlayerZones => ({ ops: [], playground: [], buildsite: [], wreckage: [] });

export function emptySetup(players = MIN_PLAYERS): Setup {
  return {
    step: "adventure",
    players: DEFAULT_NAMES.slice(0, players),
    hero: 0,
    adventure: null,
    zones: Array.from({ length: players }, emptyZones),
    common: [],
    last: null,
    lastHero: 0,
    lastWinner: null,
    eraDeckHasDoomsdayOrEpic: false,
    aliases: {},
    nextKey: 1,
  };
}

/**
 * The scenario's key of a slot (`Alice.playground`, `commonBuildsite`, `adventure`,
 * `lastAdventure`): the words the scenario format and the engine's resolver use. For
 * `data-zone` and for reading the resolver's answers, never for the designer's eye.
 */
export function slotKey(setup: Setup, slot: Slot): string {
  switch (slot.kind) {
    case "player":
      return `${playerName(setup, slot.player)}.${slot.zone}`;
    case "common":
      return "commonBuildsite";
    case "adventure":
      return "adventure";
    case "last":
      return "lastAdventure";
  }
}

function playerName(setup: Setup, player: number): string {
  return setup.players[player] ?? `Player ${player + 1}`;
}

/** A slot in words (issue 27: the sandbox showed its keys): "Alice's playground", "common buildsite", "adventure", "last adventure". */
export function slotLabel(setup: Setup, slot: Slot): string {
  switch (slot.kind) {
    case "player":
      return `${playerName(setup, slot.player)}'s ${slot.zone}`;
    case "common":
      return "common buildsite";
    case "adventure":
      return "adventure";
    case "last":
      return "last adventure";
  }
}

/** Every slot of a set-up, each with its key and its words. */
export function slotNames(setup: Setup): { readonly key: string; readonly words: string }[] {
  const slots: Slot[] = [{ kind: "adventure" }, { kind: "last" }, { kind: "common" }, ...setup.players.flatMap((_, player) => PLAYER_ZONES.map((zone): Slot => ({ kind: "player", player, zone })))];
  return slots.map((slot) => ({ key: slotKey(setup, slot), words: slotLabel(setup, slot) }));
}

/**
 * A text of the scenario resolver with its zone keys in words: `Alice.playground` -> "Alice's
 * playground", `commonBuildsite` -> "common buildsite". Only whole keys of this set-up are
 * replaced (a key is bounded by the start, the end, a space or a bracket), so an identifier or a
 * word that contains one is left alone.
 */
export function inWords(setup: Setup, text: string): string {
  let out = text;
  for (const { key, words } of slotNames(setup).sort((a, b) => b.key.length - a.key.length)) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(^|[\\s(\\[])${escaped}(?=$|[\\s):,.\\]])`, "g"), `$1${words}`);
  }
  return out;
}

/** Where the card with `key` lies, or null. */
export function findCard(setup: Setup, key: string): { slot: Slot; card: SandboxCard } | null {
  if (setup.adventure?.key === key) return { slot: { kind: "adventure" }, card: setup.adventure };
  if (setup.last?.key === key) return { slot: { kind: "last" }, card: setup.last };
  const c = setup.common.find((x) => x.key === key);
  if (c) return { slot: { kind: "common" }, card: c };
  for (let p = 0; p < setup.zones.length; p++) {
    for (const zone of PLAYER_ZONES) {
      const card = setup.zones[p]?.[zone].find((x) => x.key === key);
      if (card) return { slot: { kind: "player", player: p, zone }, card };
    }
  }
  return null;
}

/** The set-up without the card `key` (unchanged when it is not there). */
export function removeCard(setup: Setup, key: string): Setup {
  return {
    ...setup,
    adventure: setup.adventure?.key === key ? null : setup.adventure,
    last: setup.last?.key === key ? null : setup.last,
    common: setup.common.filter((c) => c.key !== key),
    zones: setup.zones.map((z) => ({
      ops: z.ops.filter((c) => c.key !== key),
      playground: z.playground.filter((c) => c.key !== key),
      buildsite: z.buildsite.filter((c) => c.key !== key),
      wreckage: z.wreckage.filter((c) => c.key !== key),
    })),
  };
}

/** Puts an already keyed card at the end of `slot`; a single-card slot gives its old card up (removed). */
function put(setup: Setup, slot: Slot, card: SandboxCard): Setup {
  switch (slot.kind) {
    case "adventure":
      return { ...setup, adventure: card };
    case "last":
      return { ...setup, last: card };
    case "common":
      return { ...setup, common: [...setup.common, card] };
    case "player":
      return {
        ...setup,
        zones: setup.zones.map((z, p) => (p === slot.player ? { ...z, [slot.zone]: [...z[slot.zone], card] } : z)),
      };
  }
}

/** Adds a card of the pack (a new copy) to `slot`. */
export function addCard(setup: Setup, slot: Slot, card: Omit<SandboxCard, "key">): Setup {
  const keyed: SandboxCard = { ...card, key: `c${setup.nextKey}` };
  return put({ ...setup, nextKey: setup.nextKey + 1 }, slot, keyed);
}

/** Moves the placed card `key` to the end of `slot` (unchanged when it is not placed). */
export function moveCard(setup: Setup, key: string, slot: Slot): Setup {
  const found = findCard(setup, key);
  if (!found) return setup;
  return put(removeCard(setup, key), slot, found.card);
}

/**
 * Sets the number of players (2-4). Dropped players' cards are removed; the hero and the last
 * adventure's hero and winner fall back to the first player when they were dropped.
 */
export function setPlayerCount(setup: Setup, count: number): Setup {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, Math.trunc(count)));
  const players = Array.from({ length: n }, (_, i) => setup.players[i] ?? uniqueName(setup.players.slice(0, i), i));
  const zones = Array.from({ length: n }, (_, i) => setup.zones[i] ?? emptyZones());
  const keep = (p: number) => (p < n ? p : 0);
  return {
    ...setup,
    players,
    zones,
    hero: keep(setup.hero),
    lastHero: keep(setup.lastHero),
    lastWinner: setup.lastWinner === null ? null : setup.lastWinner < n ? setup.lastWinner : null,
  };
}

function uniqueName(taken: readonly string[], i: number): string {
  const preferred = DEFAULT_NAMES[i] ?? `Player${i + 1}`;
  if (!taken.includes(preferred)) return preferred;
  let k = i + 1;
  while (taken.includes(`Player${k}`)) k++;
  return `Player${k}`;
}

const plain = (c: SandboxCard): ScenarioCard => ({ identifier: c.identifier, attributes: c.attributes, ...(c.format ? { format: c.format } : {}) });

/**
 * The set-up as a `greenhouse.scenario/1` document; `packAliases` are the pack's own aliases
 * (an imported scenario's aliases win). An adventure set-up without its adventure card gives a
 * document the schema refuses at `adventure`; the caller says what to do instead.
 */
export function toScenario(setup: Setup, packAliases: Readonly<Record<string, string>> = {}): ScenarioInput {
  const aliases = { ...packAliases, ...setup.aliases };
  const zones: Record<string, Record<PlayerZone, ScenarioCard[]>> = {};
  setup.players.forEach((name, p) => {
    const z = setup.zones[p] ?? emptyZones();
    zones[name] = { playground: z.playground.map(plain), buildsite: z.buildsite.map(plain), wreckage: z.wreckage.map(plain), ops: z.ops.map(plain) };
  });
  const base = {
    format: SCENARIO_FORMAT as typeof SCENARIO_FORMAT,
    players: [...setup.players],
    zones,
    commonBuildsite: setup.common.map(plain),
    ...(Object.keys(aliases).length > 0 ? { aliases } : {}),
  };
  if (setup.step === "adventure") {
    return { ...base, step: "adventure", hero: setup.players[setup.hero] ?? (setup.players[0] as string), ...(setup.adventure ? { adventure: plain(setup.adventure) } : {}) };
  }
  const name = (p: number | null) => (p === null ? null : (setup.players[p] ?? null));
  return {
    ...base,
    step: "era",
    eraDeckHasDoomsdayOrEpic: setup.eraDeckHasDoomsdayOrEpic,
    ...(setup.last
      ? { lastAdventure: { card: plain(setup.last), hero: name(setup.lastHero) ?? (setup.players[0] as string), won: setup.lastWinner !== null, winner: name(setup.lastWinner) } }
      : {}),
  };
}

/** A validated scenario as a set-up (cards keyed afresh). `packAliases` are not copied into it. */
export function fromScenario(doc: Scenario, packAliases: Readonly<Record<string, string>> = {}): Setup {
  let next = 1;
  const keyed = (c: ScenarioCard): SandboxCard => ({ key: `c${next++}`, identifier: c.identifier, attributes: c.attributes, ...(c.format ? { format: c.format } : {}) });
  const zones = doc.players.map((name) => {
    const z = doc.zones[name];
    return {
      ops: (z?.ops ?? []).map(keyed),
      playground: (z?.playground ?? []).map(keyed),
      buildsite: (z?.buildsite ?? []).map(keyed),
      wreckage: (z?.wreckage ?? []).map(keyed),
    };
  });
  const index = (name: string | null | undefined) => (name === null || name === undefined ? -1 : doc.players.indexOf(name));
  const aliases: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.aliases ?? {})) if (packAliases[k] !== v) aliases[k] = v;
  const last = doc.lastAdventure;
  return {
    step: doc.step,
    players: [...doc.players],
    hero: Math.max(0, index(doc.hero)),
    adventure: doc.adventure ? keyed(doc.adventure) : null,
    zones,
    common: doc.commonBuildsite.map(keyed),
    last: last ? keyed(last.card) : null,
    lastHero: Math.max(0, index(last?.hero)),
    lastWinner: last?.won && index(last.winner) >= 0 ? index(last.winner) : null,
    eraDeckHasDoomsdayOrEpic: doc.eraDeckHasDoomsdayOrEpic ?? false,
    aliases,
    nextKey: next,
  };
}

/** How many cards the set-up holds. */
export function cardCount(setup: Setup): number {
  let n = setup.common.length + (setup.adventure ? 1 : 0) + (setup.last ? 1 : 0);
  for (const z of setup.zones) for (const zone of PLAYER_ZONES) n += z[zone].length;
  return n;
}
