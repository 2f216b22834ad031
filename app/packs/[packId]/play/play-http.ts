/** Small JSON fetch helpers for the play pages: failures are values, with the server's message. */

export interface HttpError {
  readonly status: number;
  readonly message: string;
  /** The engine's rejection of an illegal action (422), when the server sent one. */
  readonly rule?: string;
  /** What a conflict (409) says is there now (`error.current`: the card, the game), when sent. */
  readonly current?: unknown;
}

export type HttpResult<T> = { ok: true; value: T } | { ok: false; error: HttpError };

async function read<T>(res: Response): Promise<HttpResult<T>> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: body as T };
  const b = (body ?? {}) as {
    error?: { message?: string; rule?: string; rejection?: { message?: string; rule?: string }; current?: unknown } | string;
    message?: string;
    rejection?: { message?: string; rule?: string };
  };
  const err = typeof b.error === "object" ? b.error : undefined;
  const rejection = b.rejection ?? err?.rejection ?? (err?.rule !== undefined ? { message: err.message, rule: err.rule } : undefined);
  const message = rejection?.message ?? err?.message ?? (typeof b.error === "string" ? b.error : undefined) ?? b.message ?? `The server answered ${res.status}.`;
  const current = err?.current;
  return { ok: false, error: { status: res.status, message, ...(rejection?.rule !== undefined ? { rule: rejection.rule } : {}), ...(current !== undefined ? { current } : {}) } };
}

export async function getJson<T>(url: string): Promise<HttpResult<T>> {
  try {
    return await read<T>(await fetch(url, { cache: "no-store" }));
  } catch {
    return { ok: false, error: { status: 0, message: "The server could not be reached." } };
  }
}

export async function sendJson<T>(url: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<HttpResult<T>> {
  try {
    const init: RequestInit = { method, headers: { "content-type": "application/json" } };
    if (body !== undefined) init.body = JSON.stringify(body);
    return await read<T>(await fetch(url, init));
  } catch {
    return { ok: false, error: { status: 0, message: "The server could not be reached." } };
  }
}

export function postJson<T>(url: string, body?: unknown): Promise<HttpResult<T>> {
  return sendJson<T>(url, "POST", body ?? {});
}

export function errorText(e: HttpError): string {
  return e.rule !== undefined ? `${e.message} (${e.rule})` : e.message;
}
