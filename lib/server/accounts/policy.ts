/**
 * What a request needs on a team server, from its method and path alone (pure; the edge guard
 * asks it for every request, so pages, routes and server actions are checked in one place).
 *
 * - pages of a pack (`/packs/{packId}/...`): viewer to read; a server action posted there acts
 *   on that pack: editor;
 * - `/api/packs/{id}/...`: viewer for GET, editor for changes, owner to delete the pack or to
 *   list and manage its members (`/api/packs/{id}/members/...`, any method);
 * - routes of a card, deck (`/api/decks/{id}`, alias `/api/eras/{id}`), picture, game or
 *   simulation: the same, on the pack it belongs to
 *   (the edge looks it up);
 * - the routes that name their cards (or pack) in the body or query (`/api/cards/copy|move|delete`,
 *   `/api/games/import`): any signed-in account at the edge, because only the verb knows the
 *   packs; the verb then checks the role on every pack the named cards belong to
 *   (lib/server/accounts/require.ts: editor on the packs it changes, viewer on those it copies from);
 * - creating, importing or duplicating packs and server actions of the home page (pack create,
 *   rename, duplicate, delete): a studio owner (admin);
 * - anything else: any signed-in account to read, an admin to change.
 */
import type { PackRole } from "./accounts";

export type Resource = "card" | "era" | "picture" | "game" | "simulation";

export type Requirement =
  | { readonly kind: "signed-in" }
  | { readonly kind: "admin" }
  | { readonly kind: "pack"; readonly packId: string; readonly role: PackRole }
  | { readonly kind: "resource"; readonly resource: Resource; readonly id: string; readonly role: PackRole };

const RESOURCES: Record<string, Resource> = { cards: "card", decks: "era", eras: "era", pictures: "picture", games: "game", simulations: "simulation" };
/** Routes whose verbs check the roles themselves (see the file comment). */
const BODY_ROUTES = /^\/api\/(cards\/(copy|move|delete)|games\/import)\/?$/;

/** The requirement of a request (`action`: it carries Next's `next-action` header). */
export function requirement(method: string, pathname: string, action: boolean): Requirement {
  const reads = (method === "GET" || method === "HEAD") && !action;
  const change: PackRole = "editor";
  const parts = pathname.split("/").filter((p) => p !== "").map((p) => safeDecode(p));

  if (parts[0] === "packs" && parts[1] !== undefined) return { kind: "pack", packId: parts[1], role: reads ? "viewer" : change };
  if (parts[0] === "api") {
    if (BODY_ROUTES.test(pathname)) return { kind: "signed-in" };
    if (parts[1] === "packs") {
      if (parts[2] === undefined || parts[2] === "import") return reads ? { kind: "signed-in" } : { kind: "admin" };
      if (parts[3] === "duplicate") return { kind: "admin" };
      if (parts[3] === "members") return { kind: "pack", packId: parts[2], role: "owner" };
      if (parts[3] === undefined && method === "DELETE") return { kind: "pack", packId: parts[2], role: "owner" };
      return { kind: "pack", packId: parts[2], role: reads ? "viewer" : change };
    }
    const resource = RESOURCES[parts[1] ?? ""];
    if (resource !== undefined && parts[2] !== undefined) return { kind: "resource", resource, id: parts[2], role: reads ? "viewer" : change };
  }
  return reads ? { kind: "signed-in" } : { kind: "admin" };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
