/** getSystem: one system's `greenhouse.system/1` document, with its revision (null for a built-in one). */
import { findSystem } from "@/lib/systems/registry";
import { notFound } from "../errors";
import { dbOf } from "../tx";
import type { DbOptions } from "../types";
import { systemDocument, type SystemDocument } from "./document";
import { storedSystem } from "./resolve";

export interface GetSystemOptions extends DbOptions {
  readonly key: string;
}

export interface SystemDetail {
  readonly document: SystemDocument;
  readonly builtIn: boolean;
  readonly revision: number | null;
}

/** The system of `key`; 404 when there is none. */
export async function getSystem(options: GetSystemOptions): Promise<SystemDetail> {
  const builtIn = findSystem(options.key);
  if (builtIn !== null) return { document: systemDocument(builtIn.definition), builtIn: true, revision: null };
  const row = await dbOf(options).system.findUnique({ where: { key: options.key }, select: { key: true, revision: true, definition: true } });
  if (row === null) throw notFound("game system", options.key);
  return { document: systemDocument(storedSystem(row).definition), builtIn: false, revision: row.revision };
}
