/**
 * `npx tsx scripts/engine-rule-table.ts [--write]`: the table rule ID -> test for
 * lib/systems/got-cgs/engine/README.md. Every rule of docs/rules/got-cgs-rules-index.md is checked by a
 * test named after it (`it("CGS-360 ...")`): an engine test (tests/systems/got-cgs/engine, tests/cli), or,
 * for how a card is written and printed, a lint test (tests/systems/got-cgs/attributes) or a print
 * test (tests/print); or it is listed below with the reason nothing in the software decides it. `--write` replaces the table in the README; without
 * it the table is printed. tests/systems/got-cgs/engine/rule-table.test.ts fails when a rule is neither.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ruleTableCommand, rulesOfIndex, testsNamedIn, type Rule } from "./rule-table-kit";

const ROOT = join(import.meta.dirname, "..");
const INDEX = process.env.GREENHOUSE_RULES_INDEX ?? join(ROOT, "docs", "rules", "got-cgs-rules-index.md");
const README = join(ROOT, "lib", "systems", "got-cgs", "engine", "README.md");

const PEOPLE = "about people at the table, with no effect on the engine's state";

const PACK = "what a pack's instructions or type may state: pack metadata (the pack schema and its form), no effect on the engine's state";
const CUSTOM = "how people put a session pack together before playing: the decks the engine receives are the result";

/** Rules the engine has nothing to test, and why. */
export const NOT_ENGINE: Readonly<Record<string, string>> = {
  "CGS-173": `${PACK}: an estimate`, "CGS-174": `${PACK}: an estimate`, "CGS-175": `${PACK}: an estimate`,
  "CGS-176": `${PACK}; the engine keeps no clock (CGS-273)`, "CGS-177": `${PACK}; the engine keeps no clock (CGS-294)`,
  "CGS-178": PACK, "CGS-179": `${PACK}; the affiliations that play are the era deck's (CGS-180)`,
  "CGS-181": PACK, "CGS-182": PACK, "CGS-183": `${PACK}; the engine receives the extended pack's decks, and CGS-180 checks the number of players`, "CGS-184": PACK,
  "CGS-187": CUSTOM, "CGS-188": CUSTOM, "CGS-189": CUSTOM, "CGS-191": `${CUSTOM}; ${PEOPLE}`,
  "CGS-198": "why players want StockOffering adventures: an explanation of CGS-396's victory points (tested there)",
  "CGS-208": "directive text is not attribute text: the engine never reads it", "CGS-209": "lore text is not attribute text: the engine never reads it",
  "CGS-273": "a time limit for people: the engine keeps no clock (README \"Time limits and elimination\"); the table may add a timer",
  "CGS-294": "a time limit for people: the engine keeps no clock (README \"Time limits and elimination\"); the table runs the pack's turn time limit as an optional timer",
  "CGS-410": "the engine refuses an action the rules forbid instead of eliminating its player (README \"Time limits and elimination\")",
  "CGS-585": "what costs mean in words: the numbers (requirements, coverage, overflow) are CGS-340..361, tested there",
  "CGS-222": "why a designer may scale a card's numbers to one of its texts: it names no value a card must or may not have",
  "CGS-241": "what conditions mean, in general: each conditional category's own rule says when it applies, and those are tested (PlayIfBuildsite CGS-538, ImmuneIf1 CGS-609, SeizeIf CGS-633, ...)",
  "CGS-263": `${PEOPLE}: a group plays as one player (CGS-264)`,
  "CGS-266": PEOPLE, "CGS-267": PEOPLE,
  "CGS-270": "splitting the deck to shuffle it is one uniform shuffle for the engine (CGS-269)",
  "CGS-272": "every card is visible: the state holds every zone and bots read all of it",
  "CGS-293": "the order of a player's own cards has no effect on any rule",
  "CGS-401": PEOPLE, "CGS-402": PEOPLE, "CGS-405": PEOPLE,
  "CGS-406": "how to read conflicting rules: applied in the README decisions", "CGS-407": "how to read a card that contradicts the rules: the engine applies the rules",
  "CGS-411": PEOPLE, "CGS-479": "advice on when to play a Cataclysm, not a rule",
  "CGS-530": "an introduction to the conditional play categories: each one's own rule is tested (CGS-535, CGS-538, CGS-542, CGS-546, ...)",
};

export type { Rule };

export function rules(): Rule[] {
  return rulesOfIndex(INDEX, "CGS");
}

function testFiles(dirs: readonly string[], only: (dir: string, file: string) => boolean = () => true): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const f of readdirSync(join(ROOT, dir))) {
      if (/\.test\.tsx?$/.test(f) && only(dir, f)) files.push(`${dir}/${f}`);
    }
  }
  return files.sort();
}

/** The engine's tests: tests/systems/got-cgs/engine and the CLI's resolve and simulate. */
const engineTests = () => testFiles(["tests/systems/got-cgs/engine", "tests/cli"], (dir, f) => dir !== "tests/cli" || /^(resolve|simulate)/.test(f));
/** The tests of how a card is written (lint) and printed. */
const lintPrintTests = () => testFiles(["tests/systems/got-cgs/attributes", "tests/print"]);

/** Rule ID -> the engine tests named after it, as `file › name`. */
export function testsByRule(): Map<string, string[]> {
  return testsNamed(engineTests());
}

/** Rule ID -> the lint and print tests named after it, as `file › name`. */
export function lintPrintTestsByRule(): Map<string, string[]> {
  return testsNamed(lintPrintTests());
}

function testsNamed(files: readonly string[]): Map<string, string[]> {
  return testsNamedIn(ROOT, files, /CGS-\d+/g);
}

export function table(): string {
  const tests = testsByRule();
  const lintPrint = lintPrintTestsByRule();
  const lines = ["| Rule | Section | Test (file › name): the engine's, else lint's or print's; or why none |", "|---|---|---|"];
  const list = (t: readonly string[]) => t.map((x) => x.replace(/\|/g, "\\|")).join("<br>");
  for (const r of rules()) {
    const t = tests.get(r.id);
    const l = lintPrint.get(r.id);
    const cell = t ? list(t) : l ? `lint or print: ${list(l)}` : `— ${NOT_ENGINE[r.id] ?? "**NOT TESTED**"}`;
    lines.push(`| ${r.id} | ${r.section} | ${cell} |`);
  }
  return lines.join("\n");
}

const isMain = process.argv[1] !== undefined && /engine-rule-table\.ts$/.test(process.argv[1]);
if (isMain) ruleTableCommand(process.argv, README, table(), rules().length);
