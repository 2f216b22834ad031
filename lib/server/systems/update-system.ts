/**
 * updateSystem: replaces a stored system's definition with a checked one, as the next revision
 * (every revision is kept). A built-in key is read-only (405); a stale revision is a 409 carrying
 * the stored document, so an editor keeps what was typed and can show both.
 */
import { AppError, notFound, validationError } from "../errors";
import { dbOf, writeTransaction } from "../tx";
import type { DbOptions } from "../types";
import { checkedDefinition, refuseBuiltIn, systemDocument } from "./document";
import type { SystemRef } from "./create-system";
import { actingId, requireSystemEditor } from "./require-owner";
import { storedSystem } from "./resolve";

export interface UpdateSystemOptions extends DbOptions {
  readonly key: string;
  /** The revision the definition was loaded at. */
  readonly revision: number;
  readonly definition: unknown;
}

/** 405 built-in, 403 role, 404 unknown, 422 bad definition or a changed key, 409 stale revision. */
export async function updateSystem(options: UpdateSystemOptions): Promise<SystemRef> {
  refuseBuiltIn(options.key);
  requireSystemEditor();
  const definition = checkedDefinition(options.definition);
  if (definition.key !== options.key) {
    throw validationError(
      [{ path: "definition.key", message: `the key is "${options.key}"; a system's key does not change (make a copy under the new key instead)` }],
      "The definition's key differs from the system's",
    );
  }
  const text = JSON.stringify(definition);
  return writeTransaction(dbOf(options), async (tx) => {
    const row = await tx.system.findUnique({ where: { key: options.key }, select: { id: true, key: true, revision: true, definition: true } });
    if (row === null) throw notFound("game system", options.key);
    if (row.revision !== options.revision) {
      throw new AppError(
        "conflict",
        `This system was changed elsewhere (you loaded revision ${options.revision}, it is now at revision ${row.revision}). Your changes are kept here: look at the current one, then save yours again on top of it.`,
        { details: { current: { ...systemDocument(storedSystem(row).definition), revision: row.revision } } },
      );
    }
    const revision = row.revision + 1;
    const createdById = actingId();
    await tx.system.update({ where: { id: row.id }, data: { name: definition.name, definition: text, revision } });
    await tx.systemRevision.create({ data: { systemId: row.id, revision, definition: text, createdById } });
    return { key: options.key, revision };
  });
}
