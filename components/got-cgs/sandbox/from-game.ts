/**
 * "Take a moment of a game": the sandbox set-up of a game's state (GET /api/games/{id}?at=n).
 * The state holds the cards' meaning but not their text, so each card's attribute text comes
 * from the pack by identifier; a card the pack no longer has is left out and named.
 */
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { PLAYER_ZONES, type SandboxCard, type Setup } from "./setup";

export interface FromGame {
  readonly setup: Setup;
  /** Identifiers of the cards left out because the pack no longer has them. */
  readonly missing: readonly string[];
}

type GameView = Pick<GameState, "players" | "cards" | "zones" | "adventure" | "lastAdventure" | "eras" | "era">;

/**
 * The set-up of `state`: while an adventure runs, its end of adventure (the adventure card out of
 * the hero's playground into the adventure slot); otherwise the end of the era, with the era's
 * last adventure. `texts` maps identifiers to the pack's attribute text.
 */
export function setupFromGame(state: GameView, texts: ReadonlyMap<string, { readonly attributes: string }>): FromGame {
  let next = 1;
  const missing: string[] = [];
  const card = (id: number): SandboxCard | null => {
    const def = state.cards[id]?.def;
    if (!def) return null;
    const text = texts.get(def.identifier);
    if (!text) {
      missing.push(def.identifier);
      return null;
    }
    return { key: `c${next++}`, identifier: def.identifier, attributes: text.attributes, format: def.format };
  };
  const cards = (ids: readonly number[]) => ids.flatMap((id) => card(id) ?? []);
  const adventure = state.adventure;
  const zones = state.zones.players.map((z) => {
    const out = {} as Record<(typeof PLAYER_ZONES)[number], SandboxCard[]>;
    for (const zone of PLAYER_ZONES) out[zone] = cards(zone === "playground" && adventure ? z.playground.filter((id) => id !== adventure.card) : z[zone]);
    return out;
  });
  const adventureCard = adventure ? card(adventure.card) : null;
  const last = state.lastAdventure;
  const lastCard = !adventure && last ? card(last.card) : null;
  const setup: Setup = {
    step: adventure ? "adventure" : "era",
    players: [...state.players],
    hero: adventure?.hero ?? 0,
    adventure: adventureCard,
    zones,
    common: cards(state.zones.commonBuildsite),
    last: lastCard,
    lastHero: last?.hero ?? 0,
    lastWinner: last?.outcome === "won" ? last.winner : null,
    eraDeckHasDoomsdayOrEpic: state.eras[state.era]?.hasDoomsdayOrEpic ?? false,
    aliases: {},
    nextKey: next,
  };
  return { setup, missing: [...new Set(missing)] };
}
