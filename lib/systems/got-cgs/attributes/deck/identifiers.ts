/**
 * Deck rules about identifiers (CGS-210: an identifier identifies one card; an era deck may hold
 * copies of it) and identification numbers (the number at the end of the identifier: two
 * cards with the same number block each other in play, CGS-314, CGS-315, CGS-324).
 */
import type { Range } from "../ast";
import type { DeckRule } from "../lint/rule";
import type { DeckCard, DeckInput } from "./input";
import { identificationNumber } from "../../pack-document";

function numberRange(identifier: string): Range {
  const match = /(\d+)\s*$/.exec(identifier);
  const start = match === null ? 0 : match.index;
  const end = match === null ? identifier.length : start + (match[1]?.length ?? 0);
  return { start: { offset: start, line: 1, column: start + 1 }, end: { offset: end, line: 1, column: end + 1 } };
}

function wholeRange(identifier: string): Range {
  return { start: { offset: 0, line: 1, column: 1 }, end: { offset: identifier.length, line: 1, column: identifier.length + 1 } };
}

function sameCard(a: DeckCard, b: DeckCard): boolean {
  const x = a.card;
  const y = b.card;
  return x.format === y.format && x.attributes === y.attributes && x.directive === y.directive && x.lore === y.lore && x.image === y.image && x.orientation === y.orientation;
}

const ids = (...lines: string[]) => lines.map((attributes, i) => ({ identifier: `EX-00${i + 1}`, attributes }));

export const duplicateIdentifier: DeckRule<DeckInput> = {
  code: "duplicate-identifier",
  severity: "error",
  layer: "deck",
  summary: "Two different cards with the same identifier: an identifier names one card (its copies are one entry with copies > 1).",
  bad: { cards: [{ identifier: "EX-001", attributes: 'Type "Support"\nSubtype "Starship"' }, { identifier: "EX-001", attributes: 'Type "Support"\nSubtype "Scientists"' }] },
  good: { cards: ids('Type "Support"\nSubtype "Starship"', 'Type "Support"\nSubtype "Scientists"') },
  rules: ["CGS-210"],
  fixable: false,
  check(input, r) {
    const first = new Map<string, DeckCard>();
    for (const era of input.allEras) {
      for (const card of era.cards) {
        const seen = first.get(card.card.identifier);
        if (seen === undefined) {
          first.set(card.card.identifier, card);
          continue;
        }
        if (!input.eras.some((e) => e.name === card.era)) continue;
        const where = seen.era === card.era ? `earlier in era "${seen.era}"` : `in era "${seen.era}"`;
        if (sameCard(seen, card)) {
          if (seen.era === card.era) {
            r.report(
              { era: card.era, identifier: card.card.identifier, field: "identifier", range: wholeRange(card.card.identifier) },
              `${card.card.identifier} is listed twice with the same text ${where}; keep one entry and set its copies instead.`,
            );
          }
          continue;
        }
        r.report(
          { era: card.era, identifier: card.card.identifier, field: "identifier", range: wholeRange(card.card.identifier) },
          `${card.card.identifier} is also the identifier of a different card ${where}; give each card its own identifier.`,
        );
      }
    }
  },
};

export const identifierClash: DeckRule<DeckInput> = {
  code: "identifier-clash",
  severity: "warning",
  layer: "deck",
  summary: "Different cards of one era deck sharing an identification number (the number ending the identifier): a player cannot play one while the other is in play.",
  bad: { cards: [{ identifier: "GEN-007", attributes: 'Type "Support"\nSubtype "Starship"' }, { identifier: "PROMO-007", attributes: 'Type "Support"\nSubtype "Scientists"' }] },
  good: { cards: [{ identifier: "GEN-007", attributes: 'Type "Support"\nSubtype "Starship"' }, { identifier: "PROMO-008", attributes: 'Type "Support"\nSubtype "Scientists"' }] },
  rules: ["CGS-314", "CGS-315", "CGS-324"],
  fixable: false,
  check(input, r) {
    for (const era of input.eras) {
      const byNumber = new Map<number, string>();
      for (const card of era.cards) {
        const n = identificationNumber(card.card.identifier);
        if (n === null) continue;
        const other = byNumber.get(n);
        if (other === undefined) {
          byNumber.set(n, card.card.identifier);
          continue;
        }
        if (other === card.card.identifier) continue; // the same card listed twice: duplicate-identifier's business
        r.report(
          { era: era.name, identifier: card.card.identifier, field: "identifier", range: numberRange(card.card.identifier) },
          `${card.card.identifier} and ${other} share identification number ${n}: a player cannot play one while the other is in his playground (or, for adventures, buildsite). Renumber one unless that is intended.`,
        );
      }
    }
  },
};

export const missingIdentificationNumber: DeckRule<DeckInput> = {
  code: "missing-identification-number",
  severity: "warning",
  layer: "deck",
  summary: "An identifier that does not end with a number: the rules that compare identification numbers cannot apply to the card.",
  bad: { cards: [{ identifier: "Magellan", attributes: 'Type "Support"\nSubtype "Starship"' }] },
  good: { cards: [{ identifier: "GEN-012", attributes: 'Type "Support"\nSubtype "Starship"' }] },
  rules: ["CGS-314", "CGS-315", "CGS-324"],
  fixable: false,
  check(input, r) {
    for (const era of input.eras) {
      for (const card of era.cards) {
        if (identificationNumber(card.card.identifier) !== null) continue;
        r.report(
          { era: era.name, identifier: card.card.identifier, field: "identifier", range: wholeRange(card.card.identifier) },
          `The identifier ${card.card.identifier} does not end with a number; the identification number is the number at its end (e.g. ${card.card.identifier}-001).`,
        );
      }
    }
  },
};

export const IDENTIFIER_RULES = [duplicateIdentifier, identifierClash, missingIdentificationNumber] as const;
