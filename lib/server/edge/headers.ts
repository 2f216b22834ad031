/**
 * The security headers of every page and API response: next.config.ts sets them on what Next
 * serves, the edge guard on its own refusals.
 *
 * The Content-Security-Policy allows only this origin, plus what the app really needs:
 * - `script-src 'unsafe-inline'`: Next's inline bootstrap scripts (no nonces: they would make
 *   every page dynamic); `'unsafe-eval'` only in development (React's dev tools and HMR);
 * - `style-src 'unsafe-inline'`: Monaco and React set inline styles;
 * - `worker-src blob:`: Monaco's web worker; `img-src blob: data:`: the print preview's pictures;
 * - `frame-ancestors 'none'`: no other page can frame Greenhouse (clickjacking).
 */
export interface HeaderOptions {
  /** `next dev`: allow eval and the HMR websocket. */
  readonly dev: boolean;
}

/** The Content-Security-Policy value. */
export function contentSecurityPolicy({ dev }: HeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "blob:", "data:"],
    ["font-src", "'self'", "data:"],
    ["worker-src", "'self'", "blob:"],
    ["connect-src", "'self'", ...(dev ? ["ws:", "wss:"] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Every security header, as name -> value. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
