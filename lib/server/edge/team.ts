/**
 * The edge of a team server (`GREENHOUSE_TEAM=1`): accounts instead of the shared password.
 * The guard (guard.ts) hands every request that passed its origin and size checks to the gate
 * made here, which either answers it (first-run, sign-in, invitation and team pages; 401, 403,
 * 404) or returns the account it acts as, after checking the role the request needs
 * (lib/server/accounts/policy.ts) on the pack it touches. The guard then runs Next inside
 * `actAs(user)`, so revisions record their author and pack lists show only the user's packs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { safeNext, SESSION_COOKIE, SESSION_DAYS, waitText } from "../auth";
import type { Db } from "../db";
import { actAs, type ActingUser } from "../accounts/acting";
import { listMembers, removeMember, setMemberRole } from "../accounts/members";
import { membersPage, membersPath } from "../accounts/members-page";
import { AppError } from "../errors";
import {
  acceptInvitation,
  checkCredentials,
  createInvitation,
  createOwner,
  findAccount,
  findInvitation,
  hasAccounts,
  ownedPacks,
  roleAtLeast,
  roleOn,
  type PackRole,
} from "../accounts/accounts";
import { requirement, type Resource } from "../accounts/policy";
import { invalidInvitePage, invitePage, refusedPage, setupPage, signInPage, TEAM_PATHS, teamPage } from "../accounts/pages";
import { safeEqual } from "../auth";
import type { AttemptLimiter } from "./attempts";
import { LIMITS } from "./limits";
import { accountKey, SETUP_ACCOUNT } from "./rate-limit";
import { errorJson, type Answer } from "./respond";
import { signOutNotPost } from "./sign-out";
import type { SessionStore } from "./sessions";

export interface TeamOptions {
  readonly db: () => Db;
  /** The first-run step asks for it (`GREENHOUSE_SETUP_CODE`, or a random code the server logs). */
  readonly setupCode: string;
}

interface Context {
  readonly sessions: SessionStore;
  readonly limiter: AttemptLimiter;
  readonly now: () => number;
  readonly answer: (a: Answer) => void;
}

export type TeamGate = (req: IncomingMessage, res: ServerResponse, method: string, url: URL, context: Context) => Promise<ActingUser | null>;

const TEAM_COOKIE = /^t1\.([A-Za-z0-9_-]{43})$/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookieToken(req: IncomingMessage): string | null {
  for (const part of (header(req, "cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return TEAM_COOKIE.exec(part.slice(eq + 1).trim())?.[1] ?? null;
  }
  return null;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > LIMITS.signIn) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    req.on("error", reject);
  });
}

const html = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({ status, type: "html", body, headers });
const json = (status: number, code: string, message: string, headers: Record<string, string> = {}): Answer => ({ status, type: "json", body: errorJson(code, message), headers });

function ownOrigin(req: IncomingMessage): string {
  const host = header(req, "host");
  return `http://${host !== undefined && /^[A-Za-z0-9.[\]:-]+$/.test(host) ? host : "127.0.0.1"}`;
}

function wantsHtml(req: IncomingMessage, method: string, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && (header(req, "accept") ?? "").includes("text/html") && !pathname.startsWith("/api/");
}

function redirect(req: IncomingMessage, res: ServerResponse, location: string, cookie?: string): void {
  const secure = header(req, "x-forwarded-proto") === "https" || (req.socket as { encrypted?: boolean }).encrypted === true;
  res.writeHead(303, {
    Location: location,
    "Cache-Control": "no-store",
    "Content-Length": "0",
    ...(cookie === undefined
      ? {}
      : { "Set-Cookie": cookie === "" ? `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` : `${SESSION_COOKIE}=t1.${cookie}; Path=/; Max-Age=${SESSION_DAYS * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}` }),
  });
  res.end();
}

async function packOf(db: Db, resource: Resource, id: string): Promise<string | null> {
  switch (resource) {
    case "card":
      return (await db.card.findUnique({ where: { id }, select: { deck: { select: { packId: true } } } }))?.deck.packId ?? null;
    case "era":
      return (await db.deck.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
    case "picture":
      return (await db.picture.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
    case "game":
      return (await db.game.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
    case "simulation":
      return (await db.simulationRun.findUnique({ where: { id }, select: { packId: true } }))?.packId ?? null;
  }
}

/** The gate of a team server (see the file comment). */
export function teamGate(options: TeamOptions): TeamGate {
  const { db } = options;
  // Once an account exists the first-run step is over for good: stop asking on every request.
  let accountsExist = false;

  return async (req, res, method, url, ctx) => {
    const { pathname } = url;
    const address = req.socket.remoteAddress ?? "unknown";
    const page = wantsHtml(req, method, pathname);

    if (!accountsExist) accountsExist = await hasAccounts(db());
    if (!accountsExist) {
      if (pathname === TEAM_PATHS.setup && method === "POST") {
        const form = await readForm(req);
        if (form === null) return (ctx.answer(json(413, "too_large", "The form is too large.")), null);
        const values = { name: form.get("name") ?? "", email: form.get("email") ?? "" };
        const attempt = await ctx.limiter.take(address, SETUP_ACCOUNT, ctx.now());
        if (!attempt.ok) return (ctx.answer(html(429, setupPage(`Too many tries. Try again in ${waitText(attempt.retryAfterMs / 1000)}.`, values))), null);
        if (!safeEqual(form.get("code") ?? "", options.setupCode)) return (ctx.answer(html(401, setupPage("That setup code is not right: it is in the server's log.", values))), null);
        await attempt.refund();
        const created = await createOwner(db(), { ...values, password: form.get("password") ?? "" });
        if (!created.ok) return (ctx.answer(html(422, setupPage(created.problem, values))), null);
        return (redirect(req, res, "/", await ctx.sessions.create(ctx.now(), created.value.id)), null);
      }
      if (page || pathname === TEAM_PATHS.setup) return (ctx.answer(html(200, setupPage())), null);
      return (ctx.answer(json(503, "setup_needed", "This team server has no owner yet: open it in a browser and create the owner's account first.")), null);
    }

    if (pathname === TEAM_PATHS.login && method === "POST") {
      const form = await readForm(req);
      const target = safeNext(form?.get("next") ?? url.searchParams.get("next"), ownOrigin(req));
      if (form === null) return (ctx.answer(json(413, "too_large", "The form is too large.")), null);
      // Counted per address and per account: a stranger's guesses never lock the owner out (rate-limit.ts).
      const attempt = await ctx.limiter.take(address, accountKey(form.get("email") ?? ""), ctx.now());
      if (!attempt.ok) {
        const seconds = Math.ceil(attempt.retryAfterMs / 1000);
        return (ctx.answer(html(429, signInPage(target, `Too many wrong passwords. Try again in ${waitText(seconds)}.`), { "Retry-After": String(seconds) })), null);
      }
      const user = await checkCredentials(db(), form.get("email") ?? "", form.get("password") ?? "");
      if (user === null) return (ctx.answer(html(401, signInPage(target, "That e-mail and password do not match an account. Try again."))), null);
      await attempt.refund();
      return (redirect(req, res, target, await ctx.sessions.create(ctx.now(), user.id)), null);
    }
    if (pathname === TEAM_PATHS.login || pathname === TEAM_PATHS.setup) return (ctx.answer(html(200, signInPage(safeNext(url.searchParams.get("next"), ownOrigin(req))))), null);

    if (pathname.startsWith(TEAM_PATHS.invite)) {
      const token = decodeURIComponent(pathname.slice(TEAM_PATHS.invite.length));
      const invitation = await findInvitation(db(), token, ctx.now());
      if (invitation === null) return (ctx.answer(html(404, invalidInvitePage())), null);
      const exists = (await db().user.count({ where: { email: invitation.email } })) > 0;
      const shown = { email: invitation.email, role: invitation.role, pack: invitation.pack?.name ?? null, by: invitation.invitedBy.name, exists };
      if (method !== "POST") return (ctx.answer(html(200, invitePage(token, shown))), null);
      const form = await readForm(req);
      if (form === null) return (ctx.answer(json(413, "too_large", "The form is too large.")), null);
      // An existing account accepts with its own password: a guess at that account, counted as one.
      const attempt = await ctx.limiter.take(address, accountKey(invitation.email), ctx.now());
      if (!attempt.ok) return (ctx.answer(html(429, invitePage(token, shown, `Too many tries. Try again in ${waitText(attempt.retryAfterMs / 1000)}.`))), null);
      const accepted = await acceptInvitation(db(), token, { name: form.get("name") ?? "", password: form.get("password") ?? "" }, ctx.now());
      if (!accepted.ok) return (ctx.answer(html(422, invitePage(token, shown, accepted.problem))), null);
      await attempt.refund();
      const session = await ctx.sessions.create(ctx.now(), accepted.value.user.id);
      return (redirect(req, res, accepted.value.packId === null ? "/" : `/packs/${encodeURIComponent(accepted.value.packId)}`, session), null);
    }

    const token = cookieToken(req);
    if (pathname === TEAM_PATHS.logout) {
      // Only a POST, which passed the guard's origin check (sign-out.ts says why).
      if (method !== "POST") return (ctx.answer(signOutNotPost(req)), null);
      if (token !== null) await ctx.sessions.revoke(token);
      return (redirect(req, res, TEAM_PATHS.login, ""), null);
    }

    const userId = token === null ? null : ((await ctx.sessions.accountOf?.(token, ctx.now())) ?? null);
    const user = userId === null ? null : await findAccount(db(), userId);
    if (user === null) {
      if (page) return (ctx.answer(html(401, signInPage(safeNext(`${pathname}${url.search}`, ownOrigin(req))))), null);
      return (ctx.answer(json(401, "unauthorized", `Sign in first: this team server needs an account (open ${TEAM_PATHS.login} in a browser).`)), null);
    }

    if (pathname === TEAM_PATHS.team) {
      const packs = await ownedPacks(db(), user);
      if (method !== "POST") return (ctx.answer(html(200, teamPage({ name: user.name, admin: user.admin, packs }))), null);
      const form = await readForm(req);
      if (form === null) return (ctx.answer(json(413, "too_large", "The form is too large.")), null);
      const packId = form.get("pack") ?? "";
      const role = (packId === "" ? "admin" : (form.get("role") ?? "viewer")) as PackRole | "admin";
      const made = await createInvitation(db(), user, { email: form.get("email") ?? "", packId: packId === "" ? null : packId, role }, ctx.now());
      if (!made.ok) return (ctx.answer(html(422, teamPage({ name: user.name, admin: user.admin, packs, error: made.problem }))), null);
      const link = `${ownOrigin(req)}${TEAM_PATHS.invite}${made.value.token}`;
      return (ctx.answer(html(201, teamPage({ name: user.name, admin: user.admin, packs, link }))), null);
    }

    if (pathname.startsWith(TEAM_PATHS.members)) {
      const packId = decodeURIComponent(pathname.slice(TEAM_PATHS.members.length));
      const role = await roleOn(db(), user, packId);
      if (role === null) return (ctx.answer(html(404, refusedPage(404))), null);
      if (!roleAtLeast(role, "owner")) return (ctx.answer(html(403, refusedPage(403, "Only an owner of this pack manages its members. Ask one of them."))), null);
      const show = async (status: number, extra: { error?: string; done?: string }) =>
        ctx.answer(html(status, membersPage({ ...(await actAs(user, () => listMembers({ db: db(), packId }))), you: user.id, ...extra })));
      if (method !== "POST") {
        const done = url.searchParams.get("done");
        return (await show(200, done === "role" ? { done: "The role is changed." } : done === "remove" ? { done: "The member is removed." } : {}), null);
      }
      const form = await readForm(req);
      if (form === null) return (ctx.answer(json(413, "too_large", "The form is too large.")), null);
      const op = form.get("op") === "remove" ? "remove" : "role";
      const memberId = form.get("userId") ?? "";
      try {
        await actAs(user, () =>
          op === "remove" ? removeMember({ db: db(), packId, userId: memberId }) : setMemberRole({ db: db(), packId, userId: memberId, role: form.get("role") ?? "" }),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return (await show(error.status, { error: error.message }), null);
      }
      // An owner who just gave up their own role cannot see this page any more: back to the pack.
      const stillOwner = roleAtLeast(await roleOn(db(), user, packId), "owner");
      return (redirect(req, res, stillOwner ? `${membersPath(packId)}?done=${op}` : `/packs/${encodeURIComponent(packId)}`), null);
    }

    const needed = requirement(method, pathname, header(req, "next-action") !== undefined);
    const refuse = (status: 403 | 404) => {
      if (page) return ctx.answer(html(status, refusedPage(status)));
      return ctx.answer(
        status === 404
          ? json(404, "not_found", "There is no such pack, or it is not shared with you.")
          : json(403, "forbidden", "Your role does not allow this. Ask an owner of the pack (or of the studio) for the role it needs."),
      );
    };
    if (needed.kind === "admin" && !user.admin) return (refuse(403), null);
    if (needed.kind === "pack" || needed.kind === "resource") {
      const packId = needed.kind === "pack" ? needed.packId : await packOf(db(), needed.resource, needed.id);
      if (packId === null) return user; // no such card/era/...: Next answers its own 404
      const role = await roleOn(db(), user, packId);
      if (role === null) return (refuse(404), null);
      if (!roleAtLeast(role, needed.role)) return (refuse(403), null);
    }
    return user;
  };
}
