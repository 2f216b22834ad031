/**
 * The shared part of copyCards and moveCards (internal): load the selected cards in deck order,
 * check the target era, and bring gold cards' pictures into the target pack.
 */
import type { Card } from "@/generated/prisma/client";
import type { Tx } from "./db";
import { eraPackId } from "./card-helpers";
import { validationError } from "./errors";

export interface Selection {
  readonly targetPackId: string;
  /** The selected cards, in deck order (era position, then card position). */
  readonly cards: (Card & { deck: { packId: string; position: number } })[];
}

/** Loads the selection; 404 for an unknown target era, 422 when a listed card does not exist. */
export async function loadSelection(tx: Tx, ids: readonly string[], toEraId: string): Promise<Selection> {
  const targetPackId = await eraPackId(tx, toEraId);
  const cards = await tx.card.findMany({ where: { id: { in: [...ids] } }, include: { deck: { select: { packId: true, position: true } } } });
  const found = new Set(cards.map((c) => c.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw validationError(
      missing.map((id) => ({ path: `ids[${ids.indexOf(id)}]`, message: `no card with id "${id}"; it may have been deleted, reload the page` })),
      "Some selected cards no longer exist",
    );
  }
  cards.sort((a, b) => a.deck.position - b.deck.position || a.position - b.position || a.id.localeCompare(b.id));
  return { targetPackId, cards };
}

/**
 * The id of a picture with the same bytes in `packId` (role "card"), copying it there when the
 * pack has none; pictures belong to a pack, so a gold card moving packs takes a copy along.
 */
export async function pictureInPack(tx: Tx, pictureId: string | null, packId: string): Promise<string | null> {
  if (pictureId === null) return null;
  const picture = await tx.picture.findUnique({ where: { id: pictureId } });
  if (picture === null) return null;
  if (picture.packId === packId) return picture.id;
  const same = await tx.picture.findFirst({ where: { packId, role: "card", sha256: picture.sha256 }, select: { id: true } });
  if (same !== null) return same.id;
  const copy = await tx.picture.create({
    data: {
      packId,
      role: "card",
      backKey: null,
      name: picture.name,
      mime: picture.mime,
      width: picture.width,
      height: picture.height,
      size: picture.size,
      sha256: picture.sha256,
      bytes: picture.bytes,
    },
  });
  return copy.id;
}
