/**
 * Child processes of the tests run as one esbuild bundle, built once per test file, instead of
 * `node --import tsx child.ts`: tsx's loader resolves and transforms (or reads from its cache)
 * each of the child's hundreds of modules again in every child, about 1.5 s of CPU per child on
 * this machine, eleven or more children in the SIGKILL test. The bundle is what tsx would run:
 * our own code (lib/, tests/, the generated Prisma client) inlined from the same
 * sources, packages external and loaded from node_modules, as scripts/build-import-worker.mjs
 * does for the app.
 */
import { build } from "esbuild";
import { symlinkSync } from "node:fs";
import { basename, join } from "node:path";
import { nodeBundleOptions } from "../../scripts/esbuild-node.mjs";

const root = join(import.meta.dirname, "..", "..");

/**
 * Bundles the TypeScript `entry` into `dir` (a temporary folder the caller owns and removes) and
 * returns the bundle's path, to run with plain `node`. `dir` gets a link to the project's
 * node_modules so the external packages resolve from there.
 */
export async function bundleChild(entry: string, dir: string): Promise<string> {
  const outfile = join(dir, `${basename(entry).replace(/\.tsx?$/, "")}.mjs`);
  await build({
    ...nodeBundleOptions(root),
    entryPoints: [entry],
    outfile,
  });
  try {
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return outfile;
}
