/**
 * createSystem: stores a new system from a checked definition, as revision 1. Its key must be
 * new: a built-in key or a stored one is a 409 that says how to go on (another key, or update).
 */
import type { SystemDefinition } from "@/lib/systems/types";
import { findSystem } from "@/lib/systems/registry";
import { AppError } from "../errors";
import { dbOf, writeTransaction } from "../tx";
import type { DbOptions } from "../types";
import { checkedDefinition } from "./document";
import { actingId, requireSystemEditor } from "./require-owner";

export interface CreateSystemOptions extends DbOptions {
  /** A definition (checked here again: 422 with every issue at `definition.<path>`). */
  readonly definition: unknown;
}

export interface SystemRef {
  readonly key: string;
  readonly revision: number;
}

/** Stores the system; 403 without a studio owner's role, 422 for a bad definition, 409 for a taken key. */
export async function createSystem(options: CreateSystemOptions): Promise<SystemRef> {
  requireSystemEditor();
  const definition: SystemDefinition = checkedDefinition(options.definition);
  if (findSystem(definition.key) !== null) {
    throw new AppError("conflict", `"${definition.key}" is the key of a built-in system; give yours another key (definition.key).`, {
      issues: [{ path: "definition.key", message: "a built-in system has this key" }],
    });
  }
  const text = JSON.stringify(definition);
  return writeTransaction(dbOf(options), async (tx) => {
    const taken = await tx.system.findUnique({ where: { key: definition.key }, select: { revision: true } });
    if (taken !== null) {
      throw new AppError("conflict", `A system with the key "${definition.key}" exists already (revision ${taken.revision}); give this one another key, or update that one (PUT /api/systems/${definition.key}).`, {
        issues: [{ path: "definition.key", message: "a stored system has this key" }],
        details: { key: definition.key, revision: taken.revision },
      });
    }
    const createdById = actingId();
    await tx.system.create({
      data: { key: definition.key, name: definition.name, definition: text, revision: 1, createdById, revisions: { create: { revision: 1, definition: text, createdById } } },
    });
    return { key: definition.key, revision: 1 };
  });
}
