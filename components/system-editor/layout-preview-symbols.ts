/**
 * Symbols in the layout editor's preview (pure, shared by the page's server action and the
 * editor): the server lays `:key:` out from the keys alone and draws each icon as an image node
 * whose src is `symbol:<key>`; the browser maps that src to the symbol's own picture, so a
 * keystroke never sends the symbols' SVG or PNG to the server.
 */
import { symbolDataUrl } from "@/lib/systems/symbols";
import type { SymbolDef } from "@/lib/systems/types";

/** The src of symbol `key`'s image nodes in a preview scene. */
export function previewSymbolSrc(key: string): string {
  return `symbol:${key}`;
}

/** The preview's picture map for `symbols`: each `symbol:<key>` src to its data URL. */
export function previewSymbolPictures(symbols: readonly SymbolDef[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of symbols ?? []) out[previewSymbolSrc(s.key)] = symbolDataUrl(s);
  return out;
}
