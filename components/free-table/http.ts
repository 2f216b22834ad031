/** The free table's calls to the game routes: failures are values with the server's message (and the engine's code). */

export type Result<T> = { ok: true; value: T } | { ok: false; message: string; status: number };

async function read<T>(res: Response): Promise<Result<T>> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: body as T };
  const err = (body as { error?: { message?: string } } | null)?.error;
  return { ok: false, status: res.status, message: err?.message ?? `The server answered ${res.status}.` };
}

export async function getGame<T>(url: string): Promise<Result<T>> {
  try {
    return await read<T>(await fetch(url, { cache: "no-store" }));
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached." };
  }
}

export async function post<T>(url: string, body: unknown = {}): Promise<Result<T>> {
  try {
    return await read<T>(await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached." };
  }
}
