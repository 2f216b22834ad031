/**
 * `resolve <scenario.json> [--json]`: resolves one adventure (with its wrap-up) or one era end
 * described by a `greenhouse.scenario/1` file (docs/cli.md "The scenario file"). Exit 0 with the result,
 * 1 when the scenario is illegal (with every reason), 2 when the file is unreadable or not a
 * scenario.
 */
import { parseScenarioJson } from "../../packs/scenario";
import { resolveScenario, type ScenarioResult } from "../../systems/got-cgs/engine/scenario";
import { flagBool, InputError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readText } from "../io";

function numbers(record: Readonly<Record<string, number>>): string {
  const keys = Object.keys(record);
  return keys.length === 0 ? "none" : keys.map((k) => `${k} ${record[k]}`).join(", ");
}

/** The result as a designer reads it in a terminal. */
export function formatResult(r: ScenarioResult): string {
  const lines: string[] = [];
  lines.push(r.winners.length === 0 ? `Outcome: ${r.outcome}, no winner.` : `Outcome: ${r.outcome}, winner${r.winners.length > 1 ? "s" : ""}: ${r.winners.join(", ")}.`);
  lines.push("");
  for (const [name, p] of Object.entries(r.players)) {
    const parts = [`requirements ${numbers(p.requirements)}`, `coverage ${numbers(p.coverage)}`, p.covered ? "covered" : "not covered"];
    if (p.overflow !== undefined && p.overflow !== null) parts.push(`overflow ${p.overflow}`);
    if (p.victoryPoints !== undefined) parts.push(`${p.victoryPoints} victory points`);
    if (p.lostBecause) parts.push(`loses: ${p.lostBecause}`);
    lines.push(`  ${name}: ${parts.join("; ")}`);
  }
  if (r.moves.length > 0) {
    lines.push("", "Moves:");
    for (const m of r.moves) lines.push(`  ${m.identifier}: ${m.from} -> ${m.to}`);
  }
  lines.push("", "Why:");
  for (const e of r.explanation) lines.push(`  ${e}`);
  return `${lines.join("\n")}\n`;
}

export const resolveCommand: Command = {
  spec: {
    name: "resolve",
    usage: "resolve <scenario.json> [--json]",
    summary: "Resolve one adventure or one era end described by a greenhouse.scenario/1 file.",
    flags: { json: { value: false } },
    positionals: [1, 1],
  },
  async run(args: ParsedArgs, io: CliIO): Promise<number> {
    const path = args.positionals[0] as string;
    const parsed = parseScenarioJson(readText(path));
    if (!parsed.ok) {
      throw new InputError(`${path} is not a valid greenhouse.scenario/1 document:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
    }
    const outcome = resolveScenario(parsed.value);
    const json = flagBool(args, "json");
    if (!outcome.ok) {
      if (json) io.stdout(`${JSON.stringify({ error: { code: "illegal-scenario", message: "the rules could not have produced this scenario", problems: outcome.problems } }, null, 2)}\n`);
      io.stderr(`greenhouse resolve: ${path} is not a legal position:\n${outcome.problems.map((p) => `  ${p}`).join("\n")}\n`);
      return EXIT_INPUT_ERRORS;
    }
    io.stdout(json ? `${JSON.stringify(outcome.result, null, 2)}\n` : formatResult(outcome.result));
    return EXIT_OK;
  },
};
