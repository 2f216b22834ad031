/**
 * Real picture bytes for tests, made here so no binary file lives in the repository:
 * a genuine PNG (zlib-compressed scanlines, CRCs), and WebP / JPEG headers carrying a size.
 */
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A valid RGB PNG of `width` x `height` filled with one colour (vary `seed` for other bytes). */
export function makePng(width: number, height: number, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      raw[at] = (seed * 37) & 0xff;
      raw[at + 1] = (x * 11 + seed) & 0xff;
      raw[at + 2] = (y * 13) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** JPEG markers up to a baseline frame header (SOI, APP0 JFIF, SOF0) and EOI. */
export function makeJpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** A lossless WebP (VP8L) header of the given size. */
export function makeWebpLossless(width: number, height: number): Buffer {
  const w = width - 1;
  const h = height - 1;
  const bits = [w & 0xff, ((w >> 8) & 0x3f) | ((h & 0x03) << 6), (h >> 2) & 0xff, (h >> 10) & 0x0f];
  const payload = Buffer.from([0x2f, ...bits, 0, 0, 0]);
  const riff = Buffer.alloc(20);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(12 + payload.length, 4);
  riff.write("WEBP", 8, "ascii");
  riff.write("VP8L", 12, "ascii");
  riff.writeUInt32LE(payload.length, 16);
  return Buffer.concat([riff, payload, Buffer.alloc(payload.length % 2)]);
}

/** An extended WebP (VP8X) header of the given size. */
export function makeWebpExtended(width: number, height: number): Buffer {
  const out = Buffer.alloc(30);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(22, 4);
  out.write("WEBP", 8, "ascii");
  out.write("VP8X", 12, "ascii");
  out.writeUInt32LE(10, 16);
  out.writeUIntLE(width - 1, 24, 3);
  out.writeUIntLE(height - 1, 27, 3);
  return out;
}

/** `data:<mime>;base64,...` of bytes. */
export function dataUrl(mime: string, bytes: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
}
