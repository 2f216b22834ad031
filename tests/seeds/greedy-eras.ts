/**
 * Eras of a pack played by the engine's greedy bots, tallied by affiliation: who wins the era,
 * and how often each adventure is played and won. The balance measure of the demo pack.
 */
import { greedyBot } from "@/lib/systems/got-cgs/engine/bots/greedy";
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { playOut } from "@/lib/systems/got-cgs/engine/runner";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { PackDocument } from "@/lib/packs/schema";

export interface GreedyEraStats {
  readonly eras: number;
  /** Games stopped by the engine's action cap (a stuck game). */
  readonly capped: number;
  /** Era winners by affiliation ("none" when nobody won, "A+B" for a tie). */
  readonly winners: Readonly<Record<string, number>>;
  /** Eras won alone by the player who had the first turn, and by the other. */
  readonly bySeat: { readonly first: number; readonly second: number };
  /** How eras ended (the engine's era rule) -> count. */
  readonly rules: Readonly<Record<string, number>>;
  /** Adventure identifier -> times played and won. */
  readonly adventures: Readonly<Record<string, { played: number; won: number }>>;
}

/**
 * Plays `eras` eras of one era deck with 2 greedy players; seeded and repeatable. The first
 * player always starts, and the pack's two affiliations swap seats every game, so a first-turn
 * advantage does not pass for an affiliation's (the bots would otherwise pick the same one
 * first every time).
 */
export function greedyEras(doc: PackDocument, era: string, eras: number, seed = "tidebound"): GreedyEraStats {
  const affiliations = doc.pack.instructions.affiliations ?? [];
  if (affiliations.length !== 2) throw new Error("greedyEras needs a pack with exactly 2 affiliations");
  const [one, two] = affiliations as [string, string];
  const deck = decksFromPack(doc, era)[0];
  if (deck === undefined) throw new Error(`no era named "${era}"`);
  const winners: Record<string, number> = {};
  const rules: Record<string, number> = {};
  const adventures: Record<string, { played: number; won: number }> = {};
  for (const c of deck.cards) if (c.model.type === "Adventure") adventures[c.identifier] = { played: 0, won: 0 };
  let capped = 0;
  const bySeat = { first: 0, second: 0 };
  for (let g = 0; g < eras; g++) {
    const state = newSession({
      players: ["A", "B"],
      eras: [deck],
      seed: `${seed}/${g}`,
      firstPlayer: 0,
      playerAffiliations: g % 2 === 0 ? [one, two] : [two, one],
    });
    const result = playOut(state, [greedyBot(`${seed}/${g}/a`), greedyBot(`${seed}/${g}/b`)], {
      maxActions: 20_000,
      untilEraEnds: 0,
      onAction: (_action, events, s) => {
        for (const e of events) {
          if (e.type === "adventureEnded") {
            const entry = adventures[s.cards[e.card]!.def.identifier];
            if (entry === undefined) continue;
            entry.played++;
            if (e.resolution.outcome === "won") entry.won++;
          } else if (e.type === "eraEnded") {
            const key = e.resolution.winners.map((w) => s.affiliations[w] ?? "?").join("+") || "none";
            winners[key] = (winners[key] ?? 0) + 1;
            rules[e.resolution.rule] = (rules[e.resolution.rule] ?? 0) + 1;
            if (e.resolution.winners.length === 1) bySeat[e.resolution.winners[0] === 0 ? "first" : "second"]++;
          }
        }
      },
    });
    if (result.capped) capped++;
  }
  return { eras, capped, winners, bySeat, rules, adventures };
}
