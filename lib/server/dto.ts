/**
 * Row -> DTO conversions (internal to lib/server). Every verb returns what these build, so the
 * shapes in types.ts have exactly one implementation.
 */
import { actingUser } from "./accounts/acting";
import type { Card, CardRevision, Deck, Pack, PackAlias, Picture } from "@/generated/prisma/client";
import { instructionsSchema, type Instructions } from "@/lib/packs/schema";
import type { SystemCard } from "@/lib/systems/types";
import { gotCgsView, parseStoredFields } from "./card-fields";
import { latest, type EraCount } from "./counts";
import type {
  CardDto,
  GotCgsCardFields,
  EraSummary,
  PackAliasDto,
  PackContext,
  PictureInfo,
  PictureMime,
  PictureRole,
  RevisionDto,
  RevisionSummary,
} from "./types";

export const iso = (date: Date): string => date.toISOString();

/** Parses the stored instructions JSON; a damaged value reads as `{}` rather than crashing a page. */
export function parseInstructions(text: string): Instructions {
  try {
    const parsed = instructionsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function pictureUrl(id: string): string {
  return `/api/pictures/${encodeURIComponent(id)}`;
}

export function toPictureInfo(p: Omit<Picture, "bytes">): PictureInfo {
  return {
    id: p.id,
    packId: p.packId,
    role: p.role as PictureRole,
    backKey: p.backKey,
    affiliation: p.backKey,
    name: p.name,
    mime: p.mime as PictureMime,
    width: p.width,
    height: p.height,
    size: p.size,
    sha256: p.sha256,
    url: pictureUrl(p.id),
    createdAt: iso(p.createdAt),
  };
}

/** Prisma `select` for pictures without their bytes. */
export const PICTURE_INFO_SELECT = {
  id: true,
  packId: true,
  role: true,
  backKey: true,
  position: true,
  name: true,
  mime: true,
  width: true,
  height: true,
  size: true,
  sha256: true,
  createdAt: true,
} as const;

export function toAliases(rows: readonly PackAlias[]): PackAliasDto[] {
  return [...rows].sort((a, b) => a.position - b.position).map((a) => ({ alias: a.alias, target: a.target }));
}

export function toPackContext(pack: Pack & { aliases: PackAlias[] }): PackContext {
  return {
    id: pack.id,
    name: pack.name,
    system: pack.system,
    aliases: toAliases(pack.aliases),
    instructions: parseInstructions(pack.instructions),
  };
}

/** `count` gives the card totals and the latest card change (counts.ts). */
export function toEraSummary(era: Deck, count: EraCount): EraSummary {
  return {
    id: era.id,
    packId: era.packId,
    name: era.name,
    position: era.position,
    cards: count.cards,
    copies: count.copies,
    updatedAt: iso(latest(era.updatedAt, count.lastCardChange)),
  };
}

/** The columns of a card or revision row that hold what the designer edits. */
export type CardRowFields = Pick<Card, "identifier" | "type" | "copies" | "pictureId" | "imagePath" | "fields">;

/**
 * THE mapping from a stored card (or revision) to the card the rest of the app sees: `type` and
 * `fields` for every system, and GOT CGS's view derived from them (card-fields.ts).
 */
export function cardFields(row: CardRowFields): GotCgsCardFields & SystemCard {
  const fields = parseStoredFields(row.fields);
  return {
    identifier: row.identifier,
    copies: row.copies,
    pictureId: row.pictureId,
    imagePath: row.imagePath,
    ...gotCgsView(row.type, fields),
    type: row.type,
    fields,
  };
}

export function toCardDto(row: Card, packId: string): CardDto {
  return {
    id: row.id,
    deckId: row.deckId,
    eraId: row.deckId,
    packId,
    position: row.position,
    ...cardFields(row),
    version: row.version,
    notes: row.notes,
    pictureUrl: row.pictureId === null ? null : pictureUrl(row.pictureId),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toRevisionSummary(row: CardRevision & { author?: { name: string } | null }): RevisionSummary {
  return {
    id: row.id,
    cardId: row.cardId,
    version: row.version,
    restoredFrom: row.restoredFrom,
    identifier: row.identifier,
    createdAt: iso(row.createdAt),
    author: row.author?.name ?? null,
  };
}

export function toRevisionDto(row: CardRevision): RevisionDto {
  return { ...toRevisionSummary(row), ...cardFields(row) };
}

/** The revision row that records `card` as it is now. */
export function revisionData(card: Card, restoredFrom: number | null = null) {
  return {
    cardId: card.id,
    version: card.version,
    restoredFrom,
    identifier: card.identifier,
    type: card.type,
    copies: card.copies,
    pictureId: card.pictureId,
    imagePath: card.imagePath,
    fields: card.fields,
    authorId: actingUser()?.id ?? null,
  };
}
