/**
 * The registry's scenario-file half: the hook (./registry-scenarios-contract.ts) of each system
 * that resolves `greenhouse.scenario/1` files (`cli resolve`), and which system such a file is
 * written for: the file names none, and its zones (playground, buildsite, wreckage, ops) are GOT
 * CGS's. Kept apart from registry.ts and registry-play.ts (which the browser loads), so that only
 * the CLI loads a resolver. A system with a scenario file of its own adds its line here.
 */
import { GOT_CGS_KEY } from "./got-cgs/key";
import { GOT_CGS_SCENARIO_FILE } from "./got-cgs/scenario-file";
import type { ScenarioFileHook } from "./registry-scenarios-contract";

export type { ScenarioFileHook, ScenarioRefused, ScenarioResolved } from "./registry-scenarios-contract";

const HOOKS: ReadonlyMap<string, ScenarioFileHook> = new Map<string, ScenarioFileHook>([[GOT_CGS_KEY, GOT_CGS_SCENARIO_FILE]]);

/** The systems whose scenarios are `greenhouse.scenario/1` files; the first is the one such a file (which names no system) is resolved by. */
export const SCENARIO_FILE_SYSTEMS = [GOT_CGS_KEY] as const;

/** The scenario-file hook of the system `key` (a `GameSystem`'s `definition.key`), or null: it resolves no scenario file. */
export function scenarioHook(key: string): ScenarioFileHook | null {
  return HOOKS.get(key) ?? null;
}

/** The hook that resolves a `greenhouse.scenario/1` file: its system's (`SCENARIO_FILE_SYSTEMS[0]`). */
export function scenarioFileHook(): ScenarioFileHook {
  const hook = scenarioHook(SCENARIO_FILE_SYSTEMS[0]);
  if (hook === null) throw new Error("internal: the system of the scenario file has no scenario hook");
  return hook;
}
