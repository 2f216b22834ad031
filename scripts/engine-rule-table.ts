/**
 * `npx tsx scripts/engine-rule-table.ts [--write]`: the table rule ID -> engine test for
 * lib/systems/got-cgs/engine/README.md. Every rule of docs/rules/got-cgs-rules-index.md  is either checked by a
 * test named after it (`it("CGS-360 ...")` in tests/systems/got-cgs/engine or tests/cli) or listed below with
 * the reason the engine has nothing to test. `--write` replaces the table in the README; without
 * it the table is printed. tests/systems/got-cgs/engine/rule-table.test.ts fails when a rule is neither.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const INDEX = process.env.GREENHOUSE_RULES_INDEX ?? join(ROOT, "docs", "rules", "got-cgs-rules-index.md");
const README = join(ROOT, "lib", "systems", "got-cgs", "engine", "README.md");

const LANG = "attribute language and lint (LANG): how a card is written, not how it plays";
const SCOPE = "which cards may carry it: a lint check (LANG); the engine applies the attribute wherever it is";
const PEOPLE = "about people at the table, with no effect on the engine's state";

const VALUES = "the attribute's possible values: checked by lint (`invalid-value`, LANG); the engine reads the card model lint produced";
const PRINT = "how cards are printed (pictures, borders, size): the PDF export, not play";
const PACK = "what a pack's instructions or type may state: pack metadata (the pack schema and its form), no effect on the engine's state";
const ADVICE = "design advice (\"should\"), not a rule of play: lint may suggest it, the engine plays either way";
const CUSTOM = "how people put a session pack together before playing: the decks the engine receives are the result";

/** Rules the engine has nothing to test, and why. */
export const NOT_ENGINE: Readonly<Record<string, string>> = {
  "CGS-163": PRINT, "CGS-164": PRINT, "CGS-165": PRINT, "CGS-166": PRINT, "CGS-202": PRINT,
  "CGS-173": `${PACK}: an estimate`, "CGS-174": `${PACK}: an estimate`, "CGS-175": `${PACK}: an estimate`,
  "CGS-176": `${PACK}; the engine keeps no clock (CGS-273)`, "CGS-177": `${PACK}; the engine keeps no clock (CGS-294)`,
  "CGS-178": PACK, "CGS-179": `${PACK}; the affiliations that play are the era deck's (CGS-180)`,
  "CGS-181": PACK, "CGS-182": PACK, "CGS-183": `${PACK}; the engine receives the extended pack's decks, and CGS-180 checks the number of players`, "CGS-184": PACK,
  "CGS-187": CUSTOM, "CGS-188": CUSTOM, "CGS-189": CUSTOM, "CGS-190": ADVICE, "CGS-191": `${CUSTOM}; ${PEOPLE}`,
  "CGS-197": "a gold card without an affiliation: lint (`gold-without-affiliation`, LANG)",
  "CGS-198": "why players want StockOffering adventures: an explanation of CGS-396's victory points (tested there)",
  "CGS-208": "directive text is not attribute text: the engine never reads it", "CGS-209": "lore text is not attribute text: the engine never reads it",
  "CGS-273": "a time limit for people: the engine keeps no clock (README \"Time limits and elimination\"); the table may add a timer",
  "CGS-294": "a time limit for people: the engine keeps no clock (README \"Time limits and elimination\"); the table runs the pack's turn time limit as an optional timer",
  "CGS-410": "the engine refuses an action the rules forbid instead of eliminating its player (README \"Time limits and elimination\")",
  "CGS-419": VALUES, "CGS-424": VALUES, "CGS-428": VALUES, "CGS-439": VALUES, "CGS-442": VALUES, "CGS-445": VALUES,
  "CGS-452": VALUES, "CGS-462": VALUES, "CGS-512": VALUES,
  "CGS-487": ADVICE, "CGS-505": ADVICE,
  "CGS-585": "what costs mean in words: the numbers (requirements, coverage, overflow) are CGS-340..361, tested there",
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
  for (const dir of ["tests/systems/got-cgs/engine", "tests/cli"]) {
    for (const f of readdirSync(join(ROOT, dir))) {
      if (/\.test\.ts$/.test(f) && (dir === "tests/systems/got-cgs/engine" || /^(resolve|simulate)/.test(f))) files.push(`${dir}/${f}`);
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
