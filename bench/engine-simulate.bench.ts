/**
 * 10,000 greedy-bot eras of the demo pack on both cores (goal: 30 s), through `simulate` with
 * 2 worker threads, as `cli simulate` runs them. `ENGINE_BENCH_GAMES` changes the count.
 */
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { generateDeck } from "../lib/systems/got-cgs/engine/generate-deck";
import { simulate, type DeckSource } from "../lib/systems/got-cgs/engine/simulate";
import { parsePackJson, type PackDocument } from "../lib/packs/schema";

const games = Number(process.env.ENGINE_BENCH_GAMES ?? 10_000);
const path = join(import.meta.dirname, "..", "seeds", "tidebound.pack.json");
let source: PackDocument | DeckSource = { deck: generateDeck(1) };
if (existsSync(path)) {
  const parsed = parsePackJson(readFileSync(path, "utf8"));
  if (parsed.ok) source = parsed.value;
}
const workers = Math.min(2, availableParallelism());
console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")} on ${availableParallelism()} cores`);
const start = performance.now();
// process.cpuUsage counts every thread of the process, the workers included.
const cpu = process.cpuUsage();
let last = 0;
const report = await simulate(source, {
  games,
  seed: 1,
  players: 2,
  bot: "greedy",
  workers,
  onProgress: ({ done, total }) => {
    if (done - last >= total / 10) {
      last = done;
      process.stdout.write(`  ${done}/${total} after ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
    }
  },
});
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
console.log(`${games.toLocaleString("en")} greedy eras of "${report.era}" on ${workers} workers: ${seconds.toFixed(1)} s (${(games / seconds).toFixed(0)} eras/s), ${report.eras.capped} capped, ${report.eras.actionsPerEra} actions per era`);
console.log(`CPU time: ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / games) * 1000).toFixed(1)} ms per era); on ${workers} otherwise idle cores that is ${(cpuSeconds / workers).toFixed(1)} s`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
console.log("goal: 10,000 greedy eras in 30 s on both cores");
