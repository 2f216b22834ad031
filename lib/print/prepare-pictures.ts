import type { BuildProgress } from "./build";
import { PictureCache } from "./pictures";

/**
 * Prepares every picture in `wanted` once (decoded, checked, re-encoded by PictureCache), reporting
 * progress. A picture that cannot be used maps to null and its problem is listed: the card prints
 * plain. Shared by both scene builders (build.ts for GOT CGS, system-print.ts for faces).
 */
export async function preparePictures(
  wanted: ReadonlySet<string>,
  onProgress?: (p: BuildProgress) => void,
): Promise<{ pictureFor: (src: string | null) => string | null; pictureProblems: string[] }> {
  const pictures = new PictureCache();
  const pictureProblems: string[] = [];
  const prepared = new Map<string, string | null>();
  let done = 0;
  onProgress?.({ phase: "pictures", done: 0, total: wanted.size });
  for (const src of wanted) {
    const result = await pictures.get(src);
    if (result.ok) prepared.set(src, result.picture.src);
    else {
      prepared.set(src, null);
      pictureProblems.push(result.message);
    }
    onProgress?.({ phase: "pictures", done: ++done, total: wanted.size });
  }
  return { pictureFor: (src) => (src === null ? null : (prepared.get(src) ?? null)), pictureProblems };
}

