/**
 * WOFF 1.0 -> plain TrueType/OpenType (sfnt) conversion.
 *
 * Why: fontkit reads WOFF, but it inflates a compressed table again every time it touches it,
 * and shaping touches `glyf` once per glyph: laying out one line of JetBrains Mono took about
 * 5 ms, so a 250-card pack spent seconds in font decompression, in our measuring and inside
 * react-pdf alike. Inflating each table once, here, makes both about a hundred times faster.
 *
 * The format: https://www.w3.org/TR/WOFF/ (a 44-byte header, 20-byte table entries, tables
 * zlib-compressed when that made them smaller).
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

/** True when the buffer starts like a WOFF 1.0 file. */
export function isWoff(data: Uint8Array): boolean {
  return data.length >= 44 && new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0) === WOFF_SIGNATURE;
}

/**
 * The sfnt file a WOFF file wraps. Throws an Error naming the problem when the data is not a
 * well-formed WOFF 1.0 file (a truncated download, a WOFF2 file).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  if (!isWoff(woff)) throw new Error("not a WOFF 1.0 font (WOFF2 and others are not supported)");
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  interface Entry {
    tag: number;
    offset: number;
    compLength: number;
    origLength: number;
    checksum: number;
  }
  const entries: Entry[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    if (at + 20 > woff.length) throw new Error("WOFF table directory is truncated");
    entries.push({
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    });
  }
  const tables = entries.map((e) => {
    if (e.offset + e.compLength > woff.length) throw new Error("WOFF table data is truncated");
    const raw = woff.subarray(e.offset, e.offset + e.compLength);
    const data = e.compLength < e.origLength ? new Uint8Array(inflateSync(raw)) : raw;
    if (data.length !== e.origLength) throw new Error("WOFF table does not inflate to its declared length");
    return data;
  });

  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const total = headerLength + tables.reduce((sum, t) => sum + padded(t.length), 0);
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = (1 << entrySelector) * 16;
  dv.setUint32(0, flavor);
  dv.setUint16(4, numTables);
  dv.setUint16(6, searchRange);
  dv.setUint16(8, entrySelector);
  dv.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  entries.forEach((e, i) => {
    const table = tables[i] as Uint8Array;
    const rec = 12 + i * 16;
    dv.setUint32(rec, e.tag);
    dv.setUint32(rec + 4, e.checksum);
    dv.setUint32(rec + 8, offset);
    dv.setUint32(rec + 12, table.length);
    out.set(table, offset);
    offset += padded(table.length);
  });
  return out;
}
