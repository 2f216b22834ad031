/**
 * The `Host` check (DNS rebinding). A page on evil.example can make its own name resolve to
 * 127.0.0.1 after it loaded; the browser then sends that page's requests, with its cookies for
 * evil.example (none of ours) and `Origin: http://evil.example:3000`, to this server. The origin
 * check (origin.ts) compares `Origin` with `Host`, and both say evil.example: it cannot see the
 * trick. Only the name the browser asked for gives it away, so the guard answers only to the
 * names the server is configured for:
 *
 * - the loopback names `127.0.0.1`, `localhost` and `[::1]` on the server's port;
 * - `HOST`, the address it listens on, on its port; for a wildcard (0.0.0.0, ::) the machine's
 *   own addresses and host name instead (an attacker's page cannot make a browser send a name
 *   it does not control, so these cannot be rebound);
 * - `GREENHOUSE_ALLOWED_HOSTS`: comma-separated names, each with a port (only that port) or
 *   without (any port), for a reverse proxy's public name or a LAN name.
 *
 * `X-Forwarded-Host` is never read: any client can send it.
 */

/** A name the server answers to; `port` null: any port. */
export interface HostRule {
  readonly name: string;
  readonly port: number | null;
}

/** The setting that lists more names (docs/data.md, "Host names"). */
export const ALLOWED_HOSTS_SETTING = "GREENHOUSE_ALLOWED_HOSTS";

const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];
/** Addresses that mean "every interface": nobody addresses a server by them. */
const WILDCARDS = new Set(["0.0.0.0", "[::]", "[::0]", "[0:0:0:0:0:0:0:0]"]);

/** The loopback names on any port: what an in-process guard (tests) answers to by default. */
export const LOOPBACK_ANY_PORT: readonly HostRule[] = LOOPBACK.map((name) => ({ name, port: null }));

/**
 * A `Host` value (or an allow-list entry) as name and port: lower case, one trailing dot of the
 * name dropped (the same DNS name), IPv6 in brackets. `null` when it is not one.
 */
export function parseHost(value: string): HostRule | null {
  const text = value.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/.exec(text);
  if (match?.[1] === undefined) return null;
  const name = match[1].startsWith("[") ? match[1] : match[1].replace(/\.$/, "");
  if (name === "" || name === "." || name.startsWith(".")) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name, port };
}

/** `HOST` as the name a browser would send: IPv6 in brackets; null for a wildcard address. */
function listenName(host: string): string | null {
  const text = host.trim().toLowerCase();
  const name = text.includes(":") && !text.startsWith("[") ? `[${text}]` : text;
  return WILDCARDS.has(name) || name === "" ? null : (parseHost(name)?.name ?? null);
}

export type AllowedHosts = { readonly ok: true; readonly rules: readonly HostRule[] } | { readonly ok: false; readonly problem: string };

/**
 * The names a server listening on `host`:`port` answers to, with the entries of
 * {@link ALLOWED_HOSTS_SETTING} (`extra`, comma separated). A malformed entry is a problem to
 * report at start, not a name silently dropped. `machine`: the machine's addresses and host
 * name (os.networkInterfaces, os.hostname), used when `host` is a wildcard.
 */
export function allowedHosts(host: string, port: number, extra = "", machine: readonly string[] = []): AllowedHosts {
  const rules: HostRule[] = LOOPBACK.map((name) => ({ name, port }));
  const own = listenName(host);
  if (own !== null) rules.push({ name: own, port });
  else if (host.trim() !== "") {
    for (const name of machine.map(listenName)) if (name !== null && !name.includes("%")) rules.push({ name, port });
  }
  for (const entry of extra.split(",").map((e) => e.trim()).filter((e) => e !== "")) {
    const rule = parseHost(entry);
    if (rule === null || WILDCARDS.has(rule.name)) {
      return { ok: false, problem: `${ALLOWED_HOSTS_SETTING}: "${entry}" is not a host name (write names like greenhouse.example or 192.168.1.20:3000, comma separated; IPv6 in brackets: [fd00::5]).` };
    }
    rules.push(rule);
  }
  return { ok: true, rules };
}

/**
 * Whether a request's `Host` header names this server. A browser leaves out the default port,
 * so a `Host` without one matches a rule for port 80 or 443 (a TLS proxy in front).
 */
export function hostAllowed(rules: readonly HostRule[], header: string | undefined): boolean {
  if (header === undefined) return false;
  const host = parseHost(header);
  if (host === null) return false;
  return rules.some((rule) => rule.name === host.name && (rule.port === null || rule.port === (host.port ?? -1) || (host.port === null && (rule.port === 80 || rule.port === 443))));
}

/** The refusal's message: the name asked for, and the setting that would let it in. */
export function unknownHostMessage(header: string | undefined): string {
  const asked = header === undefined ? "no Host header" : `"${header.slice(0, 100)}"`;
  return (
    `This Greenhouse does not answer to ${asked}: it answers to 127.0.0.1, localhost and [::1] on its port, to the HOST it listens on, ` +
    `and to the names in ${ALLOWED_HOSTS_SETTING}. If you reach it by this name on purpose (a reverse proxy, a name on your network), ` +
    `add the name to ${ALLOWED_HOSTS_SETTING} (comma separated, e.g. ${ALLOWED_HOSTS_SETTING}=greenhouse.example,192.168.1.20:3000) and restart it.`
  );
}
