/**
 * A real node:http server with the edge guard in front of a stand-in for Next that reads every
 * body to the end (as a route's readBody would) and answers what it got. Plus clients that
 * stream large bodies the way an abusive client does, and count what the server really read.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@/lib/server/db";
import { createGuard, type GuardOptions } from "@/lib/server/edge/guard";
import { databaseSessions } from "@/lib/server/edge/sessions";

export interface GuardedServer {
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  /** Requests that reached the stand-in for Next, and the body bytes each one read. */
  readonly reached: { path: string; bytes: number }[];
  /** Bytes the server read from the sockets that have closed (headers and framing included). */
  socketBytesRead(): number;
  close(): Promise<void>;
}

export async function startGuarded(options: Partial<Omit<GuardOptions, "sessions">> = {}): Promise<GuardedServer> {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-edge-"));
  const db = createDb(join(dir, "edge.db"));
  const reached: { path: string; bytes: number }[] = [];
  const guard = createGuard({ ...options, sessions: databaseSessions(() => db) }, async (req, res) => {
    let bytes = 0;
    try {
      for await (const chunk of req) bytes += (chunk as Buffer).length;
    } catch {
      return; // the guard cut the request
    }
    reached.push({ path: req.url ?? "", bytes });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ passed: true, bytes }));
  });
  const server: Server = createServer((req, res) => void guard(req, res));
  let read = 0;
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      read += socket.bytesRead;
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    reached,
    socketBytesRead: () => read + [...sockets].reduce((sum, s) => sum + s.bytesRead, 0),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface UploadResult {
  readonly status: number | null;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** Bytes of body the client managed to hand to its socket before the answer (or the close). */
  readonly sent: number;
  readonly error: string | null;
}

/**
 * POSTs `total` bytes in 256 KB chunks (chunked unless `declare`), stopping as soon as an answer
 * arrives or the connection closes, like a client would that reads while it sends.
 */
export function upload(port: number, path: string, total: number, headers: Record<string, string> = {}, declare = false): Promise<UploadResult> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, ...(declare ? { "content-length": String(total) } : {}) } });
    const finish = (result: Omit<UploadResult, "sent">) => {
      if (done) return;
      done = true;
      resolve({ ...result, sent });
    };
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => finish({ status: res.statusCode ?? null, headers: res.headers, body, error: null }));
      res.on("error", () => finish({ status: res.statusCode ?? null, headers: res.headers, body, error: "response cut" }));
    });
    req.on("error", (error) => finish({ status: null, headers: {}, body: "", error: (error as NodeJS.ErrnoException).code ?? error.message }));
    const pump = () => {
      while (!done && sent < total) {
        const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

/** A plain request; answers status, headers and text. */
export async function send(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export const basic = (password: string) => `Basic ${Buffer.from(`designer:${password}`).toString("base64")}`;

export interface RawOptions {
  readonly method?: string;
  /** Sent as given, `host` included (fetch would replace it with the URL's). */
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The client's address (127.0.0.2 ... : another client for the per-address limits). */
  readonly localAddress?: string;
  /** Send no Host header at all (as an HTTP/1.0 client may). */
  readonly noHost?: boolean;
}

/** One request over node:http with exactly the headers given; answers status, headers and text. */
export function raw(port: number, path: string, options: RawOptions = {}): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers ?? {}, localAddress: options.localAddress, agent: false, setHost: options.headers?.host === undefined && options.noHost !== true });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}
