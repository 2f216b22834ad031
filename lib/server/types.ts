/**
 * The plain data (DTOs) that lib/server verbs return to pages, server actions, route handlers,
 * the CLI and tests. No Prisma type leaks out: dates are ISO 8601 strings, pictures are
 * described (bytes come from `getPicture`), JSON columns are parsed.
 *
 * Positions (`position`) are 0-based and dense within their parent; versions start at 1.
 */
import type { GotCgsView, Instructions, PackType } from "@/lib/packs/schema";
import type { SystemCard } from "@/lib/systems/types";
import type { Db } from "./db";

/** Every verb's options may name the client to use; the default is `getDb()`. */
export interface DbOptions {
  readonly db?: Db;
}

/** A pack-defined alias, in the designer's order. */
export interface PackAliasDto {
  readonly alias: string;
  readonly target: string;
}

/** One row of the packs list (`GET /api/packs`). */
export interface PackSummary {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  readonly game: string;
  readonly type: PackType;
  /** Number of era decks. */
  readonly eras: number;
  /** Number of distinct cards (rows) over every era. */
  readonly cards: number;
  /** Cards to print: the sum of `copies`. */
  readonly copies: number;
  readonly updatedAt: string;
}

/** An era deck with its card counts. */
export interface EraSummary {
  readonly id: string;
  readonly packId: string;
  readonly name: string;
  readonly position: number;
  /** Distinct cards. */
  readonly cards: number;
  /** Sum of `copies`. */
  readonly copies: number;
  readonly updatedAt: string;
}

export type PictureRole = "front" | "back" | "card";

/** A stored picture, without its bytes (fetch them from `url`). */
export interface PictureInfo {
  readonly id: string;
  readonly packId: string;
  readonly role: PictureRole;
  /** Backs: the back key (GOT CGS: the affiliation; "" = cards without one). Front: "". Card pictures: null. */
  readonly backKey: string | null;
  /** The same value as `backKey`, under its name before issue 26 (kept for clients written so far). */
  readonly affiliation: string | null;
  readonly name: string;
  readonly mime: PictureMime;
  readonly width: number;
  readonly height: number;
  /** Bytes. */
  readonly size: number;
  readonly sha256: string;
  /** `/api/pictures/<id>`: serves the bytes with their MIME type. */
  readonly url: string;
  readonly createdAt: string;
}

export type PictureMime = "image/png" | "image/jpeg" | "image/webp";

/** A pack with everything its overview page shows. */
export interface PackDetail {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  readonly game: string;
  readonly type: PackType;
  readonly instructions: Instructions;
  readonly aliases: readonly PackAliasDto[];
  /** Incremented by every `updatePack`; pass it back to detect concurrent edits. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** In deck order. */
  readonly eras: readonly EraSummary[];
  /** Front first, then backs in order, then card pictures (oldest first). */
  readonly pictures: readonly PictureInfo[];
  /** Totals over every era. */
  readonly cards: number;
  readonly copies: number;
}

/**
 * The editable fields of a card as GOT CGS's editor knows them. `format`, `orientation`,
 * `directive`, `attributes` and `lore` are derived from `type` + `fields` (the SystemCard) and mean
 * something only on a GOT CGS pack; cards of other systems read `type` and `fields`. Named for
 * GOT CGS, not `CardFields`: that is lib/systems/types.ts's (a system card's field values).
 */
export interface GotCgsCardFields extends GotCgsView {
  readonly identifier: string;
  readonly copies: number;
  /** Gold only: the card's picture (role "card" of the same pack). */
  readonly pictureId: string | null;
  /** Gold only: the image as a path, kept from an imported pack; exported unchanged. */
  readonly imagePath: string | null;
}

/** A card as stored: GOT CGS's view and the system card (`type`: the card type key of the pack's system, GOT CGS "silver" | "gold"; `fields` in the card type's order). */
export interface CardDto extends GotCgsCardFields, SystemCard {
  readonly id: string;
  /** The card's deck. */
  readonly deckId: string;
  /** The same value as `deckId`, under its name before issue 26 (kept for clients written so far). */
  readonly eraId: string;
  readonly packId: string;
  readonly position: number;
  /** Pass back to `updateCard`; a stale one is a 409 carrying the current card. */
  readonly version: number;
  /**
   * The designer's note written at the table (`setCardNotes`): not part of the card's
   * revisions, does not change `version`, not exported (the pack format has no key for it).
   */
  readonly notes: string;
  /** `/api/pictures/<pictureId>` or null. */
  readonly pictureUrl: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The pack context the card editor and era table need (aliases for `cardModel`, lint). */
export interface PackContext {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly aliases: readonly PackAliasDto[];
  readonly instructions: Instructions;
}

/** An era deck's table: the era, its pack's context, and its cards in deck order. */
export interface EraCards {
  readonly era: EraSummary;
  readonly pack: PackContext;
  readonly cards: readonly CardDto[];
}

/** A card for the editor, with where it lives and its neighbours for next/previous. */
export interface CardDetail extends CardDto {
  readonly era: { readonly id: string; readonly name: string };
  readonly pack: PackContext;
  /** Ids of the previous and next card in the era's order (null at the ends). */
  readonly previousId: string | null;
  readonly nextId: string | null;
}

/** One entry of a card's history (newest first). */
export interface RevisionSummary {
  readonly id: string;
  readonly cardId: string;
  readonly version: number;
  /** The version this revision restored, or null for an ordinary save. */
  readonly restoredFrom: number | null;
  readonly identifier: string;
  readonly createdAt: string;
  /** The account that saved it on a team server (its name now); null in the local mode, for imports, or a deleted account. */
  readonly author: string | null;
}

/** A card as it was after one save. */
export interface RevisionDto extends RevisionSummary, GotCgsCardFields, SystemCard {}

/** What `importPack` reports. */
export interface ImportResult {
  readonly id: string;
  readonly name: string;
  readonly eras: number;
  readonly cards: number;
  readonly pictures: number;
  /**
   * The name the document asked for when another pack already had it (the pack was then given
   * `name`, e.g. "The Drowned Coast (2)"); null when the pack kept its own name.
   */
  readonly renamedFrom: string | null;
}
