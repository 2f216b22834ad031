/**
 * The deck check every data system has besides its rules: an identifier names one entry of a
 * deck. Two entries with the same identifier (a Duplicate not renamed yet, a copy into the same
 * deck, a CSV row twice) are one card listed twice or two cards sharing a name; findings, print
 * files and exports tell them apart by identifier, so both are told (GOT CGS's own lint has the
 * same check over the whole pack, CGS-210: its pack-findings hook says so and this one is not run).
 */
import type { SystemCard, SystemFinding } from "../types";

export const IDENTIFIER_TWICE = "identifier-twice";

/** One finding per entry after the first with the same identifier, at `$identifier`, naming the deck. */
export function checkIdentifiers(deck: string, cards: readonly SystemCard[]): SystemFinding[] {
  const seen = new Map<string, number>();
  for (const card of cards) seen.set(card.identifier, (seen.get(card.identifier) ?? 0) + 1);
  const out: SystemFinding[] = [];
  for (const [identifier, entries] of seen) {
    if (entries < 2) continue;
    const message = `${identifier} is listed ${entries === 2 ? "twice" : `${entries} times`} in this deck: keep one entry and set its copies, or give each card its own identifier.`;
    for (let i = 1; i < entries; i++) out.push({ code: IDENTIFIER_TWICE, severity: "error", message, identifier, field: "$identifier", deck });
  }
  return out;
}
