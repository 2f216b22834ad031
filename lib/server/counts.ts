/**
 * Card counts per era (internal): one grouped query instead of loading every card. It also
 * gives each era's latest card change, so "changed 2 minutes ago" on an era or a pack covers
 * card saves without writing the era and pack rows on every autosave.
 */
import type { Db, Tx } from "./db";

export interface EraCount {
  readonly cards: number;
  readonly copies: number;
  /** The latest `updatedAt` of the era's cards, or null for an empty era. */
  readonly lastCardChange: Date | null;
}

/** eraId -> counts, for the given eras (all eras when `eraIds` is undefined). */
export async function countCardsByEra(db: Db | Tx, eraIds?: readonly string[]): Promise<Map<string, EraCount>> {
  const groups = await db.card.groupBy({
    by: ["deckId"],
    where: eraIds === undefined ? {} : { deckId: { in: [...eraIds] } },
    _count: { _all: true },
    _sum: { copies: true },
    _max: { updatedAt: true },
  });
  return new Map(groups.map((g) => [g.deckId, { cards: g._count._all, copies: g._sum.copies ?? 0, lastCardChange: g._max.updatedAt ?? null }]));
}

export const NO_CARDS: EraCount = { cards: 0, copies: 0, lastCardChange: null };

/** The later of two dates (null counts as never). */
export function latest(a: Date, b: Date | null): Date {
  return b !== null && b > a ? b : a;
}

/** Marks eras as changed (cards left them or were reordered: no card row carries that). */
export async function touchEras(tx: Tx, eraIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(eraIds)];
  if (ids.length > 0) await tx.deck.updateMany({ where: { id: { in: ids } }, data: { updatedAt: new Date() } });
}
