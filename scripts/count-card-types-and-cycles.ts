/**
 * The two measures of "one track for every game system" that scripts/count-system-coupling.ts
 * does not count (docs/architecture.md, "Where a game system plugs in"):
 *
 *   npx tsx scripts/count-card-types-and-cycles.ts          # the counts
 *   npx tsx scripts/count-card-types-and-cycles.ts --list   # and every type, upward import and cycle
 *
 * - Named types of "a card": interfaces and type aliases in app/, components/ and lib/ whose name
 *   is `Card` or ends in `Card` or in `Card` followed by a word for a card's data
 *   (`Row`, `Input`, `Data`, `View`, `Doc`, `Document`, `Record`, `Write`, `Draft`, `Values`,
 *   `Json`, `Fields`, `Info`, `Ref`, `Payload`, `Like`, `Shape`, `Summary`). Props, states,
 *   options and results that merely mention a card are not a card's type and are not counted.
 * - Upward imports: a file of lib/ importing from components/ or app/, or a file of components/
 *   importing from app/ (the layers are lib < components < app). Type-only imports count.
 * - Import cycles: strongly connected groups of more than one file (or a file importing itself)
 *   in the graph of relative and `@/` imports of app/, components/ and lib/, type-only imports
 *   included.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { resolveSpecifier, sourceFiles } from "./count-system-coupling";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIRS = ["app", "components", "lib"] as const;
const CARD_TYPE = /^(?:\w*Card|\w*Card(?:Row|Input|Data|View|Doc|Document|Record|Write|Draft|Values|Json|Fields|Info|Ref|Payload|Like|Shape|Summary))$/;
const LAYER: Record<string, number> = { lib: 0, components: 1, app: 2 };

/** The project file an import specifier names (with its extension), or null for a package. */
function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | null {
  const base = resolveSpecifier(from, spec);
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  const stripped = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [`${stripped}.ts`, `${stripped}.tsx`, `${stripped}.mts`]) if (files.has(candidate)) return candidate;
  return null;
}

interface FileFacts {
  readonly cardTypes: string[];
  readonly imports: string[];
}

function readFacts(file: string): FileFacts {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const cardTypes: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && CARD_TYPE.test(node.name.text)) cardTypes.push(node.name.text);
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      imports.push(node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) imports.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { cardTypes, imports };
}

/** Tarjan's strongly connected components, iteratively; groups of one without a self-edge dropped. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) out.push(group.sort());
      }
    }
  }
  return out;
}

export interface Measures {
  readonly files: number;
  readonly cardTypes: ReadonlyArray<{ readonly file: string; readonly name: string }>;
  readonly upward: ReadonlyArray<{ readonly from: string; readonly to: string }>;
  readonly cycles: readonly (readonly string[])[];
}

/** The three measures over app/, components/ and lib/ as they are on disk. */
export function measure(): Measures {
  const files = DIRS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => sourceFiles(dir));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  const cardTypes: Array<{ file: string; name: string }> = [];
  const upward: Array<{ from: string; to: string }> = [];
  for (const file of files) {
    const facts = readFacts(file);
    for (const name of facts.cardTypes) cardTypes.push({ file, name });
    const targets = [...new Set(facts.imports.map((spec) => resolveImport(file, spec, known)).filter((t): t is string => t !== null))];
    graph.set(file, targets);
    const fromLayer = LAYER[file.split("/")[0]!] ?? 0;
    for (const to of targets) if ((LAYER[to.split("/")[0]!] ?? 0) > fromLayer) upward.push({ from: file, to });
  }
  return { files: files.length, cardTypes, upward, cycles: cycles(graph) };
}

function main() {
  const list = process.argv.includes("--list");
  const { files, cardTypes, upward, cycles: groups } = measure();
  const names = new Set(cardTypes.map((t) => t.name));
  console.log(`files read (app/, components/, lib/): ${files}`);
  console.log(`named types of a card: ${cardTypes.length} declarations, ${names.size} distinct names`);
  console.log(`upward imports (lib -> components/app, components -> app): ${upward.length}`);
  console.log(`import cycles: ${groups.length}${groups.length ? ` (largest ${Math.max(...groups.map((g) => g.length))} files)` : ""}`);
  if (!list) return;
  console.log("\ncard types:");
  for (const t of cardTypes) console.log(`  ${t.name}  ${t.file}`);
  console.log("\nupward imports:");
  for (const u of upward) console.log(`  ${u.from} -> ${u.to}`);
  console.log("\ncycles:");
  for (const g of groups) console.log(`  ${g.join(" <-> ")}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
