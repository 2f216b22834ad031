import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeDataUrl, encodeDataUrl, sniffPicture } from "@/lib/packs/pictures";
import { dataUrl, makeJpegHeader, makePng, makeWebpExtended, makeWebpLossless } from "../server/pictures-fixture";

describe("sniffPicture", () => {
  it("recognises PNG, JPEG, WebP (lossless and extended) and reads their size", () => {
    expect(sniffPicture(makePng(63, 88))).toEqual({ ok: true, picture: { mime: "image/png", width: 63, height: 88 } });
    expect(sniffPicture(makeJpegHeader(1476, 2079))).toEqual({ ok: true, picture: { mime: "image/jpeg", width: 1476, height: 2079 } });
    expect(sniffPicture(makeWebpLossless(744, 1039))).toEqual({ ok: true, picture: { mime: "image/webp", width: 744, height: 1039 } });
    expect(sniffPicture(makeWebpExtended(5000, 3000))).toEqual({ ok: true, picture: { mime: "image/webp", width: 5000, height: 3000 } });
  });

  it("refuses other formats, empty and truncated files, and absurd sizes, saying what to do", () => {
    const cases: [Uint8Array, RegExp][] = [
      [Buffer.from("GIF89a......"), /not a PNG, JPEG or WebP/],
      [Buffer.from("%PDF-1.7"), /not a PNG, JPEG or WebP/],
      [new Uint8Array(0), /empty/],
      [makePng(2, 2).subarray(0, 16), /damaged or cut short/],
      [makePng(2, 2).subarray(0, 40), /cut short/],
      [makeJpegHeader(9, 9).subarray(0, 39), /cut short/],
      [makeWebpExtended(9, 9).subarray(0, 29), /cut short/],
      [Buffer.from([0xff, 0xd8, 0xff, 0xd9]), /damaged or cut short/],
      [makePng(0, 5), /sides must be 1/],
      [makeWebpExtended(30_000, 10), /sides must be 1/],
    ];
    for (const [bytes, message] of cases) {
      const result = sniffPicture(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom([], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0xff, 0xd8, 0xff], [...Buffer.from("RIFF\0\0\0\0WEBP")]), (tail, head) => {
        const result = sniffPicture(Uint8Array.from([...head, ...tail]));
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("data URLs", () => {
  it("decodes and re-encodes canonically", () => {
    const png = makePng(3, 2);
    const url = dataUrl("image/png", png);
    const decoded = decodeDataUrl(url);
    expect(decoded.ok && Buffer.from(decoded.bytes).equals(png)).toBe(true);
    expect(encodeDataUrl("image/png", png)).toBe(url);
  });

  it("refuses a declared type that does not match the bytes, and non-image data URLs", () => {
    const lie = decodeDataUrl(dataUrl("image/webp", makePng(1, 1)));
    expect(lie).toEqual({ ok: false, message: expect.stringContaining("the bytes are image/png") });
    expect(decodeDataUrl("data:image/gif;base64,R0lGOD").ok).toBe(false);
    expect(decodeDataUrl("data:text/plain,hello").ok).toBe(false);
  });
});
