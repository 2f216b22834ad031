/**
 * Greedy-bot eras of the demo pack with 2 players on one thread, played exactly as a simulation
 * worker plays them (`playBatch`: seeded deal, no explanations, the statistics recorder). Issue
 * 11's goal (10,000 greedy eras in under 15 s on 2 cores) needs under about 2.5 ms CPU per era.
 *
 * Each deck is warmed up first (V8 compiles the engine during the first eras of a process), then
 * measured. `ENGINE_BENCH_GAMES` changes the measured count (default 1,000 per deck).
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { decksFromPack } from "../lib/systems/got-cgs/engine/pack";
import { generateDeck } from "../lib/systems/got-cgs/engine/generate-deck";
import type { DeckSpec } from "../lib/systems/got-cgs/engine/setup";
import { playBatch, type GameBatch } from "../lib/systems/got-cgs/engine/simulate-games";
import { parsePackJson } from "../lib/packs/schema";

function decks(): DeckSpec[] {
  const path = join(import.meta.dirname, "..", "seeds", "tidebound.pack.json");
  if (existsSync(path)) {
    const parsed = parsePackJson(readFileSync(path, "utf8"));
    if (parsed.ok) return decksFromPack(parsed.value);
  }
  console.log("(no demo pack: a generated deck of similar size)");
  return [generateDeck(1)];
}

const games = Number(process.env.ENGINE_BENCH_GAMES ?? 1_000);
const warmup = Math.min(300, games);
console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
for (const deck of decks()) {
  const batch: GameBatch = { deck, players: ["Player 1", "Player 2"], bot: "greedy", seed: 1, maxActions: 100_000, start: 0, end: warmup };
  playBatch({ ...batch, seed: "warm-up" });
  // Measured in chunks of 100 eras: the mean is what a simulation gets on this machine now; the
  // fastest chunk is the best guide when other processes share the cores (they only slow it down).
  let cpuMs = 0;
  let ms = 0;
  let best = Infinity;
  let actions = 0;
  for (let start = 0; start < games; start += 100) {
    const end = Math.min(games, start + 100);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const counts = playBatch({ ...batch, start, end });
    const chunkCpu = process.cpuUsage(cpu).user / 1000;
    ms += performance.now() - t;
    cpuMs += chunkCpu;
    best = Math.min(best, chunkCpu / (end - start));
    actions += counts.actions;
  }
  console.log(
    `"${deck.name}", greedy bots, 2 players, one thread: ${Math.round((1000 * games) / ms).toLocaleString("en")} eras/s (${(ms / games).toFixed(2)} ms per era, ${(cpuMs / games).toFixed(2)} ms CPU; fastest 100 eras: ${best.toFixed(2)} ms CPU per era), ${(actions / games).toFixed(0)} actions per era`,
  );
}
console.log(`goal: under 2.5 ms CPU per era (load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}; other processes share the 2 cores)`);
