/**
 * What the simulation verbs return: a run as the page and the API show it, running or saved.
 * Dates are ISO 8601 strings.
 */
import type { BotKind } from "@/lib/systems/got-cgs/engine/bots/bot";
import type { SimulationReport } from "@/lib/systems/got-cgs/engine/simulate-report";

export type SimulationStatus = "running" | "done" | "cancelled" | "failed";

/** What a run was asked to play: the same for a running job and a saved run. */
export interface SimulationSettings {
  readonly id: string;
  readonly packId: string;
  readonly era: string;
  readonly games: number;
  readonly seed: number | string;
  readonly players: number;
  readonly bot: BotKind;
}

export interface SimulationDto extends SimulationSettings {
  readonly status: SimulationStatus;
  /** Eras played so far (of `games`). */
  readonly done: number;
  readonly startedAt: string;
  /** Time since start while running; the run's whole time once it ended. */
  readonly elapsedMs: number;
  /** The pack revision the run came from. */
  readonly revision: { readonly fingerprint: string; readonly updatedAt: string };
  /** The era deck plays differently now than when this ran (its cards, aliases or instructions changed); null when unknown (the era was renamed or deleted). */
  readonly packChanged: boolean | null;
  /** The engine's report when done; null otherwise. */
  readonly report: SimulationReport | null;
  /** Why it failed. */
  readonly error: string | null;
}

/** The input of `startSimulation` (validated there). */
export interface SimulationInput {
  readonly era?: string;
  readonly games?: number;
  readonly seed?: number | string;
  readonly players?: number;
  readonly bot?: string;
}
