/**
 * Prisma's own schema engine (the WebAssembly build, @prisma/schema-engine-wasm) for the drift
 * test: what `prisma migrate diff` would print, computed here without the native engine that
 * cannot be downloaded on this project's machines.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

type Engine = Awaited<ReturnType<typeof bg.SchemaEngine.new>>;
type Adapter = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;

let loaded = false;

/** Instantiates the engine's WebAssembly once (without Node's experimental wasm-module flag). */
export function loadSchemaEngineWasm(): void {
  if (loaded) return;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
  const wasmModule = new WebAssembly.Module(readFileSync(file));
  const imports = Object.fromEntries(WebAssembly.Module.imports(wasmModule).map((i) => [i.module, bg as unknown as WebAssembly.ModuleImports]));
  const instance = new WebAssembly.Instance(wasmModule, imports);
  (bg as unknown as { __wbg_set_wasm(exports: WebAssembly.Exports): void }).__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  loaded = true;
}

/**
 * The engine build sends whole migration scripts through `executeRaw`, which this adapter
 * version runs one statement at a time; multi-statement scripts go through `executeScript`.
 */
function scriptsThroughExecuteScript(adapter: Adapter): Adapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

/** A schema engine over an in-memory SQLite database (its shadow database too). */
export async function prismaSchemaEngine(schema: string): Promise<Engine> {
  loadSchemaEngineWasm();
  const factory = new PrismaBetterSqlite3({ url: ":memory:" });
  const patched = {
    provider: "sqlite" as const,
    adapterName: factory.adapterName,
    connect: async () => scriptsThroughExecuteScript(await factory.connect()),
    connectToShadowDb: async () => scriptsThroughExecuteScript(await factory.connectToShadowDb()),
  };
  return bg.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => undefined, bindMigrationAwareSqlAdapterFactory(patched));
}

const filters = { externalTables: [], externalEnums: [] };

/** `prisma migrate diff --from-empty --to-schema <schema> --script`. */
export async function sqlFromEmpty(engine: Engine, schema: string): Promise<string> {
  const result = await engine.diff({ from: { tag: "empty" }, to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] }, script: true, exitCode: null, filters });
  return result.stdout ?? "";
}

/** `prisma migrate diff --from-migrations <dir> --to-schema <schema> --script --exit-code`. */
export async function migrationsToSchema(engine: Engine, schema: string, baseDir: string): Promise<{ exitCode: number; script: string }> {
  const migrationDirectories = readdirSync(baseDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => ({ path: name, migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: readFileSync(join(baseDir, name, "migration.sql"), "utf8") } } }));
  const result = await engine.diff({
    from: { tag: "migrations", baseDir, lockfile: { path: "migration_lock.toml", content: readFileSync(join(baseDir, "migration_lock.toml"), "utf8") }, shadowDbInitScript: "", migrationDirectories },
    to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
    script: true,
    exitCode: true,
    filters,
  });
  return { exitCode: result.exitCode, script: result.stdout ?? "" };
}
