/**
 * Whether the cards in a scenario's playgrounds could have been played in SOME order. A scenario
 * shows where the cards lie, not when they were played, and players may pass, so any
 * interleaving of the plays is a game the rules could produce. The answer must not depend on
 * the order in which the scenario lists players or cards (a StockHolding card a competitor
 * played before the hero's, CGS-504, is the classic case).
 *
 * A depth-first search over the plays, trying the listed order first (so a scenario listed in a
 * playable order costs one check per card), remembering the sets of played cards from which no
 * order finishes: the checks read which cards are in the playgrounds, not the order they came
 * in, so a set that failed once fails again. A search budget bounds pathological scenarios.
 */
import type { Rejection } from "./rules";

export interface PendingPlay {
  readonly player: number;
  readonly card: number;
}

export type PlayOrder =
  | { readonly ok: true; readonly order: readonly PendingPlay[] }
  | {
      readonly ok: false;
      /** The longest sequence of legal plays found. */
      readonly played: readonly PendingPlay[];
      /**
       * Every card left after it, with why: the reason it is refused on a table with none of the
       * other plays, or else why it could not come after `played` (null: the budget ran out first).
       */
      readonly refused: readonly { readonly play: PendingPlay; readonly rejection: Rejection | null }[];
    };

/**
 * Finds an order of `pending` in which every play passes `check(played, next)` (null: legal),
 * `played` being the plays before `next`. Never throws (unless `check` does). At most `budget`
 * checks; when it runs out, the answer is "no order found" with null rejections for the cards
 * the search could not decide.
 */
export function findPlayOrder(
  pending: readonly PendingPlay[],
  check: (played: readonly PendingPlay[], next: PendingPlay) => Rejection | null,
  budget = 20_000,
): PlayOrder {
  const n = pending.length;
  const used = new Array<boolean>(n).fill(false);
  const seq: number[] = [];
  const dead = new Set<string>();
  let best: number[] = [];
  let checks = 0;
  const plays = (idx: readonly number[]): PendingPlay[] => idx.map((i) => pending[i] as PendingPlay);

  const search = (): boolean => {
    if (seq.length === n) return true;
    const key = used.map((u) => (u ? "1" : "0")).join("");
    if (dead.has(key)) return false;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      if (checks >= budget) return false;
      checks++;
      if (check(plays(seq), pending[i] as PendingPlay) !== null) continue;
      used[i] = true;
      seq.push(i);
      if (seq.length > best.length) best = [...seq];
      if (search()) return true;
      used[i] = false;
      seq.pop();
    }
    if (checks < budget) dead.add(key);
    return false;
  };

  if (search()) return { ok: true, order: plays(seq) };
  const played = plays(best);
  const inBest = new Set(best);
  // A card refused even on an empty table is refused in every order: that reason says most.
  const refused = pending
    .filter((_, i) => !inBest.has(i))
    .map((play) => ({ play, rejection: check([], play) ?? check(played, play) }));
  return { ok: false, played, refused };
}
