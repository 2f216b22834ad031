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

/** Writes `answer` unless a response already started (then only closes the connection). */
export function send(req: IncomingMessage, res: ServerResponse, answer: Answer, dev: boolean): void {
  const unread = announcesBody(req) && !req.complete;
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
