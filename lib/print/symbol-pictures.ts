/**
 * A system's symbols as print draws them (server side): a PNG symbol as it is, an SVG one drawn
 * to a PNG by sharp (librsvg, already used for preview pictures), 256 px on its longer side: an
 * icon one em of 6-12 pt is 2-4 mm, so that is well above 1,200 dpi. pdfkit embeds PNG and JPEG
 * only; one PNG also keeps the PDF, the PNG exports and the preview drawing the same picture.
 */
import type { SymbolDef } from "../systems/types";
import type { PrintSymbol } from "./face-scene";
import { symbolDataUrl } from "../systems/symbols";

const SYMBOL_PX = 256;

export interface PreparedSymbols {
  readonly symbols: readonly PrintSymbol[];
  /** Symbols that could not be drawn (they print as blank room), with why. */
  readonly problems: readonly string[];
}

const prepared = new WeakMap<readonly SymbolDef[], Promise<PreparedSymbols>>();

/** The print pictures of `defs`, in order (cached per definition's list). Never throws. */
export function prepareSymbols(defs: readonly SymbolDef[]): Promise<PreparedSymbols> {
  let hit = prepared.get(defs);
  if (hit === undefined) {
    hit = prepareUncached(defs);
    prepared.set(defs, hit);
  }
  return hit;
}

async function prepareUncached(defs: readonly SymbolDef[]): Promise<PreparedSymbols> {
  const problems: string[] = [];
  const symbols: PrintSymbol[] = [];
  for (const def of defs) {
    if ("png" in def) {
      symbols.push({ key: def.key, src: symbolDataUrl(def) });
      continue;
    }
    try {
      const { default: sharp } = await import("sharp");
      const png = await sharp(Buffer.from(def.svg, "utf8"), { density: 300 })
        .resize({ width: SYMBOL_PX, height: SYMBOL_PX, fit: "inside" })
        .png()
        .toBuffer();
      symbols.push({ key: def.key, src: `data:image/png;base64,${png.toString("base64")}` });
    } catch (error) {
      problems.push(`The symbol :${def.key}: cannot be drawn (${error instanceof Error ? error.message : String(error)}): it prints as blank room; fix its SVG in the system editor.`);
      symbols.push({ key: def.key, src: "" });
    }
  }
  return { symbols, problems };
}
