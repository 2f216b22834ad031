/**
 * Preparing a `greenhouse.pack/1` document for storage (pure: no database). Validates the
 * document with the pack schema and decodes every inline picture, checking its bytes, so that
 * the database step (lib/server/import-pack.ts) only writes and never discovers a bad input
 * halfway. Every problem is reported with its path, all at once.
 */
import { decodeDataUrl, isDataUrl, type PictureFacts } from "./pictures";
import { parsePack, parsePackJson, type FormatIssue, type PackDocument, type SystemPackDocument } from "./schema";
import { parseAnyPack, parseAnyPackJson, type PackSystems } from "./system-pack";

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

/** A data-system document ready to write: its back and card images decoded. */
export interface PreparedSystemPack {
  readonly doc: SystemPackDocument;
  readonly back: DecodedPicture | null;
  /** `images[deck][card]`: the card's image, or null. */
  readonly images: readonly (readonly (PreparedImage | null)[])[];
}

/** A prepared document of any system: `kind` tells the pack file's shape, era decks (GOT CGS's file) or a system's decks. */
export type PreparedAnyPack = ({ readonly kind: "eras" } & PreparedPack) | ({ readonly kind: "system" } & PreparedSystemPack);

export type PrepareAnyResult = { ok: true; pack: PreparedAnyPack } | { ok: false; issues: FormatIssue[] };

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

/** Validates a document of any system (any value) and decodes its pictures. Never throws. */
export function prepareAnyPack(input: unknown, systems: PackSystems = {}): PrepareAnyResult {
  const parsed = parseAnyPack(input, systems);
  if (!parsed.ok) return parsed;
  return prepareAny(parsed.value);
}

/** {@link prepareAnyPack} from JSON text; a syntax error is one issue at `(document)`. */
export function prepareAnyPackJson(text: string, systems: PackSystems = {}): PrepareAnyResult {
  const parsed = parseAnyPackJson(text, systems);
  if (!parsed.ok) return parsed;
  return prepareAny(parsed.value);
}

function prepareAny(doc: PackDocument | SystemPackDocument): PrepareAnyResult {
  if (!("decks" in doc)) {
    const prepared = prepareParsed(doc);
    return prepared.ok ? { ok: true, pack: { kind: "eras", ...prepared.pack } } : prepared;
  }
  const issues: FormatIssue[] = [];
  const back = doc.pack.pictures?.back === undefined ? null : decode(doc.pack.pictures.back, "pack.pictures.back", issues);
  const images = doc.decks.map((deck, d) => deck.cards.map((card, c) => prepareImage(card.image, `decks[${d}].cards[${c}].image`, issues)));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, pack: { kind: "system", doc, back, images } };
}

function prepareImage(image: string | undefined, path: string, issues: FormatIssue[]): PreparedImage | null {
  if (image === undefined) return null;
  if (!isDataUrl(image)) return { kind: "path", path: image };
  const picture = decode(image, path, issues);
  return picture === null ? null : { kind: "data", picture };
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
  const images = doc.eras.map((era, e) => era.cards.map((card, c) => prepareImage(card.image, `eras[${e}].cards[${c}].image`, issues)));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, pack: { doc, front, backs, images } };
}
