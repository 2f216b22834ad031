/**
 * getPack: one pack with its aliases, eras (with card counts) and pictures (without bytes).
 */
import type { GameSystem, PackType } from "@/lib/packs/schema";
import type { Db, Tx } from "./db";
import { countCardsByEra, latest, NO_CARDS } from "./counts";
import { iso, parseInstructions, PICTURE_INFO_SELECT, toAliases, toEraSummary, toPictureInfo } from "./dto";
import { requireRoleOn } from "./accounts/require";
import { notFound } from "./errors";
import { dbOf } from "./tx";
import type { DbOptions, PackDetail } from "./types";
import { idSchema, parseField } from "./validation";

export interface GetPackOptions extends DbOptions {
  readonly id: string;
}

const ROLE_ORDER: Readonly<Record<string, number>> = { front: 0, back: 1, card: 2 };

/** Reads a pack inside or outside a transaction (internal: verbs return it after writing). */
export async function readPackDetail(db: Db | Tx, id: string): Promise<PackDetail> {
  const pack = await db.pack.findUnique({
    where: { id },
    include: {
      aliases: true,
      decks: { orderBy: [{ position: "asc" }, { id: "asc" }] },
      pictures: { select: PICTURE_INFO_SELECT, orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (pack === null) throw notFound("pack", id);
  const counts = await countCardsByEra(db, pack.decks.map((e) => e.id));
  const eras = pack.decks.map((era) => {
    return toEraSummary(era, counts.get(era.id) ?? NO_CARDS);
  });
  const pictures = [...pack.pictures]
    .sort((a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3))
    .map(toPictureInfo);
  return {
    id: pack.id,
    system: pack.system as GameSystem,
    name: pack.name,
    game: pack.game,
    type: pack.type as PackType,
    instructions: parseInstructions(pack.instructions),
    aliases: toAliases(pack.aliases),
    version: pack.version,
    createdAt: iso(pack.createdAt),
    // A card saved anywhere in the pack counts as a change of the pack.
    updatedAt: iso(eras.reduce((at, e) => latest(at, new Date(e.updatedAt)), pack.updatedAt)),
    eras,
    pictures,
    cards: eras.reduce((n, e) => n + e.cards, 0),
    copies: eras.reduce((n, e) => n + e.copies, 0),
  };
}

/** The pack with id `id`; AppError not_found (404) when there is none (or it is not shared with the acting account). */
export async function getPack(options: GetPackOptions): Promise<PackDetail> {
  const id = parseField("id", idSchema, options.id);
  await requireRoleOn(dbOf(options), "pack", id, "viewer");
  return readPackDetail(dbOf(options), id);
}
