/**
 * setCardNotes: the note a designer writes on a card during trial play ("a note written on a
 * card during play is kept on the card", issue 11). A note is not part of the card's design: it
 * makes no revision, does not bump `version` (so an open editor never gets a 409 for it) and is
 * not exported in `greenhouse.pack/1`, whose format has no key for it.
 */
import { z } from "zod";
import { readCardDto } from "./card-helpers";
import { requireRoleOn } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf, writeTransaction } from "./tx";
import type { CardDto, DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export const notesSchema = z.string().max(20_000, "a note is at most 20,000 characters");

export interface SetCardNotesOptions extends DbOptions {
  readonly id: string;
  readonly notes: string;
}

/** The card with its new note; 404 when it does not exist, 422 at `notes` for a bad one. */
export async function setCardNotes(options: SetCardNotesOptions): Promise<CardDto> {
  const id = parseField("id", idSchema, options.id);
  const notes = parseField("notes", notesSchema, options.notes);
  return writeTransaction(dbOf(options), async (tx) => {
    await requireRoleOn(tx, "card", id, "editor");
    const { count } = await tx.card.updateMany({ where: { id }, data: { notes } });
    if (count === 0) throw notFound("card", id);
    return readCardDto(tx, id);
  });
}
