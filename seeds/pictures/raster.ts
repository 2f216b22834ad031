/**
 * A tiny raster for procedural pictures: an indexed-colour canvas (flat colour areas, at most 256
 * colours, so 300 dpi pictures deflate to a few KiB) and its PNG encoder. Pure Node (node:zlib).
 * Used by scripts/make-pictures.ts, which draws the demo pack's pictures with it.
 */
import { deflateSync } from "node:zlib";

export type Point = readonly [number, number];

/**
 * An indexed-colour picture (at most 256 colours). Drawing coordinates are design units:
 * `width` x `height` of them, each `unit` pixels wide, so one drawing can be rendered at several
 * resolutions (the pixel size is `pixelWidth` x `pixelHeight`).
 */
export class Picture {
  readonly pixels: Uint8Array;
  readonly palette: string[] = [];
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly unit = 1,
  ) {
    this.pixelWidth = Math.round(width * unit);
    this.pixelHeight = Math.round(height * unit);
    this.pixels = new Uint8Array(this.pixelWidth * this.pixelHeight);
  }

  /** Palette index of a `#rrggbb` colour, added on first use; throws past 256 colours. */
  index(hex: string): number {
    const i = this.palette.indexOf(hex);
    if (i >= 0) return i;
    if (this.palette.length >= 256) throw new Error("a picture may use at most 256 colours");
    this.palette.push(hex);
    return this.palette.length - 1;
  }

  rect(x0: number, y0: number, x1: number, y1: number, hex: string): void {
    const c = this.index(hex);
    const u = this.unit;
    const w = this.pixelWidth;
    const xa = Math.max(0, Math.round(x0 * u));
    const xb = Math.min(w, Math.round(x1 * u));
    for (let y = Math.max(0, Math.round(y0 * u)); y < Math.min(this.pixelHeight, Math.round(y1 * u)); y++) {
      if (xb > xa) this.pixels.fill(c, y * w + xa, y * w + xb);
    }
  }

  /** Fills a polygon (even-odd rule, sampled at pixel centres). */
  polygon(design: readonly Point[], hex: string): void {
    const c = this.index(hex);
    const w = this.pixelWidth;
    const points = design.map(([x, y]) => [x * this.unit, y * this.unit] as const);
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.pixelHeight - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const sy = y + 0.5;
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) xs.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const xa = Math.max(0, Math.round(xs[k]!));
        const xb = Math.min(w, Math.round(xs[k + 1]!));
        if (xb > xa) this.pixels.fill(c, y * w + xa, y * w + xb);
      }
    }
  }

  circle(cx: number, cy: number, r: number, hex: string): void {
    const n = Math.max(12, Math.ceil(r * this.unit * 1.5));
    this.polygon(
      Array.from({ length: n }, (_, i) => [cx + r * Math.cos((2 * Math.PI * i) / n), cy + r * Math.sin((2 * Math.PI * i) / n)] as const),
      hex,
    );
  }

  /** Horizontal bands from colour `a` (top) to `b` (bottom): a posterised vertical gradient. */
  bands(y0: number, y1: number, a: string, b: string, count: number): void {
    for (let i = 0; i < count; i++) {
      this.rect(0, y0 + ((y1 - y0) * i) / count, this.width, y0 + ((y1 - y0) * (i + 1)) / count, mix(a, b, count === 1 ? 0 : i / (count - 1)));
    }
  }

  /** Concentric discs from colour `a` (outside, radius r) to `b` (inside): a posterised glow. */
  glow(cx: number, cy: number, r: number, a: string, b: string, count: number): void {
    for (let i = 0; i < count; i++) this.circle(cx, cy, r * (1 - i / count), mix(a, b, i / Math.max(1, count - 1)));
  }

  /** Fills everything below a sine line `y = base + amp * sin(...)` down to `bottom`. */
  wave(base: number, amp: number, length: number, phase: number, hex: string, bottom = this.height): void {
    const pts: Point[] = [[0, bottom]];
    for (let x = 0; x <= this.width; x += 8) pts.push([x, base + amp * Math.sin((2 * Math.PI * x) / length + phase)]);
    pts.push([this.width, bottom]);
    this.polygon(pts, hex);
  }

  /** A wavy horizontal ribbon (fog, foam): between `base` and `base + thickness`, both following one sine. */
  ribbon(base: number, thickness: number, amp: number, length: number, phase: number, hex: string): void {
    const top: Point[] = [];
    for (let x = 0; x <= this.width; x += 8) top.push([x, base + amp * Math.sin((2 * Math.PI * x) / length + phase)]);
    this.polygon([...top, ...top.map(([x, y]) => [x, y + thickness] as const).reverse()], hex);
  }

  /** A frame `inset` px from the edge, `thickness` px wide. */
  frame(inset: number, thickness: number, hex: string): void {
    const { width: w, height: h } = this;
    this.rect(inset, inset, w - inset, inset + thickness, hex);
    this.rect(inset, h - inset - thickness, w - inset, h - inset, hex);
    this.rect(inset, inset, inset + thickness, h - inset, hex);
    this.rect(w - inset - thickness, inset, w - inset, h - inset, hex);
  }

  /** An n-pointed star (compass rose): alternating outer and inner radius. */
  star(cx: number, cy: number, outer: number, inner: number, points: number, rotation: number, hex: string): void {
    const pts: Point[] = [];
    for (let i = 0; i < points * 2; i++) {
      const r = i % 2 === 0 ? outer : inner;
      const t = rotation + (Math.PI * i) / points;
      pts.push([cx + r * Math.sin(t), cy - r * Math.cos(t)]);
    }
    this.polygon(pts, hex);
  }

  /** A wedge of light from (x, y) toward `angle` (radians, 0 = right), `spread` wide, `length` long. */
  ray(x: number, y: number, angle: number, spread: number, length: number, hex: string): void {
    const a = angle - spread / 2;
    const b = angle + spread / 2;
    this.polygon([[x, y], [x + length * Math.cos(a), y + length * Math.sin(a)], [x + length * Math.cos(b), y + length * Math.sin(b)]], hex);
  }
}

/** Linear mix of two `#rrggbb` colours (t = 0 gives a). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

/** mulberry32, so every run draws the same stars and rocks. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Encodes an indexed-colour PNG (colour type 3, 8 bits, no filtering: flat areas deflate best). */
export function encodePng(picture: Picture): Buffer {
  const { pixelWidth: width, pixelHeight: height, pixels, palette } = picture;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.from(palette.flatMap((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))));
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", plte),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

