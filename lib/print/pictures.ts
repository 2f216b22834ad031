/**
 * Pictures as react-pdf can draw them, quickly.
 *
 * react-pdf (pdfkit underneath) reads JPEG and PNG only, and a PNG with an alpha channel, 16-bit
 * samples or interlacing is decoded pixel by pixel in JavaScript (seconds for a card-sized
 * scan). So WebP pictures and those PNGs are converted once with sharp into a plain 8-bit RGB
 * PNG flattened on white paper, which pdfkit embeds as it is. JPEG and plain PNG pass untouched.
 */
import { decodeDataUrl, encodeDataUrl, MAX_PICTURE_PIXELS, type PictureFacts } from "../packs/pictures";

export interface PreparedPicture {
  /** A PNG or JPEG data URL react-pdf can embed. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** The type of the picture as given (before any conversion). */
  readonly mime: PictureFacts["mime"];
}

export type PictureResult = { ok: true; picture: PreparedPicture } | { ok: false; message: string };

/** Whether pdfkit can embed these PNG bytes without decoding their pixels. */
function plainPng(bytes: Uint8Array): boolean {
  const bitDepth = bytes[24];
  const colourType = bytes[25];
  const interlace = bytes[28];
  if (bitDepth !== 8 || interlace !== 0 || colourType === 4 || colourType === 6) return false;
  // A tRNS chunk (transparency for palette or RGB pictures) also forces decoding.
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = ((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const type = String.fromCharCode(bytes[at + 4] ?? 0, bytes[at + 5] ?? 0, bytes[at + 6] ?? 0, bytes[at + 7] ?? 0);
    if (type === "tRNS") return false;
    if (type === "IDAT" || type === "IEND") return true;
    at += 12 + (length >>> 0);
  }
  return true;
}

async function toPlainPng(bytes: Uint8Array): Promise<Uint8Array> {
  // Loaded on demand: most packs never need it, and the CLI starts faster without it.
  const { default: sharp } = await import("sharp");
  // The limit decodeDataUrl already checked the header against: sharp's own default (about 268
  // megapixels) must never be what refuses a picture the rest of the app accepts.
  const out = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .png({ compressionLevel: 6 })
    .toBuffer();
  return new Uint8Array(out);
}

/**
 * Reads a picture data URL and returns one react-pdf can embed. Never throws: a damaged or
 * unsupported picture is `{ ok: false, message }` saying what to do.
 */
export async function preparePicture(dataUrl: string): Promise<PictureResult> {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded.ok) return decoded;
  const { picture, bytes } = decoded;
  if (picture.mime === "image/jpeg" || (picture.mime === "image/png" && plainPng(bytes))) {
    return { ok: true, picture: { src: dataUrl, width: picture.width, height: picture.height, mime: picture.mime } };
  }
  try {
    const png = await toPlainPng(bytes);
    return { ok: true, picture: { src: encodeDataUrl("image/png", png), width: picture.width, height: picture.height, mime: picture.mime } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `the ${picture.mime.slice(6).toUpperCase()} picture could not be converted for print (${reason}); export it as PNG or JPEG` };
  }
}

/** Prepares each distinct picture once, however many cards share it. */
export class PictureCache {
  private readonly results = new Map<string, Promise<PictureResult>>();

  get(dataUrl: string): Promise<PictureResult> {
    let result = this.results.get(dataUrl);
    if (result === undefined) {
      result = preparePicture(dataUrl);
      this.results.set(dataUrl, result);
    }
    return result;
  }
}
