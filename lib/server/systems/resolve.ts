/**
 * A pack's game system by key: a built-in one from the registry (lib/systems/registry.ts), else a
 * stored one (the `System` table). Neutral layers receive the resulting definition; this is the
 * one async lookup at the server's boundary.
 *
 * A stored definition was checked by `checkDefinition` when it was written; it is parsed once per
 * key and revision (definitions are immutable data, and every layer caches by object identity).
 */
import { allSystems, findSystem } from "@/lib/systems/registry";
import type { GameSystem, SystemDefinition } from "@/lib/systems/types";
import type { Db, Tx } from "../db";

const parsed = new Map<string, { readonly revision: number; readonly system: GameSystem }>();

/** A stored system row as a `GameSystem` (data only: no hooks, not playable). */
export function storedSystem(row: { readonly key: string; readonly revision: number; readonly definition: string }): GameSystem {
  const cached = parsed.get(row.key);
  if (cached !== undefined && cached.revision === row.revision) return cached.system;
  const system: GameSystem = { definition: JSON.parse(row.definition) as SystemDefinition, playable: false };
  parsed.set(row.key, { revision: row.revision, system });
  return system;
}

/** The system of `key`, built-in first; null when neither the registry nor the database has it. */
export async function resolveSystem(db: Db | Tx, key: string): Promise<GameSystem | null> {
  const builtIn = findSystem(key);
  if (builtIn !== null) return builtIn;
  const row = await db.system.findUnique({ where: { key }, select: { key: true, revision: true, definition: true } });
  return row === null ? null : storedSystem(row);
}

/** Every system key this server knows, built-in first, for messages ("choose one of ..."). */
export async function knownSystemKeys(db: Db | Tx): Promise<string[]> {
  const stored = await db.system.findMany({ select: { key: true }, orderBy: { key: "asc" } });
  return [...allSystems().map((s) => s.definition.key), ...stored.map((s) => s.key)];
}
