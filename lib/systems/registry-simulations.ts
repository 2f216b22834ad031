/**
 * The registry's Node-only half: each system's simulation runner (the code behind its engine's
 * `simulation` hook, lib/systems/engine.ts), loaded on demand. Kept apart from registry.ts, which
 * the browser bundles, because a runner may start worker threads. A system with a simulation hook
 * adds its line here beside its line in registry.ts.
 */
import type { SimulationRunner } from "./engine";
import { GOT_CGS_DEFINITION } from "./got-cgs/system";
import { GOT_GENESIS_DEFINITION } from "./got-genesis/system";
import type { GameSystem } from "./types";

const RUNNERS: ReadonlyMap<string, () => Promise<SimulationRunner>> = new Map([
  [GOT_CGS_DEFINITION.key, async () => (await import("./got-cgs/simulation")).GOT_CGS_SIMULATION],
  [GOT_GENESIS_DEFINITION.key, async () => (await import("./got-genesis/simulation")).GENESIS_SIMULATION],
]);

/** The runner of a system whose engine has a simulation hook, or null (no engine, no hook, or no runner registered). */
export async function simulationRunner(system: GameSystem): Promise<SimulationRunner | null> {
  if (system.engine?.simulation === undefined) return null;
  const load = RUNNERS.get(system.definition.key);
  return load === undefined ? null : load();
}
