/**
 * What a simulation reads from the database: one era deck of a pack as an engine deck, with the
 * pack revision it is (a fingerprint of everything that decides play, and the newest change).
 * Pictures, lore and directives are not read: they never change how a card plays.
 */
import { createHash } from "node:crypto";
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import type { DeckSource } from "@/lib/systems/got-cgs/engine/simulate";
import { instructionsSchema, type Instructions, type PackDocument } from "@/lib/packs/schema";
import { AppError, notFound, validationError } from "../errors";
import type { Db } from "../db";
import { idSchema, parseField } from "../validation";
import { gotCgsView, parseStoredFields } from "../card-fields";

/** The pack revision a run came from. */
export interface PackRevision {
  /** SHA-256 hex of the pack's instructions and aliases and the era deck's cards (identifier, format, copies, attributes, order). */
  readonly fingerprint: string;
  /** The newest `updatedAt` of the pack, the era deck and its cards. */
  readonly updatedAt: Date;
}

export interface StoredEra {
  readonly packId: string;
  readonly packName: string;
  readonly era: string;
  readonly eras: readonly string[];
  readonly instructions: Instructions;
  readonly source: DeckSource;
  readonly revision: PackRevision;
}

function parseInstructions(text: string): Instructions {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = {};
  }
  const parsed = instructionsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

interface EraRows {
  readonly pack: { id: string; name: string; instructions: string; updatedAt: Date; aliases: { alias: string; target: string }[] };
  readonly names: string[];
  readonly era: { name: string; updatedAt: Date };
  readonly cards: { identifier: string; format: string; copies: number; attributes: string; updatedAt: Date }[];
}

async function readRows(db: Db, packId: string, era: string | undefined): Promise<EraRows> {
  const id = parseField("id", idSchema, packId);
  const pack = await db.pack.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      instructions: true,
      updatedAt: true,
      aliases: { orderBy: { position: "asc" }, select: { alias: true, target: true } },
      decks: { orderBy: { position: "asc" }, select: { id: true, name: true, updatedAt: true } },
    },
  });
  if (pack === null) throw notFound("pack", id);
  const names = pack.decks.map((e) => e.name);
  const chosen = era === undefined ? pack.decks[0] : pack.decks.find((e) => e.name === era);
  if (chosen === undefined) {
    if (era === undefined) throw new AppError("validation", "This pack has no era deck to simulate; add one first.", { issues: [{ path: "era", message: "the pack has no era deck" }] });
    throw validationError([{ path: "era", message: `this pack has no era deck named "${era}" (it has: ${names.map((n) => `"${n}"`).join(", ") || "none"})` }]);
  }
  const rows = await db.card.findMany({
    where: { deckId: chosen.id },
    orderBy: { position: "asc" },
    select: { identifier: true, type: true, copies: true, fields: true, updatedAt: true },
  });
  // GOT CGS's view of the stored type + fields (the one mapping, card-fields.ts).
  const cards = rows.map((c) => ({ identifier: c.identifier, format: c.type, copies: c.copies, attributes: gotCgsView(c.type, parseStoredFields(c.fields)).attributes, updatedAt: c.updatedAt }));
  return { pack, names, era: chosen, cards };
}

function revisionOf({ pack, era, cards }: EraRows, instructions: Instructions): PackRevision {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ instructions, aliases: pack.aliases, era: era.name, cards: cards.map((c) => [c.identifier, c.format, c.copies, c.attributes]) }));
  let newest = pack.updatedAt.getTime();
  for (const t of [era.updatedAt, ...cards.map((c) => c.updatedAt)]) newest = Math.max(newest, t.getTime());
  return { fingerprint: hash.digest("hex"), updatedAt: new Date(newest) };
}

/** The current revision of an era deck (for "the pack changed since"); errors as {@link readEra}. */
export async function eraRevision(db: Db, packId: string, era: string): Promise<PackRevision> {
  const rows = await readRows(db, packId, era);
  return revisionOf(rows, parseInstructions(rows.pack.instructions));
}

/**
 * The era deck `era` (default: the pack's first) of pack `packId`. 404 for an unknown pack; 422
 * at `era` for an unknown era name (the message lists the names) or a pack without era decks.
 */
export async function readEra(db: Db, packId: string, era: string | undefined): Promise<StoredEra> {
  const rows = await readRows(db, packId, era);
  const { pack, names, era: chosen, cards } = rows;
  const instructions = parseInstructions(pack.instructions);
  const aliases = Object.fromEntries(pack.aliases.map((a) => [a.alias, a.target]));
  const doc: PackDocument = {
    format: "greenhouse.pack/1",
    system: "got-cgs",
    pack: { game: "", name: pack.name, type: "edition", aliases, instructions },
    eras: [
      {
        name: chosen.name,
        cards: cards.map((c) => ({ identifier: c.identifier, format: c.format === "gold" ? "gold" : "silver", copies: c.copies, directive: "", attributes: c.attributes, lore: "" })),
      },
    ],
  };
  const deck = decksFromPack(doc, chosen.name)[0];
  if (deck === undefined) throw new Error(`readEra: era "${chosen.name}" vanished while building its deck`);
  const fixed = instructions.playerAffiliations;
  return {
    packId: pack.id,
    packName: pack.name,
    era: chosen.name,
    eras: names,
    instructions,
    source: { deck, ...(fixed && fixed.length > 0 ? { playerAffiliations: fixed } : {}), ...(instructions.players !== undefined ? { packPlayers: instructions.players } : {}) },
    revision: revisionOf(rows, instructions),
  };
}
