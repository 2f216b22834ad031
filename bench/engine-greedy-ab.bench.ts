/**
 * The greedy-bot eras of bench/engine-greedy.bench.ts, this tree against other trees, in one
 * process: each tree's engine is imported from its own files, warmed up, then the trees play
 * the same chunks of seeded eras in turn (A B A B ...). Interleaving in one process puts both
 * under the same machine load, which on a shared 2-core machine moves far more than the
 * difference between two versions of the engine does when they run one after the other.
 *
 *   npx tsx bench/engine-greedy-ab.bench.ts /tmp/base [/tmp/other ...]
 *
 * Each tree plays the same games, so the actions per era must be equal (a check that the trees
 * decide alike, not only a speed figure). `ENGINE_BENCH_GAMES` is the measured count per tree
 * (default 1,000), `ENGINE_BENCH_CHUNK` the eras per turn (default 50). Prints the warm-up
 * (the first eras, JIT compilation included) apart from the measured, warm chunks.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { DeckSpec } from "../lib/systems/got-cgs/engine/setup";
import type { GameBatch, playBatch as PlayBatch } from "../lib/systems/got-cgs/engine/simulate-games";
import type { decksFromPack as DecksFromPack } from "../lib/systems/got-cgs/engine/pack";
import type { parsePackJson as ParsePackJson } from "../lib/packs/schema";

interface Tree {
  readonly name: string;
  readonly playBatch: typeof PlayBatch;
  readonly decks: readonly DeckSpec[];
}

async function load(root: string, name: string): Promise<Tree> {
  const url = (path: string): string => pathToFileURL(join(root, path)).href;
  const { playBatch } = (await import(url("lib/systems/got-cgs/engine/simulate-games.ts"))) as { playBatch: typeof PlayBatch };
  const { decksFromPack } = (await import(url("lib/systems/got-cgs/engine/pack.ts"))) as { decksFromPack: typeof DecksFromPack };
  const { parsePackJson } = (await import(url("lib/packs/schema.ts"))) as { parsePackJson: typeof ParsePackJson };
  const parsed = parsePackJson(readFileSync(join(root, "seeds", "tidebound.pack.json"), "utf8"));
  if (!parsed.ok) throw new Error(`${root}: seeds/tidebound.pack.json does not parse`);
  return { name, playBatch, decks: decksFromPack(parsed.value) };
}

const others = process.argv.slice(2);
if (others.length === 0) {
  console.error("usage: npx tsx bench/engine-greedy-ab.bench.ts <other tree> [...]");
  process.exit(2);
}
const games = Number(process.env.ENGINE_BENCH_GAMES ?? 1_000);
const chunk = Number(process.env.ENGINE_BENCH_CHUNK ?? 50);
const warmup = Math.min(300, games);
const trees: Tree[] = [await load(resolve(import.meta.dirname, ".."), "this tree")];
for (const other of others) trees.push(await load(resolve(other), other));

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")}; ${games} eras per tree and deck, chunks of ${chunk}, interleaved`);
const deckCount = (trees[0] as Tree).decks.length;
for (let d = 0; d < deckCount; d++) {
  const deckName = (trees[0] as Tree).decks[d]?.name ?? `deck ${d}`;
  const batchOf = (tree: Tree): GameBatch => {
    const deck = tree.decks[d];
    if (deck === undefined) throw new Error(`${tree.name} has no deck ${d}`);
    return { deck, players: ["Player 1", "Player 2"], bot: "greedy", seed: 1, maxActions: 100_000, start: 0, end: warmup };
  };
  // Cold: the warm-up eras (V8 compiles the engine during them), per tree, in turn.
  const cold = trees.map((tree) => {
    const cpu = process.cpuUsage();
    tree.playBatch({ ...batchOf(tree), seed: "warm-up" });
    return process.cpuUsage(cpu).user / 1000 / warmup;
  });
  const perChunk = trees.map((): number[] => []);
  const actions = trees.map(() => 0);
  for (let start = 0; start < games; start += chunk) {
    const end = Math.min(games, start + chunk);
    // Alternate which tree goes first, so neither always follows the other's garbage.
    const order = trees.map((_, i) => i);
    if ((start / chunk) % 2 === 1) order.reverse();
    for (const i of order) {
      const tree = trees[i] as Tree;
      const cpu = process.cpuUsage();
      const counts = tree.playBatch({ ...batchOf(tree), start, end });
      (perChunk[i] as number[]).push(process.cpuUsage(cpu).user / 1000 / (end - start));
      actions[i] = (actions[i] as number) + counts.actions;
    }
  }
  console.log(`"${deckName}"`);
  trees.forEach((tree, i) => {
    const xs = perChunk[i] as number[];
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `  ${tree.name.padEnd(16)} cold ${(cold[i] as number).toFixed(2)} ms CPU per era (first ${warmup}); warm: median chunk ${median(xs).toFixed(2)}, mean ${mean.toFixed(2)}, fastest ${Math.min(...xs).toFixed(2)} ms CPU per era; ${((actions[i] as number) / games).toFixed(1)} actions per era`,
    );
  });
  const base = median(perChunk[0] as number[]);
  for (let i = 1; i < trees.length; i++) console.log(`  this tree / ${(trees[i] as Tree).name}: ${(base / median(perChunk[i] as number[])).toFixed(3)} (median chunks)`);
  if (new Set(actions).size !== 1) console.log(`  NOTE: the trees played different games (actions ${actions.join(" / ")})`);
}
console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
