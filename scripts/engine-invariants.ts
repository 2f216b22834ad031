/**
 * `npx tsx scripts/engine-invariants.ts [games] [first-seed]`: the invariant fuzzing of the slow
 * tier as a script, printing its progress and totals (default 10,000 games).
 */
import { fuzzGame, type FuzzStats } from "../tests/systems/got-cgs/engine/fuzz";

const games = Number(process.argv[2] ?? 10_000);
const first = Number(process.argv[3] ?? 1_000_000);
const stats: FuzzStats = { games: 0, actions: 0, listedChecked: 0, junkRejected: 0, junkAccepted: 0, eras: 0 };
const start = performance.now();
for (let g = first; g < first + games; g++) {
  fuzzGame(g, stats, 8);
  if ((g - first + 1) % 1000 === 0) console.log(`${g - first + 1} games, ${((performance.now() - start) / 1000).toFixed(0)} s`);
}
console.log(
  `${stats.games} games (${stats.eras} eras, ${stats.actions} actions) kept every invariant; ${stats.listedChecked} listed actions applied; ${stats.junkRejected} junk actions refused and never listed; ${stats.junkAccepted} legal random actions all listed; ${((performance.now() - start) / 1000).toFixed(0)} s`,
);
