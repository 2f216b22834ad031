/**
 * Next 16's request proxy (formerly middleware): when `GREENHOUSE_PASSWORD` is set, every page
 * and every route asks for it (see lib/server/auth.ts for how). Without it, Greenhouse is a
 * local tool on 127.0.0.1 and nothing is asked; scripts/serve.mjs refuses to listen on any
 * other address without a password.
 */
import { NextResponse, type NextRequest } from "next/server";
import {
  createSession,
  LOGIN_PATH,
  LOGOUT_PATH,
  loginPage,
  safeEqual,
  safeNext,
  SESSION_COOKIE,
  SESSION_DAYS,
  verifyBasic,
  verifySession,
} from "@/lib/server/auth";

/** Slows down password guessing; a designer who mistyped does not notice. */
const FAILED_SIGN_IN_DELAY_MS = 600;

function wantsHtml(request: NextRequest): boolean {
  return request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/html") && !request.nextUrl.pathname.startsWith("/api/");
}

function htmlResponse(body: string, status: number): NextResponse {
  return new NextResponse(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/**
 * A 303 to a same-site path. The origin comes from the Host header the browser sent (or the
 * request's own URL), not from `nextUrl`: Next's URL helper rewrites 127.0.0.1 as localhost,
 * which is another origin to the browser, and the session cookie would not follow.
 */
function seeOther(request: NextRequest, path: string): NextResponse {
  const host = request.headers.get("host");
  const origin = host === null ? new URL(request.url).origin : `${request.nextUrl.protocol}//${host}`;
  return new NextResponse(null, { status: 303, headers: { location: new URL(path, origin).toString(), "cache-control": "no-store" } });
}

async function signIn(request: NextRequest, password: string): Promise<NextResponse> {
  let given = "";
  let next = safeNext(request.nextUrl.searchParams.get("next"));
  try {
    const form = await request.formData();
    given = String(form.get("password") ?? "");
    next = safeNext(String(form.get("next") ?? next));
  } catch {
    // not a form: treated as a wrong password
  }
  if (!safeEqual(given, password)) {
    await new Promise((resolve) => setTimeout(resolve, FAILED_SIGN_IN_DELAY_MS));
    return htmlResponse(loginPage(next, true), 401);
  }
  const response = seeOther(request, next);
  response.cookies.set(SESSION_COOKIE, createSession(password), {
    httpOnly: true,
    sameSite: "lax",
    secure: request.nextUrl.protocol === "https:",
    path: "/",
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const password = process.env.GREENHOUSE_PASSWORD;
  if (password === undefined || password === "") return NextResponse.next();
  const { pathname } = request.nextUrl;

  if (pathname === LOGIN_PATH && request.method === "POST") return signIn(request, password);
  if (pathname === LOGOUT_PATH) {
    const response = seeOther(request, "/");
    response.cookies.delete(SESSION_COOKIE);
    return response;
  }
  if (verifySession(password, request.cookies.get(SESSION_COOKIE)?.value) || verifyBasic(password, request.headers.get("authorization"))) {
    return NextResponse.next();
  }
  if (wantsHtml(request)) {
    const next = pathname === LOGIN_PATH ? "/" : `${pathname}${request.nextUrl.search}`;
    return htmlResponse(loginPage(next, false), 401);
  }
  return NextResponse.json(
    {
      error: {
        code: "unauthorized",
        message: "This Greenhouse asks for a password. Sign in in the browser, or send it with HTTP Basic (curl -u designer:PASSWORD ...).",
        issues: [],
      },
    },
    { status: 401, headers: { "cache-control": "no-store" } },
  );
}

export const config = {
  // Everything but Next's static build files (code and CSS, no pack data).
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
