/**
 * The edge guard: what every request meets before Next reads a byte of it (the custom server,
 * lib/server/edge/server.ts, calls it on Node's raw request).
 *
 * In order: a `Host` the server is not configured for is refused (421, hosts.ts: DNS rebinding);
 * Next's image optimiser is refused (404, image-optimizer.ts: it would fetch pictures past the
 * sign-in); a state-changing request from another origin is refused (403); a declared body over
 * the route's cap is refused (413); with `GREENHOUSE_PASSWORD`, the request must carry a session
 * cookie or HTTP Basic (401), and password tries are rate-limited per address and per account
 * (429 with Retry-After: rate-limit.ts), except a read of a published TTS export's file
 * (export-links.ts: TTS cannot sign in). What passes has its body counted as it streams (413 past the cap).
 * Every refusal answers at once and closes the connection if a body is still on its way.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  LOGIN_PATH,
  LOGOUT_PATH,
  loginPage,
  safeEqual,
  safeNext,
  SESSION_COOKIE,
  SESSION_DAYS,
  sessionCookieValue,
  sessionToken,
  verifyBasic,
  waitText,
} from "../auth";
import { capBody } from "./body-cap";
import { bodyCap } from "./caps";
import { formatSize, LIMITS } from "./limits";
import { hostAllowed, LOOPBACK_ANY_PORT, unknownHostMessage, type HostRule } from "./hosts";
import { IMAGE_OPTIMIZER_REFUSED, isImageOptimizer } from "./image-optimizer";
import { isExportLinkRequest } from "./export-links";
import { crossOriginReason } from "./origin";
import { memoryAttempts, type AttemptLimiter } from "./attempts";
import { PASSWORD_ACCOUNT } from "./rate-limit";
import { errorJson, send, type Answer } from "./respond";
import { signOutNotPost } from "./sign-out";
import type { SessionStore } from "./sessions";
import type { TeamGate } from "./team";
import { actAs } from "../accounts/acting";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface GuardOptions {
  /** `GREENHOUSE_PASSWORD`; empty or undefined: no password asked (a loopback-only tool). */
  readonly password?: string | undefined;
  readonly sessions: SessionStore;
  /** Counts password tries (attempts.ts: in this process by default, or in the database for every instance). */
  readonly limiter?: AttemptLimiter;
  /** A team server (`GREENHOUSE_TEAM=1`): accounts and roles instead of the password (team.ts). */
  readonly team?: TeamGate;
  /** The names the server answers to (hosts.ts `allowedHosts`); default: the loopback names on any port. */
  readonly hosts?: readonly HostRule[];
  /** Development mode (the CSP allows eval). */
  readonly dev?: boolean;
  /** The clock, in ms (tests move it). */
  readonly now?: () => number;
}

/** Next's build files (code and CSS, no pack data) are served without the password. */
const PUBLIC_PATH = /^\/(_next\/static\/|favicon\.ico$|icon\.svg$)/;

const ASK_PASSWORD =
  "This Greenhouse asks for a password. Sign in in the browser, or send it with HTTP Basic (curl -u designer:PASSWORD ...).";

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (header(req, "cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function wantsHtml(req: IncomingMessage, pathname: string): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (header(req, "accept") ?? "").includes("text/html") && !pathname.startsWith("/api/");
}

/** The origin the browser addressed, for resolving redirect targets (never used as a link). */
function ownOrigin(req: IncomingMessage): string {
  const host = header(req, "host");
  return `http://${host !== undefined && /^[A-Za-z0-9.[\]:-]+$/.test(host) ? host : "127.0.0.1"}`;
}

const json = (status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Answer => ({
  status,
  type: "json",
  body: errorJson(code, message, extra),
  headers,
});

function tooLarge(cap: number): Answer {
  const size = formatSize(cap);
  return json(413, "too_large", `The request body is larger than ${size}, the limit for this request. Send less (split the file, shrink its pictures).`, {
    issues: [{ path: "(body)", message: `larger than ${size}` }],
  });
}

function tooMany(req: IncomingMessage, pathname: string, retryAfterMs: number, scope: "address" | "account", next: string): Answer {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const headers = { "Retry-After": String(seconds) };
  if (wantsHtml(req, pathname) || pathname === LOGIN_PATH) {
    return { status: 429, type: "html", body: loginPage(next, { kind: "too_many", retryAfterSeconds: seconds }), headers };
  }
  const what = scope === "address" ? "Too many passwords tried from your address" : "Too many wrong passwords from your address, and the password is being guessed at";
  return json(429, "too_many_attempts", `${what}. Try again in ${waitText(seconds)}.`, { retryAfterSeconds: seconds }, headers);
}

/** Reads a small body (the sign-in form) up to `cap` bytes; `null` when it is larger. */
function readSmallBody(req: IncomingMessage, cap: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The guard in front of `next`. Never throws to its caller: a failure of its own (the session
 * store) is a 500 in the API's error shape, and the log has it.
 */
export function createGuard(options: GuardOptions, next: NodeHandler): NodeHandler {
  const password = options.password === "" ? undefined : options.password;
  const limiter = options.limiter ?? memoryAttempts();
  const dev = options.dev ?? false;
  const now = options.now ?? Date.now;
  const hosts = options.hosts ?? LOOPBACK_ANY_PORT;
  const answer = (req: IncomingMessage, res: ServerResponse, a: Answer) => send(req, res, a, dev);

  function pass(req: IncomingMessage, res: ServerResponse, cap: number): unknown {
    capBody(req, cap, () => {
      // Answered with Connection: close, so Node closes (lingering) once it is sent; Next then
      // sees an aborted request and gives up on it.
      answer(req, res, tooLarge(cap));
    });
    return next(req, res);
  }

  async function signIn(req: IncomingMessage, res: ServerResponse, pw: string, query: URLSearchParams): Promise<void> {
    const origin = ownOrigin(req);
    const address = req.socket.remoteAddress ?? "unknown";
    let target = safeNext(query.get("next"), origin);
    const text = await readSmallBody(req, LIMITS.signIn);
    if (text === null) return answer(req, res, tooLarge(LIMITS.signIn));
    const form = new URLSearchParams(text);
    target = safeNext(form.get("next") ?? query.get("next"), origin);
    // Charged before the comparison, refunded when right: parallel guesses cannot overtake the count.
    const attempt = await limiter.take(address, PASSWORD_ACCOUNT, now());
    if (!attempt.ok) return answer(req, res, tooMany(req, LOGIN_PATH, attempt.retryAfterMs, attempt.scope, target));
    if (!safeEqual(form.get("password") ?? "", pw)) {
      return answer(req, res, { status: 401, type: "html", body: loginPage(target, { kind: "wrong" }) });
    }
    await attempt.refund();
    const token = await options.sessions.create(now());
    const secure = header(req, "x-forwarded-proto") === "https" || (req.socket as { encrypted?: boolean }).encrypted === true;
    res.writeHead(303, {
      Location: target,
      "Cache-Control": "no-store",
      "Set-Cookie": `${SESSION_COOKIE}=${sessionCookieValue(pw, token)}; Path=/; Max-Age=${SESSION_DAYS * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      "Content-Length": "0",
    });
    res.end();
  }

  async function signOut(req: IncomingMessage, res: ServerResponse, method: string, pw: string): Promise<void> {
    // Only a POST, which passed the origin check above (sign-out.ts says why).
    if (method !== "POST") return answer(req, res, signOutNotPost(req));
    const token = sessionToken(pw, cookie(req, SESSION_COOKIE));
    if (token !== null) await options.sessions.revoke(token);
    res.writeHead(303, {
      Location: "/",
      "Cache-Control": "no-store",
      "Set-Cookie": `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      "Content-Length": "0",
      ...(req.complete ? {} : { Connection: "close" }),
    });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const method = (req.method ?? "GET").toUpperCase();
    if (!hostAllowed(hosts, header(req, "host"))) return answer(req, res, json(421, "unknown_host", unknownHostMessage(header(req, "host"))));
    const target = req.url ?? "/";
    if (isImageOptimizer(target)) return answer(req, res, json(404, "not_found", IMAGE_OPTIMIZER_REFUSED));
    // "//x/y" is a path to Next, not a host "x": parse it as one, so the checks below see "//x/y".
    const url = target.startsWith("/") ? new URL(`http://edge.invalid${target}`) : new URL(target, "http://edge.invalid");
    const { pathname } = url;

    const crossOrigin = crossOriginReason({ method, host: header(req, "host"), origin: header(req, "origin"), secFetchSite: header(req, "sec-fetch-site") });
    if (crossOrigin !== null) {
      return answer(req, res, json(403, "cross_origin", `Refused: ${crossOrigin}. Greenhouse accepts changes only from its own pages, and from scripts that send no Origin header.`));
    }

    const cap = pathname === LOGIN_PATH ? LIMITS.signIn : bodyCap(method, pathname, header(req, "next-action") !== undefined);
    const declared = Number(header(req, "content-length") ?? "0");
    if (Number.isFinite(declared) && declared > cap) return answer(req, res, tooLarge(cap));

    // A published Tabletop Simulator export's file: for anyone with its URL (export-links.ts says why).
    if (isExportLinkRequest(method, target)) return pass(req, res, cap);
    if (options.team !== undefined && !PUBLIC_PATH.test(pathname)) {
      const user = await options.team(req, res, method, url, { sessions: options.sessions, limiter, now, answer: (a) => answer(req, res, a) });
      return user === null ? undefined : actAs(user, () => pass(req, res, cap));
    }
    if (password === undefined || PUBLIC_PATH.test(pathname)) return pass(req, res, cap);
    if (pathname === LOGIN_PATH && method === "POST") return signIn(req, res, password, url.searchParams);
    if (pathname === LOGOUT_PATH) return signOut(req, res, method, password);

    const token = sessionToken(password, cookie(req, SESSION_COOKIE));
    if (token !== null && (await options.sessions.isValid(token, now()))) return pass(req, res, cap);

    const authorization = header(req, "authorization");
    if (authorization !== undefined && /^basic /i.test(authorization)) {
      const address = req.socket.remoteAddress ?? "unknown";
      const attempt = await limiter.take(address, PASSWORD_ACCOUNT, now());
      if (!attempt.ok) return answer(req, res, tooMany(req, pathname, attempt.retryAfterMs, attempt.scope, "/"));
      if (verifyBasic(password, authorization)) {
        await attempt.refund();
        return pass(req, res, cap);
      }
      return answer(req, res, json(401, "unauthorized", `That password is not right. ${ASK_PASSWORD}`, {}, { "WWW-Authenticate": 'Basic realm="Greenhouse", charset="UTF-8"' }));
    }

    if (wantsHtml(req, pathname)) {
      const target = pathname === LOGIN_PATH ? "/" : safeNext(`${pathname}${url.search}`, ownOrigin(req));
      return answer(req, res, { status: 401, type: "html", body: loginPage(target) });
    }
    return answer(req, res, json(401, "unauthorized", ASK_PASSWORD));
  }

  return async (req, res) => {
    try {
      return await handle(req, res);
    } catch (error) {
      console.error("Greenhouse edge guard:", error);
      return answer(req, res, json(500, "internal", "Something went wrong on the server; the server log says what. Try again."));
    }
  };
}
