/**
 * fontkit's `create`, the one entry of fontkit that fonts.ts uses, behind a module of its own:
 * the command line's bundle (scripts/build-cli.mjs) swaps this module for lib/cli/lazy-fontkit.ts,
 * which loads fontkit only when a font is first parsed. `cli lint` with every width in its cache
 * (lib/print/width-cache.ts) then never loads fontkit and its dependencies (brotli's dictionary,
 * the unicode tables), about a fifth of its run.
 */
export { create } from "fontkit";
