/**
 * Card counts per era (internal): one grouped query instead of loading every card.
 */
import type { Db, Tx } from "./db";

export interface EraCount {
  readonly cards: number;
  readonly copies: number;
}

/** eraId -> counts, for the given eras (all eras when `eraIds` is undefined). */
export async function countCardsByEra(db: Db | Tx, eraIds?: readonly string[]): Promise<Map<string, EraCount>> {
  const groups = await db.card.groupBy({
    by: ["eraId"],
    where: eraIds === undefined ? {} : { eraId: { in: [...eraIds] } },
    _count: { _all: true },
    _sum: { copies: true },
  });
  return new Map(groups.map((g) => [g.eraId, { cards: g._count._all, copies: g._sum.copies ?? 0 }]));
}

export const NO_CARDS: EraCount = { cards: 0, copies: 0 };
