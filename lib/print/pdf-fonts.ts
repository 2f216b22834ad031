/**
 * Print's fonts for react-pdf: each font of each face's stack is registered as its own family,
 * from the plain TrueType bytes fonts.ts measures (a data URL: react-pdf takes no bytes, and the
 * WOFF files themselves are slow to shape, see woff.ts). A document names, per face, only the
 * fonts its text uses, and only those get registered and parsed.
 *
 * Hyphenation is switched off: print breaks lines itself (text-layout.ts), and react-pdf must
 * never break them again, let alone insert hyphens.
 */
import { Font } from "@react-pdf/renderer";
import { create, type Font as FontkitFont } from "fontkit";
import { FACE_NAMES, faceFiles, familyName, fontBytes, type FaceName } from "./fonts";

const registered = new Set<string>();
let hyphenationOff = false;

function ensureRegistered(face: FaceName, index: number): string {
  const family = familyName(face, index);
  if (!registered.has(family)) {
    const file = faceFiles(face)[index];
    if (file === undefined) throw new RangeError(`print: font ${index} of ${face} does not exist`);
    const bytes = fontBytes(file);
    Font.register({ family, src: `data:font/ttf;base64,${Buffer.from(bytes).toString("base64")}` });
    preload(family, bytes);
    registered.add(family);
  }
  return family;
}

/** The parts of react-pdf's font source (@react-pdf/font `FontSource`) that {@link preload} sets. */
interface FontSourceSlots {
  data: unknown;
  loadResultPromise: Promise<void> | null;
}

/**
 * Hands react-pdf the font parsed from `bytes` with a memo on its `layout`, instead of letting it
 * decode the data URL (a JavaScript string split and mapped char by char: some 70 ms a process
 * for print's fonts). The same bytes, so the same font and the same PDF. When react-pdf's font
 * source does not look as expected (another version), it is left to load the data URL itself.
 */
function preload(family: string, bytes: Uint8Array): void {
  const source = Font.getFont({ fontFamily: family }) as unknown as Partial<FontSourceSlots> | undefined;
  if (source === undefined || source.data !== null || source.loadResultPromise !== null) return;
  source.data = memoizeLayout(create(bytes));
  source.loadResultPromise = Promise.resolve();
}

type Layout = FontkitFont["layout"];

/**
 * Shapes each distinct string once per font: react-pdf shapes every text run of every card with
 * fontkit's OpenType engine, and a deck repeats most of them (backs, attribute names, copies);
 * 250 cards shape about 6,300 runs of which 2,800 are distinct. fontkit's layout is a pure
 * function of the font and its arguments, and react-pdf reads a glyph run without changing it
 * (textkit scales its positions into new objects before justifying them), so the run is shared.
 */
function memoizeLayout(font: FontkitFont): FontkitFont {
  const layout: Layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Layout>>();
  const memo = (text: string, features?: Parameters<Layout>[1], script?: string, language?: string, direction?: string): ReturnType<Layout> => {
    if (script !== undefined || language !== undefined) return layout(text, features, script, language, direction);
    const key = `${direction ?? ""}\u0000${features === undefined ? "" : JSON.stringify(features)}\u0000${text}`;
    let run = runs.get(key);
    if (run === undefined) {
      run = layout(text, features, script, language, direction);
      runs.set(key, run);
    }
    return run;
  };
  return Object.assign(font, { layout: memo });
}

/**
 * Per face, the react-pdf families of the fonts in `used` (indices into the face's stack), in
 * stack order, registered on first use. The first font of a face is always included, so text
 * never falls through to react-pdf's non-embedded Helvetica.
 */
export function documentStacks(used: ReadonlyMap<FaceName, ReadonlySet<number>>): Record<FaceName, string[]> {
  if (!hyphenationOff) {
    Font.registerHyphenationCallback((word) => [word]);
    hyphenationOff = true;
  }
  const out = {} as Record<FaceName, string[]>;
  for (const face of FACE_NAMES) {
    const indices = [...(used.get(face) ?? new Set<number>())].sort((a, b) => a - b);
    if (!indices.includes(0)) indices.unshift(0);
    out[face] = indices.map((i) => ensureRegistered(face, i));
  }
  return out;
}
