/**
 * The chunked simulation of a run's system (the engine's simulation hook, lib/systems/engine.ts
 * `SimulationBatches`), from the registry: the queue and its chunk store build, merge and report
 * a run's chunks through it and never import a system.
 */
import type { SimulationBatches } from "@/lib/systems/engine";
import { findSystem } from "@/lib/systems/registry";

/** The batches of system `key`; throws for a system whose engine plays no chunked runs (no run is started for one). */
export function batchesOf(key: string): SimulationBatches {
  const batches = findSystem(key)?.engine?.simulation?.batches;
  if (batches === undefined) throw new Error(`simulation: the "${key}" system's engine plays no chunked runs`);
  return batches;
}
