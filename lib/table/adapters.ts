/**
 * The table adapters by game-system key: what the browser needs of a system to draw its table
 * (docs/ui.md, "What a game system adds to trial play"). Each system with an engine gives its
 * adapter as `GameSystem.table` (the contract: lib/systems/table-contract.ts; GOT CGS's and
 * Genesis's are in their folders, lib/systems/<key>/table/); the game page takes it from here
 * and never imports a system's adapter itself.
 */
import { allSystems, DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { TableAdapter } from "@/lib/systems/table-contract";

export type { OutcomeView, TableAdapter } from "@/lib/systems/table-contract";

/** Every system with a table, by key. */
export const TABLE_ADAPTERS: Readonly<Record<string, TableAdapter>> = Object.fromEntries(
  allSystems().flatMap((s) => (s.table === undefined ? [] : [[s.definition.key, s.table] as const])),
);

/** The adapter of a system key (the registry's default when absent, as for pack documents), or null for a system without a table. */
export function tableAdapterOf(system: string | undefined): TableAdapter | null {
  return findSystem(system ?? DEFAULT_SYSTEM)?.table ?? null;
}
