/**
 * Adventure resolutions per second on one thread (goal: 200,000).
 *
 * The inputs are real: adventures in progress taken from greedy games of the demo pack (or of a
 * generated deck when the pack is missing), each resolved as the End of adventure step does it.
 * Prints the full resolution (records and the plain-language explanation), the resolution
 * without the explanation, and the numbers-only core the bots use.
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adventureInput } from "../lib/systems/got-cgs/engine/adventure-end";
import { greedyBot } from "../lib/systems/got-cgs/engine/bots/greedy";
import { generateDeck } from "../lib/systems/got-cgs/engine/generate-deck";
import { decksFromPack } from "../lib/systems/got-cgs/engine/pack";
import { adventureCore, resolveAdventure, type AdventureInput } from "../lib/systems/got-cgs/engine/resolution-adventure";
import { playOut } from "../lib/systems/got-cgs/engine/runner";
import { newSession, type DeckSpec } from "../lib/systems/got-cgs/engine/setup";
import { parsePackJson } from "../lib/packs/schema";

function demoDeck(): DeckSpec {
  const path = join(import.meta.dirname, "..", "seeds", "tidebound.pack.json");
  if (existsSync(path)) {
    const parsed = parsePackJson(readFileSync(path, "utf8"));
    if (parsed.ok && parsed.value.eras[0]) return decksFromPack(parsed.value)[0] as DeckSpec;
  }
  return generateDeck(1);
}

const deck = demoDeck();
const inputs: AdventureInput[] = [];
for (let g = 0; inputs.length < 2000 && g < 200; g++) {
  playOut(newSession({ players: ["A", "B"], eras: [deck], seed: g }), [greedyBot(`${g}a`), greedyBot(`${g}b`)], {
    onAction: (_a, _e, s) => {
      if (s.adventure !== null && s.zones.players.some((z) => z.playground.length > 1)) inputs.push(adventureInput(s, s.adventure));
    },
  });
}
const played = inputs.reduce((n, i) => n + i.played.reduce((m, p) => m + p.length, 0), 0) / inputs.length;
console.log(`deck "${deck.name}": ${inputs.length} adventures in progress sampled, ${played.toFixed(1)} support cards played on average`);

function measure(label: string, run: (input: AdventureInput) => unknown): void {
  for (let k = 0; k < 20_000; k++) run(inputs[k % inputs.length] as AdventureInput);
  const rounds = 300_000;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let k = 0; k < rounds; k++) run(inputs[k % inputs.length] as AdventureInput);
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
  console.log(
    `${label}: ${Math.round(rounds / seconds).toLocaleString("en")} resolutions/s (${((seconds / rounds) * 1e6).toFixed(2)} µs each; ` +
      `${Math.round(rounds / cpuSeconds).toLocaleString("en")}/s of CPU time)`,
  );
}

measure("resolveAdventure with explanation", (i) => resolveAdventure(i));
measure("resolveAdventure, numbers only   ", (i) => resolveAdventure(i, false));
measure("adventureCore (bots)             ", (i) => adventureCore(i));
console.log(`goal: 200,000 resolutions/s on one thread (load average ${loadavg()[0]?.toFixed(1)}: other processes share the cores)`);
