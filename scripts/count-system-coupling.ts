/**
 * Counts how much of the system-neutral code still knows a game system by name: the measures of
 * "one track for every game system" (docs/architecture.md, "Where a game system plugs in").
 *
 *   npx tsx scripts/count-system-coupling.ts          # the counts
 *   npx tsx scripts/count-system-coupling.ts --list   # and every line counted
 *   npx tsx scripts/count-system-coupling.ts --json   # machine-readable
 *
 * A file is a system's when a folder or file in its path is named after a system with code
 * (`got-cgs`, `got-genesis`); `lib/systems/registry.ts` and its Node-only half
 * `lib/systems/registry-simulations.ts`, `lib/systems/registry-print-fit.ts`, `lib/systems/registry-print.ts`,
 * `lib/systems/registry-play.ts`, `lib/systems/registry-card-lint.ts`, `lib/systems/registry-pack-files.ts`,
 * `lib/systems/registry-scenarios.ts` and the systems' React code's `components/systems-ui-registry.ts` (each only maps
 * keys to system modules) are the registry. Every other file of
 * app/, components/ and lib/ is neutral (tests, bench, scripts and seeds aside). Counted:
 * - imports in neutral files whose module is a system's file (static, `export ... from`,
 *   `import()`);
 * - lines in neutral files that name a system key as a string (`"got-cgs"`, `"got-genesis"`,
 *   `"altered"`);
 * - top-level functions (declarations and `const f = (...) =>`) longer than 80 lines, in app/,
 *   components/ and lib/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SYSTEMS_WITH_CODE = ["got-cgs", "got-genesis"];
const SYSTEM_KEYS = ["got-cgs", "got-genesis", "altered"];
const REGISTRY = new Set(["lib/systems/registry.ts", "lib/systems/registry-simulations.ts", "lib/systems/registry-print-fit.ts", "lib/systems/registry-print.ts", "lib/systems/registry-play.ts", "lib/systems/registry-card-lint.ts", "lib/systems/registry-pack-files.ts", "lib/systems/registry-scenarios.ts", "components/systems-ui-registry.ts"]);
const LONG_FUNCTION = 80;

/** The .ts/.tsx/.mts files under `dir` (relative to the project), declarations aside. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** Whether `path` (relative to the project, `/`-separated) is a system's own file. */
export function isSystemFile(path: string): boolean {
  return path.split("/").some((part) => SYSTEMS_WITH_CODE.some((key) => part === key || part.startsWith(`${key}.`) || part.startsWith(`${key}-`)));
}

/** The project-relative path an import specifier names, or null for a package. */
export function resolveSpecifier(from: string, spec: string): string | null {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return relative(root, resolve(root, dirname(from), spec)).split("\\").join("/");
  return null;
}

export interface Hit {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function lineOf(source: ts.SourceFile, pos: number): number {
  return source.getLineAndCharacterOfPosition(pos).line + 1;
}

function scan(file: string, neutral: boolean, imports: Hit[], keys: Hit[], long: Hit[]): void {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split("\n");
  const hit = (pos: number): Hit => {
    const line = lineOf(source, pos);
    return { file, line, text: (lines[line - 1] ?? "").trim() };
  };
  const visit = (node: ts.Node): void => {
    let spec: string | null = null;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) spec = node.moduleSpecifier.text;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) spec = node.arguments[0].text;
    if (neutral && spec !== null) {
      const target = resolveSpecifier(file, spec);
      if (target !== null && isSystemFile(target)) imports.push(hit(node.getStart()));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (neutral) {
    const keyPattern = new RegExp(`["'\`](${SYSTEM_KEYS.join("|")})["'\`]`);
    lines.forEach((line, i) => {
      if (keyPattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)) keys.push({ file, line: i + 1, text: line.trim() });
    });
  }
  for (const statement of source.statements) {
    let name: string | null = null;
    let body: ts.Node | null = null;
    if (ts.isFunctionDeclaration(statement) && statement.body) {
      name = statement.name?.text ?? "(default)";
      body = statement;
    } else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer)) && ts.isIdentifier(decl.name)) {
          name = decl.name.text;
          body = decl.initializer;
        }
      }
    }
    if (name === null || body === null) continue;
    const length = lineOf(source, body.getEnd()) - lineOf(source, body.getStart()) + 1;
    if (length > LONG_FUNCTION) long.push({ file, line: lineOf(source, body.getStart()), text: `${name}: ${length} lines` });
  }
}

/** Whether `path` is neutral: outside every system's folder and the registry. */
export function isNeutralFile(path: string): boolean {
  return !isSystemFile(path) && !REGISTRY.has(path);
}

/** Every source file of app/, components/ and lib/ (project-relative), and what the counts count in them. */
export function coupling(): { readonly files: readonly string[]; readonly imports: readonly Hit[]; readonly keys: readonly Hit[]; readonly long: readonly Hit[] } {
  const files = ["app", "components", "lib"].flatMap(sourceFiles).map((f) => f.split("\\").join("/"));
  const imports: Hit[] = [];
  const keys: Hit[] = [];
  const long: Hit[] = [];
  for (const file of files) scan(file, isNeutralFile(file), imports, keys, long);
  return { files, imports, keys, long };
}

function main(): void {
  const { files, imports, keys, long } = coupling();
  const filesOf = (hits: readonly Hit[]) => new Set(hits.map((h) => h.file)).size;
  const result = {
    neutralFiles: files.filter(isNeutralFile).length,
    systemImports: { lines: imports.length, files: filesOf(imports) },
    systemKeyStrings: { lines: keys.length, files: filesOf(keys) },
    functionsOver80Lines: long.length,
    longest: [...long].sort((a, b) => Number(b.text.split(": ")[1]?.split(" ")[0]) - Number(a.text.split(": ")[1]?.split(" ")[0])).slice(0, 5).map((h) => `${h.file} ${h.text}`),
  };
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(process.argv.includes("--list") ? { ...result, imports, keys, long } : result, null, 2));
    return;
  }
  console.log(`neutral files (app/, components/, lib/ outside a system's folder and the registry): ${result.neutralFiles}`);
  console.log(`imports of a system's file in neutral files: ${result.systemImports.lines} in ${result.systemImports.files} files`);
  console.log(`lines naming a system key as a string in neutral files: ${result.systemKeyStrings.lines} in ${result.systemKeyStrings.files} files`);
  console.log(`top-level functions over ${LONG_FUNCTION} lines: ${result.functionsOver80Lines}; longest: ${result.longest.join("; ")}`);
  if (process.argv.includes("--list")) {
    for (const [title, hits] of [["imports", imports], ["system keys", keys], ["long functions", long]] as const) {
      console.log(`\n${title}:`);
      for (const h of hits) console.log(`  ${h.file}:${h.line}  ${h.text}`);
    }
  }
}

// Run as a script (npx tsx scripts/count-system-coupling.ts), not when a test imports it.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
