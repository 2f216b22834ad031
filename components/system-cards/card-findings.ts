/**
 * The findings the card form shows for one card, live: its card findings (lintCard) and the deck
 * rules' findings that name it (lintDeck over the deck with the card as it is typed). Deck-wide
 * findings (no identifier, "at least 39 cards") belong to the deck page, not to one card.
 * Pure: runs in the browser on every keystroke.
 */
import { lintCard, lintDeck } from "@/lib/systems/lint";
import type { SystemCard, SystemDefinition, SystemFinding } from "@/lib/systems/types";

export function cardFindings(definition: SystemDefinition, deckName: string, card: SystemCard, otherCards: readonly SystemCard[]): SystemFinding[] {
  const own = lintCard(definition, card);
  const deck = lintDeck(definition, deckName, [...otherCards, card]).filter((f) => f.identifier === card.identifier);
  return [...own, ...deck];
}
