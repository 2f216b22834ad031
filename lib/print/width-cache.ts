/**
 * Text widths kept between command-line runs (`cli lint` measures whether every card's text
 * fits, and shaping that text with fontkit was most of its time). The widths of a text in a face
 * depend only on the font files and the features print shapes with, so they are stored in one
 * file per combination of those (its name is their hash): other fonts or other features never
 * read a file written for these. A missing, unreadable or damaged file is an empty cache; a
 * failed write is ignored (the cache only saves time).
 *
 * The file: `{ face: { text: ems } }`, plus `"#coverage": { face: { has, lacks } }`, the
 * characters each face's fonts were found to have and to lack. With both, a run whose texts
 * were all measured before needs no font at all (and the command line then never loads fontkit).
 *
 * Where: $GREENHOUSE_CACHE_DIR, else `greenhouse-cache` in the system's temporary folder.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { threadId } from "node:worker_threads";
import { join } from "node:path";
import { FACE_NAMES, faceFiles, fontFeatures, knownCoverage, primeCoverage } from "./fonts";
import { measuredWidths, primeWidths } from "./text-layout";

/** Bump when emWidth measures differently with the same fonts. */
const METHOD = 1;
/** The file's key for the fonts' coverage (not a face name). */
const COVERAGE = "#coverage";

/** The folder of the cache files. */
export function widthCacheDir(): string {
  return process.env.GREENHOUSE_CACHE_DIR ?? join(tmpdir(), "greenhouse-cache");
}

/** The cache file for the installed fonts (paths, sizes, times) and print's features. */
export function widthCacheFile(dir = widthCacheDir()): string {
  const hash = createHash("sha256");
  hash.update(String(METHOD));
  for (const face of FACE_NAMES) {
    hash.update(JSON.stringify(fontFeatures(face)));
    for (const file of faceFiles(face)) {
      let stamp = "missing";
      try {
        const s = statSync(file);
        stamp = `${s.size}:${s.mtimeMs}`;
      } catch {
        // A missing subset file: part of the key like any other state of the fonts.
      }
      hash.update(`${file}\0${stamp}\0`);
    }
  }
  return join(dir, `widths-${hash.digest("hex").slice(0, 16)}.json`);
}

let loadedCount = 0;
let loadedCharacters = 0;

function coverageCount(known: Record<string, { has: string; lacks: string }>): number {
  return Object.values(known).reduce((n, k) => n + k.has.length + k.lacks.length, 0);
}

/** Primes the measured widths from the cache file; returns how many it read (0 without one). */
export function loadWidthCache(file = widthCacheFile()): number {
  try {
    const json: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (typeof json !== "object" || json === null || Array.isArray(json)) return 0;
    const { [COVERAGE]: known, ...widths } = json as Record<string, Record<string, unknown>>;
    primeCoverage(known);
    loadedCount = primeWidths(widths);
    loadedCharacters = coverageCount(knownCoverage());
    return loadedCount;
  } catch {
    return 0;
  }
}

/** Writes every width measured so far when there are more than were loaded; true when written. */
export function saveWidthCache(file = widthCacheFile()): boolean {
  const widths = measuredWidths();
  const count = Object.values(widths).reduce((n, texts) => n + Object.keys(texts).length, 0);
  const known = knownCoverage();
  const characters = coverageCount(known);
  if (count <= loadedCount && characters <= loadedCharacters) return false;
  try {
    mkdirSync(join(file, ".."), { recursive: true });
    // Written beside and renamed, so a lint running meanwhile never reads half a file. The temp
    // name is the thread's own: the server's print workers are threads of one process.
    const temp = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temp, JSON.stringify({ ...widths, [COVERAGE]: known }));
    renameSync(temp, file);
    loadedCount = count;
    loadedCharacters = characters;
    return true;
  } catch {
    return false;
  }
}
