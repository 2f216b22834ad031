/**
 * `npx tsx scripts/engine-playability.ts [pack.json] [eras]`: plays each era deck of a pack
 * with greedy bots (default: the demo pack, 1,000 eras each) and prints how the eras end and how
 * often each adventure card is won: the numbers behind "the demo pack is playable".
 */
import { readFileSync } from "node:fs";
import { simulate } from "../lib/systems/got-cgs/engine/simulate";
import { parsePackJson } from "../lib/packs/schema";

const path = process.argv[2] ?? "seeds/tidebound.pack.json";
const eras = Number(process.argv[3] ?? 1_000);
const parsed = parsePackJson(readFileSync(path, "utf8"));
if (!parsed.ok) throw new Error(`${path}: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
for (const era of parsed.value.eras) {
  const r = await simulate(parsed.value, { era: era.name, games: eras, seed: "demo", players: 2, bot: "greedy", workers: 2 });
  const e = r.eras;
  console.log(`\n"${r.era}": ${e.completed} eras finished, ${e.capped} capped, in ${(r.elapsedMs / 1000).toFixed(1)} s`);
  console.log(`  decided by: ${Object.entries(e.outcomes).map(([k, v]) => `${k} ${v}`).join(", ")}; no winner ${e.noWinner}; wins by seat ${e.winsBySeat.join("/")}`);
  console.log(`  adventures per era ${e.adventuresPerEra.mean}, turns per era ${e.turnsPerEra}, actions per era ${e.actionsPerEra}`);
  for (const a of r.adventures) console.log(`  ${a.identifier.padEnd(10)} won ${String(a.won).padStart(5)} of ${String(a.played).padStart(5)} played (${a.winRate === null ? "-" : `${Math.round(a.winRate * 100)}%`})`);
  const never = r.adventures.filter((a) => a.won === 0);
  console.log(never.length === 0 ? "  every adventure card was won at least once" : `  NEVER WON: ${never.map((a) => a.identifier).join(", ")}`);
}
