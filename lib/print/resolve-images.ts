/**
 * Gold card pictures given as paths (the pack format allows a path or a data URL) become data
 * URLs, read relative to the pack file. Only the command line does this: the server accepts
 * data URLs only, so a path there prints a plain background (and preflight says so).
 */
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { encodeDataUrl, sniffPicture } from "../packs/pictures";
import type { PackDocument } from "../packs/schema";
import { PrintError } from "./plan";

/**
 * A copy of `doc` whose gold pictures are all data URLs. Throws {@link PrintError} naming the
 * card and the file when a file is missing or is not a PNG, JPEG or WebP picture.
 */
export function resolveImagePaths(doc: PackDocument, baseDir: string): PackDocument {
  const cache = new Map<string, string>();
  const eras = doc.eras.map((era, i) => ({
    ...era,
    cards: era.cards.map((card, j) => {
      if (card.image === undefined || card.image.startsWith("data:")) return card;
      const file = isAbsolute(card.image) ? card.image : resolve(baseDir, card.image);
      let url = cache.get(file);
      if (url === undefined) {
        const path = `eras[${i}].cards[${j}].image`;
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(readFileSync(file));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          throw new PrintError(`${card.identifier}: its picture ${card.image} cannot be read (${code === "ENOENT" ? "no such file" : (code ?? String(error))}); paths are relative to the pack file`, path);
        }
        const sniffed = sniffPicture(bytes);
        if (!sniffed.ok) throw new PrintError(`${card.identifier}: its picture ${card.image}: ${sniffed.message}`, path);
        url = encodeDataUrl(sniffed.picture.mime, bytes);
        cache.set(file, url);
      }
      return { ...card, image: url };
    }),
  }));
  return { ...doc, eras };
}
