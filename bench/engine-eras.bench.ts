/**
 * Random-bot eras of the demo pack with 2 players on one thread (goal: 1,000 per second), and
 * the cost of an era against a bare shuffle-and-deal of the same deck (goal: at most 30 times).
 * "Shuffle-and-deal" is `newSession`: card instances, the seeded shuffle, the deal and the
 * claims, i.e. everything an era needs before its first turn. Eras run as `simulate` runs them:
 * resolutions without their plain-language explanation.
 *
 * Every deck is warmed up (3,000 eras and deals) before any is measured: V8 needs the first
 * 2,000-3,000 eras of a fresh process to compile the engine (more under load), and with a short
 * warm-up whichever deck came first looked twice as costly as the same deck measured second.
 * That cold start is measured too, once, and printed separately.
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { randomBot } from "../lib/systems/got-cgs/engine/bots/random";
import { generateDeck } from "../lib/systems/got-cgs/engine/generate-deck";
import { sessionFromPack } from "../lib/systems/got-cgs/engine/pack";
import { playOut } from "../lib/systems/got-cgs/engine/runner";
import { newSession, type SessionOptions } from "../lib/systems/got-cgs/engine/setup";
import { parsePackJson } from "../lib/packs/schema";

function sessions(): SessionOptions[] {
  const path = join(import.meta.dirname, "..", "seeds", "tidebound.pack.json");
  if (existsSync(path)) {
    const parsed = parsePackJson(readFileSync(path, "utf8"));
    if (parsed.ok) return parsed.value.eras.map((e) => ({ ...sessionFromPack(parsed.value, { era: e.name, players: 2, seed: 0 }), explain: false }));
  }
  console.log("(no demo pack: a generated deck of similar size)");
  return [{ players: ["A", "B"], eras: [generateDeck(1)], seed: 0, explain: false }];
}

const decks = sessions();
const eras = 3_000;

/** Plays `eras` random-bot eras of a deck; returns wall ms, CPU ms (both per era) and actions. */
function playEras(options: SessionOptions, seedOffset: number): { ms: number; cpuMs: number; actions: number } {
  let actions = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let g = seedOffset; g < seedOffset + eras; g++) {
    const r = playOut(newSession({ ...options, seed: g }), [randomBot(`${g}a`), randomBot(`${g}b`)]);
    actions += r.actions;
  }
  return { ms: (performance.now() - start) / eras, cpuMs: process.cpuUsage(cpu).user / 1000 / eras, actions };
}

// The cold start, once: the first deck's first eras in this process, compilation included.
const cold = decks[0] === undefined ? null : playEras(decks[0], 0);
// Warm up every deck before measuring any.
for (const options of decks) {
  for (let g = 0; g < 3_000; g++) {
    newSession({ ...options, seed: g });
    playOut(newSession({ ...options, seed: g }), [randomBot(`w${g}a`), randomBot(`w${g}b`)]);
  }
}

for (const [index, options] of decks.entries()) {
  const name = options.eras[0]?.name ?? "?";
  const cards = options.eras[0]?.cards.reduce((n, c) => n + c.copies, 0) ?? 0;
  const deals = 20_000;
  const dealCpu = process.cpuUsage();
  const start = performance.now();
  for (let g = 0; g < deals; g++) newSession({ ...options, seed: g });
  const dealMs = (performance.now() - start) / deals;
  const dealCpuMs = process.cpuUsage(dealCpu).user / 1000 / deals;

  const { ms: eraMs, cpuMs, actions } = playEras(options, 0);
  console.log(`"${name}" (${cards} cards), random bots, 2 players, one thread:`);
  console.log(`  ${Math.round(1000 / eraMs).toLocaleString("en")} eras/s (${eraMs.toFixed(3)} ms per era, ${cpuMs.toFixed(3)} ms CPU, ${(actions / eras).toFixed(1)} actions per era)`);
  console.log(
    `  shuffle-and-deal: ${(dealMs * 1000).toFixed(1)} µs (${(dealCpuMs * 1000).toFixed(1)} µs CPU); an era costs ${(eraMs / dealMs).toFixed(1)} times a shuffle-and-deal (${(cpuMs / dealCpuMs).toFixed(1)} in CPU time)`,
  );
  if (index === 0 && cold !== null) {
    console.log(
      `  the first ${eras.toLocaleString("en")} eras of a fresh process (V8 still compiling): ${Math.round(1000 / cold.ms).toLocaleString("en")} eras/s (${cold.ms.toFixed(3)} ms, ${cold.cpuMs.toFixed(3)} ms CPU), ${(cold.ms / dealMs).toFixed(1)} times a warm shuffle-and-deal (${(cold.cpuMs / dealCpuMs).toFixed(1)} in CPU time)`,
    );
  }
}
console.log(`goals: 1,000 eras/s; an era at most 30 times a shuffle-and-deal (load average ${loadavg()[0]?.toFixed(1)}: other processes share the cores)`);
