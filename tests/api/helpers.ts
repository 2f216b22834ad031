/**
 * Calling route handlers directly with `Request` objects, against a temporary database that
 * `DATABASE_URL` points the default client at.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeAllDbs } from "@/lib/server/db";
import { stopQueues } from "@/lib/server/simulations/queue";
import { dropPgSchema, freshPgUrl, testPgUrl } from "../server/helpers";

/**
 * Points DATABASE_URL at a fresh temporary file (or, with TEST_DATABASE_URL, a fresh schema of
 * that PostgreSQL database); returns the cleanup.
 */
export function useTempDatabase(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "greenhouse-api-"));
  const url = testPgUrl === undefined ? `file:${join(dir, "api.db")}` : freshPgUrl();
  process.env.DATABASE_URL = url;
  return async () => {
    await stopQueues();
    await closeAllDbs();
    delete process.env.DATABASE_URL;
    if (testPgUrl !== undefined) await dropPgSchema(url);
    rmSync(dir, { recursive: true, force: true });
  };
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Call {
  readonly method?: string;
  readonly path?: string;
  readonly params?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes as they are. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly json: T;
  readonly text: string;
}

/** Calls `handler` like Next would and reads the answer (JSON parsed when it is JSON). */
export async function call<T = unknown>(handler: Handler, options: Call = {}): Promise<Answer<T>> {
  const { method = "GET", path = "/api/test", params = {}, body, headers = {} } = options;
  let payload: BodyInit | undefined;
  if (typeof body === "string" || body instanceof Uint8Array) payload = body as BodyInit;
  else if (body !== undefined) payload = JSON.stringify(body);
  // Like the app's own fetches and the documented curl calls, text and objects go as JSON unless
  // the test says otherwise (routes that read JSON refuse other content types with 415).
  const textual = typeof body === "string" || (body !== undefined && !(body instanceof Uint8Array));
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
  const sent = textual && !typed ? { "content-type": "application/json", ...headers } : headers;
  const request = new Request(new URL(path, "http://127.0.0.1:3000"), { method, body: payload, headers: sent });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = response.status === 204 || response.status === 304 ? "" : await response.clone().text();
  let json: unknown = undefined;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as T, text };
}

export interface ErrorJson {
  error: { code: string; message: string; issues: { path: string; message: string }[]; [k: string]: unknown };
}
