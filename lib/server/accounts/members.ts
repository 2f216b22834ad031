/**
 * Members of a pack on a team server: who has which role, changing a role, removing a member.
 * Only an owner of the pack (or a studio owner) manages them; the edge checks that for the
 * routes and the members page (policy.ts), and these verbs check it again for the account acting
 * in the request, so a caller that forgot the edge cannot skip it.
 *
 * A pack keeps at least one owner among its members once it has one: the last owner can be
 * neither demoted nor removed (409, saying to make someone else owner first). Studio owners own
 * every pack without a membership; they are listed apart and are not managed here.
 *
 * Refusals throw AppError (404 no such pack or member, 403 role too low, 409 last owner, 422 bad
 * role), which route handlers answer as JSON and the members page shows as text.
 */
import type { Db } from "../db";
import { AppError } from "../errors";
import { dbOf, writeTransaction } from "../tx";
import type { DbOptions } from "../types";
import { actingUser } from "./acting";
import { PACK_ROLES, roleAtLeast, roleOn, type PackRole } from "./accounts";
import { requireRoles } from "./require";

export interface Member {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly role: PackRole;
}

export interface PackMembers {
  readonly pack: { readonly id: string; readonly name: string };
  /** Accounts with a role on the pack, owners first, then by name. */
  readonly members: readonly Member[];
  /** Studio owners: owners of every pack, without a membership. */
  readonly studioOwners: readonly { readonly name: string; readonly email: string }[];
}

const ORDER: Record<PackRole, number> = { owner: 0, editor: 1, viewer: 2 };

function parseRole(role: string): PackRole {
  if (!(PACK_ROLES as readonly string[]).includes(role)) throw new AppError("validation", `"${role}" is not a role: choose owner, editor or viewer.`);
  return role as PackRole;
}

async function packName(db: Db, packId: string): Promise<string> {
  const pack = await db.pack.findUnique({ where: { id: packId }, select: { name: true } });
  if (pack === null) throw new AppError("not_found", "There is no such pack, or it is not shared with you.");
  return pack.name;
}

/** The members of pack `packId`; needs owner. */
export async function listMembers(options: DbOptions & { readonly packId: string }): Promise<PackMembers> {
  const { packId } = options;
  const db = dbOf(options);
  await requireRoles(db, [[packId, "owner"]]);
  const name = await packName(db, packId);
  const rows = await db.membership.findMany({ where: { packId }, select: { role: true, user: { select: { id: true, name: true, email: true } } } });
  const members = rows
    .map((r) => ({ userId: r.user.id, name: r.user.name, email: r.user.email, role: parseRole(r.role) }))
    .sort((a, b) => ORDER[a.role] - ORDER[b.role] || a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  const studioOwners = await db.user.findMany({ where: { admin: true }, select: { name: true, email: true }, orderBy: { name: "asc" } });
  return { pack: { id: packId, name }, members, studioOwners };
}

/**
 * Changes the role of `userId` on the pack (null: removes the member) inside one write
 * transaction, so two owners demoting each other at once cannot both succeed and leave none.
 */
async function changeMember(db: Db, packId: string, userId: string, role: PackRole | null): Promise<void> {
  await requireRoles(db, [[packId, "owner"]]);
  await writeTransaction(db, async (tx) => {
    const row = await tx.membership.findUnique({ where: { userId_packId: { userId, packId } }, select: { id: true, role: true, user: { select: { name: true } } } });
    if (row === null) throw new AppError("not_found", "This account is not a member of the pack (it may have been removed already).");
    if (row.role === "owner" && role !== "owner") {
      const owners = await tx.membership.count({ where: { packId, role: "owner" } });
      if (owners <= 1) {
        throw new AppError(
          "conflict",
          `${row.user.name} is the last owner of this pack, so they cannot be ${role === null ? "removed" : `made ${role}`}: make another member an owner first (or invite one), then change ${row.user.name}.`,
        );
      }
    }
    if (role === null) await tx.membership.delete({ where: { id: row.id } });
    else await tx.membership.update({ where: { id: row.id }, data: { role } });
  });
}

/** Gives member `userId` the role `role` (owner, editor or viewer); needs owner. */
export async function setMemberRole(options: DbOptions & { readonly packId: string; readonly userId: string; readonly role: string }): Promise<void> {
  const role = parseRole(options.role);
  const db = dbOf(options);
  await packName(db, options.packId);
  await changeMember(db, options.packId, options.userId, role);
}

/** Takes member `userId` off the pack (the account stays); needs owner. */
export async function removeMember(options: DbOptions & { readonly packId: string; readonly userId: string }): Promise<void> {
  const db = dbOf(options);
  await packName(db, options.packId);
  await changeMember(db, options.packId, options.userId, null);
}

/**
 * The link to the members page of `packId` when the account acting in this request owns the
 * pack, else null (no team server, or a lower role): the pack page shows it as a button.
 */
export async function membersLink(options: DbOptions & { readonly packId: string }): Promise<string | null> {
  const user = actingUser();
  if (user === null) return null;
  return roleAtLeast(await roleOn(dbOf(options), user, options.packId), "owner") ? `/__greenhouse/members/${encodeURIComponent(options.packId)}` : null;
}
