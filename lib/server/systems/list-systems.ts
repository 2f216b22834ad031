/** listSystems: every system this server knows, built-in first (registry order), then the stored ones by name. */
import { allSystems } from "@/lib/systems/registry";
import { visiblePacks } from "../accounts/visible";
import { dbOf } from "../tx";
import { storedSystem } from "./resolve";
import type { DbOptions } from "../types";

export interface SystemSummary {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** What a deck is called ("era deck", "deck"). */
  readonly deckNoun: string;
  /** Built-in systems are read-only (copy one to change it). */
  readonly builtIn: boolean;
  /** The stored system's revision; null for a built-in one. */
  readonly revision: number | null;
  /** ISO time of the last change; null for a built-in one. */
  readonly updatedAt: string | null;
  /** Packs of this system the caller can see. */
  readonly packs: number;
}

export async function listSystems(options: DbOptions = {}): Promise<SystemSummary[]> {
  const db = dbOf(options);
  const [stored, counts] = await Promise.all([
    db.system.findMany({ select: { key: true, name: true, definition: true, revision: true, updatedAt: true }, orderBy: [{ name: "asc" }, { key: "asc" }] }),
    db.pack.groupBy({ by: ["system"], where: visiblePacks(), _count: { _all: true } }),
  ]);
  const packs = new Map(counts.map((c) => [c.system, c._count._all]));
  const builtIn = allSystems().map(({ definition: d }): SystemSummary => ({ key: d.key, name: d.name, description: d.description, deckNoun: d.deckNoun, builtIn: true, revision: null, updatedAt: null, packs: packs.get(d.key) ?? 0 }));
  const own = stored.map((s): SystemSummary => {
    const { description, deckNoun } = storedSystem(s).definition;
    return {
      key: s.key,
      name: s.name,
      description,
      deckNoun,
      builtIn: false,
      revision: s.revision,
      updatedAt: s.updatedAt.toISOString(),
      packs: packs.get(s.key) ?? 0,
    };
  });
  return [...builtIn, ...own];
}
