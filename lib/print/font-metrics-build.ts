/**
 * The metrics tables of every font print embeds (font-metrics.ts), for scripts/build-cli.mjs:
 * extracted with fontkit (font-metrics-extract.ts) and kept in `cacheDir` by font file hash and
 * extractor version, so that rebuilding the command line does not extract them again.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { extractFontMetrics, UnsupportedFont } from "./font-metrics-extract";
import { FACE_NAMES, faceFiles } from "./fonts";

export interface BuiltFontMetrics {
  /** FontMetrics JSON texts by font file SHA-256. */
  readonly tables: Record<string, string>;
  /** The font files they were read from (inputs of the build). */
  readonly files: readonly string[];
  /** Font files left to fontkit, and why. */
  readonly skipped: readonly string[];
}

/** `extractor` names the extractor's version (a hash of its sources) in the cache's file names. */
export function buildFontMetrics(cacheDir: string, extractor: string): BuiltFontMetrics {
  const tables: Record<string, string> = {};
  const files: string[] = [];
  const skipped: string[] = [];
  mkdirSync(cacheDir, { recursive: true });
  for (const face of FACE_NAMES) {
    for (const file of faceFiles(face)) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(readFileSync(file));
      } catch {
        skipped.push(`${file}: missing`);
        continue;
      }
      files.push(file);
      const sha = createHash("sha256").update(bytes).digest("hex");
      if (tables[sha] !== undefined) continue;
      const cached = join(cacheDir, `${sha}-${extractor}.json`);
      try {
        tables[sha] = readFileSync(cached, "utf8");
        continue;
      } catch {
        // not extracted yet
      }
      try {
        const json = JSON.stringify(extractFontMetrics(bytes));
        const temp = `${cached}.${process.pid}.tmp`;
        writeFileSync(temp, json);
        renameSync(temp, cached);
        tables[sha] = json;
      } catch (e) {
        if (!(e instanceof UnsupportedFont)) throw e;
        skipped.push(`${file}: ${e.message}`);
      }
    }
  }
  return { tables, files, skipped };
}
