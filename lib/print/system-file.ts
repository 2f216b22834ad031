/**
 * A data-system pack file (`"system"`, `"decks"`: docs/systems.md) read for printing
 * from the command line: pictures given as paths are read relative to the pack file (as
 * resolve-images.ts does for GOT CGS gold cards). The format check is the importer's strict one
 * (lib/packs/system-pack.ts `parseAnyPack`); `withBackPicture` reads the back's path first, since
 * the pack file format takes the back as a data URL only.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { encodeDataUrl, sniffPicture } from "../packs/pictures";
import { PrintError } from "./plan";
import type { SystemPrintDocument } from "./system-print";

/** True for a parsed pack file of a system other than GOT CGS (it has `"decks"`, not `"eras"`). */
export function isSystemPackJson(json: unknown): boolean {
  return typeof json === "object" && json !== null && "decks" in json && !("eras" in json);
}

/** A picture given by path (relative to `baseDir`) as a data URL; a data URL stays. Throws PrintError naming `who`. */
function loadPicture(src: string, who: string, path: string, baseDir: string, cache: Map<string, string>): string {
  if (src.startsWith("data:")) return src;
  const file = isAbsolute(src) ? src : resolve(baseDir, src);
  const hit = cache.get(file);
  if (hit !== undefined) return hit;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PrintError(`${who}: its picture ${src} cannot be read (${code === "ENOENT" ? "no such file" : (code ?? String(error))}); paths are relative to the pack file`, path);
  }
  const sniffed = sniffPicture(bytes);
  if (!sniffed.ok) throw new PrintError(`${who}: its picture ${src}: ${sniffed.message}`, path);
  const url = encodeDataUrl(sniffed.picture.mime, bytes);
  cache.set(file, url);
  return url;
}

/**
 * The parsed pack file with `pack.pictures.back`, when it is a path, read as a data URL (other
 * values, and files of any other shape, come back unchanged for the format check to judge).
 * Throws PrintError when the back's file cannot be read or is not a picture.
 */
export function withBackPicture(json: unknown, baseDir: string): unknown {
  if (typeof json !== "object" || json === null) return json;
  const doc = json as { pack?: { pictures?: { back?: unknown } } };
  const back = doc.pack?.pictures?.back;
  if (typeof back !== "string" || back.startsWith("data:") || back === "") return json;
  const url = loadPicture(back, "the pack's back", "pack.pictures.back", baseDir, new Map());
  return { ...doc, pack: { ...doc.pack, pictures: { ...doc.pack?.pictures, back: url } } };
}

/**
 * A copy of `doc` whose pictures (cards' and the back) are data URLs, read relative to `baseDir`.
 * Throws {@link PrintError} naming the card (or the back) and the file when it cannot be read
 * or is not a PNG, JPEG or WebP picture.
 */
export function resolveSystemImagePaths(doc: SystemPrintDocument, baseDir: string): SystemPrintDocument {
  const cache = new Map<string, string>();
  const load = (src: string, who: string, path: string): string => loadPicture(src, who, path, baseDir, cache);
  const back = doc.pack.pictures?.back;
  return {
    pack: { ...doc.pack, ...(back !== undefined ? { pictures: { back: load(back, "the pack's back", "pack.pictures.back") } } : {}) },
    decks: doc.decks.map((deck, i) => ({
      ...deck,
      cards: deck.cards.map((card, j) => (card.image === undefined ? card : { ...card, image: load(card.image, card.identifier, `decks[${i}].cards[${j}].image`) })),
    })),
  };
}
