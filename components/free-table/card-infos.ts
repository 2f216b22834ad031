/**
 * What a free-table tile says of each card, from the system's definition: its name, type and the
 * numbers a player decides by (the int fields the deck table shows as columns: costs, powers),
 * and for the zoom every field that has a value.
 */
import type { CardFields, SystemDefinition } from "@/lib/systems/types";
import type { FreeTableState } from "@/lib/free-table";
import type { CardInfo } from "./types";

/** The most numbers a tile shows. */
const FACTS = 5;

export function cardInfo(definition: SystemDefinition, card: { readonly identifier: string; readonly type: string; readonly fields: CardFields }, editHref?: string): CardInfo {
  const name = typeof card.fields.name === "string" && card.fields.name.trim() !== "" ? card.fields.name : card.identifier;
  const type = definition.cardTypes.find((t) => t.key === card.type);
  const keys = type?.fields ?? [];
  const own = definition.fields.filter((f) => keys.includes(f.key));
  const facts = own
    .filter((f) => f.column !== false && f.type.kind === "int" && typeof card.fields[f.key] === "number")
    .slice(0, FACTS)
    .map((f) => `${f.label} ${String(card.fields[f.key])}`);
  const lines = own.flatMap((f) => {
    const v = card.fields[f.key];
    if (f.key === "name" || v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) return [];
    return [`${f.label}: ${Array.isArray(v) ? v.join(", ") : String(v)}`];
  });
  return { name, type: type?.label ?? card.type, facts, lines, ...(editHref === undefined ? {} : { editHref }) };
}

/** A deck of the pack as the page reads it: its name and its cards. */
export interface DeckCards<C> {
  readonly name: string;
  readonly cards: readonly C[];
}

/**
 * True when `decks` hold every deck the game was dealt from (by name) and every card its state
 * shows: the page then reads no other deck of the pack.
 */
export function decksHoldGame(decks: readonly DeckCards<{ readonly identifier: string }>[], game: { readonly eras: readonly string[]; readonly state: FreeTableState }): boolean {
  const names = new Set(decks.map((d) => d.name));
  if (!game.eras.every((name) => names.has(name))) return false;
  const held = new Set(decks.flatMap((d) => d.cards.map((c) => c.identifier)));
  return game.state.zones.every((z) => z.cards.every((c) => c.identifier === undefined || held.has(c.identifier)));
}

/**
 * The infos of the cards a game can show, not the whole pack's (issue 27, "Speed": the page sends
 * them twice, in its HTML and its RSC payload): every card of the decks the game was dealt from
 * (`game.eras`, one deck name per seat, so a card drawn later from a hidden deck is named at once)
 * and any card the state shows. When a dealt deck is no longer the pack's by that name (renamed
 * since), every deck's cards, as before. Each info is the one the whole pack gives: from the first
 * deck holding the identifier, with `editHref`'s link.
 */
export function gameCardInfos<C extends { readonly identifier: string; readonly type: string; readonly fields: CardFields }>(
  definition: SystemDefinition,
  decks: readonly DeckCards<C>[],
  game: { readonly eras: readonly string[]; readonly state: FreeTableState },
  editHref: (card: C) => string | undefined,
): Record<string, CardInfo> {
  const known = new Set(decks.map((d) => d.name));
  const every = game.eras.some((name) => !known.has(name));
  const dealt = new Set(game.eras);
  const wanted = new Set<string>();
  for (const zone of game.state.zones) for (const c of zone.cards) if (c.identifier !== undefined) wanted.add(c.identifier);
  for (const deck of decks) if (every || dealt.has(deck.name)) for (const c of deck.cards) wanted.add(c.identifier);
  const infos: Record<string, CardInfo> = {};
  for (const deck of decks) {
    for (const c of deck.cards) if (wanted.has(c.identifier)) infos[c.identifier] ??= cardInfo(definition, c, editHref(c));
  }
  return infos;
}
