/**
 * The saved-runs list as the page shows it: the runs the server listed, with the runs the page
 * follows (slots A and B, polled every 400 ms) laid over them, so a run appears in the list the
 * moment it starts and its row moves with its progress bar; when it ends, the next list from the
 * server has it as a saved row. Pure: no React, no fetch.
 */
import type { SimulationDto } from "@/lib/server/simulations/types";

/**
 * `listed` with every run of `live` (null entries skipped) replacing its row, or put first when
 * the list does not have it yet (a run just started). Order otherwise as listed.
 */
export function mergeRuns(listed: readonly SimulationDto[], live: readonly (SimulationDto | null)[]): SimulationDto[] {
  const byId = new Map<string, SimulationDto>();
  for (const run of live) if (run !== null) byId.set(run.id, run);
  const known = new Set(listed.map((r) => r.id));
  const fresh = [...byId.values()].filter((r) => !known.has(r.id));
  return [...fresh, ...listed.map((r) => byId.get(r.id) ?? r)];
}

/**
 * Whether the list must be fetched again to move: some row is running that no slot follows
 * (a run started in another tab, or before a reload). Rows a slot follows move with the slot.
 */
export function hasUnfollowedRunning(rows: readonly SimulationDto[], followed: readonly (string | null)[]): boolean {
  return rows.some((r) => r.status === "running" && !followed.includes(r.id));
}

/** The page's address that shows run `id` (the list's "Watch" link; the page reads `?run=`). */
export function watchHref(packId: string, id: string): string {
  return `/packs/${encodeURIComponent(packId)}/simulate?run=${encodeURIComponent(id)}`;
}
