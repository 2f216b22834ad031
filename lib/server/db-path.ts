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

/** The two databases Greenhouse runs on (docs/data.md "Providers"). */
export type DatabaseProvider = "sqlite" | "postgresql";

/** Whether `target` is a PostgreSQL URL (`postgresql://...` or `postgres://...`). */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target.trim());
}

/** The provider of a database target (a SQLite file path / `file:` URL, or a PostgreSQL URL). */
export function providerOf(target: string): DatabaseProvider {
  return isPostgresUrl(target) ? "postgresql" : "sqlite";
}

/** The provider `DATABASE_URL` selects: PostgreSQL for a `postgresql://` URL, else SQLite. */
export function databaseProvider(env: NodeJS.ProcessEnv = process.env): DatabaseProvider {
  return providerOf(env.DATABASE_URL ?? "");
}

/**
 * Where the database is: the absolute path of the SQLite file, or the PostgreSQL URL as given.
 * `DATABASE_URL` (`file:<path>`, relative paths taken from the repository root, or
 * `postgresql://user:pass@host:port/db[?schema=name]`) moves it; the default is
 * `<repo>/data/greenhouse.db`. Every part of the app keys its client by this string.
 */
export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) return join(repoRoot(), "data", "greenhouse.db");
  if (isPostgresUrl(url)) return url;
  const path = url.startsWith("file:") ? url.slice("file:".length) : url;
  if (path === "" || path === ":memory:") {
    throw new Error(`DATABASE_URL must name a SQLite file (file:/absolute/path.db), got "${url}".`);
  }
  return isAbsolute(path) ? path : resolve(repoRoot(), path);
}

/** `file:` URL of {@link databaseFile} (or the PostgreSQL URL), the form Prisma's config and adapters take. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const target = databaseFile(env);
  return isPostgresUrl(target) ? target : `file:${target}`;
}
