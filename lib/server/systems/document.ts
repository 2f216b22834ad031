/**
 * The `greenhouse.system/1` document (docs/systems.md "Systems a designer defines"):
 * `{ "format": "greenhouse.system/1", "definition": <SystemDefinition> }`, and the one place that
 * turns a definition's `checkDefinition` issues into a 422 naming each path.
 */
import { z } from "zod";
import { checkDefinition } from "@/lib/systems/definition-schema";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { AppError, validationError } from "../errors";

export const SYSTEM_FORMAT = "greenhouse.system/1";

/** A system document as written to a file and answered by GET /api/systems/{key}. */
export interface SystemDocument {
  readonly format: typeof SYSTEM_FORMAT;
  readonly definition: SystemDefinition;
}

const documentShape = z.looseObject({
  format: z.literal(SYSTEM_FORMAT, `must be "${SYSTEM_FORMAT}"`),
  definition: z.unknown(),
});

/**
 * The definition of a `greenhouse.system/1` body, checked by `checkDefinition`. A wrong format
 * or a definition with problems -> 422 listing every issue, paths under `definition.`.
 */
export function readSystemDocument(body: unknown): SystemDefinition {
  const shape = documentShape.safeParse(body);
  if (!shape.success) {
    throw validationError(
      shape.error.issues.map((i) => ({ path: i.path.length === 0 ? "format" : i.path.join("."), message: i.message })),
      `Send a ${SYSTEM_FORMAT} document: { "format": "${SYSTEM_FORMAT}", "definition": { ... } }`,
    );
  }
  return checkedDefinition(shape.data.definition);
}

/** `json` as a definition that `checkDefinition` accepts, or a 422 with every issue at `definition.<path>`. */
export function checkedDefinition(json: unknown): SystemDefinition {
  const checked = checkDefinition(json);
  if (!checked.ok) {
    throw validationError(
      checked.issues.map((i) => ({ path: i.path === "" ? "definition" : `definition.${i.path}`, message: i.message })),
      "The system definition has problems; nothing was stored",
    );
  }
  return checked.definition;
}

/** 405 when `key` is a built-in system's (they are read-only: copy one to change it). */
export function refuseBuiltIn(key: string): void {
  const builtIn = findSystem(key);
  if (builtIn !== null) {
    throw new AppError("method_not_allowed", `"${key}" is a built-in system (${builtIn.definition.name}) and cannot be changed. Make a copy under a new key and change that.`);
  }
}

/** The document of a definition. */
export function systemDocument(definition: SystemDefinition): SystemDocument {
  return { format: SYSTEM_FORMAT, definition };
}
