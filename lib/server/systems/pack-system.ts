/**
 * The system of an imported pack file (docs/systems.md, "Pack files carry their system"): a file
 * of a system a designer defined carries its `systemDefinition`. No stored system of that key ->
 * it is created; the same definition -> reused; a different one -> 409 that says so and offers
 * both ways out (import as a copy under a new key, or update the stored system first). Never a
 * silent overwrite.
 */
import type { SystemPackDocument } from "@/lib/packs/schema";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import type { Db, Tx } from "../db";
import { AppError, validationError } from "../errors";
import { storedSystem } from "./resolve";

/** Every stored system's definition by key, for the pack parser (lib/packs/system-pack.ts `PackSystems`). */
export async function storedDefinitions(db: Db | Tx): Promise<Map<string, SystemDefinition>> {
  const rows = await db.system.findMany({ select: { key: true, revision: true, definition: true } });
  return new Map(rows.map((r) => [r.key, storedSystem(r).definition]));
}

const KEY = /^[A-Za-z][A-Za-z0-9-]{0,99}$/;

/**
 * The document with its system renamed to `key` (import as a copy under a new key): `system` and
 * the embedded definition's key. 422 for a key that is not one, or a built-in key; a document
 * without an embedded definition cannot be renamed (its system is the server's own).
 */
export function renameDocumentSystem(doc: SystemPackDocument, key: string): SystemPackDocument {
  if (!KEY.test(key)) throw validationError([{ path: "systemAs", message: "a system key is letters, digits and dashes, starting with a letter" }]);
  if (findSystem(key) !== null) throw validationError([{ path: "systemAs", message: `"${key}" is a built-in system's key; choose another` }]);
  if (doc.systemDefinition === undefined) {
    throw validationError([{ path: "systemAs", message: `this file carries no systemDefinition: its cards use this server's "${doc.system}" system as it is; import it without systemAs` }]);
  }
  return { ...doc, system: key, systemDefinition: { ...doc.systemDefinition, key } };
}

/**
 * Stores or reuses the embedded system of `doc` inside the import's transaction; nothing for a
 * built-in system or a file without an embedded definition (the parser read it from storage).
 */
export async function ensurePackSystem(tx: Tx, doc: SystemPackDocument): Promise<"created" | "reused" | "none"> {
  const definition = doc.systemDefinition;
  if (definition === undefined || findSystem(doc.system) !== null) return "none";
  const text = JSON.stringify(definition);
  const row = await tx.system.findUnique({ where: { key: doc.system }, select: { revision: true, definition: true } });
  if (row === null) {
    await tx.system.create({ data: { key: doc.system, name: definition.name, definition: text, revision: 1, revisions: { create: { revision: 1, definition: text } } } });
    return "created";
  }
  if (row.definition === text) return "reused";
  throw new AppError(
    "conflict",
    `This file's "${doc.system}" system differs from the one stored here (revision ${row.revision}); nothing was imported. ` +
      `Either import the pack with its system as a copy under a new key (?systemAs=<new key>, or "Import as a copy" in the app), ` +
      `or update the stored system to the file's definition first (the system editor, or PUT /api/systems/${doc.system}) and import again.`,
    { details: { system: doc.system, storedRevision: row.revision, ways: ["systemAs", "update"] } },
  );
}
