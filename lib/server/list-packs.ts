/**
 * listPacks: every pack with its era and card counts (the home page, `GET /api/packs`).
 */
import type { GameSystem, PackType } from "@/lib/packs/schema";
import { countCardsByEra, latest, NO_CARDS } from "./counts";
import { iso } from "./dto";
import { dbOf } from "./tx";
import { visiblePacks } from "./accounts/visible";
import type { DbOptions, PackSummary } from "./types";

export type ListPacksOptions = DbOptions;

/** All packs, sorted by name (case-insensitive, then oldest first). Never throws for an empty database. */
export async function listPacks(options: ListPacksOptions = {}): Promise<PackSummary[]> {
  const db = dbOf(options);
  const [packs, counts] = await Promise.all([
    db.pack.findMany({ where: visiblePacks(), include: { decks: { select: { id: true, updatedAt: true } } }, orderBy: { createdAt: "asc" } }),
    countCardsByEra(db),
  ]);
  return packs
    .map((pack) => {
      let cards = 0;
      let copies = 0;
      let updatedAt = pack.updatedAt;
      for (const era of pack.decks) {
        const c = counts.get(era.id) ?? NO_CARDS;
        cards += c.cards;
        copies += c.copies;
        updatedAt = latest(latest(updatedAt, era.updatedAt), c.lastCardChange);
      }
      return {
        id: pack.id,
        system: pack.system as GameSystem,
        name: pack.name,
        game: pack.game,
        type: pack.type as PackType,
        eras: pack.decks.length,
        cards,
        copies,
        updatedAt: iso(updatedAt),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
}
