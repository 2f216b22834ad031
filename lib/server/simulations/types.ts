/**
 * What the simulation verbs return: a run as the page and the API show it, running or saved.
 * Dates are ISO 8601 strings. The bot and the report are the pack's system's own (its engine's
 * simulation hook, lib/systems/engine.ts): a report with a `cards` table of `SimulationCardStat`s
 * gets the neutral per-card charts.
 */

/** A system's report as JSON: an object whose keys the system's hook chooses. */
export type SimulationReportJson = { readonly [key: string]: unknown };

export type SimulationStatus = "running" | "done" | "cancelled" | "failed";

/** What a run was asked to play: the same for a running job and a saved run. */
export interface SimulationSettings {
  readonly id: string;
  readonly packId: string;
  /** The deck played (GOT CGS: an era deck). */
  readonly era: string;
  readonly games: number;
  readonly seed: number | string;
  readonly players: number;
  /** A bot kind of the system's engine, at every seat. */
  readonly bot: string;
}

export interface SimulationDto extends SimulationSettings {
  readonly status: SimulationStatus;
  /** Games (GOT CGS: eras) played so far (of `games`). */
  readonly done: number;
  readonly startedAt: string;
  /** Time since start while running; the run's whole time once it ended. */
  readonly elapsedMs: number;
  /** The pack revision the run came from. */
  readonly revision: { readonly fingerprint: string; readonly updatedAt: string };
  /** The era deck plays differently now than when this ran (its cards, aliases or instructions changed); null when unknown (the era was renamed or deleted). */
  readonly packChanged: boolean | null;
  /** The engine's report when done; null otherwise. */
  readonly report: SimulationReportJson | null;
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
