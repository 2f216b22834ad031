/**
 * The GOT CGS pack document as the pure core reads it: a structural, read-only view of what
 * `lib/packs/schema.ts` parses (`PackDocument`, `PackCard`). The core (attributes, engine) takes
 * these types so that it depends on nothing above it; the pack file's zod schema stays in
 * lib/packs, whose parsed values are assignable here (every caller passing a `PackDocument` proves
 * it at typecheck).
 */

export interface GotCgsCard {
  readonly identifier: string;
  readonly format: "silver" | "gold";
  readonly copies: number;
  readonly directive: string;
  /** GOT CGS attribute text (CGS-200..). */
  readonly attributes: string;
  readonly lore: string;
  /** Gold cards only. */
  readonly orientation?: "portrait" | "landscape";
  /** Gold cards only: a path (kept as written) or a data URL. */
  readonly image?: string;
}

export interface GotCgsEra {
  readonly name: string;
  readonly cards: readonly GotCgsCard[];
}

/** The pack's instructions that the core reads (the rulebook's "Card packs" list). */
export interface GotCgsInstructions {
  readonly players?: number;
  readonly affiliations?: readonly string[];
  readonly playerAffiliations?: readonly string[];
}

export interface GotCgsPackDocument {
  readonly pack: {
    readonly name: string;
    /** Alias -> full custom name. */
    readonly aliases: Readonly<Record<string, string>>;
    readonly instructions: GotCgsInstructions;
  };
  readonly eras: readonly GotCgsEra[];
}

/** The identification number of a card: the number at the end of its identifier ("GEN-012" -> 12), or null. */
export function identificationNumber(identifier: string): number | null {
  const match = /(\d+)\s*$/.exec(identifier);
  return match?.[1] === undefined ? null : Number.parseInt(match[1], 10);
}
