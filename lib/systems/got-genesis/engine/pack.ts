/**
 * The pack document as the Genesis engine reads it: only what play needs. lib/systems must not
 * import lib/packs (ESLint boundary), so this is the engine's own minimal shape of a Genesis pack
 * file (`"decks"` of cards with `identifier`, `copies` and `fields`).
 */
import { EngineSetupError } from "../../engine";
import type { GenesisCard } from "./types";

export interface GenesisPackCard {
  readonly identifier: string;
  readonly copies?: number;
  readonly fields?: Readonly<Record<string, unknown>>;
}

export interface GenesisPackDocument {
  readonly system?: string;
  /** The pack's own abilities, each "Name" or "Name: effect" (./custom.ts). */
  readonly pack?: { readonly customAbilities?: readonly string[] };
  readonly decks?: readonly { readonly name: string; readonly cards: readonly GenesisPackCard[] }[];
  /** Cards each player may recruit at the beginning (GEN-278); default 0. */
  readonly recruits?: number;
  /**
   * The advanced rules of the experience (GEN-290, GEN-308, GEN-316: "Only the advanced players
   * should use the rules related to experience"); absent: on (games dealt before the option).
   */
  readonly advanced?: boolean;
}

function text(v: unknown): string {
  return typeof v === "string" ? v.trim() : "";
}

/** "UPA" is another spelling of Earthlings (GEN-81). */
function faction(v: unknown): string {
  const f = text(v);
  return f.toUpperCase() === "UPA" ? "Earthlings" : f;
}

/**
 * The card instances of the chosen decks (null: every deck), in pack order. Throws
 * EngineSetupError (path "decks") for an unknown deck name or a pack without cards.
 */
export function readCards(document: GenesisPackDocument, decks: readonly string[] | null): GenesisCard[] {
  const all = document.decks ?? [];
  const chosen = decks === null ? all : decks.map((name) => {
    const deck = all.find((d) => d.name === name);
    if (!deck) throw new EngineSetupError(`The pack has no deck named "${name}".`, "decks");
    return deck;
  });
  const out: GenesisCard[] = [];
  for (const deck of chosen) {
    for (const card of deck.cards) {
      const f = card.fields ?? {};
      const copies = Math.max(0, Math.min(50, Math.trunc(card.copies ?? 1)));
      const sway = typeof f.sway === "number" && Number.isFinite(f.sway) ? Math.trunc(f.sway) : 0;
      for (let i = 0; i < copies; i++) {
        out.push({
          id: copies === 1 ? card.identifier : `${card.identifier}#${i + 1}`,
          identifier: card.identifier,
          name: text(f.name) || card.identifier,
          faction: faction(f.faction),
          ability: text(f.ability),
          sway,
          custom: f.custom === true,
          recruitable: text(f.recruitable),
          lore: text(f.lore),
        });
      }
    }
  }
  return dedupeIds(out);
}

/** Ids stay unique even when a pack repeats an identifier across decks. */
function dedupeIds(cards: GenesisCard[]): GenesisCard[] {
  const used = new Set<string>();
  return cards.map((c) => {
    let id = c.id;
    for (let n = 2; used.has(id); n++) id = `${c.identifier}#${n}`;
    used.add(id);
    return id === c.id ? c : { ...c, id };
  });
}

/** The factions of the cards in pack order of first appearance (GEN-236). */
export function factionsOf(cards: readonly GenesisCard[]): string[] {
  const out: string[] = [];
  for (const c of cards) if (c.faction !== "" && !out.includes(c.faction)) out.push(c.faction);
  return out;
}
