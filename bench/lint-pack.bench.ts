/**
 * The one findings pipeline against the GOT CGS pack lint it replaced (docs/lint.md), side by
 * side in one run, on the 250-card era deck of bench/attributes-lint.bench.ts:
 * - before: bench/lint-pack-before.ts (lib/packs/lint.ts as it was, its own memo and sort);
 * - after: lib/packs/lint.ts `lintPack`, i.e. lib/systems/lint/pack.ts `lintPack` with GOT CGS's
 *   `packFindings` hook, in the historic rows.
 * Cold: every card analysis and parse forgotten before each run (both memos and the parse
 * cache cleared). Warm: the same pack again, every analysis reused. Runs alternate old and new so
 * that load on the machine falls on both. It first checks that both give the same JSON.
 * Print fit (font measuring) is left out of both: it is the same function either way.
 * Run: npx tsx bench/lint-pack.bench.ts
 */
import { cpus, loadavg } from "node:os";
import { clearParseCache } from "../lib/systems/got-cgs/attributes";
import { clearLintMemo, lintPack } from "../lib/packs/lint";
import { deck250 } from "../tests/systems/got-cgs/attributes/fixtures/deck-250";
import { median, percentile, settle } from "./attributes-bundle";
import { clearLintMemoBefore, lintPackBefore } from "./lint-pack-before";

const doc = deck250();
const cards = doc.eras.reduce((n, e) => n + e.cards.length, 0);

// The deck is clean, so the JSON is also compared on a copy with a mistake in every tenth card
// (a misspelt category, a stray token) and a duplicated identifier.
const faulty = {
  ...doc,
  eras: doc.eras.map((e) => ({
    ...e,
    cards: e.cards.map((c, k) => (k % 10 === 0 ? { ...c, identifier: k === 20 ? (e.cards[10]?.identifier ?? c.identifier) : c.identifier, attributes: `${c.attributes}\nAdventureCost 2 ?? x` } : c)),
  })),
};
let rows = 0;
for (const pack of [doc, faulty]) {
  const before = JSON.stringify(lintPackBefore(pack));
  const after = JSON.stringify(lintPack(pack));
  if (before !== after) {
    console.error("lint-pack: the old and the new lint give different JSON; fix that before timing");
    process.exit(1);
  }
  rows += lintPack(pack).diagnostics.length;
}

let sink = 0;
for (let i = 0; i < 10; i++) sink += lintPackBefore(doc).diagnostics.length + lintPack(doc).diagnostics.length;

const cold = { before: [] as number[], after: [] as number[] };
for (let i = 0; i < 60; i++) {
  if (i % 10 === 0) settle();
  clearLintMemoBefore();
  clearParseCache();
  let t0 = performance.now();
  sink += lintPackBefore(doc).diagnostics.length;
  cold.before.push(performance.now() - t0);
  clearLintMemo();
  clearParseCache();
  t0 = performance.now();
  sink += lintPack(doc).diagnostics.length;
  cold.after.push(performance.now() - t0);
}

const warm = { before: [] as number[], after: [] as number[] };
lintPackBefore(doc);
lintPack(doc);
for (let i = 0; i < 100; i++) {
  let t0 = performance.now();
  sink += lintPackBefore(doc).diagnostics.length;
  warm.before.push(performance.now() - t0);
  t0 = performance.now();
  sink += lintPack(doc).diagnostics.length;
  warm.after.push(performance.now() - t0);
}

const show = (xs: readonly number[]): string => `median ${median(xs).toFixed(2)} ms (p90 ${percentile(xs, 90).toFixed(2)} ms)`;
console.log(`machine load (1 min): ${(loadavg()[0] ?? 0).toFixed(2)} on ${cpus().length} cores; wall times above ~1 per core are inflated by other programs`);
console.log(`lint-pack: ${cards} cards, ${rows} findings on it and a faulty copy, same JSON before and after: yes${sink < 0 ? "" : ""}`);
console.log(`lint-pack cold (no analysis, no parse reused): before ${show(cold.before)}; after (one pipeline) ${show(cold.after)}`);
console.log(`lint-pack warm (every analysis reused):        before ${show(warm.before)}; after (one pipeline) ${show(warm.after)}`);
