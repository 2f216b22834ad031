/**
 * `simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot KIND] [--bots A,B]
 * [--workers W] [--<option> N] [--json]`: bots play many games of the pack with its system's engine
 * and the command prints the report (docs/cli.md). The system comes from the pack's `"system"`
 * (the registry's default when absent), and its engine's simulation hook plays it
 * (lib/systems/engine.ts `EngineSimulation`; the runner: lib/systems/registry-simulations.ts):
 * GOT CGS plays whole eras of one era deck (`--era`, default the first), Genesis whole games
 * (`--era` a deck, default all; `--recruits N`, GEN-278). `--bots` gives one bot per seat,
 * `--bot` one for every seat. A system's own options (`--recruits`) are the hook's `options`.
 *
 * Exit 0 with the report; 1 when the report is not to be trusted (GOT CGS: cards with attribute
 * errors; Genesis: a game broke an invariant), the report still printed; 2 on bad usage, a
 * system without a simulation hook, or unreadable input.
 */
import { parseAnyPack } from "../../packs/system-pack";
import { SimulationRequestError, type SimulationRequest } from "../../systems/engine";
import { DEFAULT_SYSTEM, findSystem } from "../../systems/registry";
import { simulationRunner } from "../../systems/registry-simulations";
import { flagBool, flagInt, flagString, InputError, UsageError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readText } from "../io";

/** Flags every simulation reads; any other value flag must be an option of the system's hook. */
const NEUTRAL_FLAGS = new Set(["era", "games", "seed", "players", "bot", "bots", "workers", "json"]);

export const simulateCommand: Command = {
  spec: {
    name: "simulate",
    usage: "simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random] [--bots A,B] [--recruits N] [--workers W] [--json]",
    summary: "Play many eras with bots and report how every card and the era behave.",
    flags: {
      era: { value: true },
      games: { value: true },
      seed: { value: true },
      players: { value: true },
      bot: { value: true },
      workers: { value: true },
      json: { value: false },
      bots: { value: true },
      // The systems' own options (their hooks' `options`): Genesis's recruits.
      recruits: { value: true },
    },
    positionals: [1, 1],
  },
  async run(args: ParsedArgs, io: CliIO): Promise<number> {
    const path = args.positionals[0] as string;
    const json = readJson(path);
    const parsed = parseAnyPack(json);
    if (!parsed.ok) throw new InputError(`${path} is not a valid greenhouse.pack/1 document:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
    const key = parsed.value.system ?? DEFAULT_SYSTEM;
    const system = findSystem(key);
    const name = system?.definition.name ?? `"${key}"`;
    if (system?.engine === undefined) throw new InputError(`${path}: ${name} has no rules engine to simulate with`);
    const hook = system.engine.simulation;
    const runner = await simulationRunner(system);
    if (hook === undefined || runner === null) throw new InputError(`${path}: ${name}'s rules engine has no simulation hook, so its packs cannot be simulated yet`);
    const options: Record<string, number> = {};
    for (const flag of Object.keys(args.flags)) {
      if (NEUTRAL_FLAGS.has(flag)) continue;
      const def = hook.options[flag];
      if (def === undefined) throw new UsageError(`--${flag}: ${name} has no such simulation option${Object.keys(hook.options).length > 0 ? ` (it has: ${Object.keys(hook.options).map((o) => `--${o}`).join(", ")})` : ""}`);
    }
    for (const [option, def] of Object.entries(hook.options)) options[option] = flagInt(args, option, def.default, def.min, def.max);
    const bots = flagString(args, "bots")?.split(",").map((b) => b.trim());
    if (bots !== undefined && bots.length < 2) throw new UsageError(`--bots lists one bot per seat, e.g. --bots greedy,random; for one kind at every seat give --bot`);
    const seed = flagString(args, "seed") ?? "1";
    const workers = flagInt(args, "workers", -1, 0, 64);
    const request: SimulationRequest = {
      games: flagInt(args, "games", 1000, 1, 10_000_000),
      seed: /^\d+$/.test(seed) ? Number(seed) : seed,
      deck: flagString(args, "era") ?? null,
      players: args.flags.players === undefined ? null : flagInt(args, "players", 2, 2, 64),
      bots: bots ?? [flagString(args, "bot") ?? "greedy"],
      workers: workers >= 0 ? workers : null,
      options,
    };
    let result;
    try {
      result = await runner.run(parsed.value, request);
    } catch (error) {
      if (error instanceof SimulationRequestError) {
        if (error.kind === "usage") throw new UsageError(error.message);
        throw new InputError(`${path}: ${error.message}`);
      }
      throw error;
    }
    io.stdout(flagBool(args, "json") ? `${JSON.stringify(result.report, null, 2)}\n` : result.text);
    if (result.note !== null) io.stderr(`${result.note}\n`);
    if (result.problem !== null) {
      io.stderr(`greenhouse simulate: ${result.problem}. Run \`npm run cli -- lint ${path}\`.\n`);
      return EXIT_INPUT_ERRORS;
    }
    return EXIT_OK;
  },
};

function readJson(path: string): unknown {
  const text = readText(path);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`${path} is not JSON: ${(error as Error).message}`);
  }
}
