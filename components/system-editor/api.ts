/** The systems routes as the pages call them (docs/data.md "Game systems"); errors come back as data. */
import type { DefinitionImpact } from "@/lib/systems/definition-diff";
import type { SystemDefinition } from "@/lib/systems/types";

export interface ApiIssue {
  readonly path: string;
  readonly message: string;
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly message: string; readonly issues: readonly ApiIssue[]; readonly body: Record<string, unknown> };

async function answer<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: body as T };
  const error = (body.error ?? {}) as { message?: string; issues?: ApiIssue[] };
  return { ok: false, status: response.status, message: error.message ?? `The server answered ${response.status}.`, issues: error.issues ?? [], body: (body.error ?? {}) as Record<string, unknown> };
}

const doc = (definition: unknown) => ({ format: "greenhouse.system/1", definition });

/** POST /api/systems. */
export async function postSystem(definitionOrDocument: unknown, asDocument = false): Promise<ApiResult<{ key: string; revision: number }>> {
  const body = typeof definitionOrDocument === "string" ? definitionOrDocument : JSON.stringify(asDocument ? definitionOrDocument : doc(definitionOrDocument));
  return answer(await fetch("/api/systems", { method: "POST", headers: { "content-type": "application/json" }, body }));
}

/** What saving a draft does to the stored cards (`POST /api/systems/{key}/impact`, lib/systems/definition-diff.ts). */
export type { DefinitionImpact };

/** The renames and confirmation a save carries (docs/systems.md, "Changing a system that has cards"). */
export interface SaveChanges {
  readonly renames?: readonly { readonly from: string; readonly to: string; readonly of?: "cardType" }[];
  readonly confirm?: { readonly cards: number };
}

/** PUT /api/systems/{key} with the revision the draft was loaded at. */
export async function putSystem(key: string, definition: unknown, revision: number, changes: SaveChanges = {}): Promise<ApiResult<{ key: string; revision: number; cardsChanged?: number }>> {
  return answer(await fetch(`/api/systems/${encodeURIComponent(key)}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...doc(definition), revision, ...changes }) }));
}

/** POST /api/systems/{key}/impact: the impact of saving the draft, nothing saved. */
export async function postImpact(key: string, definition: unknown, renames: readonly { readonly from: string; readonly to: string; readonly of?: "cardType" }[]): Promise<ApiResult<DefinitionImpact & { revision: number }>> {
  return answer(await fetch(`/api/systems/${encodeURIComponent(key)}/impact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...doc(definition), renames }) }));
}

/** GET /api/systems/{key}. */
export async function getSystemDocument(key: string): Promise<ApiResult<{ definition: SystemDefinition; revision: number | null; builtIn: boolean }>> {
  return answer(await fetch(`/api/systems/${encodeURIComponent(key)}`));
}

/** Downloads `definition` as its greenhouse.system/1 file. */
export function downloadSystem(definition: SystemDefinition): void {
  const blob = new Blob([`${JSON.stringify(doc(definition), null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `${definition.key}.system.json`;
  a.click();
  URL.revokeObjectURL(url);
}
