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
import { FACE_NAMES, faceFiles, familyName, fontBytes, type FaceName } from "./fonts";

const registered = new Set<string>();
let hyphenationOff = false;

function ensureRegistered(face: FaceName, index: number): string {
  const family = familyName(face, index);
  if (!registered.has(family)) {
    const file = faceFiles(face)[index];
    if (file === undefined) throw new RangeError(`print: font ${index} of ${face} does not exist`);
    Font.register({ family, src: `data:font/ttf;base64,${Buffer.from(fontBytes(file)).toString("base64")}` });
    registered.add(family);
  }
  return family;
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
