/**
 * Pictures of a pack (silver front, backs, gold card pictures): recognise PNG, JPEG and WebP by
 * their magic bytes (never by a file name or a declared type), read their pixel size from the
 * header, and convert to and from data URLs. Pure: no I/O, no framework.
 */

export const PICTURE_MIMES = ["image/png", "image/jpeg", "image/webp"] as const;
export type PictureMimeType = (typeof PICTURE_MIMES)[number];

/** Largest picture accepted (bytes): a 600 dpi B6 scan fits comfortably. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Largest side accepted (pixels): beyond this a decoder may exhaust memory. */
export const MAX_PICTURE_SIDE = 20_000;
/**
 * Most pixels accepted (width x height), wherever a picture enters: an upload, an inline picture
 * of an imported pack, a picture file a card's image path names. A few KB of PNG can claim
 * 20000 x 20000 pixels, 1.6 GB once decoded for printing; 50 megapixels (200 MB decoded) is
 * over 3x a poker card with bleed at 1200 dpi (14.7 megapixels) and holds a whole B6 page at 1200 dpi.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

export interface PictureFacts {
  readonly mime: PictureMimeType;
  readonly width: number;
  readonly height: number;
}

/** `tooLarge`: refused for its size (bytes or pixels), not its content; uploads answer 413 for it. */
export type SniffResult = { ok: true; picture: PictureFacts } | { ok: false; message: string; tooLarge?: true };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function startsWith(b: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => b[i] === byte);
}

function png(b: Uint8Array): PictureFacts | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { mime: "image/png", width: u32be(b, 16), height: u32be(b, 20) };
}

function jpeg(b: Uint8Array): PictureFacts | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    // Start of frame (baseline, progressive, ...): C0-CF except DHT (C4), JPG (C8), DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { mime: "image/jpeg", width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): PictureFacts | null {
  const chunk = ascii(b, 12, 4);
  if (b.length < (chunk === "VP8L" ? 25 : 30)) return null;
  if (chunk === "VP8 ") {
    if (!(b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)) return null;
    return { mime: "image/webp", width: ((b[26] ?? 0) | ((b[27] ?? 0) << 8)) & 0x3fff, height: ((b[28] ?? 0) | ((b[29] ?? 0) << 8)) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const [b0, b1, b2, b3] = [b[21] ?? 0, b[22] ?? 0, b[23] ?? 0, b[24] ?? 0];
    return { mime: "image/webp", width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === "VP8X") {
    return { mime: "image/webp", width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  }
  return null;
}

/**
 * Whether the file reaches its format's end marker: PNG's IEND chunk, JPEG's EOI marker (near
 * the end: some writers pad), WebP's RIFF length. Catches uploads and data URLs cut short.
 */
function complete(b: Uint8Array, mime: PictureMimeType): boolean {
  if (mime === "image/png") return b.length >= 20 && ascii(b, b.length - 8, 4) === "IEND";
  if (mime === "image/jpeg") {
    for (let i = b.length - 2; i >= Math.max(2, b.length - 1024); i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
    return false;
  }
  const riffSize = (b[4] ?? 0) | ((b[5] ?? 0) << 8) | ((b[6] ?? 0) << 16) | (((b[7] ?? 0) << 24) >>> 0);
  return riffSize + 8 <= b.length;
}

/**
 * What picture `bytes` hold. Never throws: anything that is not a well-formed PNG, JPEG or WebP
 * file (header and end), is empty, too large (bytes, or pixels past {@link MAX_PICTURE_PIXELS}),
 * or has an impossible size gives `{ ok: false, message }` saying what to do. The pixels themselves are not decoded.
 */
export function sniffPicture(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, message: "the file is empty; choose a PNG, JPEG or WebP picture" };
  if (bytes.length > MAX_PICTURE_BYTES) {
    return { ok: false, tooLarge: true, message: `the picture is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${MAX_PICTURE_BYTES / 1048576} MB, export it smaller` };
  }
  let facts: PictureFacts | null = null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) facts = png(bytes);
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) facts = jpeg(bytes);
  else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") facts = webp(bytes);
  else return { ok: false, message: "this is not a PNG, JPEG or WebP picture (checked by its content, not its name); convert it to one of those" };
  if (facts === null) return { ok: false, message: "the picture's header is damaged or cut short; export it again" };
  if (!complete(bytes, facts.mime)) return { ok: false, message: "the picture is cut short (its end is missing); upload or export it again" };
  if (facts.width < 1 || facts.height < 1 || facts.width > MAX_PICTURE_SIDE || facts.height > MAX_PICTURE_SIDE) {
    return { ok: false, message: `the picture claims ${facts.width} x ${facts.height} pixels; sides must be 1 to ${MAX_PICTURE_SIDE}` };
  }
  if (facts.width * facts.height > MAX_PICTURE_PIXELS) {
    const megapixels = ((facts.width * facts.height) / 1e6).toFixed(1);
    return {
      ok: false,
      tooLarge: true,
      message: `the picture is ${facts.width} x ${facts.height} pixels (${megapixels} megapixels); the limit is ${MAX_PICTURE_PIXELS / 1e6} megapixels, scale it down (300 dpi is plenty for cards)`,
    };
  }
  return { ok: true, picture: facts };
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

export type DataUrlResult = { ok: true; bytes: Buffer; picture: PictureFacts } | { ok: false; message: string };

/**
 * Decodes a `data:image/...;base64,...` URL and checks its bytes; the declared type must match
 * the content. Never throws.
 */
export function decodeDataUrl(url: string): DataUrlResult {
  const match = DATA_URL.exec(url);
  if (match?.[1] === undefined || match[2] === undefined) {
    return { ok: false, message: "must be a data URL of a PNG, JPEG or WebP picture (data:image/png;base64,...)" };
  }
  const bytes = Buffer.from(match[2], "base64");
  const sniffed = sniffPicture(bytes);
  if (!sniffed.ok) return sniffed;
  if (sniffed.picture.mime !== match[1]) {
    return { ok: false, message: `the data URL says ${match[1]} but the bytes are ${sniffed.picture.mime}; fix the data URL's type` };
  }
  return { ok: true, bytes, picture: sniffed.picture };
}

/** The data URL of picture bytes (canonical base64, with padding). */
export function encodeDataUrl(mime: PictureMimeType, bytes: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
}

/** Whether an image value in a pack document is inline data (else it is a path kept as written). */
export function isDataUrl(image: string): boolean {
  return image.startsWith("data:");
}
