/**
 * GOT CGS's scenario-file hook (lib/systems/registry-scenarios-contract.ts `ScenarioFileHook`):
 * `cli resolve`'s answer for a `greenhouse.scenario/1` file, resolved by the engine's
 * `resolveScenario` (./engine/scenario.ts, the Sandbox's too) and written as a designer reads it
 * in a terminal. The registry's half lib/systems/registry-scenarios.ts hands it out; neutral code
 * never imports it.
 */
import type { ScenarioFileHook } from "../registry-scenarios-contract";
import { resolveScenario, type ScenarioResult } from "./engine/scenario";
import type { Scenario } from "./scenario-document";

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

export const GOT_CGS_SCENARIO_FILE: ScenarioFileHook = {
  resolve(scenario) {
    const outcome = resolveScenario(scenario as Scenario);
    return outcome.ok ? { ok: true, result: outcome.result, text: formatResult(outcome.result) } : { ok: false, problems: outcome.problems };
  },
};
