/** listSystemRevisions: a stored system's revisions, newest first, each with its definition. */
import type { SystemDefinition } from "@/lib/systems/types";
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { findSystem } from "@/lib/systems/registry";

export interface ListSystemRevisionsOptions extends DbOptions {
  readonly key: string;
}

export interface SystemRevisionDto {
  readonly revision: number;
  readonly createdAt: string;
  readonly createdById: string | null;
  readonly definition: SystemDefinition;
}

/** None for a built-in key (it is part of the app, not stored); 404 for an unknown one. */
export async function listSystemRevisions(options: ListSystemRevisionsOptions): Promise<SystemRevisionDto[]> {
  if (findSystem(options.key) !== null) return [];
  const row = await dbOf(options).system.findUnique({
    where: { key: options.key },
    select: { revisions: { orderBy: { revision: "desc" }, select: { revision: true, createdAt: true, createdById: true, definition: true } } },
  });
  if (row === null) throw notFound("game system", options.key);
  return row.revisions.map((r) => ({ revision: r.revision, createdAt: r.createdAt.toISOString(), createdById: r.createdById, definition: JSON.parse(r.definition) as SystemDefinition }));
}
