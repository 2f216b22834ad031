/**
 * The command line's lib/print/font-engine.ts (scripts/build-cli.mjs swaps it in): fontkit's
 * `create`, loading fontkit on first use instead of at start-up. Measuring is synchronous, so the
 * first use requires fontkit's CommonJS build; `pdf`, where pdfkit imports fontkit's ES module
 * build anyway, hands that one over first ({@link provideFontkit}) so that only one copy loads.
 */
import { createRequire } from "node:module";
import type * as Fontkit from "fontkit";

type FontkitModule = typeof Fontkit;
let fontkit: FontkitModule | undefined;

/** Makes `create` use this fontkit module (the one pdfkit loaded). */
export function provideFontkit(module: FontkitModule): void {
  fontkit = module;
}

export function create(buffer: Uint8Array, postscriptName?: string): Fontkit.Font {
  fontkit ??= createRequire(import.meta.url)("fontkit") as FontkitModule;
  return fontkit.create(buffer, postscriptName);
}
