/**
 * Export links: a Tabletop Simulator export published as links this server serves (docs/print.md,
 * "Export links"). TTS downloads a deck's sheets by URL, with no way to sign in, so
 * `GET /api/export-links/<token>/<file>` answers without the studio's password or an account
 * (the edge lets exactly that path through: lib/server/edge/export-links.ts); the token in the
 * URL, 256 random bits, is the only key. Links are read-only and revocable; a pack's links go
 * with the pack.
 *
 * The files are stored when the link is published, not drawn again on each request: TTS shows
 * what the designer published (an edit made after does not change a table mid-game, and every
 * player downloads the same sheets), and serving a stored PNG costs one indexed read. Each link
 * holds at most {@link EXPORT_LINK_LIMITS}.bytes and a pack at most `perPack` live links, so the
 * database does not fill up with forgotten exports; revoking deletes the files.
 *
 * Roles: publishing and revoking need editor on the pack, listing viewer (the verbs check them,
 * as the edge does on a team server); serving needs none.
 */
import { randomBytes } from "node:crypto";
import { actingUser } from "./accounts/acting";
import { requireRoleOn, requireRoles } from "./accounts/require";
import { AppError, notFound, validationError } from "./errors";
import { EXPORT_LINK_PREFIX, FILE_PATTERN, TOKEN_PATTERN } from "./edge/export-links";
import { MB } from "./edge/limits";
import { dbOf, writeTransaction } from "./tx";
import type { DbOptions } from "./types";
import { idSchema, parseField } from "./validation";

export { EXPORT_LINK_PREFIX, FILE_PATTERN, TOKEN_PATTERN } from "./edge/export-links";

export const EXPORT_LINK_LIMITS = {
  /** Bytes a link stores (the demo pack's 181 cards are 5 MB; 1,000 cards about 30 MB). */
  bytes: 100 * MB,
  /** Live (not revoked) links per pack. */
  perPack: 10,
} as const;

/** A new link token (crypto.randomBytes: 256 bits, not guessable). */
export function newExportLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The URL the files of link `token` are under (no trailing slash): `<origin>/api/export-links/<token>`. */
export function exportLinkBase(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${EXPORT_LINK_PREFIX}${token}`;
}

export interface ExportLinkDto {
  readonly id: string;
  /** The deck exported; null: every deck. */
  readonly deck: string | null;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  /** Files and bytes stored (0 once revoked). */
  readonly files: number;
  readonly size: number;
  /** The saved object's path on this server (`/api/export-links/<token>/<pack>.json`); null once revoked. */
  readonly savedObjectPath: string | null;
}

interface LinkRow {
  id: string;
  token: string;
  deck: string;
  createdBy: string;
  savedObject: string;
  files: number;
  size: number;
  createdAt: Date;
  revokedAt: Date | null;
}

function toDto(row: LinkRow): ExportLinkDto {
  const live = row.revokedAt === null;
  return {
    id: row.id,
    deck: row.deck === "" ? null : row.deck,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    files: live ? row.files : 0,
    size: live ? row.size : 0,
    savedObjectPath: live ? `${EXPORT_LINK_PREFIX}${row.token}/${encodeURIComponent(row.savedObject)}` : null,
  };
}

const LINK_SELECT = { id: true, token: true, deck: true, createdBy: true, savedObject: true, files: true, size: true, createdAt: true, revokedAt: true } as const;

function tooManyLinks(): AppError {
  return new AppError(
    "conflict",
    `This pack has ${EXPORT_LINK_LIMITS.perPack} export links already, the most it may have. Revoke one you no longer play with (Export > Tabletop Simulator links), then publish again.`,
  );
}

export interface PackLinkOptions extends DbOptions {
  readonly packId: string;
}

/**
 * Whether the acting account may publish a link of the pack, before the export is drawn: 404 for
 * an unknown pack (or one not shared), 403 below editor, 409 when the pack has its most links.
 */
export async function checkCanPublish(options: PackLinkOptions): Promise<void> {
  const db = dbOf(options);
  const packId = parseField("id", idSchema, options.packId);
  await requireRoles(db, [[packId, "editor"]]);
  if ((await db.pack.count({ where: { id: packId } })) === 0) throw notFound("pack", packId);
  if ((await db.exportLink.count({ where: { packId, revokedAt: null } })) >= EXPORT_LINK_LIMITS.perPack) throw tooManyLinks();
}

export interface PublishOptions extends PackLinkOptions {
  /** From {@link newExportLinkToken}; the export's URLs were made with it. */
  readonly token: string;
  /** The deck exported; undefined: every deck. */
  readonly deck?: string | undefined;
  /** The saved object's file name, one of `files`. */
  readonly savedObject: string;
  readonly files: readonly { readonly name: string; readonly data: Uint8Array }[];
}

const MIME: Record<string, string> = { json: "application/json", png: "image/png" };

/**
 * Stores a drawn export as a link; the checks of {@link checkCanPublish} again (a link published
 * meanwhile counts), and 422 for an export over the size a link may hold (publish one deck at a
 * time) or a file name the link route would not serve.
 */
export async function publishExportLink(options: PublishOptions): Promise<ExportLinkDto> {
  const packId = parseField("id", idSchema, options.packId);
  if (!TOKEN_PATTERN.test(options.token)) throw new Error("publishExportLink: the token is not one of newExportLinkToken()'s");
  const size = options.files.reduce((n, f) => n + f.data.byteLength, 0);
  if (size > EXPORT_LINK_LIMITS.bytes) {
    throw validationError([{ path: "deck", message: `the export is ${Math.ceil(size / MB)} MB, more than the ${EXPORT_LINK_LIMITS.bytes / MB} MB a link may hold: publish one deck at a time` }], "Cannot publish");
  }
  for (const f of options.files) {
    const mime = MIME[f.name.split(".").pop() ?? ""];
    if (!FILE_PATTERN.test(f.name) || mime === undefined) throw new Error(`publishExportLink: the export wrote a file the link cannot serve: ${f.name}`);
  }
  if (!options.files.some((f) => f.name === options.savedObject)) throw new Error(`publishExportLink: ${options.savedObject} is not among the files`);
  const createdBy = actingUser()?.name ?? "";
  const row = await writeTransaction(dbOf(options), async (tx) => {
    await requireRoles(tx, [[packId, "editor"]]);
    if ((await tx.pack.count({ where: { id: packId } })) === 0) throw notFound("pack", packId);
    if ((await tx.exportLink.count({ where: { packId, revokedAt: null } })) >= EXPORT_LINK_LIMITS.perPack) throw tooManyLinks();
    const link = await tx.exportLink.create({
      data: { token: options.token, packId, deck: options.deck ?? "", createdBy, savedObject: options.savedObject, files: options.files.length, size },
      select: LINK_SELECT,
    });
    for (const f of options.files) {
      await tx.exportLinkFile.create({ data: { linkId: link.id, name: f.name, mime: MIME[f.name.split(".").pop() ?? ""] ?? "application/octet-stream", bytes: new Uint8Array(f.data) } });
    }
    return link;
  });
  return toDto(row);
}

/** The pack's links, newest first, revoked ones included; 404 unknown pack, viewer needed. */
export async function listExportLinks(options: PackLinkOptions): Promise<ExportLinkDto[]> {
  const db = dbOf(options);
  const packId = parseField("id", idSchema, options.packId);
  await requireRoleOn(db, "pack", packId, "viewer");
  if ((await db.pack.count({ where: { id: packId } })) === 0) throw notFound("pack", packId);
  const rows = await db.exportLink.findMany({ where: { packId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: LINK_SELECT });
  return rows.map(toDto);
}

export interface RevokeOptions extends PackLinkOptions {
  readonly linkId: string;
}

/**
 * Revokes a link of the pack: its URLs answer 404 from now on and its files are deleted; the row
 * stays, marked revoked. Revoking a revoked link changes nothing. 404 for a link of another pack.
 */
export async function revokeExportLink(options: RevokeOptions): Promise<ExportLinkDto> {
  const packId = parseField("id", idSchema, options.packId);
  const linkId = parseField("linkId", idSchema, options.linkId);
  const row = await writeTransaction(dbOf(options), async (tx) => {
    await requireRoles(tx, [[packId, "editor"]]);
    const link = await tx.exportLink.findFirst({ where: { id: linkId, packId }, select: LINK_SELECT });
    if (link === null) throw notFound("export link", linkId);
    if (link.revokedAt !== null) return link;
    await tx.exportLinkFile.deleteMany({ where: { linkId } });
    return tx.exportLink.update({ where: { id: linkId }, data: { revokedAt: new Date() }, select: LINK_SELECT });
  });
  return toDto(row);
}

export interface ServedFile {
  readonly name: string;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/** What every unknown, revoked or malformed link answers (one message: it tells a guesser nothing). */
export const NO_SUCH_LINK = "There is no such export link: it was revoked, its pack was deleted, or the address is mistyped. Ask the designer for a new one.";

/**
 * A file of a live link, for anyone who has the URL (no role: the token is the key). 404 for a
 * malformed, unknown or revoked token, a file the link does not have, or a deleted pack (its
 * links went with it).
 */
export async function readExportLinkFile(options: DbOptions & { readonly token: string; readonly name: string }): Promise<ServedFile> {
  if (!TOKEN_PATTERN.test(options.token) || !FILE_PATTERN.test(options.name)) throw new AppError("not_found", NO_SUCH_LINK);
  const file = await dbOf(options).exportLinkFile.findFirst({
    where: { name: options.name, link: { token: options.token, revokedAt: null } },
    select: { name: true, mime: true, bytes: true },
  });
  if (file === null) throw new AppError("not_found", NO_SUCH_LINK);
  return file;
}
