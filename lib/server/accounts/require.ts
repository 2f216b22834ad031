/**
 * Role checks inside the verbs that reach beyond the pack of their URL (a server action posted on
 * one pack's page may name cards or an era deck of another): the edge checks the pack of the
 * request; these check every pack the verb touches. No-ops without an acting account (local
 * mode, CLI, tests) and for a studio owner.
 */
import type { Db, Tx } from "../db";
import { AppError } from "../errors";
import { actingUser } from "./acting";
import { roleAtLeast, roleOn, type PackRole } from "./accounts";

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
  const rows = await db.card.findMany({ where: { id: { in: [...ids] } }, select: { era: { select: { packId: true } } } });
  await requireRoles(db, [...new Set(rows.map((r) => r.era.packId))].map((p) => [p, role] as const));
}
