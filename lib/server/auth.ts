/**
 * The optional password of a Greenhouse server (`GREENHOUSE_PASSWORD`), used by proxy.ts.
 *
 * What a designer meets: a small sign-in page once, then a signed cookie keeps them signed in
 * for 30 days (no browser password dialog on every visit). Scripts send the password with HTTP
 * Basic instead (`curl -u designer:PASSWORD ...`; the user name is ignored).
 *
 * The session cookie is `v1.<expiry ms>.<HMAC-SHA256>`, keyed by a hash of the password: no
 * server-side state, and changing the password signs everybody out. Every comparison is
 * constant-time.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

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

/** A session cookie value valid until `now + SESSION_DAYS`. */
export function createSession(password: string, now: number = Date.now()): string {
  const payload = `v1.${now + SESSION_DAYS * 24 * 3600 * 1000}`;
  return `${payload}.${signature(password, payload)}`;
}

/** Whether `value` is an unexpired session signed with `password`. Never throws. */
export function verifySession(password: string, value: string | undefined, now: number = Date.now()): boolean {
  if (value === undefined) return false;
  const match = /^(v1\.(\d{1,16}))\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) return false;
  if (!safeEqual(signature(password, match[1]), match[3])) return false;
  return Number(match[2]) > now;
}

/** Whether an `Authorization: Basic ...` header carries the password (any user name). */
export function verifyBasic(password: string, header: string | null): boolean {
  if (header === null || !/^basic /i.test(header)) return false;
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  } catch {
    return false;
  }
  const colon = decoded.indexOf(":");
  return colon >= 0 && safeEqual(decoded.slice(colon + 1), password);
}

/** Only same-site paths may be a redirect target after signing in. */
export function safeNext(next: string | null | undefined): string {
  if (next === null || next === undefined || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in page (self-contained: no script, no external asset, works before sign-in). */
export function loginPage(next: string, failed: boolean): string {
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
  ${failed ? '<p class="error" role="alert">That password is not right. Try again.</p>' : ""}
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <button type="submit">Sign in</button>
</form>
</body>
</html>
`;
}
