/**
 * The game system of a pack file read by the CLI (lint, pdf): the built-in system of its key, or
 * the definition the file carries (`systemDefinition`, which export embeds for a system a designer
 * defined), so a pack file is whole on its own. Null when neither; an embedded definition with
 * problems is an InputError listing each with its path.
 */
import type { GameSystem } from "../systems/types";
import { InputError } from "./args";

export async function systemOfFile(path: string, json: unknown): Promise<GameSystem | null> {
  const [{ findSystem }, { checkDefinition }] = await Promise.all([import("../systems/registry"), import("../systems/definition-schema")]);
  const key = typeof json === "object" && json !== null ? (json as { system?: unknown }).system : undefined;
  if (typeof key !== "string") return null;
  const builtIn = findSystem(key);
  if (builtIn !== null) return builtIn;
  const embedded = (json as { systemDefinition?: unknown }).systemDefinition;
  if (embedded === undefined) return null;
  const checked = checkDefinition(embedded);
  if (!checked.ok) {
    throw new InputError(`${path}: its "systemDefinition" has problems:\n${checked.issues.map((i) => `  systemDefinition.${i.path}: ${i.message}`).join("\n")}`);
  }
  if (checked.definition.key !== key) throw new InputError(`${path}: "systemDefinition" has the key "${checked.definition.key}" but the pack's "system" is "${key}"; make them the same`);
  return { definition: checked.definition, playable: false };
}
