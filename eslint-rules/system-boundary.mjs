/**
 * greenhouse/system-boundary: a neutral folder (lib/table, lib/print, lib/packs, lib/server,
 * lib/free-table, components) imports no game system's own folder (lib/systems/got-cgs/**,
 * lib/systems/got-genesis/**): it receives a `GameSystem` from the registry and goes through its
 * hooks (docs/architecture.md, "Where a game system plugs in"). The contract
 * (lib/systems/types.ts, engine.ts, table-contract.ts, ...) and the registry are allowed.
 *
 * The files that still do are listed in ./system-imports.allow.json, which only shrinks:
 * tests/architecture/system-boundary.test.ts fails when a file not on it imports a system, and
 * when a listed file no longer does (take it off the list).
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");

/** The systems with a folder of code. */
export const SYSTEMS_WITH_CODE = ["got-cgs", "got-genesis"];

/** The neutral folders the rule applies to (ESLint `files` globs). */
export const NEUTRAL_FOLDERS = ["lib/table/**", "lib/print/**", "lib/packs/**", "lib/server/**", "lib/free-table/**", "components/**"];

/** Project-relative files allowed to import a system for now (the list only shrinks). */
export const ALLOWED = new Set(JSON.parse(readFileSync(join(here, "system-imports.allow.json"), "utf8")).files);

/**
 * Whether a project-relative path is in a system's own folder (a folder named after it:
 * lib/systems/got-cgs/..., components/got-genesis/...). A file merely named after a system in a
 * neutral folder (lib/table/got-cgs-cards.ts) is neutral.
 */
export function inSystemFolder(path) {
  return path.split("/").slice(0, -1).some((part) => SYSTEMS_WITH_CODE.includes(part));
}

/** Whether an import's project-relative target is a system's own code (lib/systems/<key>/...). */
export function isSystemTarget(path) {
  return path.startsWith("lib/systems/") && inSystemFolder(path);
}

/** The project-relative path an import names, or null for a package. */
export function target(fromFile, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return relative(root, resolve(dirname(fromFile), spec)).split("\\").join("/");
  return null;
}

export const systemBoundary = {
  meta: {
    type: "problem",
    docs: { description: "neutral folders import no game system's own folder (lib/systems/<key>/); they take the system's hooks from the registry" },
    schema: [],
    messages: {
      system: "{{file}} is neutral: it may not import {{spec}} (a game system's own folder). Take the pack's system from the registry (lib/systems/registry.ts) and use its hooks (lib/systems/types.ts, engine.ts, table-contract.ts); eslint-rules/system-imports.allow.json lists the files not moved yet and only shrinks.",
    },
  },
  create(context) {
    const file = relative(root, context.filename).split("\\").join("/");
    if (inSystemFolder(file) || ALLOWED.has(file)) return {};
    const check = (node, source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const path = target(context.filename, source.value);
      if (path !== null && isSystemTarget(path)) context.report({ node, messageId: "system", data: { file, spec: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
