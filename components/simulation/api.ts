/**
 * The simulation routes as the page calls them. Failures come back as values with the
 * server's message and, for a 422, the bad fields (`{ players: "…" }`).
 */
import type { SimulationDto, SimulationInput } from "@/lib/server/simulations/types";

export type ApiResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

async function read<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: body as T };
  const error = (body as { error?: { message?: string; issues?: { path: string; message: string }[] } } | null)?.error;
  const fields: Record<string, string> = {};
  for (const i of error?.issues ?? []) fields[i.path] ??= i.message;
  return { ok: false, message: error?.message ?? `The server answered ${response.status}.`, fields };
}

async function request<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  try {
    return await read<T>(await fetch(url, { cache: "no-store", ...init }));
  } catch {
    return { ok: false, message: "The server did not answer; check that Greenhouse is still running.", fields: {} };
  }
}

export const startRun = (packId: string, input: SimulationInput) =>
  request<{ id: string }>(`/api/packs/${packId}/simulations`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
export const getRun = (id: string) => request<SimulationDto>(`/api/simulations/${id}`);
export const cancelRun = (id: string) => request<SimulationDto>(`/api/simulations/${id}/cancel`, { method: "POST" });
export const listRuns = (packId: string) => request<{ simulations: SimulationDto[] }>(`/api/packs/${packId}/simulations`);
export const packEras = (packId: string) => request<{ eras: { name: string }[] }>(`/api/packs/${packId}/decks`);
