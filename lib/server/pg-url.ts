/**
 * A PostgreSQL URL as Greenhouse takes it (internal): `postgresql://user:pass@host:port/db`,
 * optionally `?schema=name` (Prisma's convention) to keep Greenhouse's tables in a schema other
 * than `public` (tests use one schema per test file). The schema is applied as the connection's
 * `search_path`, so Prisma's queries and our raw SQL both find the tables.
 */
export interface PgTarget {
  /** The URL without `schema` (what `pg` connects to). */
  readonly connectionString: string;
  /** The schema holding the tables; `public` by default. */
  readonly schema: string;
}

export function parsePgUrl(url: string): PgTarget {
  const parsed = new URL(url.trim());
  const schema = parsed.searchParams.get("schema") ?? "public";
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_URL: schema "${schema}" must be letters, digits and _ (starting with a letter or _).`);
  }
  parsed.searchParams.delete("schema");
  return { connectionString: parsed.toString(), schema };
}

/** `pg` pool/client options for `url`: connection string plus the schema as search_path. */
export function pgConfig(url: string): { connectionString: string; options: string } {
  const { connectionString, schema } = parsePgUrl(url);
  return { connectionString, options: `-c search_path="${schema}"` };
}
