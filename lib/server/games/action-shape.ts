/**
 * The shape of an engine action before the engine sees it: a bounded size and, for engines that
 * list their actions' keys (`RulesEngine.actionKeys`), only known types and keys. An action is
 * stored and sent back with every GET of its game, so what the engine would ignore (an extra key
 * holding 900 KB) is refused with its path instead of kept.
 */
import { formatPath, type FormatIssue } from "@/lib/packs/schema";
import type { AnyEngine } from "@/lib/systems/engine";

/**
 * The largest action, as JSON bytes (the body of `POST /api/games/{id}/actions`, and each action
 * of an imported replay). A real one is well under 1 KB: a few numbers and a short list of
 * cards; 16 KB leaves room for a seize of a whole era deck.
 */
export const ACTION_LIMIT = 16 * 1024;

/** Size in UTF-8 bytes of a value's JSON. */
function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}

/**
 * The problems of `action`'s shape, each at `prefix` + its key (`(body)` when `prefix` is empty
 * and the problem is the action as a whole). Empty when the action may go to the engine.
 */
export function actionShapeIssues(engine: AnyEngine, action: unknown, prefix: readonly (string | number)[] = []): FormatIssue[] {
  const at = (...path: (string | number)[]) => (prefix.length + path.length === 0 ? "(body)" : formatPath([...prefix, ...path]));
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    return [{ path: at(), message: 'an action is a JSON object with a "type"' }];
  }
  const bytes = jsonBytes(action);
  if (bytes > ACTION_LIMIT) return [{ path: at(), message: `the action is ${Math.ceil(bytes / 1024)} KB of JSON; an action is at most ${ACTION_LIMIT / 1024} KB` }];
  const known = engine.actionKeys;
  if (known === undefined) return [];
  const type = (action as { type?: unknown }).type;
  const keys = typeof type === "string" && Object.hasOwn(known, type) ? known[type] : undefined;
  if (keys === undefined) {
    return [{ path: at("type"), message: `the action type must be one of ${Object.keys(known).map((k) => `"${k}"`).join(", ")}, not ${JSON.stringify(type) ?? "missing"}` }];
  }
  return Object.keys(action)
    .filter((key) => !Object.hasOwn(keys, key))
    .map((key) => ({ path: at(key), message: `unknown field of a "${type as string}" action (it has ${Object.keys(keys).join(", ")}); remove it` }));
}
