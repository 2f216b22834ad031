/**
 * Role checks inside the verbs (the permission rule sits where the verb resolves its object, so
 * a server action posted on one pack's page with another pack's ids, or a route whose body names
 * other objects than its URL, is refused by the verb itself): the edge checks the pack of the
 * request's URL only. No-ops without an acting account (local mode, CLI, tests) and for a
 * studio owner.
 */
import type { Db, Tx } from "../db";
import { AppError, notFound } from "../errors";
import { actingUser } from "./acting";
import { roleAtLeast, roleOn, type PackRole } from "./accounts";

/** What a role is checked on: a pack, or an object that belongs to one. */
export type Scope = "pack" | "era" | "card" | "picture";

const WHAT: Record<Scope, string> = { pack: "pack", era: "era deck", card: "card", picture: "picture" };

/** Throws 404 for a pack not shared with the acting account, 403 for a role below the one needed. */
export async function requireRoles(db: Db | Tx, needs: Iterable<readonly [packId: string, role: PackRole]>): Promise<void> {
  const user = actingUser();
  if (user === null || user.admin) return;
  for (const [packId, role] of needs) {
    const has = await roleOn(db, user, packId);
    if (has === null) throw new AppError("not_found", "There is no such pack, or it is not shared with you.");
    if (!roleAtLeast(has, role)) throw new AppError("forbidden", `Your role on this pack (${has}) does not allow this: it needs ${role}.`);
  }
}

/** {@link requireRoles} on the packs of cards `ids` (unknown ids are the verb's own 404). */
export async function requireCardsRole(db: Db | Tx, ids: readonly string[], role: PackRole): Promise<void> {
  if (actingUser() === null) return;
  const rows = await db.card.findMany({ where: { id: { in: [...ids] } }, select: { deck: { select: { packId: true } } } });
  await requireRoles(db, [...new Set(rows.map((r) => r.deck.packId))].map((p) => [p, role] as const));
}

/** The pack that holds object `id` of `scope`, or null when there is no such object. */
export async function packOf(db: Db | Tx, scope: Scope, id: string): Promise<string | null> {
  switch (scope) {
    case "pack":
      return (await db.pack.findUnique({ where: { id }, select: { id: true } }))?.id ?? null;
    case "era":
      return (await db.deck.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
    case "card":
      return (await db.card.findUnique({ where: { id }, select: { deck: { select: { packId: true } } } }))?.deck.packId ?? null;
    case "picture":
      return (await db.picture.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
  }
}

/**
 * {@link requireRoles} on the pack of object `id`: 404 when the object does not exist (with an
 * acting account; without one nothing is looked up and the verb answers its own 404).
 */
export async function requireRoleOn(db: Db | Tx, scope: Scope, id: string, role: PackRole): Promise<void> {
  const user = actingUser();
  if (user === null || user.admin) return;
  const packId = await packOf(db, scope, id);
  if (packId === null) throw notFound(WHAT[scope], id);
  await requireRoles(db, [[packId, role]]);
}

/** 403 unless the acting account is a studio owner (creating, importing, duplicating packs). */
export function requireStudioOwner(): void {
  const user = actingUser();
  if (user === null || user.admin) return;
  throw new AppError("forbidden", "Only a studio owner may create, import or duplicate packs. Ask a studio owner to do it, or to make you one.");
}
