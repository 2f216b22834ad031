/**
 * Plays many seeded Genesis games bot against bot and checks the invariants after every action:
 * every card in exactly one zone, nothing created or lost, every game ends. Prints the numbers.
 *   npx tsx scripts/genesis-simulate.ts [games=10000] [bots=random,random]
 */
import { testPack } from "../tests/systems/got-genesis/engine/fixtures";
import { playGames } from "../lib/systems/got-genesis/engine/simulate";

const games = Number(process.argv[2] ?? 10000);
const bots = (process.argv[3] ?? "random,random").split(",") as [string, string];
const started = performance.now();
const report = playGames(testPack(), { games, bots, seed: "invariants", check: true });
const ms = performance.now() - started;
console.log(JSON.stringify({ ...report, ms: Math.round(ms) }, null, 1));
if (report.broken.length > 0) process.exitCode = 1;
