// The esbuild options every bundle of our TypeScript that plain Node runs shares: the workers
// (scripts/build-import-worker.mjs, build-print-worker.mjs, build-simulate-worker.mjs) and the
// tests' child processes (tests/reliability/child-bundle.ts). Each caller adds what is its own:
// entry, outfile, banner, sourcemap, jsx.
import { join } from "node:path";

/**
 * @param {string} root the project's folder (where tsconfig.json and node_modules are)
 * @returns {import("esbuild").BuildOptions}
 */
export function nodeBundleOptions(root) {
  return {
    // Our own code is inlined: under `next start` (and in a test's child) there is no TypeScript
    // loader, so lib/**/*.ts cannot be imported from disk.
    bundle: true,
    // Node's built-ins (node:fs, worker_threads...) stay imports, not browser shims.
    platform: "node",
    // Workers and children are loaded as ES modules (top-level await, import.meta.url).
    format: "esm",
    // The oldest Node we run on (package.json engines); nothing newer is assumed.
    target: "node20",
    // Packages load from node_modules as usual: native ones (better-sqlite3), generated ones
    // (Prisma's runtime) and ones that read files beside their own code (fontkit's data, the
    // @fontsource fonts print embeds) need their real paths.
    packages: "external",
    // The `@/` imports of lib/ resolve through tsconfig.json's paths, and JSX is compiled as it
    // says, wherever the entry lives.
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "warning",
  };
}
