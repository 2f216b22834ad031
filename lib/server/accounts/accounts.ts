/**
 * Accounts of a team server: the first-run owner, signing in, roles per pack, invitations.
 * Expected refusals are data (`{ ok: false, problem }`) that the edge turns into a page; only
 * the database's own failures throw.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "../db";
import { writeTransaction } from "../tx";
import type { ActingUser } from "./acting";
import { hashPassword, passwordProblem, verifyPassword } from "./password";

export type PackRole = "owner" | "editor" | "viewer";
export const PACK_ROLES: readonly PackRole[] = ["owner", "editor", "viewer"];
const RANK: Record<PackRole, number> = { viewer: 1, editor: 2, owner: 3 };
/** An invitation link stays valid this long. */
export const INVITATION_DAYS = 7;

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };
const refuse = (problem: string) => ({ ok: false as const, problem });

/** Whether `role` is at least `needed`. */
export function roleAtLeast(role: PackRole | null, needed: PackRole): boolean {
  return role !== null && RANK[role] >= RANK[needed];
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const tokenId = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

function accountProblem(name: string, email: string, password: string): string | null {
  if (name.trim() === "" || name.length > 100) return "Give a name of 1 to 100 characters (others see it in the history).";
  if (!/^[^\s@]+@[^\s@]+$/.test(normalEmail(email)) || email.length > 200) return "Give an e-mail address such as ana@studio.example.";
  return passwordProblem(password);
}

export async function hasAccounts(db: Db): Promise<boolean> {
  return (await db.user.count()) > 0;
}

const toActing = (u: { id: string; name: string; admin: boolean }): ActingUser => ({ id: u.id, name: u.name, admin: u.admin });

/** The first-run step: the studio's owner (an admin). Refused once any account exists. */
export async function createOwner(db: Db, input: { name: string; email: string; password: string }): Promise<Outcome<ActingUser>> {
  const problem = accountProblem(input.name, input.email, input.password);
  if (problem !== null) return refuse(problem);
  const passwordHash = await hashPassword(input.password);
  const user = await writeTransaction(db, async (tx) => {
    if ((await tx.user.count()) > 0) return null;
    return tx.user.create({ data: { name: input.name.trim(), email: normalEmail(input.email), passwordHash, admin: true } });
  });
  return user === null ? refuse("This Greenhouse already has its owner: sign in instead.") : { ok: true, value: toActing(user) };
}

// Compared against when the e-mail is unknown, so an unknown address takes as long as a wrong password.
let dummy: Promise<string> | undefined;

/** The account with this e-mail and password, or null. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<ActingUser | null> {
  const user = await db.user.findUnique({ where: { email: normalEmail(email) } });
  if (user === null) {
    await verifyPassword(password, await (dummy ??= hashPassword("not-a-password-of-anyone")));
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? toActing(user) : null;
}

export async function findAccount(db: Db, id: string): Promise<ActingUser | null> {
  const user = await db.user.findUnique({ where: { id }, select: { id: true, name: true, admin: true } });
  return user === null ? null : toActing(user);
}

/** The role of `user` on `packId`: an admin owns every pack; null when the user has none (or the pack does not exist). */
export async function roleOn(db: Db | Tx, user: ActingUser, packId: string): Promise<PackRole | null> {
  if (user.admin) return (await db.pack.findUnique({ where: { id: packId }, select: { id: true } })) === null ? null : "owner";
  const row = await db.membership.findUnique({ where: { userId_packId: { userId: user.id, packId } }, select: { role: true } });
  return row === null ? null : (row.role as PackRole);
}

/** The packs `user` may invite to (owner of), for the team page. */
export async function ownedPacks(db: Db, user: ActingUser): Promise<{ id: string; name: string }[]> {
  const where = user.admin ? {} : { members: { some: { userId: user.id, role: "owner" } } };
  return db.pack.findMany({ where, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

export interface InvitationInput {
  readonly email: string;
  /** The pack of the role; null with role "admin". */
  readonly packId: string | null;
  readonly role: PackRole | "admin";
}

/**
 * An invitation by `inviter` (an admin, or the owner of the pack); the link's token, shown once.
 * Only admins invite admins.
 */
export async function createInvitation(db: Db, inviter: ActingUser, input: InvitationInput, now = Date.now()): Promise<Outcome<{ token: string }>> {
  if (!/^[^\s@]+@[^\s@]+$/.test(normalEmail(input.email))) return refuse("Give the e-mail address of the person you invite.");
  if (input.role === "admin") {
    if (!inviter.admin) return refuse("Only a studio owner may invite another studio owner.");
  } else {
    if (input.packId === null || !PACK_ROLES.includes(input.role)) return refuse("Choose a pack and a role (owner, editor or viewer).");
    if (!roleAtLeast(await roleOn(db, inviter, input.packId), "owner")) return refuse("Only an owner of this pack may invite people to it.");
  }
  const token = randomBytes(32).toString("base64url");
  await db.invitation.create({
    data: {
      id: tokenId(token),
      email: normalEmail(input.email),
      packId: input.role === "admin" ? null : input.packId,
      role: input.role,
      invitedById: inviter.id,
      expiresAt: new Date(now + INVITATION_DAYS * 24 * 3600 * 1000),
    },
  });
  return { ok: true, value: { token } };
}

/** The open invitation of `token` (not accepted, not expired), or null. */
export async function findInvitation(db: Db, token: string, now = Date.now()) {
  const row = await db.invitation.findUnique({ where: { id: tokenId(token) }, include: { pack: { select: { name: true } }, invitedBy: { select: { name: true } } } });
  if (row === null || row.acceptedAt !== null || row.expiresAt.getTime() <= now) return null;
  return row;
}

/**
 * Accepts an invitation: creates the account (name and password) or, when an account has the
 * invited e-mail already, checks its password; then gives the role. One use only.
 */
export async function acceptInvitation(db: Db, token: string, input: { name: string; password: string }, now = Date.now()): Promise<Outcome<{ user: ActingUser; packId: string | null }>> {
  const invitation = await findInvitation(db, token, now);
  if (invitation === null) return refuse("This invitation link is not valid any more (used, expired, or mistyped). Ask for a new one.");
  const existing = await db.user.findUnique({ where: { email: invitation.email } });
  if (existing !== null) {
    if (!(await verifyPassword(input.password, existing.passwordHash))) return refuse("An account with this e-mail exists: enter its password to accept.");
  } else {
    const problem = accountProblem(input.name, invitation.email, input.password);
    if (problem !== null) return refuse(problem);
  }
  const passwordHash = existing === null ? await hashPassword(input.password) : existing.passwordHash;
  const user = await writeTransaction(db, async (tx) => {
    const claimed = await tx.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null }, data: { acceptedAt: new Date(now) } });
    if (claimed.count === 0) return null;
    const account =
      existing ?? (await tx.user.create({ data: { name: input.name.trim(), email: invitation.email, passwordHash, admin: invitation.role === "admin" } }));
    if (invitation.role === "admin" && !account.admin) await tx.user.update({ where: { id: account.id }, data: { admin: true } });
    if (invitation.packId !== null) {
      await tx.membership.upsert({
        where: { userId_packId: { userId: account.id, packId: invitation.packId } },
        create: { userId: account.id, packId: invitation.packId, role: invitation.role },
        update: { role: invitation.role },
      });
    }
    return { ...account, admin: account.admin || invitation.role === "admin" };
  });
  if (user === null) return refuse("This invitation was just used. Ask for a new one.");
  return { ok: true, value: { user: toActing(user), packId: invitation.packId } };
}
