/**
 * A validated request to start a run (internal): what start-simulation.ts hands to the
 * in-process runner (run-local.ts) or to the queue (enqueue-run.ts).
 */
import type { PackRevision } from "./read-era";
import type { SimulationSettings } from "./types";

export interface StartRequest extends SimulationSettings {
  /** The pack's system (its simulation hook plays the run). */
  readonly system: string;
  /** What the run read, in the system's shape (read-era.ts). */
  readonly source: unknown;
  readonly revision: PackRevision;
  readonly startedAt: Date;
  readonly startedBy: string | null;
}
