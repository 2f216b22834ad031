import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

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
]);
