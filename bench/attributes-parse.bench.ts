/**
 * Parse throughput of attribute text, as a ratio to JSON.parse of the same cards encoded as
 * JSON, in the same run (goal: at least 0.5). "Parse" is text -> AST with positions and
 * syntax diagnostics (lexer, Chevrotain parser, CST -> AST); the JSON of a card is its model
 * (the structured meaning), so both sides produce the same information.
 *
 * `parseAttributes` keeps the results of texts it has seen (analyze.ts), so parsing the same
 * texts again measures a map lookup. Each round therefore times three things apart, each
 * labelled: `parseUncached` (the parse itself, nothing kept: the goal is judged on it), a cold
 * `parseAttributes` on texts no earlier round saw (a cache miss: the parse plus keeping the
 * result, what an edit costs), and a warm one on texts it has seen (cache hits, not parsing).
 *
 * Corpus: the rulebook's example cards, every card of the demo packs in seeds/, and the
 * generated 250-card deck. Rounds alternate the phases; the median round counts. CPU times are
 * printed beside wall times: on a loaded machine a long round is preempted more often than the
 * short JSON.parse round, which skews the wall-time ratio against the parser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadBundled, loadDev, median, ROOT, settle, type Library } from "./attributes-bundle";

const ROUNDS = 40;
const WARMUP = 5;
/** Uncached parse throughput over JSON.parse throughput of the same cards' models. */
const GOAL = 0.5;

function corpus(lib: Library): string[] {
  const texts = lib.RULEBOOK_CARDS.map((c) => c.attributes);
  for (const file of readdirSync(join(ROOT, "seeds")).filter((f) => f.endsWith(".pack.json"))) {
    const parsed = lib.parsePackJson(readFileSync(join(ROOT, "seeds", file), "utf8"));
    if (parsed.ok) for (const era of parsed.value.eras) for (const card of era.cards) texts.push(card.attributes);
  }
  for (const card of lib.deck250().eras[0]?.cards ?? []) texts.push(card.attributes);
  return texts;
}

/**
 * The same cards made distinct for one round: trailing spaces (skipped by the lexer, so the AST,
 * the model and the diagnostics are the same) in a count no other round uses, so that every
 * parse of a cold round misses the parse cache.
 */
function distinct(texts: readonly string[], round: number): string[] {
  const pad = " ".repeat(round + 1);
  return texts.map((t) => `${t}${pad}`);
}

type Phase = "uncached" | "miss" | "hit" | "json";

/** Wall and CPU milliseconds of one run of `body`. CPU time leaves out time the shared machine gave to other programs. */
function timed(body: () => void): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  body();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

function measure(label: string, lib: Library): number {
  const texts = corpus(lib);
  const json = texts.map((t) => JSON.stringify(lib.cardModel(t)));
  const names = lib.nameTable(undefined);
  const textBytes = texts.reduce((n, t) => n + t.length, 0);
  const jsonBytes = json.reduce((n, t) => n + t.length, 0);
  // Every round's texts are built before timing starts: building strings is not parsing.
  const fresh = Array.from({ length: WARMUP + ROUNDS }, (_, r) => distinct(texts, r));
  let sink = 0;
  const bodies: Record<Phase, (round: number) => void> = {
    uncached: () => {
      for (const t of texts) sink += lib.parseUncached(t, names).ast.items.length;
    },
    miss: (round) => {
      for (const t of fresh[round] ?? []) sink += lib.parseAttributes(t, names).ast.items.length;
    },
    hit: () => {
      for (const t of texts) sink += lib.parseAttributes(t, names).ast.items.length;
    },
    json: () => {
      for (const j of json) sink += (JSON.parse(j) as { globals: object }).globals === undefined ? 0 : 1;
    },
  };
  const phases = Object.keys(bodies) as Phase[];
  for (let r = 0; r < WARMUP; r++) for (const phase of phases) bodies[phase](r);
  const wall = { uncached: [], miss: [], hit: [], json: [] } as Record<Phase, number[]>;
  const cpu = { uncached: [], miss: [], hit: [], json: [] } as Record<Phase, number[]>;
  for (let round = WARMUP; round < WARMUP + ROUNDS; round++) {
    for (const phase of phases) {
      settle();
      const t = timed(() => bodies[phase](round));
      wall[phase].push(t.wall);
      cpu[phase].push(t.cpu);
    }
  }
  const us = (ms: number): string => `${((ms * 1000) / texts.length).toFixed(1)} µs`;
  const j = median(wall.json);
  const show = (phase: Phase, what: string): string =>
    `  ${what.padEnd(70)} ${us(median(wall[phase]))}/card (fastest ${us(Math.min(...wall[phase]))}, CPU ${us(median(cpu[phase]))}); ` +
    `ratio to JSON.parse ${(j / median(wall[phase])).toFixed(2)} (fastest rounds ${(Math.min(...wall.json) / Math.min(...wall[phase])).toFixed(2)}, CPU ${(median(cpu.json) / median(cpu[phase])).toFixed(2)})`;
  console.log(
    [
      `${label}: ${texts.length} cards (${(textBytes / 1e3).toFixed(0)} KB text, ${(jsonBytes / 1e3).toFixed(0)} KB JSON); JSON.parse of their models ${us(j)}/card (fastest ${us(Math.min(...wall.json))}, CPU ${us(median(cpu.json))})`,
      show("uncached", "parse, uncached (parseUncached: the work; the goal)"),
      show("miss", "cold parseAttributes (texts never seen: a cache miss, parse + keep)"),
      show("hit", "warm parseAttributes (the same texts again: cache hits, NOT parsing)"),
    ].join("\n") + (sink < 0 ? "" : ""),
  );
  return j / median(wall.uncached);
}

const load = (await import("node:os")).loadavg();
console.log(`machine load (1/5 min): ${load.map((l) => l.toFixed(2)).join(" / ")}`);
const shipped = measure("shipped (esbuild bundle)", await loadBundled());
measure("dev (tsx transform)", await loadDev());
console.log(`uncached parse/JSON.parse throughput ratio (shipped, median rounds): ${shipped.toFixed(2)} ${shipped >= GOAL ? "meets" : "MISSES"} the goal of ${GOAL}`);
