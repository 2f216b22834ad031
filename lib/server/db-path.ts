import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";

/**
 * The repository root: the nearest folder at or above `from` (default: the working directory)
 * that holds `prisma/schema.prisma`. Next, Vitest, the CLI and the scripts start in different
 * working directories (and Next runs from `.next/`), so every path is made absolute from here.
 * Falls back to `from` itself when no such folder exists.
 */
export function repoRoot(from: string = process.cwd()): string {
  // turbopackIgnore: a path known only at run time; without it Next traces the whole project.
  let dir = resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(join(dir, "prisma", "schema.prisma"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}

/**
 * The absolute path of the SQLite file. `DATABASE_URL` (`file:<path>`, relative paths taken
 * from the repository root) moves it; the default is `<repo>/data/greenhouse.db`.
 */
export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) return join(repoRoot(), "data", "greenhouse.db");
  const path = url.startsWith("file:") ? url.slice("file:".length) : url;
  if (path === "" || path === ":memory:") {
    throw new Error(`DATABASE_URL must name a SQLite file (file:/absolute/path.db), got "${url}".`);
  }
  return isAbsolute(path) ? path : resolve(repoRoot(), path);
}

/** `file:` URL of {@link databaseFile}, the form Prisma's config and adapter take. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `file:${databaseFile(env)}`;
}
