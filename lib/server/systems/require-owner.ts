/**
 * Who may change systems: systems belong to the studio, as packs do, so on a team server
 * creating or changing one is a studio owner's (admin's) act, like creating a pack; every
 * signed-in account may read them (the edge answers 401 to nobody). No-op without an acting
 * account (local mode, CLI, tests).
 */
import { actingUser } from "../accounts/acting";
import { AppError } from "../errors";

/** 403 unless the acting account is a studio owner. */
export function requireSystemEditor(): void {
  const user = actingUser();
  if (user === null || user.admin) return;
  throw new AppError("forbidden", "Only a studio owner may create or change game systems. Ask a studio owner to do it, or to make you one.");
}

/** The acting account's id for `createdById`, or null. */
export function actingId(): string | null {
  return actingUser()?.id ?? null;
}
