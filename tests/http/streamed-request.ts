/**
 * One raw HTTP request for the edge tests and benchmarks: a small body, or `total` bytes
 * streamed in 256 KB chunks until the server answers (it may refuse while the body streams).
 * Resolves the status (null: the connection was cut without an answer) and the bytes written.
 */
import { request as httpRequest } from "node:http";

export interface StreamedRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** A whole body, sent at once (ignored when `total` is given). */
  readonly body?: string;
  /** Stream this many bytes of spaces instead of `body`. */
  readonly total?: number;
  /** The client's local address (e.g. 127.0.0.2, to be another client for rate limits). */
  readonly localAddress?: string;
}

export interface Sent {
  readonly status: number | null;
  readonly sent: number;
}

export function streamedRequest(options: StreamedRequest): Promise<Sent> {
  return new Promise((done) => {
    let sent = 0;
    let finished = false;
    const req = httpRequest(options.url, { method: options.method ?? "POST", headers: options.headers ?? {}, localAddress: options.localAddress, agent: false });
    const finish = (status: number | null) => {
      if (finished) return;
      finished = true;
      done({ status, sent });
      req.destroy();
    };
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode ?? null));
      res.on("error", () => finish(res.statusCode ?? null));
      res.on("close", () => finish(res.statusCode ?? null));
    });
    req.on("error", () => finish(null));
    if (options.total === undefined) {
      req.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const total = options.total;
    const pump = () => {
      while (!finished && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!finished) req.end();
    };
    pump();
  });
}
