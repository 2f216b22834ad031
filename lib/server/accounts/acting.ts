/**
 * Who is acting in this request on a team server: set by the edge guard around Next's handler
 * (lib/server/edge/team.ts), read anywhere below it (a revision records its author, a verb checks
 * a role) without passing it through every call. Outside a request (CLI, tests, the local
 * single-designer mode) there is nobody: `actingUser()` is null and nothing is restricted.
 *
 * The store lives on globalThis: the edge server is bundled apart from Next's chunks, so each
 * loads its own copy of this module, and both must see one AsyncLocalStorage.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface ActingUser {
  readonly id: string;
  readonly name: string;
  /** A studio owner: owner of every pack. */
  readonly admin: boolean;
}

const KEY = Symbol.for("greenhouse.acting-user");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<ActingUser> | undefined>;
const storage = (holder[KEY] ??= new AsyncLocalStorage<ActingUser>());

/** Runs `fn` (and everything it starts) as `user`. */
export function actAs<T>(user: ActingUser, fn: () => T): T {
  return storage.run(user, fn);
}

/** The account acting in this request, or null (no team server, or outside a request). */
export function actingUser(): ActingUser | null {
  return storage.getStore() ?? null;
}
