/**
 * A region's template (`RegionDef.text`, e.g. `"{handCost} / {reserveCost}"`): the placeholders it
 * names and the text it prints for a card. Pure and system-neutral; checkDefinition checks that
 * each `{key}` names a field (or `$identifier`), and the print's face scene fills it in.
 */

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The keys a template names, in order, each once (`"{a} / {b} {a}"` -> ["a", "b"]). */
export function templateKeys(template: string): string[] {
  const out: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) {
    const k = m[1] ?? "";
    if (!out.includes(k)) out.push(k);
  }
  return out;
}

/**
 * The template with each `{key}` replaced by `value(key)`. When every placeholder is empty the
 * result is "" (the region then draws nothing, as a region bound to an empty field does); a
 * template without placeholders prints as written.
 */
export function fillTemplate(template: string, value: (key: string) => string): string {
  let any = false;
  let placeholders = 0;
  const text = template.replace(PLACEHOLDER, (_m, k: string) => {
    placeholders += 1;
    const v = value(k);
    if (v.trim() !== "") any = true;
    return v;
  });
  return placeholders > 0 && !any ? "" : text;
}
