import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";
import { NEUTRAL_FOLDERS, systemBoundary } from "./eslint-rules/system-boundary.mjs";

/** What lib/systems/** may not import: every layer above it. */
const SYSTEMS_BELOW = ["**/lib/packs/**", "**/lib/server/**", "**/lib/print/**", "**/app/**", "**/components/**", "@/lib/packs/*", "@/lib/server/*", "@/lib/print/*", "@/app/*", "@/components/*", "../**/packs/*", "../**/server/*", "../**/print/*", "../**/app/*", "../**/components/*"];

/**
 * What lib/print/** may not import: any game system's own folder (lib/systems/<system>/...). Print
 * core gets faces and scenes from the definition (lib/systems/types.ts, allowed) or from a system's
 * print code that plugs into it from outside (lib/systems/got-cgs/print, lib/print-worker).
 */
const PRINT_KNOWS_NO_SYSTEM = [
  { group: ["**/systems/*/**", "@/lib/systems/*/**"], message: "print core knows no game system: take faces from the definition (lib/systems/types.ts) or let the system's print code (lib/systems/<system>/print) call print core" },
];

/**
 * greenhouse/server-action-wrapper: a "use server" file exports only server actions built by
 * `action(needs, run)` from app/_lib/action.ts (which checks the role on every object the action
 * names) and types. Any other export (an `export async function`, a re-export, a value built
 * otherwise) is an action that a caller could post with another pack's ids, unchecked (issue 24).
 */
const serverActionWrapper = {
  meta: {
    type: "problem",
    docs: { description: 'every export of a "use server" file is built by action() from app/_lib/action.ts' },
    schema: [],
    messages: {
      inline: 'A server action defined inline ("use server" inside a function) cannot declare its role: move it to a "use server" file as `export const name = action(needs, run)` (app/_lib/action.ts).',
      bare: 'A "use server" file exports only `export const name = action(needs, run)` (app/_lib/action.ts), so the action declares and checks the role it needs on the objects it names. Wrap {{name}}.',
    },
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const first = body[0];
    const isServer = first?.type === "ExpressionStatement" && first.directive === "use server";
    const inline = {
      ":function > BlockStatement > ExpressionStatement[directive='use server']"(node) {
        context.report({ node, messageId: "inline" });
      },
    };
    if (!isServer) return inline;
    const wrappers = new Set();
    for (const node of body) {
      if (node.type !== "ImportDeclaration" || node.source.value !== "@/app/_lib/action" || node.importKind === "type") continue;
      for (const spec of node.specifiers) if (spec.type === "ImportSpecifier" && spec.imported.name === "action") wrappers.add(spec.local.name);
    }
    const built = (init) => init?.type === "CallExpression" && init.callee.type === "Identifier" && wrappers.has(init.callee.name);
    const report = (node, name) => context.report({ node, messageId: "bare", data: { name } });
    return {
      ...inline,
      ExportNamedDeclaration(node) {
        if (node.exportKind === "type") return;
        const decl = node.declaration;
        if (decl === null || decl === undefined) {
          for (const spec of node.specifiers) if (spec.exportKind !== "type") report(spec, spec.exported.name ?? "this export");
          return;
        }
        if (decl.type === "TSInterfaceDeclaration" || decl.type === "TSTypeAliasDeclaration") return;
        if (decl.type === "VariableDeclaration") {
          for (const d of decl.declarations) if (decl.kind !== "const" || !built(d.init)) report(d, d.id.type === "Identifier" ? d.id.name : "this export");
          return;
        }
        report(decl, decl.id?.name ?? "this export");
      },
      ExportDefaultDeclaration(node) {
        report(node, "the default export");
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") report(node, "the re-exported module");
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "generated/**", "node_modules/**", "data/**", "tmp/**", "coverage/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Game systems sit below the pack file, storage, print and the app (docs/systems.md):
    // lib/packs depends on a system, never the reverse. Relative and "@/" spellings both match.
    files: ["lib/systems/**"],
    rules: { "no-restricted-imports": ["error", { patterns: SYSTEMS_BELOW }] },
  },
  {
    // A system's print code plugs into print core (docs/print.md): it is the one part of a
    // system that may import lib/print and the pack file's types; everything else stays below.
    files: ["lib/systems/*/print/**"],
    rules: { "no-restricted-imports": ["error", { patterns: SYSTEMS_BELOW.filter((p) => !/print|packs/.test(p)) }] },
  },
  {
    // Print core knows no game system (issue 12): GOT CGS prints through lib/systems/got-cgs/print,
    // data systems through their faces. Relative and "@/" spellings both match.
    files: ["lib/print/**"],
    rules: { "no-restricted-imports": ["error", { patterns: PRINT_KNOWS_NO_SYSTEM }] },
  },
  {
    // Components get a view of the state plus callbacks (STYLE.md): the page that renders them
    // passes its server actions as props, so nothing in components/ reaches up into app/.
    files: ["components/**"],
    // new-pack-button.tsx still imports createPackAction: the ui helper owns it and moves it (issue 12).
    ignores: ["components/packs/new-pack-button.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "**/app/**"], message: "components take server actions as props from their page; shared types live in lib/ (lib/action-result.ts)" }] }] },
  },
  {
    // The pure core imports no framework either (docs/architecture.md): keep it that way mechanically.
    // (A later block replaces the rule's options, so it repeats the systems' patterns.)
    files: ["lib/systems/got-cgs/attributes/**", "lib/systems/got-cgs/engine/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...SYSTEMS_BELOW, "next", "next/*", "react", "react-dom", "@prisma/*", "monaco-editor", "@react-pdf/*", "**/generated/**"] }],
    },
  },
  {
    // The free table is a pure core too (docs/systems.md "The free table"): no framework, no layer
    // above lib/systems, and no system's own folder (it plays every system from its definition).
    files: ["lib/free-table/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...SYSTEMS_BELOW, "next", "next/*", "react", "react-dom", "@prisma/*", "**/generated/**", "**/systems/got-*/**", "@/lib/systems/got-*/**"] }],
    },
  },
  {
    // Server actions check the role on the objects they name, through one wrapper (issue 24).
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { greenhouse: { rules: { "server-action-wrapper": serverActionWrapper, "system-boundary": systemBoundary } } },
    rules: { "greenhouse/server-action-wrapper": "error" },
  },
  {
    // Neutral folders receive a GameSystem and never import a system's own folder (issue 26; print
    // core's PRINT_KNOWS_NO_SYSTEM above says the same for lib/print, stricter). A rule of its own,
    // not no-restricted-imports, so it adds to each folder's import rules instead of replacing
    // them; eslint-rules/system-imports.allow.json lists the files not moved yet (it only shrinks).
    files: NEUTRAL_FOLDERS,
    rules: { "greenhouse/system-boundary": "error" },
  },
]);
