/**
 * A region's template (`RegionDef.text`, e.g. `"{handCost} / {reserveCost}"`): the placeholders it
 * names, each once, and the text it prints for a card. One implementation, in ./symbols.ts (the
 * print's face scene and checkDefinition use it); this module names it for the layout editor.
 */
import { fillTemplate, templateFields } from "./symbols";

export { fillTemplate };

/** The keys a template names, in order, each once (`"{a} / {b} {a}"` -> ["a", "b"]). */
export function templateKeys(template: string): string[] {
  return [...new Set(templateFields(template))];
}
