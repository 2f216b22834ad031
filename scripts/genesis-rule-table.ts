/**
 * `npx tsx scripts/genesis-rule-table.ts [--write]`: the table rule ID -> test for
 * lib/systems/got-genesis/engine/README.md. Every rule of docs/rules/got-genesis-rules-index.md is
 * either named by a test (`it("GEN-356 ...")` in the Genesis engine, table, server, lint and setup
 * tests, or tests/cli/simulate-genesis) or listed below with the reason no test checks it.
 * `--write` replaces the table in the README; without it the table is printed.
 * tests/systems/got-genesis/engine/rule-table.test.ts fails when a rule is neither, both, unknown,
 * or when the README's table is stale.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ruleTableCommand, rulesOfIndex, testsNamedIn, type Rule } from "./rule-table-kit";

const ROOT = join(import.meta.dirname, "..");
const INDEX = join(ROOT, "docs", "rules", "got-genesis-rules-index.md");
const README = join(ROOT, "lib", "systems", "got-genesis", "engine", "README.md");

const CARD = "describes a card or its print (card definition, lint and print: lib/systems/got-genesis/system.ts)";
const WORD = "defines a word the other rules use; the rules that use it are tested";
const SEEN = "visibility: the engine state holds every card; the table adapter shows or hides them";
const PEOPLE = "about the people at the table, not a move the engine can check";

/** Ranges of rules with one reason: only the index's rules no test names. */
export const RANGES: [number, number, string][] = [
  [161, 188, CARD],
  [206, 262, WORD],
  [452, 460, "team play is not modelled: the engine deals 2 seats (README)"],
];

export const NOT_TESTED: Record<string, string> = {
  "GEN-61": "a description: 2 players is GEN-101",
  "GEN-85": "the original card set; packs bring their own cards",
  ...Object.fromEntries(["GEN-195", "GEN-201", "GEN-202"].map((id) => [id, `zones: the state has them; ${SEEN}`])),
  "GEN-266": "the order of the phases: every phase test follows it",
  "GEN-284": "turns alternate: GEN-320",
  "GEN-318": "effects ending after a plot: GEN-306 and GEN-426 (dread) show the covert ban and dread lasting past it",
  "GEN-324": "the winning turn runs only with a turn winner: every GEN-302/GEN-314 test",
  "GEN-342": "the heading of the abilities: each ability has its own test",
  "GEN-376": "a player who breaks a rule is eliminated: the engine refuses the action instead (README)",
  "GEN-380": "custom rules by agreement: the pack's recruits and custom cards (GEN-278, GEN-426..448)",
  "GEN-382": PEOPLE,
  "GEN-384": "rule priority: the decisions in lib/systems/got-genesis/engine/README.md",
  "GEN-390": "no action is reversed: the reducer has no undo (the game server's take-back replays a shorter log)",
  "GEN-392": "leaving a game belongs to the table",
  "GEN-394": PEOPLE,
  "GEN-398": "reordering one's own zones has no effect on play (README)",
  "GEN-400": SEEN,
  "GEN-402": "cards move only by actions: the invariant tests (every card in one zone)",
  "GEN-406": "a forbidden action is refused before it happens, so nothing needs stopping",
  ...Object.fromEntries(["GEN-414", "GEN-417", "GEN-418", "GEN-420"].map((id) => [id, "advanced options: recruits and custom cards are tested under their own rules"])),
  "GEN-424": "custom abilities only on custom cards: deck lint (lib/systems/got-genesis)",
  "GEN-446": "a recruitable differs per player: deck lint (lib/systems/got-genesis); its effect is GEN-448",
};

/** Lines tests cite that the index gives no ID (a worked example, the card diagram), and what they are. */
export const CITED_OUTSIDE: Readonly<Record<string, string>> = {
  "GEN-163": "the card anatomy diagram (Name, Faction, Ability, Sway; Lore)",
  "GEN-468": "the gameplay example \"Engaging effects are independent\"",
};

/** Why no test names `id`, or undefined. */
export function reasonFor(id: string): string | undefined {
  const n = Number(id.slice(4));
  return NOT_TESTED[id] ?? RANGES.find(([from, to]) => n >= from && n <= to)?.[2];
}

export type { Rule };

export function rules(): Rule[] {
  return rulesOfIndex(INDEX, "GEN");
}

/** The test files whose test names count (repo-relative). */
export function testFiles(): string[] {
  const engine = "tests/systems/got-genesis/engine";
  return [
    ...readdirSync(join(ROOT, engine)).filter((f) => f.endsWith(".test.ts")).map((f) => `${engine}/${f}`),
    "tests/cli/simulate-genesis.test.ts",
    "tests/systems/got-genesis/lint.test.ts",
    "tests/table/got-genesis.test.ts",
    "tests/server/games-genesis.test.ts",
    "tests/server/games-hidden.test.ts",
    "tests/components/genesis-setup-note.test.ts",
  ].sort();
}

/** Rule ID -> the tests named after it, as `file › name`. */
export function testsByRule(): Map<string, string[]> {
  return testsNamedIn(ROOT, testFiles(), /GEN-\d+/g);
}

export function table(): string {
  const tests = testsByRule();
  const lines = ["| Rule | Section | Test (file › name) or why none |", "|---|---|---|"];
  for (const r of rules()) {
    const t = tests.get(r.id);
    const cell = t ? t.map((x) => x.replace(/\|/g, "\\|")).join("<br>") : `— ${reasonFor(r.id) ?? "**NOT TESTED**"}`;
    lines.push(`| ${r.id} | ${r.section} | ${cell} |`);
  }
  return lines.join("\n");
}

const isMain = process.argv[1] !== undefined && /genesis-rule-table\.ts$/.test(process.argv[1]);
if (isMain) ruleTableCommand(process.argv, README, table(), rules().length);
