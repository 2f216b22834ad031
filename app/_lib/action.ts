/**
 * The one way to build a server action: `action(needs, run)`. `needs` declares, from the action's
 * own arguments, which objects it touches and the role it needs on each (the card's pack, the
 * deck's pack, the picture's pack; a studio owner to create packs). Before `run` starts, every
 * need is checked against the acting account (lib/server/accounts/require.ts); the verbs check
 * again where they resolve their objects. The edge only knows the page the action was posted on,
 * and an action's id can be posted on any page with any arguments.
 *
 * eslint.config.mjs (greenhouse/server-action-wrapper) refuses a "use server" export not built
 * here, and tests/security/server-actions.test.ts finds every export of every "use server" file
 * and proves each refuses an account without the role.
 *
 * Local mode (no acting account: no team server, CLI, tests) checks nothing, as before.
 */
import { actingUser } from "@/lib/server/accounts/acting";
import type { PackRole } from "@/lib/server/accounts/accounts";
import { requireCardsRole, requireRoleOn, requireStudioOwner, type Scope } from "@/lib/server/accounts/require";
import { validationError } from "@/lib/server/errors";
import { dbOf } from "@/lib/server/tx";
import { attempt, type ActionResult } from "./action-result";

/** One object an action touches, with the role it needs there. */
export type Need =
  | { readonly on: "studio-owner" }
  | { readonly on: "signed-in" }
  | { readonly on: Scope; readonly id: unknown; readonly role: PackRole; readonly path: string }
  | { readonly on: "cards"; readonly ids: unknown; readonly role: PackRole; readonly path: string };

/** At least one need: an action that touches nothing says so with `signedIn()`. */
export type Needs = readonly [Need, ...Need[]];

/** The role on pack `id` (the argument at `path`, for the message when it is not an id). */
export const onPack = (id: unknown, role: PackRole, path = "packId"): Need => ({ on: "pack", id, role, path });
/** The role on the pack of era deck `id`. */
export const onEra = (id: unknown, role: PackRole, path = "eraId"): Need => ({ on: "era", id, role, path });
/** The role on the pack of card `id`. */
export const onCard = (id: unknown, role: PackRole, path = "cardId"): Need => ({ on: "card", id, role, path });
/** The role on the pack of picture `id`. */
export const onPicture = (id: unknown, role: PackRole, path = "pictureId"): Need => ({ on: "picture", id, role, path });
/** The role on the packs of cards `ids` (ids that name no card are the verb's own answer). */
export const onCards = (ids: unknown, role: PackRole, path = "ids"): Need => ({ on: "cards", ids, role, path });
/** A studio owner (creates and duplicates packs). */
export const studioOwner = (): Need => ({ on: "studio-owner" });
/** Any signed-in account: for actions whose verb only shows what the account may see (lists of packs). */
export const signedIn = (): Need => ({ on: "signed-in" });

const BUILT = Symbol.for("greenhouse.server-action");

/** A server action built by {@link action}: returns its value or its error as data. */
export type ServerAction<A extends unknown[], T> = (...args: A) => Promise<ActionResult<T>>;

function idArgument(value: unknown, path: string): string {
  if (typeof value !== "string" || value === "") throw validationError([{ path, message: "must be the id of the object (a non-empty string)" }]);
  return value;
}

async function check(need: Need): Promise<void> {
  const db = dbOf({});
  switch (need.on) {
    case "studio-owner":
      return requireStudioOwner();
    case "signed-in":
      return;
    case "cards": {
      if (!Array.isArray(need.ids)) throw validationError([{ path: need.path, message: "must be a list of card ids" }]);
      const ids = need.ids.map((id, i) => idArgument(id, `${need.path}[${i}]`));
      return requireCardsRole(db, ids, need.role);
    }
    default:
      return requireRoleOn(db, need.on, idArgument(need.id, need.path), need.role);
  }
}

/**
 * A server action: checks `needs(...args)` for the acting account (404 for an object not shared
 * with it, 403 for a role too low, 422 for an argument that is not an id), then runs `run`. Errors
 * of either come back as data ({@link attempt}).
 */
export function action<A extends unknown[], T>(needs: (...args: A) => Needs, run: (...args: A) => Promise<T>): ServerAction<A, T> {
  const built = async (...args: A): Promise<ActionResult<T>> =>
    attempt(async () => {
      if (actingUser() !== null) {
        let declared: Needs;
        try {
          declared = needs(...args);
        } catch (error) {
          // Arguments of the wrong shape (a client may post anything): a 422, not a 500.
          if (error instanceof TypeError) throw validationError([{ path: "(arguments)", message: "the action's arguments do not have the expected shape; reload the page" }]);
          throw error;
        }
        for (const need of declared) await check(need);
      }
      return run(...args);
    });
  Object.defineProperty(built, BUILT, { value: true });
  return built;
}

/** Whether `value` was built by {@link action} (the test of every "use server" export asks). */
export function isServerAction(value: unknown): boolean {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[BUILT] === true;
}
