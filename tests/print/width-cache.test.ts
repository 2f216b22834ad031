/**
 * Widths kept between command-line runs (lib/print/width-cache.ts): what one run measured, the
 * next reads instead of shaping again; a damaged file is an empty cache.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
