/** listGames: the games of a pack, most recently played first (`GET /api/packs/{id}/games`). */
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { idSchema, parseField } from "../validation";
import { findSystem } from "@/lib/systems/registry";
import { gameSummary } from "./store";
import type { GameSummary } from "./types";

export interface ListGamesOptions extends DbOptions {
  readonly packId: string;
}

/** `{ games }`; 404 for an unknown pack. */
export async function listGames(options: ListGamesOptions): Promise<{ games: GameSummary[] }> {
  const db = dbOf(options);
  const packId = parseField("id", idSchema, options.packId);
  const [pack, rows] = await db.$transaction([
    db.pack.findUnique({ where: { id: packId }, select: { id: true, system: true } }),
    db.game.findMany({
      where: { packId },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      select: { id: true, packId: true, title: true, actions: true, over: true, createdAt: true, updatedAt: true, options: true },
    }),
  ]);
  if (pack === null) throw notFound("pack", packId);
  // The seed deals a game with hidden information again (seat-view.ts): the list leaves it out too.
  const hidden = findSystem(pack.system)?.engine?.view !== undefined;
  return { games: rows.map((row) => (hidden ? { ...gameSummary(row), seed: null } : gameSummary(row))) };
}
