/**
 * Preparing a `greenhouse.pack/1` document for storage (pure: no database). Validates the
 * document with the pack schema and decodes every inline picture, checking its bytes, so that
 * the database step (lib/server/import-pack.ts) only writes and never discovers a bad input
 * halfway. Every problem is reported with its path, all at once.
 */
import { decodeDataUrl, isDataUrl, type PictureFacts } from "./pictures";
import { parsePack, parsePackJson, type FormatIssue, type PackDocument } from "./schema";

/** A decoded inline picture. */
export interface DecodedPicture extends PictureFacts {
  readonly bytes: Buffer;
}

/** A gold card's image: inline data, or a path kept exactly as written. */
export type PreparedImage = { readonly kind: "data"; readonly picture: DecodedPicture } | { readonly kind: "path"; readonly path: string };

export interface PreparedPack {
  readonly doc: PackDocument;
  readonly front: DecodedPicture | null;
  /** In document order. */
  readonly backs: readonly { readonly affiliation: string; readonly picture: DecodedPicture }[];
  /** `images[era][card]`: the card's image, or null. */
  readonly images: readonly (readonly (PreparedImage | null)[])[];
}

export type PrepareResult = { ok: true; pack: PreparedPack } | { ok: false; issues: FormatIssue[] };

function decode(url: string, path: string, issues: FormatIssue[]): DecodedPicture | null {
  const decoded = decodeDataUrl(url);
  if (!decoded.ok) {
    issues.push({ path, message: decoded.message });
    return null;
  }
  return { ...decoded.picture, bytes: decoded.bytes };
}

/** Validates a parsed document (any value) and decodes its pictures. Never throws. */
export function preparePack(input: unknown): PrepareResult {
  const parsed = parsePack(input);
  if (!parsed.ok) return parsed;
  return prepareParsed(parsed.value);
}

/** {@link preparePack} from JSON text; a syntax error is one issue at `(document)`. */
export function preparePackJson(text: string): PrepareResult {
  const parsed = parsePackJson(text);
  if (!parsed.ok) return parsed;
  return prepareParsed(parsed.value);
}

function prepareParsed(doc: PackDocument): PrepareResult {
  const issues: FormatIssue[] = [];
  const pictures = doc.pack.pictures;
  const front = pictures?.front === undefined ? null : decode(pictures.front, "pack.pictures.front", issues);
  const backs: { affiliation: string; picture: DecodedPicture }[] = [];
  for (const [affiliation, url] of Object.entries(pictures?.backs ?? {})) {
    const picture = decode(url, `pack.pictures.backs.${affiliation === "" ? '""' : affiliation}`, issues);
    if (picture !== null) backs.push({ affiliation, picture });
  }
  const images = doc.eras.map((era, e) =>
    era.cards.map((card, c): PreparedImage | null => {
      if (card.image === undefined) return null;
      if (!isDataUrl(card.image)) return { kind: "path", path: card.image };
      const picture = decode(card.image, `eras[${e}].cards[${c}].image`, issues);
      return picture === null ? null : { kind: "data", picture };
    }),
  );
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, pack: { doc, front, backs, images } };
}
