/**
 * A data-system pack file (`"system"`, `"decks"`: DESIGN.md "Game systems") read for printing
 * from the command line: what print needs, checked for shape, pictures given as paths read
 * relative to the pack file (as resolve-images.ts does for GOT CGS gold cards).
 *
 * Field values are only checked to be JSON scalars here: their domain is lint's, and a field of
 * the wrong type prints as its text. The strict format check of a pack file is the importer's.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { encodeDataUrl, sniffPicture } from "../packs/pictures";
import { PrintError } from "./plan";
import type { SystemPrintDocument } from "./system-print";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const systemFile = z.looseObject({
  system: z.string().min(1),
  pack: z.looseObject({
    name: z.string().trim().min(1, "a pack needs a name"),
    pictures: z.looseObject({ back: z.string().min(1).optional() }).optional(),
  }),
  decks: z.array(
    z.looseObject({
      name: z.string().min(1),
      cards: z.array(
        z.looseObject({
          identifier: z.string().trim().min(1),
          copies: z.number().int().min(1).max(999).default(1),
          type: z.string().default(""),
          fields: z.record(z.string(), scalar).default({}),
          image: z.string().min(1).optional(),
        }),
      ),
    }),
  ),
});

export type SystemFileRead =
  | { readonly ok: true; readonly system: string; readonly doc: SystemPrintDocument }
  | { readonly ok: false; readonly issues: readonly { readonly path: string; readonly message: string }[] };

function pathOf(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? String(seg) : `.${String(seg)}`;
  return out || "(document)";
}

/** True for a parsed pack file of a system other than GOT CGS (it has `"decks"`, not `"eras"`). */
export function isSystemPackJson(json: unknown): boolean {
  return typeof json === "object" && json !== null && "decks" in json && !("eras" in json);
}

/** Reads a parsed data-system pack file as print's document; issues name the path at fault. */
export function readSystemPrintFile(json: unknown): SystemFileRead {
  const parsed = systemFile.safeParse(json);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  const { system, pack, decks } = parsed.data;
  return {
    ok: true,
    system,
    doc: {
      pack: { name: pack.name, ...(pack.pictures?.back !== undefined ? { pictures: { back: pack.pictures.back } } : {}) },
      decks: decks.map((d) => ({
        name: d.name,
        cards: d.cards.map((c) => ({ identifier: c.identifier, copies: c.copies, type: c.type, fields: c.fields, ...(c.image !== undefined ? { image: c.image } : {}) })),
      })),
    },
  };
}

/**
 * A copy of `doc` whose pictures (cards' and the back) are data URLs, read relative to `baseDir`.
 * Throws {@link PrintError} naming the card (or the back) and the file when it cannot be read
 * or is not a PNG, JPEG or WebP picture.
 */
export function resolveSystemImagePaths(doc: SystemPrintDocument, baseDir: string): SystemPrintDocument {
  const cache = new Map<string, string>();
  const load = (src: string, who: string, path: string): string => {
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
  };
  const back = doc.pack.pictures?.back;
  return {
    pack: { ...doc.pack, ...(back !== undefined ? { pictures: { back: load(back, "the pack's back", "pack.pictures.back") } } : {}) },
    decks: doc.decks.map((deck, i) => ({
      ...deck,
      cards: deck.cards.map((card, j) => (card.image === undefined ? card : { ...card, image: load(card.image, card.identifier, `decks[${i}].cards[${j}].image`) })),
    })),
  };
}
