/**
 * A validated request to start a run (internal): what start-simulation.ts hands to the
 * in-process runner (run-local.ts) or to the queue (enqueue-run.ts).
 */
import type { DeckSource } from "@/lib/systems/got-cgs/engine/simulate";
import type { PackRevision } from "./read-era";
import type { SimulationSettings } from "./types";

export interface StartRequest extends SimulationSettings {
  readonly source: DeckSource;
  readonly revision: PackRevision;
  readonly startedAt: Date;
  readonly startedBy: string | null;
}
