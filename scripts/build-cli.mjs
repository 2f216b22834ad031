// Bundles the command line (lib/cli/bin.ts) into generated/cli/main.mjs, one chunk per command,
// so that `npm run cli -- --help` starts plain JavaScript without compiling TypeScript and loads
// only the help, and each command loads its own code (engine, print, database) when it runs.
//
// `node scripts/build-cli.mjs` builds; `npm run cli` (scripts/cli.mjs) calls ensureCliBundle(),
// which rebuilds only when a source file the bundle was made from is newer than the bundle.
// Packages stay external: they load from node_modules as usual (better-sqlite3 is native,
// @react-pdf and fontkit find their data files next to their own code). The engine's simulation
// worker is bundled beside the chunks, where lib/systems/got-cgs/engine/simulate.ts looks for it once bundled.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where `npm run cli` runs the bundle from (gitignored with the rest of generated/). */
export const CLI_DIR = join(root, "generated", "cli");
const INPUTS = "inputs.json";
// Native (better-sqlite3, sharp), generated (Prisma) or large and shared with react-pdf: left to
// node_modules. Small pure-JS packages (zod, chevrotain) are bundled: resolving their many files
// one by one at start-up costs more than reading them from one chunk.
const EXTERNAL = ["better-sqlite3", "pg", "sharp", "@napi-rs/canvas", "@prisma/*", "@react-pdf/*", "pdfkit", "fontkit", "react", "react/*", "react-dom", "react-dom/*"];

/**
 * lib/print/fonts.ts takes fontkit's `create` from lib/print/font-engine.ts; the bundle takes it
 * from lib/cli/lazy-fontkit.ts instead, which loads fontkit when a font is first parsed: a lint
 * whose text widths are all in its cache (lib/print/width-cache.ts) then never loads it.
 */
const lazyFontkit = {
  name: "lazy-fontkit",
  setup(build) {
    build.onResolve({ filter: /[/\\]font-engine$/ }, (args) =>
      args.importer === join(root, "lib", "print", "fonts.ts") ? { path: join(root, "lib", "cli", "lazy-fontkit.ts") } : undefined,
    );
  },
};

/** The sources of the font metrics extractor: their hash names its cached tables. */
const EXTRACTOR = ["font-metrics.ts", "font-metrics-extract.ts", "font-metrics-build.ts", "woff.ts"].map((f) => join(root, "lib", "print", f));
/** Where extracted tables are kept between builds (by font file hash and extractor hash). */
const METRICS_CACHE = join(root, "generated", "font-metrics");

/**
 * The metrics tables of the fonts print embeds (lib/print/font-metrics.ts), extracted with
 * fontkit (cached in generated/font-metrics): lib/print/font-metrics-build.ts, bundled on the fly
 * because this script is plain JavaScript.
 */
async function fontMetrics(build, outdir) {
  const extractor = createHash("sha256");
  for (const file of EXTRACTOR) extractor.update(readFileSync(file));
  const script = join(outdir, "font-metrics-build.mjs");
  await build({ bundle: true, platform: "node", format: "esm", target: "node20", external: ["fontkit"], logLevel: "warning", absWorkingDir: root, entryPoints: [join(root, "lib", "print", "font-metrics-build.ts")], outfile: script });
  try {
    const { buildFontMetrics } = await import(pathToFileURL(script).href);
    return buildFontMetrics(METRICS_CACHE, extractor.digest("hex").slice(0, 16));
  } finally {
    rmSync(script, { force: true });
  }
}

/**
 * lib/print/font-metrics-data.ts has no tables in the sources; the bundle's reads them from
 * chunks/font-metrics/<sha256>.json (written by buildCli), so that `lint` measures text without
 * fontkit (lib/print/font-metrics.ts). Files, not one big module: a run reads only the few fonts
 * it measures, and a megabyte of string literal cost about 100 ms to compile.
 */
function fontMetricsData(tables) {
  const source = `// The metrics of the installed fonts, extracted by scripts/build-cli.mjs.
import { readFileSync } from "node:fs";
const TABLES = new Set(${JSON.stringify(Object.keys(tables))});
export const FONT_METRICS_COUNT = TABLES.size;
export function fontMetricsText(sha256) {
  if (!TABLES.has(sha256)) return undefined;
  try {
    return readFileSync(new URL(\`./font-metrics/\${sha256}.json\`, import.meta.url), "utf8");
  } catch {
    return undefined;
  }
}
`;
  return {
    name: "font-metrics-data",
    setup(build) {
      build.onResolve({ filter: /[/\\]font-metrics-data$/ }, (args) =>
        args.importer === join(root, "lib", "print", "font-metrics.ts") ? { path: "font-metrics-data", namespace: "font-metrics" } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: "font-metrics" }, () => ({ contents: source, loader: "js", resolveDir: root }));
    },
  };
}

/**
 * Builds the bundle into `outdir` (default generated/cli): main.mjs, its chunks, and
 * simulate-worker.js. Returns the time it took. Throws (with esbuild's messages) on a build error.
 */
export async function buildCli(outdir = CLI_DIR) {
  const started = Date.now();
  const { build } = await import("esbuild");
  // Built beside the target and swapped in at the end, so that a command started meanwhile
  // (another terminal, a test) never imports a half-written bundle.
  const target = outdir;
  outdir = `${target}.building-${process.pid}`;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const metrics = await fontMetrics(build, outdir);
  const common = {
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    external: EXTERNAL,
    sourcemap: "linked",
    logLevel: "warning",
    metafile: true,
    absWorkingDir: root,
    plugins: [lazyFontkit, fontMetricsData(metrics.tables)],
    // The attribute grammar is checked (chevrotain's validations) every time it loads from source;
    // the bundle is built from those sources and skips the check at start-up (lexer.ts, parser.ts).
    define: { "process.env.GREENHOUSE_GRAMMAR_CHECKED": '"1"' },
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: '// Generated by scripts/build-cli.mjs from lib/cli; do not edit.\nimport { createRequire as __cliRequire } from "node:module";\nconst require = __cliRequire(import.meta.url);' },
  };
  const [cli, worker] = await Promise.all([
    build({
      ...common,
      entryPoints: { main: join(root, "lib", "cli", "bin.ts") },
      outdir,
      outExtension: { ".js": ".mjs" },
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
    }),
    // lib/systems/got-cgs/engine/simulate.ts starts `new URL("./simulate-worker.js", import.meta.url)` once bundled:
    // the chunk holding it sits in chunks/, so the worker goes there too.
    build({ ...common, entryPoints: [join(root, "lib", "systems", "got-cgs", "engine", "simulate-worker.ts")], outfile: join(outdir, "chunks", "simulate-worker.js") }),
  ]);
  // The font files too: new fonts get their tables at once (stale tables are never used anyway:
  // they are found by the font file's hash).
  // The tables go beside the chunk that reads them (import.meta.url): check that it is in chunks/.
  const reader = Object.entries(cli.metafile.outputs).find(([, o]) => Object.keys(o.inputs).some((i) => i.startsWith("font-metrics:")));
  if (reader !== undefined && dirname(reader[0]) !== relative(root, join(outdir, "chunks"))) throw new Error(`build-cli: the font metrics reader landed in ${reader[0]}, not in chunks/`);
  mkdirSync(join(outdir, "chunks", "font-metrics"), { recursive: true });
  for (const [sha, json] of Object.entries(metrics.tables)) writeFileSync(join(outdir, "chunks", "font-metrics", `${sha}.json`), json);
  const inputs = [...Object.keys(cli.metafile.inputs), ...Object.keys(worker.metafile.inputs), ...EXTRACTOR, ...metrics.files, "scripts/build-cli.mjs", "tsconfig.json"]
    .filter((input) => !input.startsWith("font-metrics:"))
    .map((input) => (input.startsWith("/") ? relative(root, input) : input));
  writeFileSync(join(outdir, INPUTS), JSON.stringify([...new Set(inputs)].sort()));
  // What each output holds and imports: tests/cli/bundle.test.ts checks that --help loads no command.
  writeFileSync(join(outdir, "meta.json"), JSON.stringify(cli.metafile));
  rmSync(target, { recursive: true, force: true });
  renameSync(outdir, target);
  return Date.now() - started;
}

/**
 * True when generated/cli/main.mjs is missing or older than one of the files it was built from
 * (a few hundred stat calls, a few milliseconds). A new file that nothing imported at build time
 * cannot make it stale, but importing it means editing a file that was already an input.
 */
export function cliBundleStale(outdir = CLI_DIR) {
  let built;
  let inputs;
  try {
    built = statSync(join(outdir, "main.mjs")).mtimeMs;
    inputs = JSON.parse(readFileSync(join(outdir, INPUTS), "utf8"));
  } catch {
    return true;
  }
  for (const input of inputs) {
    const path = resolve(root, input);
    if (!existsSync(path) || statSync(path).mtimeMs > built) return true;
  }
  return false;
}

/** Builds the bundle when it is stale; returns the path of main.mjs. */
export async function ensureCliBundle(outdir = CLI_DIR) {
  if (cliBundleStale(outdir)) {
    const ms = await buildCli(outdir);
    process.stderr.write(`greenhouse: built the command line into ${outdir} (${ms} ms)\n`);
  }
  return join(outdir, "main.mjs");
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const ms = await buildCli();
  console.log(`cli: generated/cli/main.mjs (${ms} ms)`);
}
