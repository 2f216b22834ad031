// esbuild's build(), but every output file is written beside its place and renamed over it, so a
// process loading a bundle while another rebuilds it (a test file rebuilding the simulate worker
// while `npm run build` or another test file does the same) reads the old bytes or the new ones,
// never a half-written file.
import { build } from "esbuild";
import { renameSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";

/** @param {import("esbuild").BuildOptions} options */
export async function buildAtomic(options) {
  const result = await build({ ...options, write: false });
  for (const file of result.outputFiles ?? []) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
  return result;
}
