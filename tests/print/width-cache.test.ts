/**
 * Widths kept between command-line runs (lib/print/width-cache.ts): what one run measured, the
 * next reads instead of shaping again; a damaged file is an empty cache; two savers at once
 * (the server's print worker threads) leave a whole file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { bundleChild } from "../reliability/child-bundle";
import type { SaveMessage, SaverData } from "./width-cache-saver";
import { loadWidthCache, saveWidthCache, widthCacheFile } from "@/lib/print/width-cache";
import { emWidth } from "@/lib/print/text-layout";
import { printable } from "@/lib/print/fonts";

const dir = mkdtempSync(join(tmpdir(), "gh-widths-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the width cache of the command line", () => {
  it("saves what was measured, keyed by the fonts, and reads it back", () => {
    const width = emWidth("Cache me if you can", "sans");
    const file = widthCacheFile(dir);
    expect(file.startsWith(dir)).toBe(true);
    expect(file).toMatch(/widths-[0-9a-f]{16}\.json$/);
    expect(saveWidthCache(file)).toBe(true);
    const saved = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, number>>;
    expect(saved.sans?.["Cache me if you can"]).toBe(width);
    // Nothing new measured since: nothing to write.
    expect(saveWidthCache(file)).toBe(false);
  });

  it("a width read from the file is used instead of shaping the text", () => {
    const file = join(dir, "primed.json");
    writeFileSync(file, JSON.stringify({ mono: { "never shaped here": 12.5, bad: "wide" } }));
    expect(loadWidthCache(file)).toBe(1);
    expect(emWidth("never shaped here", "mono")).toBe(12.5);
  });

  it("a damaged or missing file is an empty cache", () => {
    const file = join(dir, "damaged.json");
    writeFileSync(file, "{ not json");
    expect(loadWidthCache(file)).toBe(0);
    expect(loadWidthCache(join(dir, "missing.json"))).toBe(0);
  });

  it("keeps which characters the fonts have and lack, so a cached run needs no font to know what prints as ?", () => {
    printable("Coverage ☃", "sansItalic");
    const file = join(dir, "coverage.json");
    expect(saveWidthCache(file)).toBe(true);
    const saved = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, { has: string; lacks: string }>>;
    expect(saved["#coverage"]?.sansItalic?.has).toContain("C");
    expect(saved["#coverage"]?.sansItalic?.lacks).toContain("☃");
    // The file's word is taken: a character it says the fonts lack prints as "?" without asking them.
    writeFileSync(file, JSON.stringify({ "#coverage": { monoBold: { has: "", lacks: "Q" } } }));
    loadWidthCache(file);
    expect(printable("AQ", "monoBold").replaced).toEqual([1]);
  });
});

describe("the width cache of the server's print worker threads", () => {
  /** Savers, rounds, and widths each saver holds: sizes where writes overlap often enough. */
  const SAVERS = 4;
  const ROUNDS = 100;
  const BASE = 2_000;

  it("savers in threads of one process writing at the same moment each leave a whole file, holding one saver's widths", async () => {
    const file = join(dir, "savers.json");
    // width-cache-saver.ts bundled (child-bundle.ts): a worker thread cannot load TypeScript.
    const saver = await bundleChild(join(import.meta.dirname, "width-cache-saver.ts"), mkdtempSync(join(dir, "saver-")));
    const gate = new Int32Array(new SharedArrayBuffer(4));
    // Sizes ten widths apart: a file one saver wrote over another's longer one would keep its tail.
    const base = new Map(Array.from({ length: SAVERS }, (_, i) => [String.fromCharCode(65 + i), BASE - i * 10]));
    const workers = [...base].map(([name, count]) => new Worker(saver, { workerData: { file, name, base: count, gate, savers: SAVERS } satisfies SaverData }));
    const save = (worker: Worker, round: number) =>
      new Promise<boolean>((resolve, reject) => {
        worker.once("error", reject);
        worker.once("message", (saved: boolean) => {
          worker.off("error", reject);
          resolve(saved);
        });
        worker.postMessage({ round } satisfies SaveMessage);
      });
    const broken: number[] = [];
    const lost: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        if ((await Promise.all(workers.map((worker) => save(worker, round)))).includes(false)) lost.push(round);
        let sans: Record<string, number>;
        try {
          sans = (JSON.parse(readFileSync(file, "utf8")) as { sans?: Record<string, number> }).sans ?? {};
        } catch {
          broken.push(round);
          continue;
        }
        // Every width of one saver, this round's included, and nothing else.
        const texts = Object.keys(sans);
        const whole = [...base].some(
          ([name, count]) => sans[`${name} round ${round}`] === round && texts.length === count + round + 1 && texts.every((text) => text.startsWith(`${name} `)),
        );
        if (!whole) broken.push(round);
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    // With one temp file for all (named by process alone) some rounds leave a mix of two savers'
    // bytes, and more lose a save (its rename finds the temp file already moved).
    expect(broken).toEqual([]);
    expect(lost).toEqual([]);
    expect(loadWidthCache(file)).toBeGreaterThan(BASE - SAVERS * 10);
  }, 60_000);
});
