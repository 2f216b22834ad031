/**
 * `resolve <scenario.json> [--json]`: resolves one adventure (with its wrap-up) or one era end
 * described by a `greenhouse.scenario/1` file (docs/cli.md "The scenario file"). Exit 0 with the result,
 * 1 when the scenario is illegal (with every reason), 2 when the file is unreadable or not a
 * scenario. A shell: the scenario file's system resolves it and writes its result, through the
 * registry's scenario half (lib/systems/registry-scenarios.ts; GOT CGS today).
 */
import { parseScenarioJson } from "../../packs/scenario";
import { scenarioFileHook } from "../../systems/registry-scenarios";
import { flagBool, InputError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readText } from "../io";

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
    const outcome = scenarioFileHook().resolve(parsed.value);
    const json = flagBool(args, "json");
    if (!outcome.ok) {
      if (json) io.stdout(`${JSON.stringify({ error: { code: "illegal-scenario", message: "the rules could not have produced this scenario", problems: outcome.problems } }, null, 2)}\n`);
      io.stderr(`greenhouse resolve: ${path} is not a legal position:\n${outcome.problems.map((p) => `  ${p}`).join("\n")}\n`);
      return EXIT_INPUT_ERRORS;
    }
    io.stdout(json ? `${JSON.stringify(outcome.result, null, 2)}\n` : outcome.text);
    return EXIT_OK;
  },
};
