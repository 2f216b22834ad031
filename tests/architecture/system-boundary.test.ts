/**
 * The boundary between neutral code and the game systems (issue 26; docs/architecture.md,
 * "Where a game system plugs in"), as a ratchet:
 * - no file of a neutral folder (lib/table, lib/print, lib/packs, lib/server, lib/free-table,
 *   components) imports a system's own folder (lib/systems/<key>/...) unless it is listed in
 *   eslint-rules/system-imports.allow.json, and every listed file still does (take it off the
 *   list when it stops: the list only shrinks);
 * - no neutral file (app, components, lib outside a system's folder and the registry) names a
 *   system key as a string more often than eslint-rules/system-keys.allow.json says, nor less;
 * - the ESLint rule greenhouse/system-boundary reports such an import in a file not listed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { inSystemFolder, isSystemTarget, target } from "../../eslint-rules/system-boundary.mjs";
import { coupling } from "../../scripts/count-system-coupling";

const root = join(import.meta.dirname, "..", "..");
const NEUTRAL = ["lib/table", "lib/print", "lib/packs", "lib/server", "lib/free-table", "components"];
const allowedImports = (JSON.parse(readFileSync(join(root, "eslint-rules/system-imports.allow.json"), "utf8")) as { files: string[] }).files;
const allowedKeys = (JSON.parse(readFileSync(join(root, "eslint-rules/system-keys.allow.json"), "utf8")) as { files: Record<string, number> }).files;

function sources(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The import specifiers of a file: static imports, `export ... from` and `import()`. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("neutral folders import no game system (ratchet)", () => {
  const importing = NEUTRAL.flatMap(sources)
    .filter((file) => !inSystemFolder(file))
    .filter((file) => specifiers(file).some((spec) => {
      const path = target(join(root, file), spec);
      return path !== null && isSystemTarget(path);
    }))
    .sort();

  it("every neutral file that imports a system's folder is on the allow-list", () => {
    const unlisted = importing.filter((f) => !allowedImports.includes(f));
    expect(unlisted, "these files import lib/systems/<key>/: take the system from the registry and use its hooks instead").toEqual([]);
  });

  it("every file on the allow-list still imports one (the list only shrinks: remove the ones that stopped)", () => {
    const stopped = allowedImports.filter((f) => !importing.includes(f));
    expect(stopped, "these files no longer import a system: remove them from eslint-rules/system-imports.allow.json").toEqual([]);
  });
});

describe("neutral files name no system key (ratchet)", () => {
  it("each neutral file names a system key exactly as often as the allow-list says (more: an offender; fewer: lower the number)", () => {
    const counts: Record<string, number> = {};
    for (const hit of coupling().keys) counts[hit.file] = (counts[hit.file] ?? 0) + 1;
    expect(Object.fromEntries(Object.entries(counts).sort())).toEqual(allowedKeys);
  });
});

describe("the ESLint rule", () => {
  it("greenhouse/system-boundary reports a neutral file that imports a system's folder, and not one that takes the registry", async () => {
    const { ESLint } = await import("eslint");
    const eslint = new ESLint({ cwd: root });
    const [bad] = await eslint.lintText('import { analyze } from "@/lib/systems/got-cgs/attributes/analyze";\nexport const a = analyze;\n', { filePath: join(root, "lib/table/new-file.ts") });
    expect(bad?.messages.map((m) => m.ruleId)).toContain("greenhouse/system-boundary");
    const [good] = await eslint.lintText('import { findSystem } from "@/lib/systems/registry";\nexport const f = findSystem;\n', { filePath: join(root, "lib/table/new-file.ts") });
    expect(good?.messages.filter((m) => m.ruleId === "greenhouse/system-boundary")).toEqual([]);
  }, 60_000);
});
