/**
 * The optional password of a Greenhouse server (`GREENHOUSE_PASSWORD`), checked by the edge guard
 * (lib/server/edge/guard.ts) before Next reads a byte of the request.
 *
 * What a designer meets: a small sign-in page once, then a session cookie keeps them signed in
 * for 30 days (no browser password dialog on every visit). Scripts send the password with HTTP
 * Basic instead (`curl -u designer:PASSWORD ...`; the user name is ignored).
 *
 * The session cookie is `v2.<random token>.<HMAC-SHA256>`, keyed by a hash of the password; the
 * database keeps a row per session (lib/server/edge/sessions.ts), so signing out revokes it and
 * changing the password signs everybody out. Every comparison is constant-time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "greenhouse_session";
export const SESSION_DAYS = 30;
export const LOGIN_PATH = "/__greenhouse/login";
export const LOGOUT_PATH = "/__greenhouse/logout";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Constant-time equality of two strings (hashed first, so lengths leak nothing either). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

function signature(password: string, payload: string): string {
  const key = sha256(`greenhouse-session-key:${password}`);
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** A new random session token (256 bits, base64url). */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256 in hex. */
export function sessionId(token: string): string {
  return sha256(token).toString("hex");
}

/** The cookie value carrying `token`, signed with `password`. */
export function sessionCookieValue(password: string, token: string): string {
  const payload = `v2.${token}`;
  return `${payload}.${signature(password, payload)}`;
}

/**
 * The token of a cookie value signed with `password`, or `null` for a missing, malformed,
 * forged or old-format (v1) value. Whether the session still exists is the store's question.
 */
export function sessionToken(password: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = /^(v2\.([A-Za-z0-9_-]{43}))\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) return null;
  return safeEqual(signature(password, match[1]), match[3]) ? match[2] : null;
}

/** Whether an `Authorization: Basic ...` header carries the password (any user name). */
export function verifyBasic(password: string, header: string | undefined | null): boolean {
  if (header === null || header === undefined || !/^basic /i.test(header)) return false;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && safeEqual(decoded.slice(colon + 1), password);
}

/**
 * The redirect target after signing in: `next` resolved against `origin` (e.g.
 * `http://127.0.0.1:3000`) exactly as a browser would, kept only when it stays on that origin,
 * and returned as path + query + fragment. Anything else (other hosts, `//host`, `/\host`,
 * tabs or newlines a browser strips, other schemes, garbage) gives "/".
 */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (next === null || next === undefined || !next.startsWith("/")) return "/";
  try {
    const base = new URL(origin);
    const url = new URL(next, base);
    if (url.origin !== base.origin) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the sign-in page says above the field. */
export type LoginNotice = { readonly kind: "none" } | { readonly kind: "wrong" } | { readonly kind: "too_many"; readonly retryAfterSeconds: number };

function noticeHtml(notice: LoginNotice): string {
  if (notice.kind === "wrong") return '<p class="error" role="alert">That password is not right. Try again.</p>';
  if (notice.kind === "too_many") {
    return `<p class="error" role="alert">Too many wrong passwords. Try again in ${escapeHtml(waitText(notice.retryAfterSeconds))}.</p>`;
  }
  return "";
}

/** "45 seconds" / "3 minutes", for people. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The sign-in page (self-contained: no script, no external asset, works before sign-in). */
export function loginPage(next: string, notice: LoginNotice = { kind: "none" }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Greenhouse</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6f2; color: #1d2a1f;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  form { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); width: min(22rem, 90vw); }
  h1 { margin: 0 0 .25rem; font-size: 1.35rem; }
  p { margin: 0 0 1.25rem; color: #4b5a4e; font-size: .95rem; }
  label { display: block; font-weight: 600; margin-bottom: .35rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; font: inherit; border: 1px solid #9aa89c; border-radius: 8px; }
  input:focus { outline: 3px solid #7fb48a; outline-offset: 1px; }
  button { margin-top: 1rem; width: 100%; padding: .65rem; font: inherit; font-weight: 600; color: #fff; background: #2f6b3c; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #7fb48a; outline-offset: 2px; }
  .error { color: #9b1c1c; background: #fdecec; padding: .5rem .75rem; border-radius: 8px; }
</style>
</head>
<body>
<form method="post" action="${LOGIN_PATH}?next=${encodeURIComponent(next)}">
  <h1>Greenhouse</h1>
  <p>This workshop is protected. Enter the password its owner gave you.</p>
  ${noticeHtml(notice)}
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <button type="submit">Sign in</button>
</form>
</body>
</html>
`;
}
