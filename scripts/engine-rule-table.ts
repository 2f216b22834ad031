/**
 * `npx tsx scripts/engine-rule-table.ts [--write]`: the table rule ID -> engine test for
 * lib/engine/README.md. Every rule of docs/rules/got-cgs-rules-index.md (a copy of shared/rules) is either checked by a
 * test named after it (`it("CGS-360 ...")` in tests/engine or tests/cli) or listed below with
 * the reason the engine has nothing to test. `--write` replaces the table in the README; without
 * it the table is printed. tests/engine/rule-table.test.ts fails when a rule is neither.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const INDEX = process.env.GREENHOUSE_RULES_INDEX ?? join(ROOT, "docs", "rules", "got-cgs-rules-index.md");
const README = join(ROOT, "lib", "engine", "README.md");

const LANG = "attribute language and lint (LANG): how a card is written, not how it plays";
const SCOPE = "which cards may carry it: a lint check (LANG); the engine applies the attribute wherever it is";
const PEOPLE = "about people at the table, with no effect on the engine's state";

/** Rules the engine has nothing to test, and why. */
export const NOT_ENGINE: Readonly<Record<string, string>> = {
  "CGS-207": LANG, "CGS-211": LANG, "CGS-212": LANG, "CGS-213": LANG, "CGS-214": LANG, "CGS-222": LANG,
  "CGS-224": LANG, "CGS-225": LANG, "CGS-240": LANG, "CGS-241": LANG, "CGS-242": LANG, "CGS-243": LANG,
  "CGS-248": LANG, "CGS-249": LANG,
  "CGS-263": `${PEOPLE}: a group plays as one player (CGS-264)`,
  "CGS-266": PEOPLE, "CGS-267": PEOPLE,
  "CGS-270": "splitting the deck to shuffle it is one uniform shuffle for the engine (CGS-269)",
  "CGS-272": "every card is visible: the state holds every zone and bots read all of it",
  "CGS-293": "the order of a player's own cards has no effect on any rule",
  "CGS-401": PEOPLE, "CGS-402": PEOPLE, "CGS-405": PEOPLE,
  "CGS-406": "how to read conflicting rules: applied in the README decisions", "CGS-407": "how to read a card that contradicts the rules: the engine applies the rules",
  "CGS-411": PEOPLE, "CGS-479": "advice on when to play a Cataclysm, not a rule",
  "CGS-418": SCOPE, "CGS-423": SCOPE, "CGS-427": SCOPE, "CGS-451": SCOPE, "CGS-456": SCOPE, "CGS-457": SCOPE,
  "CGS-501": SCOPE, "CGS-502": SCOPE, "CGS-507": SCOPE, "CGS-508": SCOPE, "CGS-514": SCOPE,
  "CGS-515": SCOPE, "CGS-520": SCOPE, "CGS-521": SCOPE, "CGS-526": SCOPE, "CGS-530": SCOPE, "CGS-534": SCOPE,
  "CGS-537": SCOPE, "CGS-541": SCOPE, "CGS-545": SCOPE, "CGS-587": SCOPE, "CGS-592": SCOPE, "CGS-597": SCOPE,
  "CGS-602": SCOPE, "CGS-607": SCOPE, "CGS-621": SCOPE, "CGS-626": SCOPE, "CGS-631": SCOPE, "CGS-639": SCOPE,
};

export interface Rule {
  readonly id: string;
  readonly section: string;
}

export function rules(): Rule[] {
  const out: Rule[] = [];
  for (const line of readFileSync(INDEX, "utf8").split("\n")) {
    const m = /^\| (CGS-\d+) \| ([^|]+) \|/.exec(line);
    if (m) out.push({ id: m[1] as string, section: (m[2] as string).trim() });
  }
  return out;
}

function testFiles(): string[] {
  const files: string[] = [];
  for (const dir of ["tests/engine", "tests/cli"]) {
    for (const f of readdirSync(join(ROOT, dir))) {
      if (/\.test\.ts$/.test(f) && (dir === "tests/engine" || /^(resolve|simulate)/.test(f))) files.push(`${dir}/${f}`);
    }
  }
  return files.sort();
}

/** Rule ID -> the tests named after it, as `file › name`. */
export function testsByRule(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const file of testFiles()) {
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const m of text.matchAll(/\bit\(\s*"([^"]*)"/g)) {
      const name = m[1] as string;
      for (const id of name.match(/CGS-\d+/g) ?? []) {
        const list = map.get(id) ?? [];
        list.push(`${file.replace(/^tests\//, "")} › ${name}`);
        map.set(id, list);
      }
    }
  }
  return map;
}

export function table(): string {
  const tests = testsByRule();
  const lines = ["| Rule | Section | Test (file › name) or why the engine has none |", "|---|---|---|"];
  for (const r of rules()) {
    const t = tests.get(r.id);
    const cell = t ? t.map((x) => x.replace(/\|/g, "\\|")).join("<br>") : `— ${NOT_ENGINE[r.id] ?? "**NOT TESTED**"}`;
    lines.push(`| ${r.id} | ${r.section} | ${cell} |`);
  }
  return lines.join("\n");
}

const isMain = process.argv[1] !== undefined && /engine-rule-table\.ts$/.test(process.argv[1]);
if (isMain) {
  const text = table();
  if (process.argv.includes("--write")) {
    const readme = readFileSync(README, "utf8");
    const start = "<!-- rule-table:start -->";
    const end = "<!-- rule-table:end -->";
    const a = readme.indexOf(start);
    const b = readme.indexOf(end);
    if (a === -1 || b === -1) throw new Error(`${README} has no ${start} ... ${end} markers`);
    writeFileSync(README, `${readme.slice(0, a + start.length)}\n${text}\n${readme.slice(b)}`);
    console.log(`wrote the rule table (${rules().length} rules) into ${README}`);
  } else {
    console.log(text);
  }
}
