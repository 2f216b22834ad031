/**
 * layoutSamples: a few cards of a system's packs, for the layout editor's preview (the face drawn
 * with a real card on it, its picture too). Only packs the acting account may see are read; the newest pack with
 * cards first. No pack: an empty list (the editor then uses the definition's example cards).
 */
import { z } from "zod";
import { visiblePacks } from "../accounts/visible";
import { parseStoredFields } from "../card-fields";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { parseField } from "../validation";
import type { CardFields } from "@/lib/systems/types";

/** At most this many cards come back (one pack's first ones). */
export const LAYOUT_SAMPLE_CAP = 24;

export interface LayoutSample {
  readonly pack: string;
  readonly identifier: string;
  readonly type: string;
  readonly fields: CardFields;
  /** The card's picture (GET /api/pictures/{id} answers it to whoever may see the pack), or null. */
  readonly pictureId: string | null;
}

export interface LayoutSamplesOptions extends DbOptions {
  readonly system: string;
}

const systemKey = z.string({ error: "send the system's key" }).min(1, "send the system's key").max(200, "a system key is at most 200 characters");

export async function layoutSamples(options: LayoutSamplesOptions): Promise<LayoutSample[]> {
  const system = parseField("system", systemKey, options.system);
  const db = dbOf(options);
  const packs = await db.pack.findMany({ where: { ...visiblePacks(), system }, select: { id: true, name: true }, orderBy: { updatedAt: "desc" }, take: 20 });
  for (const pack of packs) {
    const cards = await db.card.findMany({
      where: { deck: { packId: pack.id } },
      select: { identifier: true, type: true, fields: true, pictureId: true },
      orderBy: [{ deck: { position: "asc" } }, { position: "asc" }],
      take: LAYOUT_SAMPLE_CAP,
    });
    if (cards.length > 0) return cards.map((c) => ({ pack: pack.name, identifier: c.identifier, type: c.type, fields: parseStoredFields(c.fields), pictureId: c.pictureId }));
  }
  return [];
}
