/**
 * Prisma's own schema engine (WebAssembly build) on PostgreSQL, for the PostgreSQL drift test:
 * the same questions as prisma-engine.ts asks on SQLite. Its shadow database is a throwaway
 * schema of the test server (`?schema=` in the URL), dropped by `dropShadow`.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { loadSchemaEngineWasm } from "./prisma-engine";
import { parsePgUrl } from "@/lib/server/pg-url";

type Engine = Awaited<ReturnType<typeof bg.SchemaEngine.new>>;

/** A schema engine whose main and shadow databases are the schemas `main` and `shadow` of `url`'s database. */
export async function prismaSchemaEnginePg(schema: string, url: string, main: string, shadow: string): Promise<Engine> {
  loadSchemaEngineWasm();
  const { connectionString } = parsePgUrl(url);
  const factory = (name: string) => new PrismaPg({ connectionString, options: `-c search_path="${name}"` }, { schema: name });
  const adapter = {
    provider: "postgres" as const,
    adapterName: "@prisma/adapter-pg",
    connect: async () => factory(main).connect(),
    connectToShadowDb: async () => factory(shadow).connect(),
  };
  return bg.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => undefined, bindMigrationAwareSqlAdapterFactory(adapter));
}
