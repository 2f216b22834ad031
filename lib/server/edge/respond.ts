/**
 * The guard's own answers, written straight to Node's response: the error shape of the API
 * (`{ "error": { "code", "message", "issues" } }`) or an HTML page, never cached, with the
 * security headers, and `Connection: close` when the request still has body bytes on the way,
 * so Node closes the socket after answering instead of reading the rest.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "./headers";

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly type: "json" | "html";
  readonly headers?: Readonly<Record<string, string>>;
}

/** Whether the client announced a body (a length above 0, or chunked). */
export function announcesBody(req: IncomingMessage): boolean {
  const length = Number(req.headers["content-length"] ?? "0");
  return req.headers["transfer-encoding"] !== undefined || (Number.isFinite(length) && length > 0);
}

/** A JSON error body in the API's one error shape. */
export function errorJson(code: string, message: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ error: { code, message, issues: [], ...extra } });
}

/** How long a refused connection still takes (and drops) the bytes already on their way. */
export const LINGER_MS = 1_000;

/**
 * Closes the connection after the answer the way servers should when the client is still
 * sending ("lingering close"): send our FIN, keep reading and dropping for {@link LINGER_MS},
 * then close. Closing at once would make the kernel answer the bytes still arriving with a
 * reset, and a reset can make the client lose the 401/413 it has not read yet.
 */
export function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

/** Writes `answer` unless a response already started (then only closes the connection). */
export function send(req: IncomingMessage, res: ServerResponse, answer: Answer, dev: boolean): void {
  const unread = announcesBody(req) && !req.complete;
  if (unread) lingerOnClose(req);
  if (res.headersSent) {
    if (unread) req.socket.destroy();
    return;
  }
  res.writeHead(answer.status, {
    ...securityHeaders({ dev }),
    "Content-Type": answer.type === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(answer.body)),
    "Cache-Control": "no-store",
    ...(unread ? { Connection: "close" } : {}),
    ...answer.headers,
  });
  res.end(req.method === "HEAD" ? undefined : answer.body);
}
