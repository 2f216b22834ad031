/**
 * The lint findings of a data-system pack (lib/systems/lint `lintPack`: every card's findings and
 * every deck's rules), each with the deck and card it is about, for the pack page, the deck page
 * and the Problems tab. Read once per request.
 */
import { cache } from "react";
import { lintPack } from "@/lib/systems/lint";
import { definitionForPack, packListsOf } from "@/lib/systems/pack-lists";
import type { SystemDefinition, SystemFinding } from "@/lib/systems/types";
import type { CardDto } from "@/lib/server/types";
import { loadEraCards, loadPack } from "./loaders";

export interface DeckFinding extends SystemFinding {
  readonly deckId: string;
  /** The card to open (the first of that identifier in the deck), or null for a deck rule about the whole deck. */
  readonly cardId: string | null;
}

/** The system card of a stored card. */
export function systemCardOf(card: Pick<CardDto, "identifier" | "copies" | "type" | "fields">) {
  return { identifier: card.identifier, copies: card.copies, type: card.type, fields: card.fields };
}

/** Every finding of the pack, deck by deck in the pack's order. */
export const loadSystemFindings = cache(async (packId: string, definition: SystemDefinition): Promise<DeckFinding[]> => {
  const pack = await loadPack(packId);
  // The pack's own lists (Genesis: its custom abilities) are values of the fields that read them.
  const seen = definitionForPack(definition, packListsOf(pack.instructions));
  const decks = await Promise.all(pack.eras.map(async (era) => ({ era, cards: (await loadEraCards(packId, era.id)).cards })));
  const out: DeckFinding[] = [];
  for (const { era, cards } of decks) {
    const findings = lintPack(seen, [{ name: era.name, cards: cards.map(systemCardOf) }]);
    for (const f of findings) {
      const card = f.identifier === undefined ? undefined : cards.find((c) => c.identifier === f.identifier);
      out.push({ ...f, deckId: era.id, cardId: card?.id ?? null });
    }
  }
  return out;
});

/** Where a finding opens: its card's form, or its deck. */
export function findingHref(packId: string, f: DeckFinding): string {
  return f.cardId === null ? `/packs/${packId}/eras/${f.deckId}` : `/packs/${packId}/eras/${f.deckId}/cards/${f.cardId}`;
}
