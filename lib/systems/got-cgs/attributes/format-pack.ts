/**
 * Formats every card's attribute text in a pack document (what `cli format` prints).
 */
import type { GotCgsPackDocument as PackDocument } from "../pack-document";
import { formatAttributes, type AliasMode } from "./format";

/** A card whose text was kept as written, and why. */
export interface KeptCard {
  readonly era: string;
  readonly identifier: string;
  readonly reason: string;
}

export interface FormatPackResult<D extends PackDocument = PackDocument> {
  /** The caller's document with only card attribute texts replaced. */
  readonly doc: D;
  /** How many cards' attribute texts changed. */
  readonly changed: number;
  /** Cards left as they were (syntax errors): never silently rewritten. */
  readonly kept: readonly KeptCard[];
}

/** The pack with canonical attribute text on every card; other fields untouched. Never throws. */
export function formatPack<D extends PackDocument>(doc: D, options: { aliases?: AliasMode } = {}): FormatPackResult<D> {
  let changed = 0;
  const kept: KeptCard[] = [];
  const eras = doc.eras.map((era) => ({
    ...era,
    cards: era.cards.map((card) => {
      const result = formatAttributes(card.attributes, { aliases: options.aliases, packAliases: doc.pack.aliases });
      if (result.kept !== undefined) kept.push({ era: era.name, identifier: card.identifier, reason: result.kept });
      if (!result.changed) return card;
      changed++;
      return { ...card, attributes: result.text };
    }),
  }));
  // Same shape as `doc`: each card is spread and only its `attributes` string replaced.
  return { doc: { ...doc, eras } as D, changed, kept };
}
