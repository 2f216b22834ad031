/**
 * The identifier field's own problem, live as the designer types: another card of the pack with
 * the same identifier (CGS-210: an identifier names one card; its copies are one entry). The
 * pack's lint reports it too (`duplicate-identifier`), but only on the later card and as of the
 * last page load; here both cards say it, at the field, while typing.
 */
import type { PackDocument } from "@/lib/packs/schema";

export interface IdentifierTwin {
  /** The other card's era deck. */
  readonly era: string;
  /** Its 1-based place in that era deck. */
  readonly position: number;
}

/**
 * The first other card of `doc` whose identifier equals `identifier` (both trimmed), or null.
 * `era` and `index` (0-based) locate the card being edited, which never matches itself. An empty
 * identifier matches nothing (that is a different problem).
 */
export function identifierTwin(doc: PackDocument, era: string, index: number, identifier: string): IdentifierTwin | null {
  const wanted = identifier.trim();
  if (wanted === "") return null;
  for (const deck of doc.eras) {
    for (const [i, card] of deck.cards.entries()) {
      if (deck.name === era && i === index) continue;
      if (card.identifier.trim() === wanted) return { era: deck.name, position: i + 1 };
    }
  }
  return null;
}

/** The message under the Identifier field for a twin, or null. */
export function identifierProblem(identifier: string, twin: IdentifierTwin | null, ownEra: string): string | null {
  if (twin === null) return null;
  const where = twin.era === ownEra ? `card ${twin.position} of this era deck` : `card ${twin.position} of era "${twin.era}"`;
  return `${identifier.trim()} is also the identifier of ${where}; give each card its own identifier (copies of one card are one card with Copies above 1).`;
}
