/**
 * Every rule of docs/rules/got-genesis-rules-index.md is either named by an engine test (its ID in
 * a test title under tests/systems/got-genesis/engine or tests/cli/simulate-genesis) or listed
 * here with the reason the engine does not test it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CARD = "describes a card or its print (card definition, lint and print: lib/systems/got-genesis/system.ts)";
const WORD = "defines a word the other rules use; the rules that use it are tested";
const SEEN = "visibility: the engine state holds every card; the table adapter shows or hides them";
const PEOPLE = "about the people at the table, not a move the engine can check";

/** Ranges of rules with one reason: only the index's rules no test names. */
const RANGES: [number, number, string][] = [
  [161, 188, CARD],
  [206, 262, WORD],
  [452, 460, "team play is not modelled: the engine deals 2 seats (README)"],
];

const NOT_TESTED: Record<string, string> = {
  "GEN-61": "a description: 2 players is GEN-101",
  "GEN-77": "a description: how a game is won is GEN-330",
  "GEN-85": "the original card set; packs bring their own cards",
  "GEN-192": WORD,
  ...Object.fromEntries(["GEN-195", "GEN-197", "GEN-199", "GEN-201", "GEN-202"].map((id) => [id, `zones: the state has them; ${SEEN}`])),
  "GEN-266": "the order of the phases: every phase test follows it",
  "GEN-284": "turns alternate: GEN-320",
  "GEN-294": "the 5-minute turn limit belongs to the table",
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

const root = join(import.meta.dirname, "..", "..", "..", "..");
const index = readFileSync(join(root, "docs", "rules", "got-genesis-rules-index.md"), "utf8");
const all = [...index.matchAll(/^\| (GEN-\d+) \|/gm)].map((m) => m[1] as string);
const testFiles = [
  ...readdirSync(import.meta.dirname).filter((f) => f.endsWith(".test.ts")).map((f) => join(import.meta.dirname, f)),
  join(root, "tests", "cli", "simulate-genesis.test.ts"),
];
const titles = testFiles.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\bit\(\s*"([^"]+)"/g)].map((m) => m[1] ?? ""));
const named = new Set(titles.flatMap((t) => t.match(/GEN-\d+/g) ?? []));

describe("the Genesis rule table", () => {
  it("every rule is named by a test or has a reason here", () => {
    const inRange = (id: string) => RANGES.some(([from, to]) => Number(id.slice(4)) >= from && Number(id.slice(4)) <= to);
    expect(all.filter((id) => !named.has(id) && !(id in NOT_TESTED) && !inRange(id))).toEqual([]);
  });

  it("no reason is kept for a rule a test now names, nor for a rule that is not in the index", () => {
    expect(Object.keys(NOT_TESTED).filter((id) => named.has(id) || !all.includes(id))).toEqual([]);
  });
});
