/**
 * Checks and lookups shared by the card verbs (internal).
 */
import type { Tx } from "./db";
import { toCardDto } from "./dto";
import { AppError, notFound, validationError } from "./errors";
import type { CardDto } from "./types";

/** The era's pack id; 404 when the era does not exist. */
export async function eraPackId(tx: Tx, eraId: string): Promise<string> {
  const era = await tx.deck.findUnique({ where: { id: eraId }, select: { packId: true } });
  if (era === null) throw notFound("era deck", eraId);
  return era.packId;
}

/** 422 unless `pictureId` is a card picture of pack `packId`. */
export async function assertCardPicture(tx: Tx, packId: string, pictureId: string | null): Promise<void> {
  if (pictureId === null) return;
  const picture = await tx.picture.findUnique({ where: { id: pictureId }, select: { packId: true, role: true } });
  if (picture === null || picture.packId !== packId) {
    throw validationError([{ path: "pictureId", message: "no such picture in this pack; upload it to the pack first" }]);
  }
  if (picture.role !== "card") {
    throw validationError([{ path: "pictureId", message: `that picture is the pack's ${picture.role}; upload the card's own picture (a card picture) and choose it` }]);
  }
}

/** The card as a DTO; 404 when it does not exist. */
export async function readCardDto(tx: Tx, id: string): Promise<CardDto> {
  const card = await tx.card.findUnique({ where: { id }, include: { deck: { select: { packId: true } } } });
  if (card === null) throw notFound("card", id);
  return toCardDto(card, card.deck.packId);
}

/** 409 conflict carrying the current card. */
export function versionConflict(current: CardDto, based: number): AppError {
  return new AppError(
    "conflict",
    `This card was saved elsewhere (another tab or person) after you opened it: you edited version ${based}, it is now at version ${current.version}. ` +
      `Compare both and keep one; nothing of yours was saved yet.`,
    { details: { current } },
  );
}

/**
 * The next free identifier after the era's last one that ends in a number (`GEN-009` ->
 * `GEN-010`, keeping the zero padding); `CARD-001` when no identifier ends in a number.
 */
export function suggestIdentifier(existing: readonly string[]): string {
  const taken = new Set(existing);
  let prefix = "CARD-";
  let n = 1;
  let width = 3;
  for (let i = existing.length - 1; i >= 0; i--) {
    const match = /^(.*?)(\d+)$/.exec(existing[i] ?? "");
    if (match?.[2] !== undefined) {
      prefix = match[1] ?? "";
      width = match[2].length;
      n = Number.parseInt(match[2], 10) + 1;
      break;
    }
  }
  let candidate = `${prefix}${String(n).padStart(width, "0")}`;
  while (taken.has(candidate)) candidate = `${prefix}${String(++n).padStart(width, "0")}`;
  return candidate;
}
