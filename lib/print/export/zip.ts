/**
 * Zip files for exports, written with fflate (small, fast, no native code; Node's zlib has no
 * zip container). PNGs are stored as they are (already compressed); text is deflated.
 */
import { zipSync, type Zippable } from "fflate";

export interface ZipEntry {
  readonly name: string;
  readonly data: Uint8Array;
}

/** The zip of `entries`, in order. Throws on a repeated name: exports give every file its own. */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const files: Zippable = {};
  for (const e of entries) {
    if (Object.hasOwn(files, e.name)) throw new Error(`zip: two files named ${e.name}`);
    files[e.name] = [e.data, { level: e.name.endsWith(".png") ? 0 : 6 }];
  }
  return zipSync(files);
}

/** A name safe in a zip and on every file system: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize("NFKD").replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "");
  return cleaned === "" ? "card" : cleaned.slice(0, 100);
}

/** Makes names unique by adding -2, -3, ... before the extension. */
export function uniqueNames(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let candidate = name;
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
