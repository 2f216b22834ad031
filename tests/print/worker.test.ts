/**
 * The worker as `next start` runs it: from the esbuild bundle (scripts/build-print-worker.mjs),
 * with no TypeScript loader. Also: errors cross the thread as the right classes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { printOptions } from "@/lib/print/options";
import { PrintError } from "@/lib/print/plan";
import { renderInWorker, workerEntry } from "@/lib/print/worker-client";
import { widthCacheFile } from "@/lib/print/width-cache";
import { fixturePack } from "./helpers";
import { pageSizes } from "./pdf-read";

const root = join(import.meta.dirname, "..", "..");
// The worker threads (started at the first render) inherit it: their width cache goes here.
const cacheDir = mkdtempSync(join(tmpdir(), "gh-worker-widths-"));

beforeAll(() => {
  execFileSync(process.execPath, [join(root, "scripts", "build-print-worker.mjs")], { cwd: root });
  process.env.GREENHOUSE_PRINT_WORKER = "bundle";
  process.env.GREENHOUSE_CACHE_DIR = cacheDir;
}, 60_000);

describe("the print worker bundle", () => {
  it("is what production uses, and a development checkout without it uses the source", () => {
    expect(workerEntry({ NODE_ENV: "production" }).mode).toBe("bundle");
    expect(workerEntry({ NODE_ENV: "development" }).mode).toBe("source");
    expect(workerEntry({ NODE_ENV: "production", GREENHOUSE_PRINT_WORKER: "source" }).mode).toBe("source");
  });

  it("renders a PDF without any TypeScript loader", async () => {
    expect(workerEntry().mode).toBe("bundle");
    const result = await renderInWorker(fixturePack(), printOptions({ backs: "short-edge" }));
    expect(await pageSizes(result.pdf)).toHaveLength(4);
    // The server's PDFs measure text with the command line's measurer and width cache file.
    const { "#coverage": coverage, ...widths } = JSON.parse(readFileSync(widthCacheFile(cacheDir), "utf8")) as Record<string, Record<string, unknown>>;
    expect(Object.keys(coverage ?? {}).length).toBeGreaterThan(0);
    expect(Object.values(widths).reduce((n, texts) => n + Object.keys(texts).length, 0)).toBeGreaterThan(10);
  }, 60_000);

  it("hands back a bad era or bad options as PrintError naming the option", async () => {
    await expect(renderInWorker(fixturePack(), printOptions({ era: "Nope" }))).rejects.toMatchObject({ name: "PrintError", path: "era" });
    await expect(renderInWorker(fixturePack(), { ...printOptions(), bleed: 40 })).rejects.toBeInstanceOf(PrintError);
    await expect(renderInWorker(fixturePack(), { ...printOptions(), bleed: 40 })).rejects.toMatchObject({ path: "bleed" });
  }, 60_000);

  it("a cancelled request rejects and the next one still renders", async () => {
    const controller = new AbortController();
    const pending = renderInWorker(fixturePack(), printOptions(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
    const result = await renderInWorker(fixturePack(), printOptions({ backs: "none" }));
    expect(result.pages).toBe(2);
  }, 60_000);
});
