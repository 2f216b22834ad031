/**
 * The Greenhouse server: Node's HTTP server with the edge guard (guard.ts) in front of Next's
 * request handler ("custom server"). scripts/serve.mjs bundles this file with esbuild into
 * generated/edge-server.mjs and runs it, for `npm start`, `npm run serve` and `npm run dev`.
 *
 * Why not Next's proxy.ts: with a proxy, Next buffers every request body (up to its
 * `proxyClientMaxBodySize`) before the proxy can refuse it, so a client without the password
 * could make the server hold 50 MB per request. Here nothing is read before the guard decides.
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import next from "next";
import { SESSION_COOKIE, sessionToken, verifyBasic } from "../auth";
import { databaseAttempts } from "./attempts";
import { randomBytes } from "node:crypto";
import { hostname, networkInterfaces } from "node:os";
import { createGuard } from "./guard";
import { teamGate } from "./team";
import { getDb } from "../db";
import { allowedHosts, hostAllowed, type HostRule } from "./hosts";
import { crossOriginReason } from "./origin";
import { databaseSessions, type SessionStore } from "./sessions";

export interface ServeOptions {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  readonly dev: boolean;
  /** `GREENHOUSE_PASSWORD` (empty: none). */
  readonly password: string | undefined;
  /** `GREENHOUSE_TEAM=1`: a team server with accounts and roles (docs/deploy.md). */
  readonly team?: boolean;
  /** `GREENHOUSE_SETUP_CODE`: the code the first-run step asks for (default: a random one, logged). */
  readonly setupCode?: string | undefined;
  /** `GREENHOUSE_ALLOWED_HOSTS`: more names than loopback and `host` to answer to (hosts.ts). */
  readonly allowedHosts?: string | undefined;
}

/** Whether a websocket upgrade (Next's dev HMR) may go on: same origin, and signed in if asked. */
async function upgradeAllowed(req: IncomingMessage, password: string | undefined, sessions: SessionStore, hosts: readonly HostRule[]): Promise<boolean> {
  if (!hostAllowed(hosts, req.headers.host)) return false;
  const origin = req.headers.origin;
  if (origin !== undefined && crossOriginReason({ method: "POST", host: req.headers.host, origin, secFetchSite: undefined }) !== null) return false;
  if (password === undefined || password === "") return true;
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? "")?.[1];
  const token = sessionToken(password, value);
  if (token !== null && (await sessions.isValid(token, Date.now()))) return true;
  return verifyBasic(password, req.headers.authorization);
}

/** Prepares Next, listens, and resolves with the listening server. */
export async function serve(options: ServeOptions): Promise<Server> {
  const machine = [hostname(), ...Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address))];
  const hosts = allowedHosts(options.host, options.port, options.allowedHosts, machine);
  if (!hosts.ok) throw new Error(hosts.problem); // before Next prepares: a typo stops the start at once
  // Next hooks its websocket handler onto this stand-in instead of the real server, so that
  // upgrades go through upgradeAllowed() first.
  const upgradeHooks = new EventEmitter();
  const app = next({ dev: options.dev, dir: options.dir, hostname: options.host, port: options.port, httpServer: upgradeHooks as unknown as Server });
  await app.prepare();
  const sessions = databaseSessions();
  const handle = app.getRequestHandler();
  const setupCode = options.setupCode !== undefined && options.setupCode !== "" ? options.setupCode : randomBytes(9).toString("base64url");
  if (options.team === true && !(options.setupCode !== undefined && options.setupCode !== "")) {
    console.log(`Greenhouse team server: the first-run setup code is ${setupCode} (needed only until the owner's account exists)`);
  }
  const team = options.team === true ? teamGate({ db: () => getDb(), setupCode }) : undefined;
  const guard = createGuard({ password: options.password, sessions, hosts: hosts.rules, limiter: databaseAttempts(), dev: options.dev, ...(team === undefined ? {} : { team }) }, (req, res) => handle(req, res));
  const server = createServer((req, res) => void guard(req, res));
  // Next's own upgrade listener (dev HMR) sits on the stand-in; `app.getUpgradeHandler()` is a
  // different one that does not serve HMR. Nobody listening (production): close the socket.
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgradeAllowed(req, options.password, sessions, hosts.rules).then(
      (ok) => {
        if (!ok || !upgradeHooks.emit("upgrade", req, socket, head)) socket.destroy();
      },
      () => socket.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
