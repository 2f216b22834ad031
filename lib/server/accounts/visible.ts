/**
 * Which packs the acting account may see (a Prisma `where` on Pack): every pack in the local
 * mode, for a studio owner, or outside a request; otherwise the packs it has a role on.
 */
import { actingUser } from "./acting";

export function visiblePacks(): { members?: { some: { userId: string } } } {
  const user = actingUser();
  return user === null || user.admin ? {} : { members: { some: { userId: user.id } } };
}
