/**
 * How many players may sit at a table of a pack (CGS-180): "The number of players must be at
 * least 2 and at most the number of affiliations", or exactly the pack's `instructions.players`
 * when it says. With several eras the number "must be the same for all the eras of a session",
 * so the fewest affiliations of the chosen era decks bound it.
 */
export interface PlayerRange {
  readonly min: number;
  readonly max: number;
  /** Why the range is what it is, in a sentence. */
  readonly why: string;
}

/** `affiliations`: the number of distinct affiliations of each chosen era deck. Max below min -> min. */
export function playerRange(affiliations: readonly number[], fixed: number | undefined): PlayerRange {
  if (fixed !== undefined) return { min: fixed, max: fixed, why: `The pack's instructions fix ${fixed} players (CGS-180).` };
  const fewest = affiliations.length === 0 ? 2 : Math.min(...affiliations);
  const max = Math.max(2, fewest);
  return {
    min: 2,
    max,
    why: fewest < 2
      ? "At least 2 players (CGS-180); the chosen era decks have fewer than 2 affiliations, so the extra players claim nothing."
      : `At least 2 and at most ${fewest}, the fewest affiliations of the chosen era decks (CGS-180).`,
  };
}
