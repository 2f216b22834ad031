/**
 * Random-bot eras of the demo pack with 2 players on one thread (goal: 1,000 per second), and
 * the cost of an era against a bare shuffle-and-deal of the same deck (goal: at most 30 times).
 * "Shuffle-and-deal" is `newSession`: card instances, the seeded shuffle, the deal and the
 * claims, i.e. everything an era needs before its first turn. Eras run as `simulate` runs them:
 * resolutions without their plain-language explanation.
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { randomBot } from "../lib/engine/bots/random";
import { generateDeck } from "../lib/engine/generate-deck";
import { sessionFromPack } from "../lib/engine/pack";
import { playOut } from "../lib/engine/runner";
import { newSession, type SessionOptions } from "../lib/engine/setup";
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

for (const options of sessions()) {
  const name = options.eras[0]?.name ?? "?";
  const cards = options.eras[0]?.cards.reduce((n, c) => n + c.copies, 0) ?? 0;
  // Warm up both paths.
  for (let g = 0; g < 300; g++) {
    newSession({ ...options, seed: g });
    playOut(newSession({ ...options, seed: g }), [randomBot(`w${g}a`), randomBot(`w${g}b`)]);
  }
  const deals = 20_000;
  const dealCpu = process.cpuUsage();
  let start = performance.now();
  for (let g = 0; g < deals; g++) newSession({ ...options, seed: g });
  const dealMs = (performance.now() - start) / deals;
  const dealCpuMs = process.cpuUsage(dealCpu).user / 1000 / deals;

  const eras = 3_000;
  let actions = 0;
  const cpu = process.cpuUsage();
  start = performance.now();
  for (let g = 0; g < eras; g++) {
    const r = playOut(newSession({ ...options, seed: g }), [randomBot(`${g}a`), randomBot(`${g}b`)]);
    actions += r.actions;
  }
  const eraMs = (performance.now() - start) / eras;
  const cpuMs = process.cpuUsage(cpu).user / 1000 / eras;
  console.log(`"${name}" (${cards} cards), random bots, 2 players, one thread:`);
  console.log(`  ${Math.round(1000 / eraMs).toLocaleString("en")} eras/s (${eraMs.toFixed(3)} ms per era, ${cpuMs.toFixed(3)} ms CPU, ${(actions / eras).toFixed(1)} actions per era)`);
  console.log(
    `  shuffle-and-deal: ${(dealMs * 1000).toFixed(1)} µs (${(dealCpuMs * 1000).toFixed(1)} µs CPU); an era costs ${(eraMs / dealMs).toFixed(1)} times a shuffle-and-deal (${(cpuMs / dealCpuMs).toFixed(1)} in CPU time)`,
  );
}
console.log(`goals: 1,000 eras/s; an era at most 30 times a shuffle-and-deal (load average ${loadavg()[0]?.toFixed(1)}: other processes share the cores)`);
