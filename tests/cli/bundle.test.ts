/**
 * The shipped command line (issue 12, "The command line starts fast"): the esbuild bundle that
 * `npm run cli` runs (scripts/build-cli.mjs) behaves exactly like the TypeScript sources, command
 * by command, as a whole process: same stdout, stderr and exit code. Also: `--help` loads no
 * command's code, and a changed source makes the bundle stale.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@/lib/cli/main";
import { parsePackJson } from "@/lib/packs/schema";
import { current, deal, playBots, engineOf, replayLog, type GameSetup } from "@/lib/server/games/play";
import { pageSizes, pdfText } from "../print/pdf-read";
import { legalAdventure } from "./scenarios";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

interface BuildCli {
  buildCli(outdir?: string): Promise<number>;
  cliBundleStale(outdir?: string): boolean;
}

let dir: string;
let outdir: string;
let build: BuildCli;

beforeAll(async () => {
  // Inside the repository (tmp/ is gitignored): the bundle finds its external packages in node_modules.
  mkdirSync(join(process.cwd(), "tmp"), { recursive: true });
  dir = mkdtempSync(join(process.cwd(), "tmp", "cli-bundle-"));
  outdir = join(dir, "cli");
  build = (await import(join(process.cwd(), "scripts", "build-cli.mjs"))) as BuildCli;
  await build.buildCli(outdir);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function bundle(argv: readonly string[]): Ran {
  const r = spawnSync(process.execPath, [join(outdir, "main.mjs"), ...argv], { encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

async function sources(argv: readonly string[]): Promise<Ran> {
  const out = { code: 0, stdout: "", stderr: "" };
  out.code = await runCli(argv, { stdout: (t) => void (out.stdout += t), stderr: (t) => void (out.stderr += t) });
  return out;
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const DEMO = join("seeds", "tidebound.pack.json");

describe("the bundled command line (npm run cli)", () => {
  it.each([
    ["--help"],
    ["lint", "--help"],
    ["lnt", "x.json"],
    ["lint", DEMO],
    ["lint", DEMO, "--json", "--era", "The Fog Years"],
    ["lint", "/nonexistent/pack.json"],
    ["format", DEMO, "--check", "--json"],
    ["pdf", DEMO],
  ])("%s ... prints and exits exactly as the sources do", async (...argv: string[]) => {
    expect(bundle(argv)).toEqual(await sources(argv));
  });

  it("resolve: prints the same outcome of an adventure", async () => {
    const scenario = file("scenario.json", legalAdventure);
    const ran = bundle(["resolve", scenario]);
    expect(ran.stdout).toMatch(/^Outcome: /);
    expect(ran).toEqual(await sources(["resolve", scenario]));
  });

  it("replay: prints the same winners and victory points of a whole era played by bots", async () => {
    const parsed = parsePackJson(readFileSync(DEMO, "utf8"));
    if (!parsed.ok) throw new Error("the demo pack does not parse");
    const setup: GameSetup = { document: parsed.value, eras: ["The Fog Years"], seats: ["greedy", "greedy"], names: ["Ann", "Bob"], seed: 3 };
    const start = deal(setup);
    const empty = replayLog(start, [], undefined, engineOf(setup));
    if (!empty.ok) throw new Error("unreachable");
    const { entries, replayed } = playBots(setup, [], empty.replayed);
    expect((current(replayed) as GameState).eraResults.length).toBe(1);
    const replay = file("game.replay.json", { format: "greenhouse.replay/1", system: "got-cgs", pack: parsed.value, seats: setup.seats, names: setup.names, seed: 3, eras: setup.eras, actions: entries });
    const ran = bundle(["replay", replay, "--json"]);
    expect(JSON.parse(ran.stdout)).toMatchObject({ over: true, actions: entries.length });
    expect(ran).toEqual(await sources(["replay", replay, "--json"]));
  }, 60_000);

  it("simulate: the same report on worker threads (the bundled worker) as from the sources", async () => {
    const argv = ["simulate", DEMO, "--games", "12", "--seed", "7", "--workers", "2", "--json"];
    const ran = bundle(argv);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    // Only the wall-clock time may differ.
    const strip = (text: string) => ({ ...JSON.parse(text), elapsedMs: 0 });
    const report = strip(ran.stdout);
    expect(report).toMatchObject({ games: 12, workers: 2 });
    expect(report).toEqual(strip((await sources(argv)).stdout));
  }, 120_000);

  it("pdf: writes the same pages and text as the sources, with the same report", async () => {
    // A few cards of the demo pack, with both of its pictures (data URLs), keep the test short.
    const parsed = parsePackJson(readFileSync(DEMO, "utf8"));
    if (!parsed.ok) throw new Error("the demo pack does not parse");
    const era = parsed.value.eras[1];
    if (era === undefined) throw new Error("the demo pack has no second era");
    const cards = [...era.cards.filter((c) => c.image !== undefined), ...era.cards.filter((c) => c.format === "silver").slice(0, 6)];
    expect(cards.filter((c) => c.image !== undefined).length).toBe(2);
    const pack = file("few.pack.json", { ...parsed.value, eras: [{ ...era, cards }] });
    const ours = join(dir, "bundle.pdf");
    const theirs = join(dir, "sources.pdf");
    const ran = bundle(["pdf", pack, "-o", ours, "--backs", "long-edge", "--crop-marks", "--json"]);
    const expected = await sources(["pdf", pack, "-o", theirs, "--backs", "long-edge", "--crop-marks", "--json"]);
    expect(ran.stderr).toBe(expected.stderr);
    expect(ran.code).toBe(expected.code);
    expect({ ...JSON.parse(ran.stdout), output: "" }).toEqual({ ...JSON.parse(expected.stdout), output: "" });
    const a = new Uint8Array(readFileSync(ours));
    const b = new Uint8Array(readFileSync(theirs));
    expect((await pageSizes(a)).length).toBe(JSON.parse(ran.stdout).pages);
    expect(await pageSizes(a)).toEqual(await pageSizes(b));
    expect(await pdfText(a)).toEqual(await pdfText(b));
  }, 120_000);

  it("--help loads only lib/cli's own small files: no command, no package", () => {
    const meta = JSON.parse(readFileSync(join(outdir, "meta.json"), "utf8")) as {
      outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[]; inputs: Record<string, unknown>; entryPoint?: string }>;
    };
    // Everything main.mjs loads before it runs: its static imports, transitively (dynamic ones wait).
    const outputs = Object.entries(meta.outputs);
    const entry = outputs.find(([, o]) => o.entryPoint === "lib/cli/bin.ts");
    expect(entry).toBeDefined();
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const i of meta.outputs[path]?.imports ?? []) if (i.kind === "import-statement" || i.external) visit(i.path);
    };
    visit(entry?.[0] as string);
    // bin.ts imports main.ts dynamically, on purpose: follow that one edge.
    const main = outputs.find(([, o]) => "lib/cli/main.ts" in o.inputs);
    visit(main?.[0] as string);
    const inputs = [...seen].flatMap((path) => Object.keys(meta.outputs[path]?.inputs ?? { [path]: null }));
    expect(inputs.sort()).toEqual(["lib/cli/args.ts", "lib/cli/bin.ts", "lib/cli/command.ts", "lib/cli/main.ts"]);
    expect(bundle(["--help"]).code).toBe(0);
  });

  it("lint with an empty width cache measures with the shipped font metrics: fontkit never loads, the output is the sources'", async () => {
    // A preload that reports fontkit being required (lib/cli/lazy-fontkit.ts requires it on first use).
    const hook = file("report-fontkit.cjs", `const M = require("node:module"); const load = M._load; M._load = function (request, ...rest) { if (request === "fontkit") process.stderr.write("fontkit loaded\\n"); return load.call(this, request, ...rest); };`);
    const cold = () => {
      const cache = mkdtempSync(join(dir, "widths-"));
      const r = spawnSync(process.execPath, ["--require", hook, join(outdir, "main.mjs"), "lint", DEMO], { encoding: "utf8", env: { ...process.env, NODE_ENV: "production", GREENHOUSE_CACHE_DIR: cache } });
      return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    };
    expect(cold()).toEqual(await sources(["lint", DEMO]));
    // Without the tables the same run needs fontkit (so the check above can fail).
    const tables = join(outdir, "chunks", "font-metrics");
    renameSync(tables, `${tables}.away`);
    try {
      expect(cold().stderr).toContain("fontkit loaded");
    } finally {
      renameSync(`${tables}.away`, tables);
    }
    // Three whole lints, one of them shaping with fontkit: slow on a loaded machine.
  }, 120_000);

  it("is stale once a source file it was built from changes", () => {
    expect(build.cliBundleStale(outdir)).toBe(false);
    const source = join(process.cwd(), "lib", "cli", "args.ts");
    const later = new Date(Date.now() + 60_000);
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, later, later);
      expect(build.cliBundleStale(outdir)).toBe(true);
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
