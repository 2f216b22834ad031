/** Builds small pack documents for deck-lint tests. */
import { parsePack, type PackDocument, type PackDocumentInput } from "@/lib/packs/schema";
import type { DeckExample } from "@/lib/systems/got-cgs/attributes/lint/rule";

/** A valid pack from a deck example (one era named "Era 1"); throws with the issues if invalid. */
export function packFrom(example: DeckExample, era = "Era 1"): PackDocument {
  return makePack({
    format: "greenhouse.pack/1",
    pack: {
      game: "Test",
      name: "Test pack",
      type: "edition",
      aliases: { ...(example.aliases ?? {}) },
      instructions: {
        ...(example.players === undefined ? {} : { players: example.players }),
        ...(example.affiliations === undefined ? {} : { affiliations: [...example.affiliations] }),
      },
    },
    eras: [{ name: era, cards: example.cards.map((c) => ({ format: "silver", ...c })) }],
  });
}

export function makePack(input: PackDocumentInput): PackDocument {
  const parsed = parsePack(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}
