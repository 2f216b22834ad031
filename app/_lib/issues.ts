import type { ActionError } from "@/app/_lib/action-result";

/**
 * The message of the first issue at `path` (or under it: `aliases` matches `aliases[2].target`),
 * or null. Forms put it under the field it is about.
 */
export function issueFor(error: ActionError | null, path: string): string | null {
  if (!error) return null;
  const hit = error.issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`));
  return hit ? hit.message : null;
}
