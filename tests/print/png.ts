/**
 * A tiny PNG encoder and decoder for print tests (8-bit RGB/RGBA, no interlace): enough to make
 * pictures of a given size and to compare rendered pages with expected pictures.
 */
import { createDeflate, deflateSync, inflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width` x `height` pixels; `pixel(x, y)` gives [r, g, b] (or [r, g, b, a] with alpha). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[], alpha = false): Buffer {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc((width * channels + 1) * height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    raw[at++] = 0;
    for (let x = 0; x < width; x++) for (const v of pixel(x, y).slice(0, channels)) raw[at++] = v;
  }
  return pngOf(width, height, alpha ? 6 : 2, deflateSync(raw));
}

/**
 * A grey 8-bit PNG of `width` x `height` pixels deflated row by row, so a 20000 x 20000
 * picture (400 megapixels) never sits in memory unpacked: every row after the first repeats it
 * (filter "Up" of zeros) and compresses to almost nothing, while a decoder still has every
 * pixel to produce.
 */
export async function hugeGreyPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on("data", (c: Buffer) => parts.push(c));
  const done = new Promise((ok, fail) => {
    deflate.on("end", ok);
    deflate.on("error", fail);
  });
  const first = Buffer.alloc(width + 1, 128);
  first[0] = 0;
  const rest = Buffer.alloc(width + 1, 0);
  rest[0] = 2;
  for (let y = 0; y < height; y++) {
    if (!deflate.write(y === 0 ? first : rest)) await new Promise((ok) => deflate.once("drain", ok));
  }
  deflate.end();
  await done;
  return pngOf(width, height, 0, Buffer.concat(parts));
}

/** A PNG around already deflated pixel rows (colour type 0 grey, 2 RGB, 6 RGBA; 8 bits). */
export function pngOf(width: number, height: number, colourType: 0 | 2 | 6, idat: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0))]);
}

export function pngDataUrl(width: number, height: number, rgb: [number, number, number] = [90, 140, 200]): string {
  return `data:image/png;base64,${encodePng(width, height, () => rgb).toString("base64")}`;
}

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** RGB, row by row. */
  readonly rgb: Uint8Array;
}

/** Decodes an 8-bit RGB or RGBA non-interlaced PNG (what encodePng writes: the expected pictures). Throws otherwise. */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const buf = Buffer.from(bytes);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString("ascii", at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit non-interlaced PNGs");
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      if (channels === 0) throw new Error("only RGB or RGBA PNGs");
    } else if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 3);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = new Uint8Array(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (line[x - channels] as number) : 0;
      const b = prev[x] as number;
      const c = x >= channels ? (prev[x - channels] as number) : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[x] = ((line[x] as number) + add) & 0xff;
    }
    for (let x = 0; x < width; x++) for (let k = 0; k < 3; k++) out[(y * width + x) * 3 + k] = line[x * channels + k] as number;
    prev = line;
  }
  return { width, height, rgb: out };
}
