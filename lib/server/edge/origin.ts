/**
 * The cross-origin check of every state-changing request (CSRF), from headers alone.
 *
 * Browsers send `Origin` on every cross-origin POST and `Sec-Fetch-Site` on every request, and
 * a page cannot forge either. Scripts (curl, the CLI, tests) send neither and are allowed: they
 * hold no designer's cookie, and with a password they must send it themselves.
 */

/** Methods that never change state here, so any origin may send them (and page links work). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginHeaders {
  readonly method: string;
  /** The `Host` header: the request's own origin as the browser addressed it. */
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
}

/**
 * Why the request must be refused as cross-origin, or `null` when it may go on. Compares the
 * `Origin`'s host and port with the `Host` header (not the scheme: behind a TLS-terminating
 * proxy the browser says https and this server sees http). `Origin: null` (sandboxed frames,
 * some redirects) is cross-origin; a malformed `Origin` too.
 */
export function crossOriginReason(request: OriginHeaders): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const site = request.secFetchSite?.toLowerCase();
  const otherSite = site === "cross-site" || site === "same-site" ? `the browser says this request comes from another site (Sec-Fetch-Site: ${site})` : null;
  if (request.origin === undefined) return otherSite;
  let originHost: string;
  try {
    const url = new URL(request.origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return `the request comes from ${request.origin}, not from this server`;
    originHost = url.host;
  } catch {
    return `the request comes from ${request.origin}, not from this server`;
  }
  const host = request.host?.toLowerCase();
  if (host === undefined || host === "" || !sameHost(originHost, host)) {
    return `the request comes from ${request.origin}, a page of another origin than this server (${host ?? "no Host header"})`;
  }
  return otherSite;
}

/** `example.org` and `example.org:80`/`:443` are the same host for a browser's default ports. */
function sameHost(originHost: string, host: string): boolean {
  const strip = (h: string) => h.toLowerCase().replace(/:(80|443)$/, "");
  return strip(originHost) === strip(host);
}
